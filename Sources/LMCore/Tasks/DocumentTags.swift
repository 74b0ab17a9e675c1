/// Tags, a category and a sentiment for a document.
public struct DocumentTags: Codable, Generable, Equatable {
    /// Three to six lowercase tags; multi-word tags use hyphens.
    public var tags: [String]
    /// What the document is about, broadly.
    public var category: DocumentCategory
    /// The document's overall tone.
    public var sentiment: Sentiment

    /// Descriptions and guides for models.
    public static let generationGuides = GenerationGuides(
        CodingKeys.self,
        description: "Tags, category and sentiment of a document.",
        [
            .tags: [.description("Lowercase tags; multi-word tags use hyphens."), .count(1...6)],
            .category: [.description("The broad category.")],
            .sentiment: [.description("The overall tone.")],
        ]
    )

    /// Creates a tag set.
    public init(tags: [String], category: DocumentCategory, sentiment: Sentiment) {
        self.tags = tags
        self.category = category
        self.sentiment = sentiment
    }
}

/// A broad category of a document.
public enum DocumentCategory: String, Codable, CaseIterable, Generable, Sendable {
    case work, personal, finance, health, technology, sports, politics, science, travel
}

/// The overall tone of a text.
public enum Sentiment: String, Codable, CaseIterable, Generable, Sendable {
    case positive, negative, neutral, mixed
}
