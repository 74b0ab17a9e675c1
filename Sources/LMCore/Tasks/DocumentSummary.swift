/// A summary of a document: a few sentences, its key points, and how long it takes to read.
public struct DocumentSummary: Codable, Generable, Equatable {
    /// One to three sentences.
    public var summary: String
    /// Three to five short key points.
    public var keyPoints: [String]
    /// Minutes a person needs to read the whole document, within ``readingTimeRange``.
    public var readingTimeMinutes: Int

    /// The reading times the schema allows: a longer text reports the upper bound.
    public static let readingTimeRange = 1...1000

    /// Descriptions and guides for models.
    public static let generationGuides = GenerationGuides(
        CodingKeys.self,
        description: "A summary of a document.",
        [
            .summary: [.description("One to three sentences with the main facts.")],
            .keyPoints: [.description("Short key points, one fact each."), .count(1...5)],
            .readingTimeMinutes: [.range(readingTimeRange)],
        ]
    )

    /// Creates a summary.
    public init(summary: String, keyPoints: [String], readingTimeMinutes: Int) {
        self.summary = summary
        self.keyPoints = keyPoints
        self.readingTimeMinutes = readingTimeMinutes
    }
}
