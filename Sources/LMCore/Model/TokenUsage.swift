/// The tokens a response read and wrote.
public struct TokenUsage: Sendable, Equatable, Codable {
    /// Tokens of the request that the model read, including reused ones.
    public var promptTokens: Int
    /// Of those, tokens reused from a cache rather than processed again.
    public var cachedPromptTokens: Int
    /// Tokens the model generated, reasoning included.
    public var responseTokens: Int
    /// Of those, reasoning tokens.
    public var reasoningTokens: Int

    /// Creates a usage report.
    public init(promptTokens: Int = 0, cachedPromptTokens: Int = 0, responseTokens: Int = 0, reasoningTokens: Int = 0) {
        self.promptTokens = promptTokens
        self.cachedPromptTokens = cachedPromptTokens
        self.responseTokens = responseTokens
        self.reasoningTokens = reasoningTokens
    }

    /// Decodes a usage report; counts missing from older records are 0.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        promptTokens = try container.decodeIfPresent(Int.self, forKey: .promptTokens) ?? 0
        cachedPromptTokens = try container.decodeIfPresent(Int.self, forKey: .cachedPromptTokens) ?? 0
        responseTokens = try container.decodeIfPresent(Int.self, forKey: .responseTokens) ?? 0
        reasoningTokens = try container.decodeIfPresent(Int.self, forKey: .reasoningTokens) ?? 0
    }

    /// Adds two usage reports, as for the several rounds of a tool-calling turn.
    public static func + (lhs: TokenUsage, rhs: TokenUsage) -> TokenUsage {
        TokenUsage(
            promptTokens: lhs.promptTokens + rhs.promptTokens,
            cachedPromptTokens: lhs.cachedPromptTokens + rhs.cachedPromptTokens,
            responseTokens: lhs.responseTokens + rhs.responseTokens,
            reasoningTokens: lhs.reasoningTokens + rhs.reasoningTokens
        )
    }
}
