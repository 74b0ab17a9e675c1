/// Summary, key points and preview.
extension DocumentAnalysis {
    /// Picks the most important sentences with maximal marginal relevance (MMR): each pick maximises
    /// `λ·score − (1−λ)·maxSimilarity(to already picked)`, so near-duplicates are skipped.
    /// - Parameters:
    ///   - maxSentences: The most sentences to pick (at least 1).
    ///   - lambda: Trade-off between importance and novelty, from 0 to 1.
    /// - Returns: Indices of the picked sentences in pick order.
    public func rankedSentenceIndices(maxSentences: Int, lambda: Double = 0.7) -> [Int] {
        let limit = max(1, maxSentences)
        let sentenceScores = self.sentenceScores
        let vectors = self.vectors
        let candidates = sentenceScores.indices.filter { sentenceScores[$0] > 0 }
            .sorted { sentenceScores[$0] > sentenceScores[$1] || (sentenceScores[$0] == sentenceScores[$1] && $0 < $1) }
            .prefix(max(limit * 8, 24))
        guard let top = candidates.first.map({ sentenceScores[$0] }), top > 0 else { return [] }
        var picked: [Int] = []
        var remaining = Array(candidates)
        while picked.count < limit && !remaining.isEmpty {
            var bestPosition = 0
            var bestValue = -Double.infinity
            for (position, candidate) in remaining.enumerated() {
                let redundancy = picked.map { Double(vectors[candidate].cosine(vectors[$0])) }.max() ?? 0
                let value = lambda * sentenceScores[candidate] / top - (1 - lambda) * redundancy
                if value > bestValue {
                    bestValue = value
                    bestPosition = position
                }
            }
            picked.append(remaining.remove(at: bestPosition))
        }
        return picked
    }

    /// An extractive summary of at most `maxSentences` sentences, in document order.
    ///
    /// Chat and meeting turns lose their `Name:` label; every sentence is capitalized and ends with
    /// punctuation.
    /// - Parameter maxSentences: The most sentences to include (default 3).
    /// - Returns: The summary; its text is empty only when the document has no words.
    public func summary(maxSentences: Int = 3) -> Summary {
        let indices = rankedSentenceIndices(maxSentences: maxSentences).sorted()
        let text = indices.map { cleanSentence($0) }.joined(separator: " ")
        return Summary(text: text, sentenceIndices: indices)
    }

    /// Key points: the most important distinct sentences, each shortened to at most `maxWords` words,
    /// in order of importance.
    /// - Parameters:
    ///   - maxCount: The most key points (default 5).
    ///   - maxWords: The most words per point (default 16).
    /// - Returns: The key points, without final punctuation.
    public func keyPoints(maxCount: Int = 5, maxWords: Int = 16) -> [String] {
        rankedSentenceIndices(maxSentences: maxCount, lambda: 0.6).map { index in
            var point = cleanSentence(index)
            while let last = point.last, ".!?;:,".contains(last) { point.removeLast() }
            let words = point.split(separator: " ", omittingEmptySubsequences: true)
            if words.count > maxWords { point = words.prefix(maxWords).joined(separator: " ") + "…" }
            return point
        }
    }

    /// A one-line preview: the best sentence, cut at a word boundary to at most `maxCharacters`.
    /// - Parameter maxCharacters: The longest preview, in characters (default 120, at least 10).
    /// - Returns: The preview, or an empty string for a text without words.
    public func preview(maxCharacters: Int = 120) -> String {
        let limit = max(10, maxCharacters)
        guard let best = rankedSentenceIndices(maxSentences: 1).first else { return "" }
        let sentence = cleanSentence(best)
        guard sentence.count > limit else { return sentence }
        var cut = String(sentence.prefix(limit - 1))
        if let space = cut.lastIndex(of: " "), cut.distance(from: cut.startIndex, to: space) > limit / 2 {
            cut = String(cut[..<space])
        }
        while let last = cut.last, ",;:-–—".contains(last) || last == " " { cut.removeLast() }
        return cut + "…"
    }

    /// The sentence's content (without a speaker label or list marker), capitalized and punctuated.
    func cleanSentence(_ index: Int) -> String {
        let sentence = sentences[index]
        let start = max(sentence.range.lowerBound, structure.contentStart[index])
        var text = buffer.text(start..<sentence.range.upperBound)
        for marker in ["- ", "* ", "• ", "– "] where text.hasPrefix(marker) {
            text.removeFirst(marker.count)
        }
        text = text.trimmingSpaces()
        if let first = text.first, first.isLowercase {
            text = first.uppercased() + text.dropFirst()
        }
        if let last = text.last, !".!?…\"”')".contains(last) {
            text += "."
        }
        return text
    }
}

extension String {
    /// The string without leading and trailing whitespace.
    func trimmingSpaces() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
