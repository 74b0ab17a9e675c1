/// How an ``ServerLanguageModel`` retries a request that failed before any of its answer arrived.
///
/// Server errors (HTTP 500, 502, 504, and 503 without `Retry-After`) and connections that fail
/// or drop before the first byte are retried, up to ``maximumAttempts`` in all, waiting an
/// exponentially growing, capped delay with full jitter in between. Nothing is retried once
/// part of the answer has reached the session, and a `Retry-After` is reported as
/// ``LanguageModelError/rateLimited(_:)`` rather than waited out.
///
/// ```swift
/// let patient = ServerRetryPolicy(maximumAttempts: 5, initialDelay: .milliseconds(500), maximumDelay: .seconds(8))
/// ```
public struct ServerRetryPolicy: Sendable, Hashable {
    /// Attempts in all, the first included (1 means no retries).
    public var maximumAttempts: Int
    /// The delay before the first retry, before jitter.
    public var initialDelay: Duration
    /// The longest delay between two attempts, before jitter.
    public var maximumDelay: Duration

    /// Creates a retry policy.
    /// - Parameters:
    ///   - maximumAttempts: Attempts in all (3 by default; values below 1 count as 1).
    ///   - initialDelay: The delay before the first retry (250 ms by default).
    ///   - maximumDelay: The cap on any delay (4 s by default).
    public init(
        maximumAttempts: Int = 3,
        initialDelay: Duration = .milliseconds(250),
        maximumDelay: Duration = .seconds(4)
    ) {
        self.maximumAttempts = max(1, maximumAttempts)
        self.initialDelay = initialDelay
        self.maximumDelay = maximumDelay
    }

    /// No retries.
    public static let none = ServerRetryPolicy(maximumAttempts: 1)

    /// The delay before the next attempt: `initialDelay · 2^(attempt-1)`, capped at
    /// `maximumDelay`, times a random factor in 0...1 (full jitter).
    /// - Parameters:
    ///   - attempt: The attempt that just failed, from 1.
    ///   - random: A number in 0...1; random by default.
    /// - Returns: How long to wait.
    public func delay(afterAttempt attempt: Int, random: Double = Double.random(in: 0...1)) -> Duration {
        let factor = Double(1 << max(0, min(attempt - 1, 30)))
        let base = min(initialDelay.seconds * factor, maximumDelay.seconds)
        return .milliseconds(Int((base * min(max(random, 0), 1) * 1000).rounded()))
    }
}
