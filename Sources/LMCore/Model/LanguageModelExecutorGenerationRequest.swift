import Foundation

/// One request a session hands an executor: the conversation to continue and how to answer.
///
/// The shape is that of Apple's Foundation Models 27 request, so executors port both ways.
/// LMCore adds ``toolRound``, so that executors never have to guess where a turn stands from
/// the transcript's shape.
public struct LanguageModelExecutorGenerationRequest: Sendable, Equatable {
    /// A unique identifier, for tracing.
    public var id: UUID
    /// Everything the model reads, in order: instructions, earlier turns, this turn's prompt and
    /// any tool calls and tool output of this turn so far.
    public var transcript: Transcript
    /// The tools the model may call in this request; empty when it may call none.
    public var enabledToolDefinitions: [Transcript.ToolDefinition]
    /// The schema the answer must follow, or `nil` for free text.
    public var schema: GenerationSchema?
    /// How to sample; `nil` fields leave the choice to the model.
    public var generationOptions: GenerationOptions
    /// How to prompt: whether the schema goes into the prompt, and how much to reason.
    public var contextOptions: ContextOptions
    /// Values the app passed along with the request.
    public var metadata: [String: GeneratedContent]
    /// How many rounds of tool calls this turn has had before this request (0 for the first
    /// request of a turn).
    public var toolRound: Int

    /// Creates a request.
    public init(
        id: UUID = UUID(),
        transcript: Transcript,
        enabledToolDefinitions: [Transcript.ToolDefinition] = [],
        schema: GenerationSchema? = nil,
        generationOptions: GenerationOptions = GenerationOptions(),
        contextOptions: ContextOptions = ContextOptions(),
        metadata: [String: GeneratedContent] = [:],
        toolRound: Int = 0
    ) {
        self.id = id
        self.transcript = transcript
        self.enabledToolDefinitions = enabledToolDefinitions
        self.schema = schema
        self.generationOptions = generationOptions
        self.contextOptions = contextOptions
        self.metadata = metadata
        self.toolRound = toolRound
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

    /// The name of the structure the answer must have (the generated type's name), or
    /// `response` when the prompt does not name one.
    public var schemaName: String {
        prompt?.responseFormat?.name ?? "response"
    }

    /// Whether the schema should also be written into the prompt.
    public var includesSchemaInPrompt: Bool {
        schema != nil && contextOptions.includeSchemaInPrompt
    }
}
