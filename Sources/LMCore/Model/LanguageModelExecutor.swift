/// The part of a model that does the work: it answers requests by sending events into a channel.
///
/// The shape is Apple's Foundation Models 27 contract. A ``LanguageModel`` names its executor
/// type and a ``Configuration``; sessions make one executor per distinct configuration and
/// share it, so an executor may serve several sessions, even at the same time.
///
/// ```swift
/// struct EchoExecutor: LanguageModelExecutor {
///     struct Configuration: Hashable, Sendable { var prefix: String }
///     let configuration: Configuration
///     init(configuration: Configuration) throws { self.configuration = configuration }
///     func respond(
///         to request: LanguageModelExecutorGenerationRequest,
///         model: EchoModel,
///         streamingInto channel: LanguageModelExecutorGenerationChannel
///     ) async throws {
///         let text = configuration.prefix + (request.prompt?.segments.textRepresentation ?? "")
///         await channel.send(.response(entryID: "r", action: .appendText(text, tokenCount: 1)))
///     }
/// }
/// ```
///
/// ## Implementation requirements
/// - `init(configuration:)` is cheap and never blocks: load weights or open connections lazily,
///   asynchronously, in `respond` (or start it in `prewarm`).
/// - `respond` may be called concurrently for different sessions; state shared between calls
///   sits behind an actor or a lock.
/// - Structured requests (``LanguageModelExecutorGenerationRequest/schema`` set) append their
///   JSON as response text; the session parses, snapshots and validates it.
/// - Cancellation of the calling task stops generation promptly (within one step): return or
///   throw `CancellationError`.
/// - Failures are ``LanguageModelError`` values where one fits (context size, rate limits,
///   timeouts, refusals…); LMCore's ``LanguageModelSession/GenerationError`` is accepted too.
public protocol LanguageModelExecutor: Sendable {
    /// Everything the executor needs, and nothing per request; equal configurations share an
    /// executor.
    associatedtype Configuration: Hashable & Sendable
    /// The model type this executor serves.
    associatedtype Model: LanguageModel

    /// Creates an executor.
    /// - Throws: An error when the configuration is unusable.
    init(configuration: Configuration) throws

    /// Answers a request.
    /// - Parameters:
    ///   - request: The conversation, the tools, the schema and the options.
    ///   - model: The model the session uses.
    ///   - channel: Where to send the answer as it is generated.
    /// - Throws: ``LanguageModelError`` (or ``LanguageModelSession/GenerationError``) when the
    ///   request fails; `CancellationError` when cancelled.
    func respond(
        to request: LanguageModelExecutorGenerationRequest,
        model: Model,
        streamingInto channel: LanguageModelExecutorGenerationChannel
    ) async throws

    /// Prepares for a conversation (loads weights, fills a cache with the transcript) without
    /// blocking the caller.
    /// - Parameters:
    ///   - model: The model the session uses.
    ///   - transcript: The conversation the next request will continue.
    func prewarm(model: Model, transcript: Transcript)
}

extension LanguageModelExecutor {
    /// Does nothing.
    public func prewarm(model: Model, transcript: Transcript) {}
}
