import Foundation
import LMCore

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Answers ``ServerLanguageModel``'s requests by streaming `POST /v1/chat/completions`.
///
/// Stateless apart from its configuration: every request opens its own connection, so one
/// executor serves any number of sessions at once (the server decides how many run in
/// parallel, for example llama-server's `--parallel` slots).
public struct ServerLanguageModelExecutor: LanguageModelExecutor {
    /// The model type this executor serves.
    public typealias Model = ServerLanguageModel

    /// Where the server is and how to talk to it.
    public let configuration: ServerConfiguration

    /// Creates an executor; nothing is sent until the first request.
    /// - Parameter configuration: Where the server is and how to talk to it.
    public init(configuration: ServerConfiguration) throws {
        self.configuration = configuration
    }

    /// Streams the server's answer to a request into the channel.
    ///
    /// The request is written in the configuration's ``ServerDialect``; with
    /// ``ServerDialect/automatic``, the first request to a server not asked yet sends one
    /// `GET /v1/models` first, and later ones reuse its answer.
    ///
    /// Failures before any of the answer arrives (HTTP 5xx without `Retry-After`, a refused or
    /// dropped connection) are retried by the configuration's ``ServerRetryPolicy``.
    /// - Parameters:
    ///   - request: The conversation, the tools, the schema and the options.
    ///   - model: The model the session uses.
    ///   - channel: Where the answer goes.
    /// - Throws: ``LanguageModelError/rateLimited(_:)`` for HTTP 429 or 503 with `Retry-After`;
    ///   ``LanguageModelError/timeout(_:)`` when the server stalls;
    ///   ``LanguageModelError/unsupportedCapability(_:)`` for a sampling mode the dialect can't
    ///   express; ``ServerError`` for refused credentials, HTTP errors, broken connections and
    ///   malformed streams; `CancellationError` when the task is cancelled (which closes the
    ///   connection).
    public func respond(
        to request: LanguageModelExecutorGenerationRequest,
        model: ServerLanguageModel,
        streamingInto channel: LanguageModelExecutorGenerationChannel
    ) async throws {
        let dialect = await ServerDialectDetector.shared.dialect(for: configuration)
        try Task.checkCancellation()
        let body = try ChatCompletionRequestBuilder(model: configuration.model, dialect: dialect).body(for: request)
        let data = Data(body.jsonString.utf8)
        var attempt = 1
        while true {
            let reader = ChatCompletionStreamReader(channel: channel)
            do {
                try await stream(data, into: reader)
                return
            } catch let error as ServerError
                where error.isRetryable && !reader.hasSent && attempt < configuration.retryPolicy.maximumAttempts
            {
                try await Task.sleep(for: configuration.retryPolicy.delay(afterAttempt: attempt))
                attempt += 1
            }
        }
    }

    /// One attempt: sends the request and reads its stream.
    private func stream(_ body: Data, into reader: ChatCompletionStreamReader) async throws {
        let request = configuration.urlRequest(
            "chat/completions", method: "POST", body: body, timeout: configuration.timeouts.firstByte)
        let http = ServerHTTPStream(request: request, timeouts: configuration.timeouts)
        let parts = http.start()
        try await withTaskCancellationHandler {
            var parser = ServerSentEventParser()
            var failedResponse: HTTPURLResponse?
            var errorBody = Data()
            do {
                for try await part in parts {
                    switch part {
                    case .head(let response):
                        if !(200..<300).contains(response.statusCode) { failedResponse = response }
                    case .body(let bytes) where failedResponse != nil:
                        if errorBody.count < 16_384 { errorBody.append(bytes) }
                    case .body(let bytes):
                        for payload in try parser.feed(bytes) {
                            try await reader.read(payload, lineNumber: parser.lineNumber)
                            if reader.isDone { break }
                        }
                    }
                    if reader.isDone { break }
                }
            } catch {
                try Task.checkCancellation()
                throw ServerFailures.transportError(error, configuration: configuration)
            }
            try Task.checkCancellation()
            if let failedResponse {
                throw ServerFailures.statusError(failedResponse, body: errorBody, configuration: configuration)
            }
            if !reader.isDone, let payload = try parser.finish() {
                try await reader.read(payload, lineNumber: parser.lineNumber)
            }
            guard reader.isDone else {
                throw ServerError(
                    reader.hasSent ? .incompleteResponse : .connectionFailed,
                    "the connection to \(configuration.apiRoot.absoluteString) closed before the response ended "
                        + "(no [DONE]): the server may have stopped; try again")
            }
        } onCancel: {
            http.cancel()
        }
        http.cancel()
    }
}
