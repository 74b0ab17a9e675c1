import LMCore

/// What one task produced for one input: the result as JSON and as text, and who produced it.
///
/// This is what the result cache stores.
struct TaskOutput: Sendable, Codable, Equatable {
    /// The result as compact JSON.
    var resultJSON: String
    /// The result as people read it.
    var text: String
    /// Which model produced it, and why that one.
    var servedBy: ServedBy
    /// The tokens read and written.
    var usage: TokenUsage
    /// How many pieces a long input was split into.
    var pieces: Int
}
