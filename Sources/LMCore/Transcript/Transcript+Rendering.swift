extension Transcript.Entry {
    /// The entry as plain text with a role label, for providers without a chat template and for
    /// summaries: `Instructions: …`, `User: …`, `Tool call: …`, `Tool output (name): …`, `Assistant: …`,
    /// `Reasoning: …`.
    public var plainText: String {
        switch self {
        case .instructions(let value):
            return "Instructions: " + value.segments.textRepresentation
        case .prompt(let value):
            return "User: " + value.segments.textRepresentation
        case .toolCalls(let value):
            return value.calls.map { "Tool call: \($0.toolName) \($0.arguments.jsonString)" }
                .joined(separator: "\n")
        case .toolOutput(let value):
            return "Tool output (\(value.toolName)): " + value.segments.textRepresentation
        case .response(let value):
            return "Assistant: " + value.segments.textRepresentation
        case .reasoning(let value):
            return "Reasoning: " + value.segments.textRepresentation
        }
    }
}
