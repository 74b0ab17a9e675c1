/// One request to an executor: the conversation to continue and how to answer.
public struct GenerationRequest: Sendable, Equatable {
    /// Everything the model reads, in order: instructions, earlier turns, this turn's prompt and
    /// any tool calls and tool output of this turn so far.
    public var transcript: Transcript
    /// How to generate.
    public var options: GenerationOptions
    /// Whether to answer with text or with content that follows a schema.
    public var responseFormat: ResponseFormat
    /// The tools the model may call.
    public var tools: [Transcript.ToolDefinition]

    /// The form of the answer.
    public enum ResponseFormat: Sendable, Equatable {
        /// Free text.
        case text
        /// JSON that follows a schema.
        /// - Parameters:
        ///   - name: The generated type's name.
        ///   - schema: The schema.
        ///   - includeSchemaInPrompt: Whether the model should also read the schema as text.
        case structured(name: String, schema: GenerationSchema, includeSchemaInPrompt: Bool)
    }

    /// Creates a request.
    public init(
        transcript: Transcript,
        options: GenerationOptions = GenerationOptions(),
        responseFormat: ResponseFormat = .text,
        tools: [Transcript.ToolDefinition] = []
    ) {
        self.transcript = transcript
        self.options = options
        self.responseFormat = responseFormat
        self.tools = tools
    }

    /// The instructions that open the conversation, if any.
    public var instructions: Transcript.Instructions? {
        transcript.instructions
    }

    /// The most recent prompt: the one this request answers.
    public var prompt: Transcript.Prompt? {
        for entry in transcript.reversed() {
            if case .prompt(let prompt) = entry { return prompt }
        }
        return nil
    }

    /// The schema of a structured request.
    public var schema: GenerationSchema? {
        if case .structured(_, let schema, _) = responseFormat { return schema }
        return nil
    }
}
