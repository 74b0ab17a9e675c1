import Foundation

extension LanguageModelExecutorGenerationChannel {
    /// Something an executor generated, addressed to a transcript entry by its `entryID`.
    ///
    /// Use one entry ID for every event of a response, another for the tool calls, and another
    /// for reasoning.
    public enum Event: Sendable {
        /// More of the response, or its usage and metadata.
        case response(entryID: String, action: ResponseAction)
        /// Tool calls, streamed call by call.
        case toolCalls(entryID: String, action: ToolCallsAction)
        /// Reasoning; a `nil` entry ID continues the latest reasoning entry.
        case reasoning(entryID: String?, action: ReasoningAction)
    }

    /// A change to a response entry.
    public enum ResponseAction: Sendable {
        /// Appends text (for structured requests, more of the JSON).
        case appendText(String, segmentID: String? = nil, tokenCount: Int)
        /// Replaces the text so far (for example with a provider's corrected final text).
        case replaceTextSegment(String, segmentID: String? = nil, tokenCount: Int)
        /// Replaces the entry's metadata with these values.
        case updateMetadata([String: any ConvertibleToGeneratedContent & Sendable])
        /// Sets the request's usage to these running totals (they replace, not add).
        case updateUsage(input: InputUsage, output: OutputUsage, metadata: [String: GeneratedContent] = [:])
    }

    /// A change to a tool-calls entry.
    public enum ToolCallsAction: Sendable {
        /// A change to one call; the first event with a new `id` opens the call.
        case toolCall(id: String, name: String, action: ToolCallAction)
        /// Drops a call the model retracted.
        case removeToolCall(id: String)
        /// Replaces the entry's metadata with these values.
        case updateMetadata([String: any ConvertibleToGeneratedContent & Sendable])
        /// Sets the request's usage to these running totals.
        case updateUsage(input: InputUsage, output: OutputUsage, metadata: [String: GeneratedContent] = [:])
    }

    /// A change to one tool call.
    public enum ToolCallAction: Sendable {
        /// Appends text to the call's JSON arguments.
        case appendArguments(String, tokenCount: Int)
        /// Replaces the call's metadata with these values.
        case updateMetadata([String: any ConvertibleToGeneratedContent & Sendable])
    }

    /// A change to a reasoning entry.
    public enum ReasoningAction: Sendable {
        /// Appends reasoning text.
        case appendText(String, segmentID: String? = nil, tokenCount: Int)
        /// Replaces the reasoning text so far.
        case replaceTextSegment(String, segmentID: String? = nil, tokenCount: Int)
        /// Replaces the entry's opaque signature.
        case updateSignature(Data, tokenCount: Int)
        /// Replaces the entry's metadata with these values.
        case updateMetadata([String: any ConvertibleToGeneratedContent & Sendable])
        /// Sets the request's usage to these running totals.
        case updateUsage(input: InputUsage, output: OutputUsage, metadata: [String: GeneratedContent] = [:])
    }

    /// Running totals of a request's input tokens.
    public struct InputUsage: Sendable, Equatable, Hashable {
        /// Every token the model read, including cached ones.
        public var totalTokenCount: Int
        /// Of those, tokens served from a cache rather than processed again.
        public var cachedTokenCount: Int

        /// Creates input usage.
        public init(totalTokenCount: Int, cachedTokenCount: Int = 0) {
            self.totalTokenCount = totalTokenCount
            self.cachedTokenCount = cachedTokenCount
        }
    }

    /// Running totals of a request's output tokens.
    public struct OutputUsage: Sendable, Equatable, Hashable {
        /// Every token the model generated, reasoning included.
        public var totalTokenCount: Int
        /// Of those, reasoning tokens.
        public var reasoningTokenCount: Int

        /// Creates output usage.
        public init(totalTokenCount: Int, reasoningTokenCount: Int = 0) {
            self.totalTokenCount = totalTokenCount
            self.reasoningTokenCount = reasoningTokenCount
        }
    }
}
