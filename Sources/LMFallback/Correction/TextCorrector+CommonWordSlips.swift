/// Slips of the commonest English words: one the refined reading makes even in a sentence that other languages'
/// words make doubtful, since few loanwords lie one keystroke from `the`, `them` or `should`.
extension TextCorrector {
    /// log10 of the corpus count above which a word is among the few hundred commonest (`him` 8.34, `them` 8.61;
    /// `late` 7.82 is not).
    static let commonestWordLogCount: Float = 8.3
    /// log10 of the corpus count of each part of a split that joins a common word to a function word (`move` 7.85 +
    /// `them`, `ready` 7.80 + `by`).
    static let commonSplitPartLogCount: Float = 7.5

    /// Pronouns, articles, prepositions, conjunctions and auxiliaries: the words a split may yield beside another
    /// common word.
    static let functionWords: Set<String> = [
        "the", "an", "to", "of", "in", "on", "at", "by", "for", "with", "from", "up", "out", "off", "into", "onto",
        "it", "its", "them", "him", "her", "me", "us", "you", "we", "they", "he", "she", "my", "your", "his", "our",
        "their", "this", "that", "these", "those", "and", "or", "but", "so", "as", "if", "than", "then", "not", "is",
        "are", "was", "were", "be", "been", "am", "do", "does", "did", "have", "has", "had", "will", "would", "can",
        "could", "should", "may", "might", "must", "all", "some", "any", "no",
    ]

    /// Whether a correction mends one keystroke in one of the commonest words: two neighbouring letters swapped
    /// (`teh` → `the`, `tehm` → `them`) or one letter typed as a key beside it (`shoulf` → `should`); or splits a
    /// word typed without its space into two common words, one of them a function word (`movethem`, `readyby`).
    /// - Parameters:
    ///   - word: The word as typed, lowercase letters.
    ///   - correction: The correction.
    /// - Returns: Whether it is such a slip.
    static func isCommonWordSlip(_ word: String, _ correction: String) -> Bool {
        let typed = Array(word.utf8)
        let meant = Array(correction.utf8)
        guard typed.count >= 3, typed.allSatisfy({ $0 >= 97 && $0 <= 122 }) else { return false }
        if let space = meant.firstIndex(of: 32) {
            guard typed.count >= 5, meant.count == typed.count + 1 else { return false }
            let parts = [
                String(decoding: meant[..<space], as: UTF8.self),
                String(decoding: meant[(space + 1)...], as: UTF8.self),
            ]
            let counts = parts.map { WordFrequencies.logCount($0) ?? 0 }
            // One part is a function word (`them`, `by`): a compound of two nouns is a word of its own (`shophouse`).
            return parts.allSatisfy { $0.count >= 2 } && counts.allSatisfy { $0 >= commonSplitPartLogCount }
                && parts.contains(where: functionWords.contains)
        }
        guard meant.count == typed.count, (WordFrequencies.logCount(correction) ?? 0) >= commonestWordLogCount else {
            return false
        }
        let differences = typed.indices.filter { typed[$0] != meant[$0] }
        if differences.count == 1 {
            return KeyboardLayout.areNeighbours(typed[differences[0]], meant[differences[0]])
        }
        return differences.count == 2 && differences[1] == differences[0] + 1
            && typed[differences[0]] == meant[differences[1]] && typed[differences[1]] == meant[differences[0]]
    }
}
