import Foundation

/// Word statistics of a document's body, used to judge candidate title words: how often a word's
/// stem recurs in the body (a recurring word names the topic).
///
/// Built in one pass that counts the body's distinct words; stems are computed per distinct word,
/// not per occurrence. Headers, headings, quotes and signatures don't count.
struct TitleEvidence: Sendable {
    private let stemCounts: [String: Int]

    init(sentences: [Sentence], tokens: [[Token]], structure: DocumentStructure) {
        var wordCounts: [String: Int] = [:]
        for index in sentences.indices where structure.roles[index].isSummarizable {
            for token in tokens[index] where !token.hasDigit {
                wordCounts[token.normalized, default: 0] += 1
            }
        }
        var stemCounts: [String: Int] = [:]
        stemCounts.reserveCapacity(wordCounts.count)
        for (word, count) in wordCounts {
            stemCounts[Stemmer.stem(word), default: 0] += count
        }
        self.stemCounts = stemCounts
    }

    /// How many times words with this stem occur in the body.
    func count(stem: String) -> Int { stemCounts[stem] ?? 0 }

    /// The weight of a lowercased word as a title word: 1 plus the log of its body frequency.
    func weight(_ word: String) -> Double {
        1 + log(1 + Double(count(stem: Stemmer.stem(word))))
    }
}
