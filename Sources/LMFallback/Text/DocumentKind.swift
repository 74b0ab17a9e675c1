/// The broad shape of a document, which changes how it is summarized and titled.
public enum DocumentKind: String, Sendable, Hashable, Codable {
    /// Articles, notes, reports, reviews: running text.
    case prose
    /// A chat or meeting transcript made of `Name: message` turns.
    case conversation
    /// An email with header lines.
    case email
}
