/// A summary of a document: a few sentences, its key points, and how long it takes to read.
public struct DocumentSummary: Codable, Generable, Equatable {
    /// One to three sentences.
    public var summary: String
    /// Three to five short key points.
    public var keyPoints: [String]
    /// Minutes a person needs to read the whole document.
    public var readingTimeMinutes: Int

    /// Descriptions and guides for models.
    public static let generationGuides = GenerationGuides(
        CodingKeys.self,
        description: "A summary of a document.",
        [
            .summary: [.description("One to three sentences with the main facts.")],
            .keyPoints: [.description("Short key points, one fact each."), .count(1...5)],
            .readingTimeMinutes: [.range(1...1000)],
        ]
    )

    /// Creates a summary.
    public init(summary: String, keyPoints: [String], readingTimeMinutes: Int) {
        self.summary = summary
        self.keyPoints = keyPoints
        self.readingTimeMinutes = readingTimeMinutes
    }
}
