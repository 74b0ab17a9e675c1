import Foundation

/// Combines sentence centrality with priors on position, length, role and content.
///
/// News, email and report leads carry the gist, so prose gets a strong position prior; chats and
/// meetings get a weak one (the decision often comes late). Very short sentences (greetings,
/// acknowledgements) and questions in conversations are damped; sentences with figures get a
/// small boost because summaries tend to keep the numbers.
struct SentenceScorer: Sendable {
    func scores(
        sentences: [Sentence], tokens: [[Token]], structure: DocumentStructure, vectors: [SparseVector]
    ) -> [Double] {
        var eligible = [Bool](repeating: false, count: sentences.count)
        for index in sentences.indices {
            eligible[index] = structure.roles[index].isSummarizable && tokens[index].count >= 3
        }
        if !eligible.contains(true) {
            for index in sentences.indices where !tokens[index].isEmpty { eligible[index] = true }
        }
        let centrality = SentenceRanker().centrality(vectors: vectors, eligible: eligible)
        let conversation = structure.kind == .conversation
        var rank = 0
        var result = [Double](repeating: 0, count: sentences.count)
        for index in sentences.indices where eligible[index] {
            let words = tokens[index].count
            let contentWords = tokens[index].filter { !Stopwords.contains($0.normalized) }.count
            let position =
                conversation
                ? 1 + 0.4 * exp(-Double(rank) / 6)
                : 1 + 1.2 * exp(-Double(rank) / 4)
            var shape = 1.0
            if words < 5 { shape *= 0.35 } else if words < 8 { shape *= 0.75 } else if words > 45 { shape *= 0.8 }
            if contentWords * 3 < words { shape *= 0.8 }
            let text = sentences[index].text
            if conversation && text.hasSuffix("?") { shape *= 0.6 }
            if tokens[index].contains(where: { $0.hasDigit }) { shape *= 1.1 }
            let isList = text.hasPrefix("- ") || text.hasPrefix("* ") || text.hasPrefix("• ")
            if isList && !conversation { shape *= 1.05 }
            result[index] = (0.35 + centrality[index]) * position * shape
            rank += 1
        }
        return result
    }
}
