import LMCore

/// Scores the tone of a document from the built-in polarity lexicons, sentence by sentence.
///
/// Principles (no weights learned from data):
/// - **Negation**: a negator (`not`, `never`, `no`, `n't`) flips the polar words after it in the same
///   clause (punctuation ends its scope), up to three words on. A negated positive (`not helpful`)
///   counts as negative; a negated negative (`no complaints`) only as weakly positive, since
///   "not bad" is faint praise.
/// - **Contrast**: after `but`, `however` or `yet`, and after a clause opened by `although` or
///   `despite`, the rest of the sentence carries the writer's point and weighs more than what was
///   conceded before it.
/// - **Questions** ask about a state rather than assert it, and weigh half.
/// - **Balance**: a document is `mixed` when both positive and negative evidence are substantial and
///   near each other in size; `neutral` when evaluative language is sparse for its length.
struct SentimentScorer: Sendable {
    /// The evidence gathered from a document.
    struct Evidence: Sendable {
        /// Weighted positive evidence.
        var positive = 0.0
        /// Weighted negative evidence.
        var negative = 0.0
        /// Words read.
        var words = 0
    }

    /// Words that make what follows in the sentence the main point.
    static let contrastMarkers: Set<String> = ["but", "however", "yet", "nevertheless", "nonetheless"]
    /// Words that open a conceded clause when they start one (`Although the room was loud, ...`).
    static let concessiveMarkers: Set<String> = ["although", "though", "while", "despite", "whilst"]

    /// Gathers the evidence of a list of sentences.
    /// - Parameters:
    ///   - sentences: The sentences' words; only summarizable sentences should be passed.
    ///   - questions: The positions (in `sentences`) of the sentences that are questions.
    ///   - clauseBreak: For a sentence and a word position, whether punctuation separates it from the previous word.
    func evidence(_ sentences: [[Token]], questions: Set<Int> = [], clauseBreak: (Int, Int) -> Bool) -> Evidence {
        var result = Evidence()
        for (sentenceIndex, tokens) in sentences.enumerated() {
            var before = (positive: 0.0, negative: 0.0)
            var after = (positive: 0.0, negative: 0.0)
            var contrasted = false
            var conceding = false
            var negateUntil = -1
            for (position, token) in tokens.enumerated() {
                result.words += 1
                let word = token.normalized
                if position > 0 && clauseBreak(sentenceIndex, position) {
                    negateUntil = -1
                    // `Although X, Y`: the clause after the concession is the point.
                    if conceding {
                        conceding = false
                        contrasted = true
                    }
                }
                if Self.concessiveMarkers.contains(word) && !contrasted
                    && (position == 0 || clauseBreak(sentenceIndex, position))
                {
                    conceding = true
                    continue
                }
                if Self.contrastMarkers.contains(word) {
                    contrasted = true
                    conceding = false
                    negateUntil = -1
                    continue
                }
                if Lexicons.negators.contains(word) || word.hasSuffix("n't") {
                    negateUntil = position + 3
                    continue
                }
                let stem = Stemmer.stem(word)
                let isPositive = Lexicons.positive.contains(stem) || Lexicons.positive.contains(word)
                let isNegative = Lexicons.negative.contains(stem) || Lexicons.negative.contains(word)
                guard isPositive != isNegative else { continue }
                var weight = 1.0
                var positive = isPositive
                if position <= negateUntil {
                    weight *= positive ? 0.8 : 0.5
                    positive.toggle()
                }
                if contrasted {
                    if positive { after.positive += weight } else { after.negative += weight }
                } else {
                    if positive { before.positive += weight } else { before.negative += weight }
                }
            }
            // What follows a contrast marker is the point; what precedes it is conceded.
            let scale = contrasted ? 0.6 : 1.0
            // A question asks about a state rather than asserting it.
            let asks = questions.contains(sentenceIndex) ? 0.5 : 1.0
            before.positive *= asks
            before.negative *= asks
            after.positive *= asks
            after.negative *= asks
            let positive = before.positive * scale + after.positive * (contrasted ? 1.3 : 1)
            let negative = before.negative * scale + after.negative * (contrasted ? 1.3 : 1)
            result.positive += positive
            result.negative += negative
        }
        return result
    }

    /// The sentiment the evidence supports.
    func sentiment(_ evidence: Evidence) -> Sentiment {
        let total = evidence.positive + evidence.negative
        guard evidence.words > 0, total > 0 else { return .neutral }
        let density = total / Double(evidence.words)
        if density < 0.012 { return .neutral }
        let smaller = min(evidence.positive, evidence.negative)
        let balance = smaller / max(evidence.positive, evidence.negative)
        if balance >= 0.45 && smaller >= 2.5 { return .mixed }
        return evidence.positive >= evidence.negative ? .positive : .negative
    }
}
