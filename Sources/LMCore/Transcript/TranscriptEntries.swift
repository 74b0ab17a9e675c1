import Foundation

/// Creates a new, unique identifier for a transcript entry or segment.
public func makeTranscriptID() -> String {
    UUID().uuidString
}

extension Transcript {
    /// The instructions that open a transcript, with the definitions of the session's tools.
    public struct Instructions: Sendable, Equatable, Identifiable {
        public var id: String
        /// The instructions' content.
        public var segments: [Segment]
        /// The tools the model may call.
        public var toolDefinitions: [ToolDefinition]

        /// Creates an instructions entry.
        public init(
            id: String = makeTranscriptID(),
            segments: [Segment],
            toolDefinitions: [ToolDefinition]
        ) {
            self.id = id
            self.segments = segments
            self.toolDefinitions = toolDefinitions
        }
    }

    /// A prompt entry: what was asked, with the options and response format it was asked with.
    public struct Prompt: Sendable, Equatable, Identifiable {
        public var id: String
        /// The prompt's content.
        public var segments: [Segment]
        /// The options the prompt was sent with.
        public var options: GenerationOptions
        /// The structure the response had to have, when it was structured.
        public var responseFormat: ResponseFormat?

        /// Creates a prompt entry.
        public init(
            id: String = makeTranscriptID(),
            segments: [Segment],
            options: GenerationOptions = GenerationOptions(),
            responseFormat: ResponseFormat? = nil
        ) {
            self.id = id
            self.segments = segments
            self.options = options
            self.responseFormat = responseFormat
        }
    }

    /// The structure a response had to have.
    public struct ResponseFormat: Sendable, Equatable {
        /// A name for the format, usually the generated type's name.
        public var name: String
        /// The schema of the response.
        public var schema: GenerationSchema

        /// Creates a response format from a schema.
        public init(name: String = "response", schema: GenerationSchema) {
            self.name = name
            self.schema = schema
        }

        /// Creates a response format from a generable type.
        public init<Content: Generable>(type: Content.Type) {
            self.init(name: String(describing: type), schema: type.generationSchema)
        }
    }

    /// The tool calls a model asked for in one step.
    public struct ToolCalls: Sendable, Equatable, Identifiable, RandomAccessCollection {
        public var id: String
        /// The calls, in the order the model made them.
        public var calls: [ToolCall]

        /// Creates a tool-calls entry.
        public init(id: String = makeTranscriptID(), _ calls: some Sequence<ToolCall>) {
            self.id = id
            self.calls = Array(calls)
        }

        public var startIndex: Int { calls.startIndex }
        public var endIndex: Int { calls.endIndex }
        public subscript(position: Int) -> ToolCall { calls[position] }
    }

    /// One call of a tool, with its arguments.
    public struct ToolCall: Sendable, Equatable, Identifiable {
        public var id: String
        /// The name of the tool.
        public var toolName: String
        /// The arguments, which match the tool's `Arguments` schema.
        public var arguments: GeneratedContent

        /// Creates a tool call.
        public init(id: String = makeTranscriptID(), toolName: String, arguments: GeneratedContent) {
            self.id = id
            self.toolName = toolName
            self.arguments = arguments
        }
    }

    /// What a tool returned.
    public struct ToolOutput: Sendable, Equatable, Identifiable {
        public var id: String
        /// The name of the tool.
        public var toolName: String
        /// The output's content.
        public var segments: [Segment]

        /// Creates a tool-output entry.
        public init(id: String = makeTranscriptID(), toolName: String, segments: [Segment]) {
            self.id = id
            self.toolName = toolName
            self.segments = segments
        }
    }

    /// A model's answer.
    public struct Response: Sendable, Equatable, Identifiable {
        public var id: String
        /// Identifiers of the model assets that produced the response.
        public var assetIDs: [String]
        /// The response's content.
        public var segments: [Segment]
        /// Annotations the provider sent with the response (a request ID, a model version).
        public var metadata: [String: GeneratedContent]

        /// Creates a response entry.
        public init(
            id: String = makeTranscriptID(), assetIDs: [String], segments: [Segment],
            metadata: [String: GeneratedContent] = [:]
        ) {
            self.id = id
            self.assetIDs = assetIDs
            self.segments = segments
            self.metadata = metadata
        }
    }

    /// Reasoning a model did before it answered, kept apart from the answer.
    public struct Reasoning: Sendable, Equatable, Identifiable {
        public var id: String
        /// The reasoning text (or a summary of it, when the provider sends a signature).
        public var segments: [Segment]
        /// The provider's opaque signature of the full reasoning, to send back in later requests.
        public var signature: Data?

        /// Creates a reasoning entry.
        public init(id: String = makeTranscriptID(), segments: [Segment], signature: Data? = nil) {
            self.id = id
            self.segments = segments
            self.signature = signature
        }
    }

    /// A tool as the model sees it: its name, what it does, and the schema of its arguments.
    public struct ToolDefinition: Sendable, Equatable {
        /// The tool's name.
        public var name: String
        /// What the tool does, in words the model reads.
        public var description: String
        /// The schema of the tool's arguments.
        public var parameters: GenerationSchema

        /// Creates a tool definition.
        public init(name: String, description: String, parameters: GenerationSchema) {
            self.name = name
            self.description = description
            self.parameters = parameters
        }

        /// Creates the definition of a tool.
        public init(tool: any Tool) {
            self.init(name: tool.name, description: tool.description, parameters: tool.parameters)
        }
    }
}
