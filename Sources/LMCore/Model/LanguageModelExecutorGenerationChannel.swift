/// Where an executor sends what it generates: text, tool calls, reasoning and usage, as events.
///
/// The session owns the channel and turns the events into snapshots and transcript entries.
/// Sending waits until the session has taken the event, so a slow consumer slows the producer
/// rather than piling events up.
///
/// ```swift
/// let entryID = UUID().uuidString
/// await channel.send(.response(entryID: entryID, action: .appendText("Hello", tokenCount: 1)))
/// await channel.send(
///     .response(
///         entryID: entryID,
///         action: .updateUsage(input: .init(totalTokenCount: 12), output: .init(totalTokenCount: 1))))
/// ```
///
/// To test an executor without a session, make a channel that records what it receives.
public final class LanguageModelExecutorGenerationChannel: Sendable {
    private let receive: @Sendable (Event) async -> Void

    /// Creates a channel that hands every event to a closure.
    /// - Parameter receive: Called once per event, in order; `send` returns when it does.
    public init(receive: @escaping @Sendable (Event) async -> Void) {
        self.receive = receive
    }

    /// Sends an event.
    /// - Parameter event: What the model generated.
    public func send(_ event: Event) async {
        await receive(event)
    }
}

extension LanguageModelExecutorGenerationChannel {
    /// Sends complete tool calls, each as one `appendArguments` event with its whole JSON, for
    /// executors that parse calls before passing them on.
    /// - Parameters:
    ///   - calls: The calls, in order.
    ///   - entryID: The tool-calls entry they belong to.
    ///   - tokenCount: The tokens to report for each call.
    public func send(_ calls: [Transcript.ToolCall], entryID: String, tokenCount: Int = 0) async {
        for call in calls {
            await send(
                .toolCalls(
                    entryID: entryID,
                    action: .toolCall(
                        id: call.id, name: call.toolName,
                        action: .appendArguments(call.arguments.jsonString, tokenCount: tokenCount))))
        }
    }
}
