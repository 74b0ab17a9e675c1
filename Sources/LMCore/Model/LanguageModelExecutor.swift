/// The part of a model that serves one session: it turns requests into events.
///
/// A model makes one executor per session with ``LanguageModel/makeExecutor()``. The session
/// sends one request at a time; the executor may keep state between requests, such as a
/// KV cache of the conversation so far.
///
/// ## Implementation requirements
/// - `generate(_:)` returns at once; work happens as the stream is consumed or in a task the
///   stream owns. When the consumer stops (the stream terminates or its task is cancelled),
///   generation stops promptly, within one step.
/// - Structured requests emit JSON text as ``GenerationEvent/textDelta(_:)`` events.
/// - The stream ends with exactly one ``GenerationEvent/finished(_:)`` event, or throws;
///   errors are ``LanguageModelSession/GenerationError`` values where one fits.
public protocol LanguageModelExecutor: Sendable {
    /// Loads what the first request will need, so that it starts faster.
    /// - Parameter promptPrefix: The start of the prompt the next request will have, if known.
    func prewarm(promptPrefix: Prompt?) async

    /// Serves a request.
    /// - Parameter request: The conversation so far, the options, the response format and tools.
    /// - Returns: The events of the response as they happen.
    func generate(_ request: GenerationRequest) -> AsyncThrowingStream<GenerationEvent, any Error>
}

extension LanguageModelExecutor {
    public func prewarm(promptPrefix: Prompt?) async {}
}
