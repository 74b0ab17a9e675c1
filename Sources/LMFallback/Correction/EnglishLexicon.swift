/// The built-in English word list as a lookup table: word → frequency tier (1 = most common).
///
/// Built once, on first use, from ``FallbackData``: about 40,000 lowercase SCOWL words in three
/// tiers, the dictionary the text analysis uses. The corpus counts that the spelling corrector also
/// needs are a separate table (``WordFrequencies``), loaded only when something is corrected, so a
/// title or a summary never pays for them.
struct EnglishLexicon: Sendable {
    /// The shared lexicon.
    static let shared = EnglishLexicon()

    /// Word → tier.
    let tiers: [String: UInt8]
    /// The tiered words grouped by length.
    let wordsByLength: [Int: [String]]

    private init() {
        var tiers: [String: UInt8] = [:]
        tiers.reserveCapacity(41_000)
        var byLength: [Int: [String]] = [:]
        let sets: [FallbackData.Set] = [.englishTier1, .englishTier2, .englishTier3]
        for (index, set) in sets.enumerated() {
            FallbackData.forEachLine(set) { line in
                FallbackData.forEachField(line, separator: 32) { field in
                    guard !field.isEmpty else { return }
                    // The words are ASCII (a–z and the apostrophe), so bytes count characters.
                    let text = String(decoding: field, as: UTF8.self)
                    if tiers[text] == nil {
                        tiers[text] = UInt8(index + 1)
                        byLength[field.count, default: []].append(text)
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

    /// Whether a lowercase word is in the tiered list.
    func contains(_ word: String) -> Bool { tiers[word] != nil }

    /// The frequency tier of a lowercase word (1 most common), or `nil` when unknown.
    func tier(_ word: String) -> Int? { tiers[word].map(Int.init) }

    /// log10 of a lowercase word's corpus count, or `nil` when it is not in the counted list.
    func logCount(_ word: String) -> Double? { WordFrequencies.shared.logCounts[word].map(Double.init) }

    /// Whether a lowercase word is correctly spelled: tiered, or in the counted list.
    func isWord(_ word: String) -> Bool { tiers[word] != nil || WordFrequencies.shared.logCounts[word] != nil }

    /// How much rarer a word is than the commonest ones, as a cost to add to an edit distance: 0 for
    /// words written a billion times or more, growing by 0.26 per factor of ten, at most 1.3.
    func rarityCost(_ word: String) -> Double {
        Self.rarityCost(logCount: WordFrequencies.shared.logCounts[word].map(Double.init), tier: tier(word))
    }

    /// The rarity cost of a word with this corpus count (log10) and tier: by the count when there is one,
    /// else 0.3, 0.5 or 0.7 by tier, else 1.
    static func rarityCost(logCount: Double?, tier: Int?) -> Double {
        if let logCount { return min(1.3, max(0, 0.26 * (9 - logCount))) }
        switch tier {
        case 1: return 0.3
        case 2: return 0.5
        case 3: return 0.7
        default: return 1
        }
    }
}
