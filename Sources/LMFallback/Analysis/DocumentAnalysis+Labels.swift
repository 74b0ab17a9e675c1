import LMCore

/// Category and sentiment.
extension DocumentAnalysis {
    /// The document's category, from built-in topic lexicons weighted toward the keyphrases.
    /// - Returns: The best-matching category; ``DocumentCategory/work`` when nothing matches.
    public func category() -> DocumentCategory {
        var scores = [Double](repeating: 0, count: Lexicons.categories.count)
        for tokens in tokensBySentence {
            for token in tokens where !Stopwords.contains(token.normalized) {
                let stem = Stemmer.stem(token.normalized)
                for (position, entry) in Lexicons.categories.enumerated() where entry.1.contains(stem) {
                    scores[position] += 1
                }
            }
        }
        for (rank, phrase) in keyphrases.prefix(10).enumerated() {
            let weight = 3.0 / Double(rank + 1)
            for word in phrase.words {
                let stem = Stemmer.stem(word)
                for (position, entry) in Lexicons.categories.enumerated() where entry.1.contains(stem) {
                    scores[position] += weight
                }
            }
        }
        var best = 0
        for position in scores.indices where scores[position] > scores[best] { best = position }
        return scores[best] > 0 ? Lexicons.categories[best].0 : .work
    }

    /// The document's sentiment from built-in polarity lexicons, with negation handling.
    ///
    /// Positive and negative evidence are counted per word (a negator within three words flips it).
    /// Little evidence relative to the length gives ``Sentiment/neutral``; strong evidence on both
    /// sides gives ``Sentiment/mixed``.
    /// - Returns: The sentiment.
    public func sentiment() -> Sentiment {
        var positive = 0.0
        var negative = 0.0
        var words = 0
        for (index, tokens) in tokensBySentence.enumerated() {
            guard structure.roles[index] != .header && structure.roles[index] != .signature else { continue }
            var negateUntil = -1
            for (position, token) in tokens.enumerated() {
                words += 1
                let word = token.normalized
                if Lexicons.negators.contains(word) {
                    negateUntil = position + 3
                    continue
                }
                let stem = Stemmer.stem(word)
                let isPositive = Lexicons.positive.contains(stem) || Lexicons.positive.contains(word)
                let isNegative = Lexicons.negative.contains(stem) || Lexicons.negative.contains(word)
                guard isPositive != isNegative else { continue }
                let flipped = position <= negateUntil
                if isPositive != flipped { positive += 1 } else { negative += 1 }
            }
        }
        let total = positive + negative
        guard words > 0, total > 0 else { return .neutral }
        let density = total / Double(words)
        let balance = min(positive, negative) / max(positive, negative)
        if density < 0.012 { return .neutral }
        if balance >= 0.45 && min(positive, negative) >= 3 { return .mixed }
        return positive >= negative ? .positive : .negative
    }
}
