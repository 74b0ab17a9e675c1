import Foundation
import LMCore

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Maps what goes wrong on the wire onto LMCore's errors, with messages that say what to do.
enum ServerFailures {
    /// The error for an answer with an HTTP error status.
    static func statusError(_ response: HTTPURLResponse, body: Data, configuration: ServerConfiguration) -> any Error {
        let status = response.statusCode
        let detail = errorDetail(in: body)
        let said = detail.message.map { " The server said: \($0)" } ?? ""
        let retryAfter = response.value(forHTTPHeaderField: "Retry-After").flatMap { retryDate(from: $0) }
        if status == 429 || (status == 503 && retryAfter != nil) {
            return LanguageModelError.rateLimited(
                .init(
                    resetDate: retryAfter,
                    debugDescription:
                        "\(configuration.apiRoot.absoluteString) is throttling requests (HTTP \(status))"
                        + (retryAfter.map { ", retry after \($0)" } ?? "") + ".\(said)",
                    metadata: ["status": status]))
        }
        switch status {
        case 401, 403:
            return ServerError(
                .unauthorized(status: status),
                "\(configuration.apiRoot.absoluteString) refused the request (HTTP \(status)): "
                    + "\(configuration.apiKeyAdvice).\(said)")
        case 400 where detail.type == "exceed_context_size_error":
            return LanguageModelError.contextSizeExceeded(
                .init(
                    contextSize: detail.contextSize ?? 0, tokenCount: detail.promptTokens ?? 0,
                    debugDescription: "the server's context is too small for the request.\(said)"))
        default:
            return ServerError(
                .httpStatus(status),
                "POST \(configuration.endpoint("chat/completions").absoluteString) answered HTTP \(status)."
                    + (said.isEmpty ? " Check the server's log." : said))
        }
    }

    /// The error for a failed or dropped connection (errors that are already LMCore's or
    /// LMServer's pass through unchanged).
    static func transportError(_ error: any Error, configuration: ServerConfiguration) -> any Error {
        if error is ServerError || error is LanguageModelError || error is CancellationError { return error }
        guard let urlError = error as? URLError else {
            return ServerError(.connectionFailed, "the request to \(host(of: configuration)) failed: \(error)")
        }
        switch urlError.code {
        case .cancelled:
            return CancellationError()
        case .timedOut:
            return LanguageModelError.timeout(
                .init(
                    debugDescription:
                        "\(host(of: configuration)) did not answer in time: try again or raise ServerTimeouts"))
        default:
            return ServerError(.connectionFailed, connectionAdvice(urlError, configuration: configuration))
        }
    }

    /// What a connection failure means, for a person.
    static func connectionAdvice(_ error: URLError, configuration: ServerConfiguration) -> String {
        let host = host(of: configuration)
        switch error.code {
        case .cannotConnectToHost:
            return "connection refused by \(host): is the server running, and on that port?"
        case .cannotFindHost, .dnsLookupFailed:
            return "unknown host \(configuration.apiRoot.host ?? host): check the server's address"
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
            .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot, .clientCertificateRejected:
            return
                "the TLS connection to \(host) failed (\(error.localizedDescription)): check the URL's scheme and the certificate"
        case .networkConnectionLost:
            return "the connection to \(host) dropped: the server may have stopped; try again"
        case .notConnectedToInternet:
            return "no network connection to reach \(host)"
        default:
            return "the connection to \(host) failed: \(error.localizedDescription)"
        }
    }

    private static func host(of configuration: ServerConfiguration) -> String {
        let url = configuration.apiRoot
        return (url.host ?? url.absoluteString) + (url.port.map { ":\($0)" } ?? "")
    }

    /// When a `Retry-After` header says to come back: a number of seconds or an HTTP date.
    static func retryDate(from value: String, now: Date = Date()) -> Date? {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        if let seconds = Double(trimmed), seconds >= 0 { return now.addingTimeInterval(seconds) }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        return formatter.date(from: trimmed)
    }

    /// The message an error body carries, if any.
    static func serverMessage(in body: Data) -> String? {
        errorDetail(in: body).message
    }

    /// What an error body says, in the shapes OpenAI, llama-server, vLLM and Ollama use.
    private static func errorDetail(in body: Data) -> ErrorDetail {
        struct Envelope: Decodable {
            var error: ErrorDetail?
        }
        if let envelope = try? JSONDecoder().decode(Envelope.self, from: body), let error = envelope.error {
            return error
        }
        let text = String(decoding: body.prefix(500), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return ErrorDetail(message: text.isEmpty ? nil : text)
    }

    /// The fields of an error body LMServer reads.
    private struct ErrorDetail: Decodable {
        var message: String?
        var type: String?
        var promptTokens: Int?
        var contextSize: Int?

        init(message: String?) {
            self.message = message
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            message = try? container.decodeIfPresent(String.self, forKey: .message)
            type = try? container.decodeIfPresent(String.self, forKey: .type)
            promptTokens = try? container.decodeIfPresent(Int.self, forKey: .promptTokens)
            contextSize = try? container.decodeIfPresent(Int.self, forKey: .contextSize)
        }

        enum CodingKeys: String, CodingKey {
            case message, type
            case promptTokens = "n_prompt_tokens"
            case contextSize = "n_ctx"
        }
    }
}
