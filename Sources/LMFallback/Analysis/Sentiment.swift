/// The overall tone of a document.
public enum Sentiment: String, Sendable, Hashable, Codable, CaseIterable {
    /// Mostly favourable.
    case positive
    /// Mostly unfavourable.
    case negative
    /// Neither: factual or balanced with little evaluative language.
    case neutral
    /// Clearly both favourable and unfavourable.
    case mixed
}
