import LMCore

/// Scores the tone of a document from ``SentimentLexicon``, sentence by sentence.
///
/// Principles (no weights learned from data):
/// - **Negation**: a negator (`not`, `never`, `no`, `n't`) flips the polar words after it in the same
///   clause (punctuation ends its scope), up to three words on; `not only` is no negation. A negated
///   positive (`not helpful`) counts as negative; a negated negative (`no complaints`) only as weakly
///   positive, since "not bad" is faint praise; a negated expectation (`never worked`, `did not arrive`)
///   reports a failure.
/// - **Degree**: an intensifier (`very`, `really`) strengthens the next polar word by half, a downtoner
///   (`slightly`, `a bit`) halves it; an exclamation strengthens its sentence.
/// - **Contrast**: after `but`, `however` or `yet`, and after a clause opened by `although` or
///   `despite`, the rest of the sentence carries the writer's point and weighs more than what was
///   conceded before it (``SentenceTally``).
/// - **Assertion**: questions and clauses opened by `if`/`unless` are not asserted and weigh half.
/// - **Register**: courtesy formulas (`thanks`, `sorry`), reply tokens (`Good.`) and topical nouns
///   (`the main issue`) weigh less than evaluative words; emoji count; the last fifth of a text (its
///   verdict or outcome) weighs more; a stated rating (`4 out of 5`) counts.
/// - **Balance**: a document is `mixed` when both positive and negative evidence are substantial and
///   comparable in size; `neutral` when evaluative language is sparse for its length.
struct SentimentScorer: Sendable {
    /// The evidence gathered from a document.
    struct Evidence: Sendable {
        /// Weighted positive evidence.
        var positive = 0.0
        /// Weighted negative evidence.
        var negative = 0.0
        /// Words read.
        var words = 0
        /// Sentences read.
        var sentences = 0
        /// Sentences whose net tone is favourable.
        var positiveSentences = 0
        /// Sentences whose net tone is unfavourable.
        var negativeSentences = 0
    }

    /// Words that make what follows in the sentence the main point.
    static let contrastMarkers: Set<String> = ["but", "however", "yet", "nevertheless", "nonetheless"]
    /// Words that open a conceded clause when they start one (`Although the room was loud, ...`).
    static let concessiveMarkers: Set<String> = ["although", "though", "while", "despite", "whilst"]

    /// The weight of the last fifth of a text's sentences (its conclusion).
    static let closingWeight = 1.5

    /// Gathers the evidence of a list of sentences.
    /// - Parameters:
    ///   - sentences: The sentences' words; only summarizable sentences should be passed.
    ///   - questions: The positions (in `sentences`) of the sentences that are questions.
    ///   - exclamations: The positions of the sentences that exclaim (`!`): they say what they say more
    ///     strongly, and with no polar word they read as enthusiasm (`see you all Friday!`).
    ///   - symbols: Tone carried by emoji, per sentence position: (positive, negative) counts.
    ///   - clauseBreak: For a sentence and a word position, whether punctuation separates it from the previous word.
    /// - Returns: The weighted evidence on each side.
    func evidence(
        _ sentences: [[Token]],
        questions: Set<Int> = [],
        exclamations: Set<Int> = [],
        symbols: [Int: (positive: Int, negative: Int)] = [:],
        clauseBreak: (Int, Int) -> Bool
    ) -> Evidence {
        var result = Evidence()
        for (sentenceIndex, tokens) in sentences.enumerated() {
            var clauses = SentenceTally()
            var negateUntil = -1
            var hypothetical = false
            var modifier: (scale: Double, until: Int)?
            for (position, token) in tokens.enumerated() {
                result.words += 1
                let word = token.normalized
                if position > 0 && clauseBreak(sentenceIndex, position) {
                    negateUntil = -1
                    hypothetical = false
                    modifier = nil
                    // `Although X, Y`: the clause after the concession is the point.
                    if clauses.conceding {
                        clauses.conceding = false
                        clauses.contrasted = true
                    }
                }
                if Self.concessiveMarkers.contains(word) && !clauses.contrasted
                    && (position == 0 || clauseBreak(sentenceIndex, position))
                {
                    clauses.conceding = true
                    continue
                }
                if Self.contrastMarkers.contains(word) {
                    clauses.contrasted = true
                    clauses.conceding = false
                    negateUntil = -1
                    hypothetical = false
                    continue
                }
                if SentimentLexicon.conditionals.contains(word) {
                    hypothetical = true
                    continue
                }
                if SentimentLexicon.negators.contains(word) || word.hasSuffix("n't") {
                    let next = position + 1 < tokens.count ? tokens[position + 1].normalized : ""
                    if !SentimentLexicon.negationBreakers.contains(next) { negateUntil = position + 3 }
                    continue
                }
                let previous = position > 0 ? tokens[position - 1].normalized : nil
                if let previous, SentimentLexicon.positivePairs.contains(previous + " " + word) {
                    clauses.add(positive: position > negateUntil, weight: hypothetical ? 0.5 : 1)
                    continue
                }
                // A negated expectation reports a failure: `never worked`, `did not arrive`.
                if position <= negateUntil && SentimentLexicon.expectations.contains(Stemmer.stem(word)) {
                    clauses.add(positive: false, weight: hypothetical ? 0.5 : 1)
                    negateUntil = -1
                    continue
                }
                if SentimentLexicon.intensifiers.contains(word) {
                    modifier = (SentimentLexicon.intensifierScale, position + 2)
                    continue
                }
                if SentimentLexicon.downtoners.contains(word) {
                    modifier = (SentimentLexicon.downtonerScale, position + 2)
                    continue
                }
                let polarity = SentimentLexicon.polarity(of: word, previous: previous)
                guard polarity != 0 else { continue }
                var weight = SentimentLexicon.courtesy[word] == nil ? 1.0 : SentimentLexicon.courtesyWeight
                if SentimentLexicon.topical.contains(Stemmer.stem(word)) { weight *= SentimentLexicon.topicalWeight }
                // A polar word standing alone between breaks is a reply token (`Good.`, `great, thanks`).
                let standsAlone =
                    (position == 0 || clauseBreak(sentenceIndex, position))
                    && (position + 1 == tokens.count || clauseBreak(sentenceIndex, position + 1))
                if standsAlone && modifier == nil { weight *= SentimentLexicon.courtesyWeight }
                var positive = polarity > 0
                if let active = modifier, position <= active.until { weight *= active.scale }
                modifier = nil
                if hypothetical { weight *= SentimentLexicon.conditionalWeight }
                if position <= negateUntil {
                    weight *= positive ? 0.8 : 0.5
                    positive.toggle()
                }
                clauses.add(positive: positive, weight: weight)
            }
            if let emoji = symbols[sentenceIndex] {
                clauses.add(positive: true, weight: Double(emoji.positive))
                clauses.add(positive: false, weight: Double(emoji.negative))
            }
            if exclamations.contains(sentenceIndex) && !questions.contains(sentenceIndex) {
                if clauses.positive == 0 && clauses.negative == 0 {
                    clauses.add(positive: true, weight: 0.5)
                } else {
                    clauses.scale(by: SentimentLexicon.intensifierScale)
                }
            }
            // A question asks about a state rather than asserting it; the closing part of a text
            // (verdict, outcome, sign-off) says where things ended up.
            var weight = questions.contains(sentenceIndex) ? 0.5 : 1.0
            if sentences.count >= 5 && sentenceIndex * 5 >= sentences.count * 4 { weight *= Self.closingWeight }
            result.positive += clauses.positive * weight
            result.negative += clauses.negative * weight
            result.sentences += 1
            let net = clauses.positive - clauses.negative
            if net >= 0.5 { result.positiveSentences += 1 }
            if net <= -0.5 { result.negativeSentences += 1 }
            if let rating = Self.rating(in: tokens) {
                result.positive += rating.positive
                result.negative += rating.negative
            }
        }
        return result
    }

    /// Evidence from a stated rating (`Rating: 3.5 out of 5`, `4/5 stars`, `2 stars`): a high share
    /// of the scale is praise, a low one criticism, a middling one both.
    static func rating(in tokens: [Token]) -> (positive: Double, negative: Double)? {
        for (position, token) in tokens.enumerated() {
            guard let score = Double(token.normalized), score >= 0 else { continue }
            var scale: Double?
            if position + 3 < tokens.count, tokens[position + 1].normalized == "out",
                tokens[position + 2].normalized == "of"
            {
                scale = Double(tokens[position + 3].normalized)
            } else if position + 1 < tokens.count, ["stars", "star"].contains(tokens[position + 1].normalized) {
                scale = 5
            }
            guard let scale, scale >= 3, scale <= 10, score <= scale else { continue }
            let share = score / scale
            if share >= 0.8 { return (3, 0) }
            if share <= 0.45 { return (0, 3) }
            return (1.5, 1.5)
        }
        return nil
    }

    /// Below this much polar evidence per word a text is ``Sentiment/neutral``.
    static let neutralDensity = 0.01
    /// The smaller side must be at least this share of the larger one for ``Sentiment/mixed``.
    static let mixedBalance = 0.35
    /// ... and at least this much evidence in absolute terms (two or three clear polar words).
    static let mixedMinimum = 2.5

    /// The sentiment the evidence supports.
    /// - Parameter evidence: The evidence of a document.
    /// - Returns: `neutral` when evaluative language is sparse for the length, `mixed` when both sides are
    ///   substantial and comparable, else the larger side.
    func sentiment(_ evidence: Evidence) -> Sentiment {
        let total = evidence.positive + evidence.negative
        guard evidence.words > 0, total > 0 else { return .neutral }
        if total / Double(evidence.words) < Self.neutralDensity { return .neutral }
        let smaller = min(evidence.positive, evidence.negative)
        let balance = smaller / max(evidence.positive, evidence.negative)
        if balance >= Self.mixedBalance && smaller >= Self.mixedMinimum { return .mixed }
        return evidence.positive >= evidence.negative ? .positive : .negative
    }
}
