/// One entity mention with its exact span in the analysed text.
public struct Entity: Sendable, Hashable, Codable {
    /// The entity kind.
    public let kind: EntityKind
    /// The entity text exactly as written (for people, without an honorific).
    public let text: String
    /// The UTF-16 span of ``text`` in the analysed text.
    public let range: Range<Int>

    /// Creates an entity.
    /// - Parameters:
    ///   - kind: The entity kind.
    ///   - text: The text as written.
    ///   - range: Its UTF-16 span in the analysed text.
    public init(kind: EntityKind, text: String, range: Range<Int>) {
        self.kind = kind
        self.text = text
        self.range = range
    }
}
