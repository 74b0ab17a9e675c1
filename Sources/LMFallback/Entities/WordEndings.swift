/// A set of word endings (`verein`, `straße`), matched against the end of a lowercase word that is longer
/// than the ending by a few letters; the endings are grouped by their last two letters, so a word is
/// compared with the few endings that can match it rather than with all of them.
struct WordEndings: Sendable {
    private let byTail: [String: [String]]

    /// - Parameter endings: Lowercase endings of two letters or more.
    init(_ endings: [String]) {
        var byTail: [String: [String]] = [:]
        for ending in endings where ending.count >= 2 {
            byTail[String(ending.suffix(2)), default: []].append(ending)
        }
        self.byTail = byTail
    }

    /// Whether a lowercase word ends in one of the endings with at least `stem` letters before it.
    /// - Parameters:
    ///   - lowercaseWord: The word, lowercase.
    ///   - stem: The fewest letters the word must have before the ending.
    func matches(_ lowercaseWord: String, stem: Int) -> Bool {
        guard let candidates = byTail[String(lowercaseWord.suffix(2))] else { return false }
        let count = lowercaseWord.count
        return candidates.contains { count >= $0.count + stem && lowercaseWord.hasSuffix($0) }
    }
}
