/// What a model can do.
public struct LanguageModelCapabilities: Sendable, Equatable, Codable {
    /// Free-form text responses.
    public var textGeneration: Bool
    /// Structured output that follows a schema.
    public var guidedGeneration: Bool
    /// Calling the session's tools.
    public var toolCalling: Bool
    /// Text delivered while it is generated, rather than all at the end.
    public var streaming: Bool
    /// The largest context, in tokens.
    public var maximumContextSize: Int

    /// Creates a capability report.
    public init(
        textGeneration: Bool = true,
        guidedGeneration: Bool = true,
        toolCalling: Bool = false,
        streaming: Bool = true,
        maximumContextSize: Int
    ) {
        self.textGeneration = textGeneration
        self.guidedGeneration = guidedGeneration
        self.toolCalling = toolCalling
        self.streaming = streaming
        self.maximumContextSize = maximumContextSize
    }
}
