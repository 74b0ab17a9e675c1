import Foundation

/// English word frequencies (82,000 words with corpus counts, from ``FallbackData``) and the
/// spelling corrector's candidates.
///
/// The counts are a hash table built into the binary (``EmbeddedTable``), ready without loading; the
/// candidates are gathered on first use, which only correction reaches.
struct WordFrequencies: Sendable {
    /// The shared table.
    static let shared = WordFrequencies(lexicon: .shared)

    /// Counted word → corpus count, built into the binary.
    static let counts = EmbeddedTable(.wordFrequencies)

    /// log10 of a lowercase word's corpus count, or `nil` when the word is not counted.
    /// - Parameter word: The word.
    /// - Returns: log10 of its count, as a `Float`.
    static func logCount(_ word: String) -> Float? {
        counts.value(for: word).map { Float(log10(Double($0))) }
    }

    /// Correction candidates: every tiered word, and every counted word written at least 300,000 times (`gazebo`,
    /// `doorbell`) but a calendar abbreviation that only the counts have (`jan`, `thu`). In a sentence, a correction
    /// into one written less than a million times is left to the alternative reading, see ``TextCorrector``.
    let candidates: SpellingCandidates

    private init(lexicon: EnglishLexicon) {
        let counts = Self.counts
        var builder = SpellingCandidates.Builder(capacity: lexicon.count + 6_000)
        func add(_ word: UnsafeBufferPointer<UInt8>, tier: Int?, count: UInt64?) {
            let logCount = count.map { Double(Float(log10(Double($0)))) }
            let prior = EnglishLexicon.rarityCost(logCount: logCount, tier: tier) + (tier == nil ? 0.25 : 0)
            builder.append(word, prior: prior)
        }
        let tiered = lexicon.table
        for index in 0..<tiered.count {
            let word = tiered.key(at: index)
            let count = counts.index(ofBytes: word).flatMap(counts.value(at:))
            add(word, tier: tiered.value(at: index).map(Int.init), count: count)
        }
        for word in lexicon.overlayWords {
            let (tier, count) = (lexicon.tier(word), counts.value(for: word))
            var bytes = word
            bytes.withUTF8 { add($0, tier: tier, count: count) }
        }
        for index in 0..<counts.count {
            guard let count = counts.value(at: index), count >= 300_000 else { continue }
            let word = counts.key(at: index)
            guard tiered.index(ofBytes: word) == nil else { continue }
            let text = String(decoding: word, as: UTF8.self)
            // A month's or a weekday's abbreviation is counted in lowercase but written capitalized (`Jan`, `Thu`):
            // a word typed in lowercase near it is something else (`jawn` is no `jan`).
            if lexicon.overlay[text] == nil && DateVocabulary.months[text] == nil
                && !DateVocabulary.weekdays.contains(text)
            {
                add(word, tier: nil, count: count)
            }
        }
        self.candidates = builder.build()
    }
}
