/// The words the spelling corrector may propose, as ASCII bytes grouped by length and first letter, each
/// with the cost of proposing it at all (its rarity).
///
/// Grouping by first letter lets a lookup visit only the words that can start the way the typed word
/// does (the same letter, a neighbouring key, or the typed second letter), a fraction of the list.
struct SpellingCandidates: Sendable {
    /// One candidate word.
    struct Entry: Sendable {
        /// The word's bytes (lowercase ASCII letters and the apostrophe).
        let bytes: [UInt8]
        /// The word.
        let text: String
        /// The cost of the word itself, added to the edit cost (see ``SpellingCorrector``).
        let prior: Double
    }

    /// `groups[length][first byte]`: the entries of that length starting with that byte.
    private let groups: [[[Entry]]]
    /// `bySecond[length][second byte]`: the entries of that length whose second byte is that byte.
    private let bySecond: [[[Entry]]]

    /// The number of entries.
    let count: Int

    /// Groups words by length and first byte.
    /// - Parameter entries: The candidate words (each non-empty and ASCII).
    init(_ entries: [Entry]) {
        let longest = entries.map(\.bytes.count).max() ?? 0
        var groups = [[[Entry]]](repeating: [[Entry]](repeating: [], count: 128), count: longest + 1)
        var bySecond = groups
        var count = 0
        for entry in entries {
            guard let first = entry.bytes.first, first < 128 else { continue }
            groups[entry.bytes.count][Int(first)].append(entry)
            if entry.bytes.count >= 2 && entry.bytes[1] < 128 { bySecond[entry.bytes.count][Int(entry.bytes[1])].append(entry) }
            count += 1
        }
        self.groups = groups
        self.bySecond = bySecond
        self.count = count
    }

    /// The entries of one length that start with one byte (empty when there are none).
    func entries(length: Int, first: UInt8) -> [Entry] {
        guard length >= 0, length < groups.count, first < 128 else { return [] }
        return groups[length][Int(first)]
    }

    /// The entries of one length whose second byte is `second` (empty when there are none).
    func entries(length: Int, second: UInt8) -> [Entry] {
        guard length >= 0, length < bySecond.count, second < 128 else { return [] }
        return bySecond[length][Int(second)]
    }
}
