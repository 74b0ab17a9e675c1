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

    /// The document's sentiment from built-in polarity lexicons.
    ///
    /// Evidence is gathered per sentence with negation scoped to its clause, extra weight after
    /// contrast markers (`but`, `however`), intensifiers and light courtesy words (see
    /// ``SentimentScorer``). Sparse evidence gives ``Sentiment/neutral``; substantial, balanced
    /// evidence on both sides, spread over several sentences, gives ``Sentiment/mixed``.
    /// - Returns: The sentiment.
    public func sentiment() -> Sentiment {
        let scorer = SentimentScorer()
        return scorer.sentiment(sentimentEvidence(scorer))
    }

    /// The weighted positive and negative evidence of the body (headers, quotes and signatures excluded).
    func sentimentEvidence(_ scorer: SentimentScorer = SentimentScorer()) -> SentimentScorer.Evidence {
        let indices = sentences.indices.filter {
            let role = structure.roles[$0]
            return role != .header && role != .signature && role != .quoted
        }
        let selected = indices.map { tokensBySentence[$0] }
        var questions = Set<Int>()
        var exclamations = Set<Int>()
        var symbols: [Int: (positive: Int, negative: Int)] = [:]
        for (offset, index) in indices.enumerated() {
            let text = sentences[index].text
            if text.hasSuffix("?") { questions.insert(offset) }
            if text.contains("!") { exclamations.insert(offset) }
            var tone = (positive: 0, negative: 0)
            for character in text where !character.isASCII {
                let base = character.unicodeScalars.first.map { Character($0) } ?? character
                if SentimentLexicon.positiveSymbols.contains(base) { tone.positive += 1 }
                if SentimentLexicon.negativeSymbols.contains(base) { tone.negative += 1 }
            }
            if tone.positive + tone.negative > 0 { symbols[offset] = tone }
        }
        return scorer.evidence(selected, questions: questions, exclamations: exclamations, symbols: symbols) {
            sentence, position in
            let tokens = selected[sentence]
            let gap = buffer.text(tokens[position - 1].range.upperBound..<tokens[position].range.lowerBound)
            return gap.contains { ",;:.!?()—–".contains($0) }
        }
    }
}
