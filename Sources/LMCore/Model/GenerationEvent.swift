/// Something that happens while an executor serves a request.
public enum GenerationEvent: Sendable, Equatable {
    /// More text of the response; for structured requests, more of its JSON.
    case textDelta(String)
    /// The model asks to call tools; the session runs them and sends a new request.
    case toolCalls([Transcript.ToolCall])
    /// The response is complete.
    case finished(GenerationSummary)
}

/// How a response was produced: which model, why that one, and how many tokens it took.
public struct GenerationSummary: Sendable, Equatable, Codable {
    /// The model that produced the response.
    public var servedBy: ServedBy
    /// The tokens read and written.
    public var usage: TokenUsage

    /// Creates a summary.
    public init(servedBy: ServedBy, usage: TokenUsage) {
        self.servedBy = servedBy
        self.usage = usage
    }
}

/// Which model produced a response, and why that one.
public struct ServedBy: Sendable, Equatable, Codable, CustomStringConvertible {
    /// The provider's short name, such as `llama` or `fallback`.
    public var provider: String
    /// The model's identifier within its provider.
    public var model: String
    /// Why this model served the request, such as `requested` or `llama unavailable: …`.
    public var reason: String

    /// Creates an attribution.
    public init(provider: String, model: String, reason: String = "requested") {
        self.provider = provider
        self.model = model
        self.reason = reason
    }

    /// Attributes a response to a model, served because it was asked for.
    public init(_ model: some LanguageModel, reason: String = "requested") {
        self.init(provider: model.providerName, model: model.modelIdentifier, reason: reason)
    }

    /// `used=PROVIDER reason=REASON`, as in lmctl's verbose diagnostics.
    public var description: String {
        "used=\(provider) reason=\(reason)"
    }
}

/// The tokens a response read and wrote.
public struct TokenUsage: Sendable, Equatable, Codable {
    /// Tokens of the request that the model read, including reused ones.
    public var promptTokens: Int
    /// Of those, tokens reused from a cache rather than processed again.
    public var cachedPromptTokens: Int
    /// Tokens the model generated.
    public var responseTokens: Int

    /// Creates a usage report.
    public init(promptTokens: Int = 0, cachedPromptTokens: Int = 0, responseTokens: Int = 0) {
        self.promptTokens = promptTokens
        self.cachedPromptTokens = cachedPromptTokens
        self.responseTokens = responseTokens
    }

    /// Adds two usage reports, as for the several rounds of a tool-calling turn.
    public static func + (lhs: TokenUsage, rhs: TokenUsage) -> TokenUsage {
        TokenUsage(
            promptTokens: lhs.promptTokens + rhs.promptTokens,
            cachedPromptTokens: lhs.cachedPromptTokens + rhs.cachedPromptTokens,
            responseTokens: lhs.responseTokens + rhs.responseTokens
        )
    }
}
