/// The built-in English word list as a lookup table: word → frequency tier (1 = most common).
///
/// About 40,000 lowercase SCOWL words in three tiers, the dictionary the text analysis uses: a hash table
/// built into the binary (``EmbeddedTable``, from ``FallbackData``), so nothing is parsed on first use, plus
/// a small overlay of month and weekday names made in Swift. The corpus counts that the spelling corrector
/// also needs are a separate table (``WordFrequencies``).
struct EnglishLexicon: Sendable {
    /// The shared lexicon.
    static let shared = EnglishLexicon()

    /// The tiered words built into the binary, with their tiers.
    let table: EmbeddedTable
    /// Words the built-in list lacks, with their tiers: month and weekday names, which are capitalized in the
    /// source lists but typed in lowercase still need correcting.
    let overlay: [String: UInt8]
    /// The overlay's words in the order they were added.
    let overlayWords: [String]

    private init() {
        let table = EmbeddedTable(.englishWords)
        var overlay: [String: UInt8] = [:]
        var overlayWords: [String] = []
        let weekdayPlurals = DateVocabulary.weekdays.filter { $0.hasSuffix("day") }.map { $0 + "s" }.sorted()
        for word in DateVocabulary.months.keys.sorted() + DateVocabulary.weekdays.sorted() + weekdayPlurals
        where word.count > 3 {
            if table.index(of: word) == nil && overlay[word] == nil {
                overlay[word] = 1
                overlayWords.append(word)
            }
        }
        self.table = table
        self.overlay = overlay
        self.overlayWords = overlayWords
    }

    /// The number of tiered words (the built-in list and the overlay).
    var count: Int { table.count + overlay.count }

    /// Whether a lowercase word is in the tiered list.
    func contains(_ word: String) -> Bool { table.index(of: word) != nil || overlay[word] != nil }

    /// The frequency tier of a lowercase word (1 most common), or `nil` when unknown.
    func tier(_ word: String) -> Int? {
        if let index = table.index(of: word) { return table.value(at: index).map(Int.init) }
        return overlay[word].map(Int.init)
    }

    /// log10 of a lowercase word's corpus count, or `nil` when it is not in the counted list.
    func logCount(_ word: String) -> Double? { WordFrequencies.logCount(word).map(Double.init) }

    /// Whether a lowercase word is correctly spelled: tiered, in the counted list, or one of the rarer words
    /// (`abattoir`, `farrier`) that correction keeps but never proposes.
    func isWord(_ word: String) -> Bool {
        contains(word) || WordFrequencies.logCount(word) != nil || Self.rareWords.index(of: word) != nil
    }

    /// Rarer correctly spelled words, built into the binary.
    private static let rareWords = EmbeddedTable(.rareWords)

    /// Whether a lowercase word is one of the rarest words a large dictionary lists (SCOWL levels 70 and 80:
    /// regional and borrowed words such as `chai`, `luthier` and `meze`, but also some common misspellings such
    /// as `calender`), which correction changes only for a likely slip. Only those within reach of a word
    /// correction proposes are built in.
    func isListedRareWord(_ word: String) -> Bool { Self.listedWords.index(of: word) != nil }

    /// The rarest listed words, built into the binary.
    private static let listedWords = EmbeddedTable(.listedWords)

    /// How much rarer a word is than the commonest ones, as a cost to add to an edit distance: 0 for
    /// words written a billion times or more, growing by 0.26 per factor of ten, at most 1.3.
    func rarityCost(_ word: String) -> Double {
        Self.rarityCost(logCount: WordFrequencies.logCount(word).map(Double.init), tier: tier(word))
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
