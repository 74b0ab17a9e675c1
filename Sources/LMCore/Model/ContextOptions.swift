/// How a request is put to the model: whether the response schema is written into the prompt,
/// and how much the model should reason before it answers.
public struct ContextOptions: Sendable, Equatable, Hashable {
    /// Whether the model also reads the response schema as text (it is always enforced or
    /// validated; this only decides whether the model is shown it).
    public var includeSchemaInPrompt: Bool
    /// How much the model should reason first, for models that can; `nil` lets the model decide.
    public var reasoningLevel: ReasoningLevel?

    /// Creates context options.
    /// - Parameters:
    ///   - includeSchemaInPrompt: Whether the model reads the response schema as text.
    ///   - reasoningLevel: How much the model should reason first.
    public init(includeSchemaInPrompt: Bool = true, reasoningLevel: ReasoningLevel? = nil) {
        self.includeSchemaInPrompt = includeSchemaInPrompt
        self.reasoningLevel = reasoningLevel
    }

    /// How much a model reasons before it answers.
    public enum ReasoningLevel: String, Sendable, Hashable, Codable, CaseIterable {
        /// As little as the model allows.
        case low
        /// The model's usual amount.
        case medium
        /// As much as helps.
        case high
    }
}
