/// The result of a ``TextTasks`` job, with where it came from.
public struct TaskResult<Value: Sendable>: Sendable {
    /// The result.
    public var value: Value
    /// Which model produced it, and why that one.
    public var servedBy: ServedBy
    /// The tokens all the requests of the job read and wrote.
    public var usage: TokenUsage
    /// How many pieces the input was split into to fit the model's context (1 when it fit).
    public var pieces: Int

    /// Creates a result.
    public init(value: Value, servedBy: ServedBy, usage: TokenUsage, pieces: Int) {
        self.value = value
        self.servedBy = servedBy
        self.usage = usage
        self.pieces = pieces
    }
}
