import Foundation
import LMCore

/// One logical model served by several OpenAI-compatible servers: requests are spread over
/// them, and a server that fails is set aside until it answers again.
///
/// ```swift
/// let fleet = ServerFleetLanguageModel(
///     baseURLs: [URL(string: "http://10.0.0.1:8080")!, URL(string: "http://10.0.0.2:8080")!],
///     model: "smollm2")
/// let session = LanguageModelSession(model: LanguageModelRouter([fleet, FallbackLanguageModel()]))
/// print(try await session.respond(to: "Say hello.").content)
/// ```
///
/// Every server gets the same model name, headers, API-key variable, timeouts, retry policy and
/// dialect; with ``ServerDialect/automatic`` each server's dialect is detected on its own, so a
/// fleet may mix servers of different kinds.
///
/// - **Balancing.** Each request goes to the admitted server with the fewest requests in flight
///   (counted from sending to the end of the stream, failures and cancellations included); ties
///   go round-robin, so a batch spreads evenly even one request at a time.
/// - **Ejection.** A server whose request fails before any of its answer reached the caller —
///   a refused or dropped connection, or an HTTP 5xx, after its ``ServerRetryPolicy`` — is
///   ejected, and the request goes to another admitted server. So is a server whose probe
///   (`GET /v1/models`) says it is unavailable. Nothing is sent twice once part of an answer
///   was delivered. A rate limit (429, or 503 with `Retry-After`) ejects nothing: the request
///   goes to another admitted server, or fails with ``LanguageModelError/rateLimited(_:)``;
///   until the `Retry-After` date, requests go to the other servers first.
/// - **Re-admission.** An ejected server is probed in the background, first after
///   ``ServerFleetConfiguration/readmissionProbeDelay`` (0.5 s), then with doubling waits up to
///   ``ServerFleetConfiguration/readmissionProbeMaximumDelay`` (10 s), and re-admitted when the
///   probe says it is available, or as soon as it answers a request. When every server is
///   ejected, a request tries the one ejected longest ago, so a fleet that comes back works
///   without waiting for a probe.
///
/// The fleet's state (requests in flight, ejections) is shared by every session and model
/// value with the same configuration in the process, and lives while one of them does.
public struct ServerFleetLanguageModel: LanguageModel {
    /// The executor that answers this model's requests.
    public typealias Executor = ServerFleetLanguageModelExecutor

    /// The servers and how to talk to them.
    public var configuration: ServerFleetConfiguration {
        didSet { state = ServerFleetState.shared(for: configuration) }
    }
    /// What the servers can do; tool calling and schema-guided output by default.
    public var capabilities: LanguageModelCapabilities
    /// The size of the served model's context, in tokens.
    public var contextSize: Int
    /// The fleet's shared state, held so that it lives as long as the model.
    private var state: ServerFleetState

    /// Creates a model served by several servers.
    /// - Parameters:
    ///   - baseURLs: The servers' addresses, each with or without `/v1`; repeated ones count
    ///     once. An empty list makes a model that is unavailable and says to give a URL.
    ///   - model: The model name to request (as `GET /v1/models` lists it); empty accepts any.
    ///   - headers: Extra HTTP headers.
    ///   - apiKeyEnvironmentVariable: The environment variable holding the API key, sent as a
    ///     bearer token (`LMCORE_SERVER_API_KEY` by default; the key is never stored or logged).
    ///   - timeouts: How long to wait.
    ///   - retryPolicy: How each server retries failures before the answer starts.
    ///   - dialect: How the servers want structured output spelled; ``ServerDialect/automatic``
    ///     (the default) detects each server's once.
    ///   - contextSize: The served model's context size in tokens.
    ///   - capabilities: What the servers can do.
    public init(
        baseURLs: [URL],
        model: String,
        headers: [String: String] = [:],
        apiKeyEnvironmentVariable: String? = ServerConfiguration.defaultAPIKeyVariable,
        timeouts: ServerTimeouts = ServerTimeouts(),
        retryPolicy: ServerRetryPolicy = ServerRetryPolicy(),
        dialect: ServerDialect = .automatic,
        contextSize: Int = 8192,
        capabilities: LanguageModelCapabilities = [.toolCalling, .guidedGeneration]
    ) {
        let endpoints = baseURLs.map { url in
            ServerConfiguration(
                baseURL: url, model: model, headers: headers, apiKeyEnvironmentVariable: apiKeyEnvironmentVariable,
                timeouts: timeouts, retryPolicy: retryPolicy, dialect: dialect)
        }
        self.init(
            configuration: ServerFleetConfiguration(endpoints: endpoints), contextSize: contextSize,
            capabilities: capabilities)
    }

    /// Creates a model from a fleet configuration.
    /// - Parameters:
    ///   - configuration: The servers and how to talk to them.
    ///   - contextSize: The served model's context size in tokens.
    ///   - capabilities: What the servers can do.
    public init(
        configuration: ServerFleetConfiguration,
        contextSize: Int = 8192,
        capabilities: LanguageModelCapabilities = [.toolCalling, .guidedGeneration]
    ) {
        self.configuration = configuration
        self.contextSize = contextSize
        self.capabilities = capabilities
        state = ServerFleetState.shared(for: configuration)
    }

    /// The configuration sessions make their executor with.
    public var executorConfiguration: ServerFleetConfiguration { configuration }

    /// `server`.
    public var providerName: String { "server" }

    /// The model name and the servers, such as `smollm2@fleet(127.0.0.1:8080,127.0.0.1:8081)`.
    public var modelIdentifier: String {
        let name = configuration.endpoints.first.map { $0.model.isEmpty ? "any" : $0.model } ?? "any"
        return name + "@fleet(" + configuration.endpoints.map(\.hostAndPort).joined(separator: ",") + ")"
    }

    /// `.available` when an admitted server's last probe says it is; otherwise why not, naming
    /// each server, the most actionable reason first. Never waits: a missing or old answer
    /// starts a probe in the background.
    public var availability: LanguageModelAvailability {
        guard !configuration.endpoints.isEmpty else {
            return .unavailable(.notConfigured(detail: Self.noEndpointsAdvice))
        }
        return Self.availability(of: state.statuses())
    }

    /// Probes every server now, all at once, and returns the fleet's fresh availability (which
    /// also ejects the servers that are down and re-admits those that are back).
    /// - Returns: `.available`, or why not, naming each server.
    @discardableResult
    public func checkAvailability() async -> LanguageModelAvailability {
        guard !configuration.endpoints.isEmpty else { return availability }
        await state.probeAll()
        return availability
    }

    /// Each server's state: what its probe says, whether it is admitted, and its requests in
    /// flight (what `lmctl doctor` prints).
    /// - Parameter refresh: Whether to probe every server first (`true` by default); `false`
    ///   reads the cached answers without waiting.
    /// - Returns: One status per server, in the configuration's order.
    public func endpointStatus(refresh: Bool = true) async -> [ServerFleetEndpointStatus] {
        if refresh { await state.probeAll() }
        return state.statuses()
    }

    /// Whether some server has not been checked yet.
    public var needsPreparation: Bool {
        configuration.endpoints.contains { !ServerAvailabilityProbe.shared.hasAnswer(for: $0) }
    }

    /// Checks every server now.
    /// - Parameter progress: Called with 1 when the checks are done.
    /// - Throws: ``ServerError`` (`connectionFailed`) saying why no server can serve the model.
    public func prepare(progress: (@Sendable (Double) -> Void)?) async throws {
        let availability = await checkAvailability()
        progress?(1)
        if case .unavailable(let reason) = availability {
            throw ServerError(.connectionFailed, reason.description)
        }
    }

    /// What to do about a fleet without servers.
    static let noEndpointsAdvice =
        "a server fleet needs at least one base URL: pass baseURLs: [URL(string: \"http://127.0.0.1:8080\")!, …]"

    /// The fleet's availability from its servers' states: available when an admitted one is,
    /// else every server's reason, the most actionable first (a concrete answer from a probe,
    /// then an ejection, then "not checked yet").
    private static func availability(of statuses: [ServerFleetEndpointStatus]) -> LanguageModelAvailability {
        if statuses.contains(where: { $0.isAdmitted && $0.availability.isAvailable }) { return .available }
        func rank(_ status: ServerFleetEndpointStatus) -> Int {
            guard case .unavailable(let reason) = status.availability else { return 0 }
            let detail = ServerFleetState.detail(of: reason)
            if detail.hasPrefix("not checked yet") { return 0 }
            return detail.hasPrefix("ejected") ? 1 : 2
        }
        let ranked = statuses.enumerated().sorted { left, right in
            let (l, r) = (rank(left.element), rank(right.element))
            return l != r ? l > r : left.offset < right.offset
        }
        let reasons = ranked.map { _, status -> String in
            let why =
                if case .unavailable(let reason) = status.availability {
                    ServerFleetState.detail(of: reason)
                } else {
                    "ejected (\(status.ejectionReason ?? "no reason recorded")): re-checking in the background"
                }
            return "\(status.url.absoluteString): \(why)"
        }
        let urls = statuses.map(\.url.absoluteString).joined(separator: ", ")
        let allUnchecked = ranked.allSatisfy { rank($0.element) == 0 }
        return .unavailable(
            .serverUnavailable(
                url: urls,
                detail: allUnchecked
                    ? "not checked yet (checks are under way): try again in a moment, or await prepare()"
                    : "no server of the fleet can serve it: " + reasons.joined(separator: "; ")))
    }
}
