import LMCore

/// What happened to one input of a batch.
struct ItemOutcome: Sendable {
    enum Result: Sendable {
        /// The task ran, or its result came from the cache.
        case done(TaskOutput, cached: Bool)
        /// The input was skipped (a binary file found in a directory).
        case skipped(note: String)
        /// Stopped by a signal before it finished: not printed, not cached.
        case interrupted
        /// The input or the task failed.
        case failed(code: CommandLineTool.ExitCode, kind: String, message: String)
    }

    /// The input's path, or `-`.
    var path: String
    var result: Result
    /// Warnings about the input, such as repaired UTF-8.
    var warnings: [String] = []
    /// Whether the result's text was already printed as it streamed (`--stream`).
    var streamed = false
    /// Time spent reading the input.
    var readTime: Duration = .zero
    /// Time spent on the task (or the cache lookup).
    var taskTime: Duration = .zero
}
