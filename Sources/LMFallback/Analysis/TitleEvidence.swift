import Foundation

/// Word statistics of a document's body, used to judge candidate title words: how often a word's
/// stem recurs (a recurring word names the topic) and whether a word is written as a name
/// (capitalized mid-sentence, never in lowercase).
///
/// Built in one pass over the body tokens; headers, headings, quotes and signatures don't count.
struct TitleEvidence: Sendable {
    private var stemCounts: [String: Int] = [:]
    private var lowercaseCounts: [String: Int] = [:]
    private var capitalizedCounts: [String: Int] = [:]

    init(sentences: [Sentence], tokens: [[Token]], structure: DocumentStructure) {
        for index in sentences.indices where structure.roles[index].isSummarizable {
            for (position, token) in tokens[index].enumerated() where !token.hasDigit {
                stemCounts[Stemmer.stem(token.normalized), default: 0] += 1
                if token.isCapitalized {
                    if position > 0 { capitalizedCounts[token.normalized, default: 0] += 1 }
                } else {
                    lowercaseCounts[token.normalized, default: 0] += 1
                }
            }
        }
    }

    /// How many times words with this stem occur in the body.
    func count(stem: String) -> Int { stemCounts[stem] ?? 0 }

    /// The weight of a lowercased word as a title word: 1 plus the log of its body frequency.
    func weight(_ word: String) -> Double {
        1 + log(1 + Double(count(stem: Stemmer.stem(word))))
    }

    /// Whether a lowercased word is written as a name in the body: capitalized mid-sentence, never lowercase.
    func isName(_ word: String) -> Bool {
        (capitalizedCounts[word] ?? 0) > 0 && (lowercaseCounts[word] ?? 0) == 0
    }
}
