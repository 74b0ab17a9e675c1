/// A summary of a document: a few sentences, its key points, and how long it takes to read.
public struct DocumentSummary: Codable, Generable, Equatable {
    /// One to three sentences.
    public var summary: String
    /// Three to five short key points.
    public var keyPoints: [String]
    /// Minutes a person needs to read the whole document.
    public var readingTimeMinutes: Int

    /// Creates a summary.
    public init(summary: String, keyPoints: [String], readingTimeMinutes: Int) {
        self.summary = summary
        self.keyPoints = keyPoints
        self.readingTimeMinutes = readingTimeMinutes
    }
}
