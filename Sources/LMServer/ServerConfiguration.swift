import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Where a server model lives and how to talk to it: the executor configuration of
/// ``ServerLanguageModel``.
///
/// The API key is never stored here: only the name of the environment variable that holds it,
/// read when a request is sent. ``description`` hides header values, so a configuration can be
/// logged.
public struct ServerConfiguration: Sendable, Hashable, CustomStringConvertible {
    /// The API's root, always ending in `/v1` (`http://127.0.0.1:8080/v1`).
    public let apiRoot: URL
    /// The model name sent with every request; empty sends none and accepts any served model.
    public var model: String
    /// Extra HTTP headers sent with every request.
    public var headers: [String: String]
    /// The environment variable that holds the API key, sent as `Authorization: Bearer …` when
    /// set and not empty; `nil` sends no key.
    public var apiKeyEnvironmentVariable: String?
    /// How long to wait.
    public var timeouts: ServerTimeouts
    /// How to retry failures that happen before any of the answer arrives.
    public var retryPolicy: ServerRetryPolicy
    /// How the server wants structured output and top-k spelled; ``ServerDialect/automatic``
    /// (the default) detects it once from the server's `GET /v1/models` answer.
    public var dialect: ServerDialect

    /// The default environment variable for the API key.
    public static let defaultAPIKeyVariable = "LMCORE_SERVER_API_KEY"

    /// Creates a configuration.
    /// - Parameters:
    ///   - baseURL: The server's address, with or without `/v1` (`http://127.0.0.1:8080`).
    ///   - model: The model name to request.
    ///   - headers: Extra HTTP headers.
    ///   - apiKeyEnvironmentVariable: The environment variable holding the API key.
    ///   - timeouts: How long to wait.
    ///   - retryPolicy: How to retry early failures.
    ///   - dialect: How the server wants structured output spelled (detected by default).
    public init(
        baseURL: URL,
        model: String,
        headers: [String: String] = [:],
        apiKeyEnvironmentVariable: String? = ServerConfiguration.defaultAPIKeyVariable,
        timeouts: ServerTimeouts = ServerTimeouts(),
        retryPolicy: ServerRetryPolicy = ServerRetryPolicy(),
        dialect: ServerDialect = .automatic
    ) {
        var root = baseURL
        while root.path.hasSuffix("/"), root.path.count > 1 { root = root.deletingLastPathComponent() }
        if root.lastPathComponent != "v1" { root = root.appendingPathComponent("v1") }
        self.apiRoot = root
        self.model = model
        self.headers = headers
        self.apiKeyEnvironmentVariable = apiKeyEnvironmentVariable
        self.timeouts = timeouts
        self.retryPolicy = retryPolicy
        self.dialect = dialect
    }

    /// The configuration with header values hidden.
    public var description: String {
        let headerNames = headers.keys.sorted().map { "\($0): <hidden>" }.joined(separator: ", ")
        return "\(apiRoot.absoluteString) model \(model.isEmpty ? "(any)" : model)"
            + (dialect == .automatic ? "" : " dialect \(dialect)")
            + (headerNames.isEmpty ? "" : " headers [\(headerNames)]")
    }

    /// The server's host and port, such as `127.0.0.1:8080`, for names and messages.
    var hostAndPort: String {
        (apiRoot.host ?? apiRoot.absoluteString) + (apiRoot.port.map { ":\($0)" } ?? "")
    }

    /// The URL of an endpoint below the API root, such as `chat/completions`.
    func endpoint(_ path: String) -> URL {
        apiRoot.appendingPathComponent(path)
    }

    /// Whether an API key is set in the environment.
    var hasAPIKey: Bool {
        apiKey != nil
    }

    private var apiKey: String? {
        guard let name = apiKeyEnvironmentVariable,
            let value = ProcessInfo.processInfo.environment[name], !value.isEmpty
        else { return nil }
        return value
    }

    /// A request to an endpoint with the configured headers and the API key.
    func urlRequest(_ path: String, method: String, body: Data? = nil, timeout: Duration) -> URLRequest {
        var request = URLRequest(url: endpoint(path))
        request.httpMethod = method
        request.timeoutInterval = max(timeout.seconds, 1)
        request.cachePolicy = .reloadIgnoringLocalCacheData
        request.setValue("close", forHTTPHeaderField: "Connection")
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        if let apiKey { request.setValue("Bearer \(apiKey)", forHTTPHeaderField: "Authorization") }
        if let body {
            request.httpBody = body
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.setValue("text/event-stream", forHTTPHeaderField: "Accept")
        }
        return request
    }

    /// A short advice line about the API key, for authentication failures.
    var apiKeyAdvice: String {
        guard let name = apiKeyEnvironmentVariable else {
            return "check the API key: none is sent (set apiKeyEnvironmentVariable to the variable that holds it)"
        }
        return hasAPIKey
            ? "check the API key in \(name)"
            : "check the API key: \(name) is not set"
    }
}
