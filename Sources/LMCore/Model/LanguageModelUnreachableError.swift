/// An error that says a provider could not reach its model at all: a server that refused the
/// connection, or failed before any of the answer arrived. Nothing was generated, so another
/// model can serve the request whole.
///
/// ``FallbackPolicy/default`` and ``FallbackPolicy/broad`` fall back after an error of a
/// conforming type whose ``isUnreachable`` is `true`. Providers that talk to models over a
/// network conform their transport errors (LMServer's `ServerError` does).
public protocol LanguageModelUnreachableError: Error {
    /// Whether this error means the model could not be reached (rather than another failure of
    /// the same type, such as refused credentials).
    var isUnreachable: Bool { get }
}
