import Foundation
import LMCore

/// A model served by an OpenAI-compatible chat-completions server: llama.cpp's `llama-server`,
/// vLLM, Ollama, SGLang or a hosted API.
///
/// ```swift
/// let model = ServerLanguageModel(baseURL: URL(string: "http://127.0.0.1:8080")!, model: "smollm2")
/// try await model.prepare()                 // optional: waits for the first availability check
/// let session = LanguageModelSession(model: model)
/// print(try await session.respond(to: "Say hello.").content)
/// ```
///
/// Requests stream over server-sent events; tools, `tool_choice` and structured output (a JSON
/// Schema, in the field the server's ``ServerDialect`` wants: `response_format`, llama-server's
/// `json_schema`, vLLM's `structured_outputs`) go to the server, and the session validates every
/// structured answer whatever the server claims, so an invalid one is a `decodingFailure` that a
/// ``LanguageModelRouter`` falls back from. The dialect is detected once per server by default
/// (see ``ServerDialect/automatic``), or set with `dialect:`.
///
/// ``availability`` reads a cached probe of `GET /v1/models` and never waits: the first read
/// starts the probe and reports the server as not checked yet; ``checkAvailability()`` (or
/// ``prepare(progress:)``) waits for a fresh answer.
public struct ServerLanguageModel: LanguageModel {
    /// The executor that answers this model's requests.
    public typealias Executor = ServerLanguageModelExecutor

    /// Where the server is and how to talk to it.
    public var configuration: ServerConfiguration
    /// What the server can do; tool calling and schema-guided output by default.
    public var capabilities: LanguageModelCapabilities
    /// The size of the served model's context, in tokens (the server knows it; LMCore uses it to
    /// budget transcripts).
    public var contextSize: Int

    /// Creates a model for a server.
    /// - Parameters:
    ///   - baseURL: The server's address, with or without `/v1` (`http://127.0.0.1:8080`).
    ///   - model: The model name to request (as `GET /v1/models` lists it); empty accepts any.
    ///   - headers: Extra HTTP headers.
    ///   - apiKeyEnvironmentVariable: The environment variable holding the API key, sent as a
    ///     bearer token (`LMCORE_SERVER_API_KEY` by default; the key itself is never stored or
    ///     logged).
    ///   - timeouts: How long to wait.
    ///   - retryPolicy: How to retry failures before the answer starts.
    ///   - dialect: How the server wants structured output and top-k spelled;
    ///     ``ServerDialect/automatic`` (the default) detects it once from `GET /v1/models`.
    ///   - contextSize: The served model's context size in tokens.
    ///   - capabilities: What the server can do.
    public init(
        baseURL: URL,
        model: String,
        headers: [String: String] = [:],
        apiKeyEnvironmentVariable: String? = ServerConfiguration.defaultAPIKeyVariable,
        timeouts: ServerTimeouts = ServerTimeouts(),
        retryPolicy: ServerRetryPolicy = ServerRetryPolicy(),
        dialect: ServerDialect = .automatic,
        contextSize: Int = 8192,
        capabilities: LanguageModelCapabilities = [.toolCalling, .guidedGeneration]
    ) {
        self.init(
            configuration: ServerConfiguration(
                baseURL: baseURL, model: model, headers: headers,
                apiKeyEnvironmentVariable: apiKeyEnvironmentVariable, timeouts: timeouts, retryPolicy: retryPolicy,
                dialect: dialect),
            contextSize: contextSize,
            capabilities: capabilities)
    }

    /// Creates a model from a configuration.
    /// - Parameters:
    ///   - configuration: Where the server is and how to talk to it.
    ///   - contextSize: The served model's context size in tokens.
    ///   - capabilities: What the server can do.
    public init(
        configuration: ServerConfiguration,
        contextSize: Int = 8192,
        capabilities: LanguageModelCapabilities = [.toolCalling, .guidedGeneration]
    ) {
        self.configuration = configuration
        self.contextSize = contextSize
        self.capabilities = capabilities
    }

    /// The configuration sessions make their executor with.
    public var executorConfiguration: ServerConfiguration { configuration }

    /// `server`.
    public var providerName: String { "server" }

    /// The model name and the server, such as `smollm2@127.0.0.1:8080`.
    public var modelIdentifier: String {
        let url = configuration.apiRoot
        let host = (url.host ?? url.absoluteString) + (url.port.map { ":\($0)" } ?? "")
        return (configuration.model.isEmpty ? "any" : configuration.model) + "@" + host
    }

    /// The last known answer of the server's probe; never waits (see the type's discussion).
    public var availability: LanguageModelAvailability {
        ServerAvailabilityProbe.shared.availability(for: configuration)
    }

    /// Probes the server now and returns the fresh answer, which ``availability`` then reports.
    /// - Returns: `.available`, or why not in words a person can act on.
    @discardableResult
    public func checkAvailability() async -> LanguageModelAvailability {
        await ServerAvailabilityProbe.shared.probeAndRemember(configuration)
    }

    /// The dialect requests to this server are sent in: the configured one, or for
    /// ``ServerDialect/automatic`` the detected one, asking the server (`GET /v1/models`) only
    /// if it was not asked yet.
    /// - Returns: A dialect other than ``ServerDialect/automatic``; ``ServerDialect/openAI``
    ///   when the server gives no model list.
    public func resolvedDialect() async -> ServerDialect {
        await ServerDialectDetector.shared.dialect(for: configuration)
    }

    /// Whether the server has not been checked yet.
    public var needsPreparation: Bool {
        !ServerAvailabilityProbe.shared.hasAnswer(for: configuration)
    }

    /// Checks the server now.
    /// - Parameter progress: Called with 1 when the check is done.
    /// - Throws: ``ServerError`` (`connectionFailed`) saying why the server can't serve the model.
    public func prepare(progress: (@Sendable (Double) -> Void)?) async throws {
        let availability = await checkAvailability()
        progress?(1)
        if case .unavailable(let reason) = availability {
            throw ServerError(.connectionFailed, reason.description)
        }
    }
}
