import LMCore

/// A job lmctl runs on each input of a batch, such as a title or a summary.
struct DocumentTask: Sendable {
    /// The task's name, for the cache key and messages.
    let name: String
    /// What else the result depends on (such as the schema's hash), for the cache key.
    let parameters: String
    /// Whether results may be cached.
    let cacheable: Bool
    /// Runs the task on one input.
    let run: @Sendable (InputDocument, ResolvedProvider, GenerationOptions) async throws -> TaskOutput
    /// Runs the task on one input and hands the growing text result to a closure, for
    /// `--stream`; `nil` for tasks whose result is structured (they print the final value).
    let streamingRun: StreamingRun?

    /// A run that streams: the closure gets the text so far, each value extending the last.
    typealias StreamingRun =
        @Sendable (
            InputDocument, ResolvedProvider, GenerationOptions, _ onPartial: @escaping @Sendable (String) -> Void
        ) async throws -> TaskOutput

    init(
        name: String,
        parameters: String = "",
        cacheable: Bool = true,
        run: @escaping @Sendable (InputDocument, ResolvedProvider, GenerationOptions) async throws -> TaskOutput,
        streamingRun: StreamingRun? = nil
    ) {
        self.name = name
        self.parameters = parameters
        self.cacheable = cacheable
        self.run = run
        self.streamingRun = streamingRun
    }
}
