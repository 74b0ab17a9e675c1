/// How long an ``ServerLanguageModel`` waits for a server before it gives up.
///
/// ```swift
/// let timeouts = ServerTimeouts(firstByte: .seconds(120), idle: .seconds(30), probe: .seconds(3))
/// ```
public struct ServerTimeouts: Sendable, Hashable {
    /// The longest wait from sending a request to the first byte of its answer (the server may
    /// read a long prompt first).
    public var firstByte: Duration
    /// The longest silence between two pieces of a streamed answer; a longer stall ends the
    /// request with ``LanguageModelError/timeout(_:)``.
    public var idle: Duration
    /// The longest wait for an availability probe (`GET /v1/models`).
    public var probe: Duration

    /// Creates timeouts.
    /// - Parameters:
    ///   - firstByte: The longest wait for the first byte of an answer (120 s by default).
    ///   - idle: The longest silence within a streamed answer (60 s by default).
    ///   - probe: The longest wait for an availability probe (5 s by default).
    public init(firstByte: Duration = .seconds(120), idle: Duration = .seconds(60), probe: Duration = .seconds(5)) {
        self.firstByte = firstByte
        self.idle = idle
        self.probe = probe
    }
}

extension Duration {
    /// The duration in seconds, as a `Double`.
    var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}
