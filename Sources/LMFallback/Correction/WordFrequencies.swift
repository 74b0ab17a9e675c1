import Foundation

/// English word frequencies (82,000 words with corpus counts, from ``FallbackData``) and the
/// spelling corrector's candidates.
///
/// Loaded on first use, which only correction reaches: analysis needs ``EnglishLexicon`` alone.
struct WordFrequencies: Sendable {
    /// The shared table.
    static let shared = WordFrequencies(lexicon: .shared)

    /// Word → log10 of its corpus count.
    let logCounts: [String: Float]
    /// Correction candidates: every tiered word, and every counted word written at least a million times.
    let candidates: SpellingCandidates

    private init(lexicon: EnglishLexicon) {
        var logCounts: [String: Float] = [:]
        logCounts.reserveCapacity(83_000)
        var extra: [String] = []
        FallbackData.forEachLine(.wordFrequencies) { line in
            // `word count`, split without allocating.
            guard let space = line.firstIndex(of: 32),
                let count = FallbackData.integer(UnsafeBufferPointer(rebasing: line[(space + 1)...])), count > 0
            else { return }
            let word = String(decoding: UnsafeBufferPointer(rebasing: line[..<space]), as: UTF8.self)
            logCounts[word] = Float(log10(Double(count)))
            if count >= 1_000_000 && lexicon.tiers[word] == nil { extra.append(word) }
        }
        var entries: [SpellingCandidates.Entry] = []
        entries.reserveCapacity(lexicon.tiers.count + extra.count)
        for word in lexicon.wordsByLength.values.joined() + extra {
            let tier = lexicon.tiers[word].map(Int.init)
            let prior =
                EnglishLexicon.rarityCost(logCount: logCounts[word].map(Double.init), tier: tier)
                + (tier == nil ? 0.25 : 0)
            entries.append(SpellingCandidates.Entry(text: word, prior: prior))
        }
        self.logCounts = logCounts
        self.candidates = SpellingCandidates(entries)
    }
}
