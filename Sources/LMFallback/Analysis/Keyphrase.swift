/// A key phrase of a document with its score (higher is more characteristic).
public struct Keyphrase: Sendable, Hashable, Codable {
    /// The phrase as most often written in the text.
    public let text: String
    /// The phrase's words, lowercased.
    public let words: [String]
    /// The score; only the order is meaningful.
    public let score: Double
    /// How many times the phrase occurs.
    public let count: Int
    /// Whether the phrase is usually capitalized mid-sentence (a name).
    public let isProperNoun: Bool

    /// Creates a keyphrase.
    /// - Parameters:
    ///   - text: Display form.
    ///   - words: Lowercased words.
    ///   - score: Score; higher is better.
    ///   - count: Occurrences.
    ///   - isProperNoun: Whether it is mostly capitalized mid-sentence.
    public init(text: String, words: [String], score: Double, count: Int, isProperNoun: Bool) {
        self.text = text
        self.words = words
        self.score = score
        self.count = count
        self.isProperNoun = isProperNoun
    }
}
