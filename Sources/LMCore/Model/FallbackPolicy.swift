/// Which failures make a ``LanguageModelRouter`` retry a request on the next model.
public struct FallbackPolicy: Sendable {
    private let decide: @Sendable (any Error) -> Bool

    /// Creates a policy from a predicate over errors.
    ///
    /// Cancellation never falls back, whatever the predicate says.
    public init(_ shouldFallBack: @escaping @Sendable (any Error) -> Bool) {
        decide = shouldFallBack
    }

    /// Whether a failure should be retried on the next model.
    ///
    /// An executor's ``LanguageModelError`` is judged as the session error it surfaces as (a
    /// `rateLimited` as ``LanguageModelSession/GenerationError/rateLimited(_:)``, and so on).
    public func shouldFallBack(after error: any Error) -> Bool {
        if error is CancellationError { return false }
        return decide(LanguageModelSession.GenerationError.surfaced(error))
    }

    /// Falls back when the model can't be reached (a ``LanguageModelUnreachableError``), assets
    /// are unavailable, a guardrail trips, the output can't be decoded, or the request doesn't
    /// fit the model's context (found before anything is generated, so the next model answers
    /// whole).
    public static let `default` = FallbackPolicy { error in
        if let unreachable = error as? any LanguageModelUnreachableError { return unreachable.isUnreachable }
        guard let error = error as? LanguageModelSession.GenerationError else { return false }
        switch error {
        case .assetsUnavailable, .guardrailViolation, .decodingFailure, .exceededContextWindowSize:
            return true
        default:
            return false
        }
    }

    /// Also falls back on unsupported languages, refusals and rate limits.
    public static let broad = FallbackPolicy { error in
        if let unreachable = error as? any LanguageModelUnreachableError { return unreachable.isUnreachable }
        guard let error = error as? LanguageModelSession.GenerationError else { return false }
        switch error {
        case .concurrentRequests, .unsupportedGuide:
            return false
        default:
            return true
        }
    }
}
