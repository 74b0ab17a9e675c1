/// An extractive summary: the chosen sentences, in document order.
public struct Summary: Sendable, Hashable, Codable {
    /// The summary text (the chosen sentences, cleaned up, joined by spaces).
    public let text: String
    /// Indices of the chosen sentences, ascending.
    public let sentenceIndices: [Int]

    /// Creates a summary.
    /// - Parameters:
    ///   - text: The summary text.
    ///   - sentenceIndices: Indices of the chosen sentences, ascending.
    public init(text: String, sentenceIndices: [Int]) {
        self.text = text
        self.sentenceIndices = sentenceIndices
    }
}
