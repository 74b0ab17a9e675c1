/// The built-in English word list as a lookup table: word → frequency tier (1 = most common).
///
/// Built once, on first use, from ``EnglishWordList`` (generated from SCOWL; see
/// `scripts/generate-wordlist.py`). About 40,000 lowercase words.
struct EnglishLexicon: Sendable {
    /// The shared lexicon.
    static let shared = EnglishLexicon()

    /// Word → tier.
    let tiers: [String: UInt8]
    /// Words grouped by length, for candidate generation.
    let wordsByLength: [Int: [String]]

    private init() {
        var tiers: [String: UInt8] = [:]
        tiers.reserveCapacity(41_000)
        var byLength: [Int: [String]] = [:]
        for (index, chunks) in EnglishWordList.tiers.enumerated() {
            for chunk in chunks {
                for word in chunk.split(separator: " ") {
                    let text = String(word)
                    if tiers[text] == nil {
                        tiers[text] = UInt8(index + 1)
                        byLength[text.count, default: []].append(text)
                    }
                }
            }
        }
        // Day and month names are capitalized in the source lists; typed in lowercase they still need correcting.
        let weekdayPlurals = DateVocabulary.weekdays.filter { $0.hasSuffix("day") }.map { $0 + "s" }.sorted()
        for word in DateVocabulary.months.keys.sorted() + DateVocabulary.weekdays.sorted() + weekdayPlurals
        where word.count > 3 {
            if tiers[word] == nil {
                tiers[word] = 1
                byLength[word.count, default: []].append(word)
            }
        }
        self.tiers = tiers
        self.wordsByLength = byLength
    }

    /// Whether a lowercase word is in the list.
    func contains(_ word: String) -> Bool { tiers[word] != nil }

    /// The frequency tier of a lowercase word (1 most common), or `nil` when unknown.
    func tier(_ word: String) -> Int? { tiers[word].map(Int.init) }
}
