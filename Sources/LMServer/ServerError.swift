import Foundation
import LMCore

/// A failure talking to an OpenAI-compatible server that no ``LanguageModelError`` describes:
/// a refused API key, an HTTP error, a broken connection or a malformed stream.
///
/// Each error has a ``code`` to switch on and a ``message`` that says what happened and what to
/// do. Rate limits and timeouts are thrown as ``LanguageModelError/rateLimited(_:)`` and
/// ``LanguageModelError/timeout(_:)`` instead.
public struct ServerError: Error, Sendable, Equatable, LocalizedError, CustomStringConvertible,
    LanguageModelUnreachableError
{
    /// What kind of failure this is.
    public enum Code: Sendable, Equatable {
        /// The server refused the credentials (HTTP 401 or 403).
        case unauthorized(status: Int)
        /// The server answered with an HTTP error status.
        case httpStatus(Int)
        /// The connection failed or dropped.
        case connectionFailed
        /// The event stream held a line that is not server-sent events or not a chunk.
        case malformedStream
        /// The server reported an error inside the stream.
        case serverReported
        /// The server's answer was cut off or incomplete.
        case incompleteResponse
    }

    /// What kind of failure this is.
    public var code: Code
    /// What happened and what to do, for a person.
    public var message: String

    /// Creates an error.
    /// - Parameters:
    ///   - code: What kind of failure this is.
    ///   - message: What happened and what to do.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public var errorDescription: String? { message }
    public var description: String { message }

    /// Whether the server could not be reached or failed before answering (a refused or dropped
    /// connection, an HTTP 5xx): a ``LanguageModelRouter`` then tries its next model. Thrown only
    /// before any of the answer reached the session; a stream cut off midway is
    /// `incompleteResponse`.
    public var isUnreachable: Bool { isRetryable }

    /// Whether retrying the same request may succeed, when nothing of its answer arrived yet.
    var isRetryable: Bool {
        switch code {
        case .connectionFailed: true
        case .httpStatus(let status): status >= 500
        case .unauthorized, .malformedStream, .serverReported, .incompleteResponse: false
        }
    }
}
