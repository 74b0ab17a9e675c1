import Foundation
import LMCore
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Asks servers whether they can serve a model (`GET /v1/models`) and remembers the answers, so
/// that ``ServerLanguageModel/availability`` is a cheap read that never waits for the network.
///
/// A read of an answer older than its lifetime (``availableLifetime`` or
/// ``unavailableLifetime``) starts one probe in the background and returns the old answer.
/// Every model list a probe reads also tells ``ServerDialectDetector`` the server's dialect
/// (from its models' `owned_by`).
final class ServerAvailabilityProbe: Sendable {
    /// The probe every server model shares.
    static let shared = ServerAvailabilityProbe()

    /// How long an `.available` answer is trusted.
    let availableLifetime: Duration = .seconds(30)
    /// How long an `.unavailable` answer is trusted (shorter, so a server that comes up is noticed).
    let unavailableLifetime: Duration = .seconds(3)

    private struct Entry {
        var availability: LanguageModelAvailability?
        var checkedAt: ContinuousClock.Instant?
        var probing = false
    }

    private let entries = Mutex<[ServerConfiguration: Entry]>([:])

    /// The last answer for a configuration, starting a background probe when it is missing or
    /// old; never waits.
    func availability(for configuration: ServerConfiguration) -> LanguageModelAvailability {
        let (known, shouldProbe) = entries.withLock { entries in
            var entry = entries[configuration] ?? Entry()
            let lifetime = entry.availability?.isAvailable == true ? availableLifetime : unavailableLifetime
            let stale = entry.checkedAt.map { ContinuousClock.now - $0 > lifetime } ?? true
            let shouldProbe = stale && !entry.probing
            if shouldProbe { entry.probing = true }
            entries[configuration] = entry
            return (entry.availability, shouldProbe)
        }
        if shouldProbe {
            Task.detached { await self.probeAndRemember(configuration) }
        }
        return known
            ?? .unavailable(
                .serverUnavailable(
                    url: configuration.apiRoot.absoluteString,
                    detail: "not checked yet (a check is under way): try again in a moment, or await prepare()"))
    }

    /// Whether an answer for the configuration is known.
    func hasAnswer(for configuration: ServerConfiguration) -> Bool {
        entries.withLock { $0[configuration]?.availability != nil }
    }

    /// The last answer for a configuration and when it was checked, without starting a probe.
    func answer(for configuration: ServerConfiguration) -> (LanguageModelAvailability, ContinuousClock.Instant)? {
        entries.withLock { entries in
            guard let entry = entries[configuration], let availability = entry.availability,
                let checkedAt = entry.checkedAt
            else { return nil }
            return (availability, checkedAt)
        }
    }

    /// Probes the server now, remembers the answer and returns it.
    @discardableResult
    func probeAndRemember(_ configuration: ServerConfiguration) async -> LanguageModelAvailability {
        let availability = await Self.probe(configuration)
        entries.withLock { entries in
            entries[configuration] = Entry(availability: availability, checkedAt: .now, probing: false)
        }
        return availability
    }

    /// Asks the server which models it serves.
    static func probe(_ configuration: ServerConfiguration) async -> LanguageModelAvailability {
        let url = configuration.apiRoot.absoluteString
        let request = configuration.urlRequest("models", method: "GET", timeout: configuration.timeouts.probe)
        let result = await fetch(request, timeout: configuration.timeouts.probe)
        switch result {
        case .failure(let error):
            let detail: String
            if let error = error as? URLError {
                detail = ServerFailures.connectionAdvice(error, configuration: configuration)
            } else if error is LanguageModelError {
                detail = "no answer to GET /v1/models within \(configuration.timeouts.probe): is the server overloaded?"
            } else {
                detail = "\(error)"
            }
            return .unavailable(.serverUnavailable(url: url, detail: detail))
        case .success(let (response, body)):
            switch response.statusCode {
            case 200..<300:
                return availability(of: configuration, listing: body)
            case 401, 403:
                return .unavailable(
                    .serverUnavailable(
                        url: url,
                        detail:
                            "the server refused the request (HTTP \(response.statusCode)): \(configuration.apiKeyAdvice)"
                    ))
            case 429, 503:
                // llama-server answers 503 while it loads its model; others when overloaded.
                let said = ServerFailures.serverMessage(in: body).map { " (\($0))" } ?? ""
                return .unavailable(
                    .serverUnavailable(
                        url: url,
                        detail:
                            "the server is busy or still loading its model: HTTP \(response.statusCode)\(said); "
                            + "try again in a moment"))
            default:
                return .unavailable(
                    .serverUnavailable(
                        url: url,
                        detail:
                            "GET \(configuration.endpoint("models").absoluteString) answered HTTP \(response.statusCode): "
                            + "check that the URL points at an OpenAI-compatible server"))
            }
        }
    }

    private static func availability(of configuration: ServerConfiguration, listing body: Data)
        -> LanguageModelAvailability
    {
        struct Listing: Decodable {
            struct Model: Decodable {
                var id: String
                var ownedBy: String?

                enum CodingKeys: String, CodingKey {
                    case id
                    case ownedBy = "owned_by"
                }
            }
            var data: [Model]
        }
        let url = configuration.apiRoot.absoluteString
        guard let listing = try? JSONDecoder().decode(Listing.self, from: body) else {
            return .unavailable(
                .serverUnavailable(
                    url: url,
                    detail: "GET /v1/models did not answer with a model list: is this an OpenAI-compatible server?"))
        }
        ServerDialectDetector.shared.remember(
            .detected(fromOwners: listing.data.compactMap(\.ownedBy)), for: configuration.apiRoot)
        let served = listing.data.map(\.id)
        if configuration.model.isEmpty || served.contains(configuration.model) { return .available }
        let names = served.isEmpty ? "none" : served.map { "'\($0)'" }.joined(separator: ", ")
        return .unavailable(
            .serverUnavailable(
                url: url,
                detail: "the server does not serve the model '\(configuration.model)'; it serves \(names): "
                    + "use one of those names, or load the model on the server"))
    }

    /// Sends a small request and returns its response and body, or why it failed.
    private static func fetch(
        _ request: URLRequest, timeout: Duration
    ) async -> Result<(HTTPURLResponse, Data), any Error> {
        let http = ServerHTTPStream(request: request, timeouts: ServerTimeouts(firstByte: timeout, idle: timeout))
        var response: HTTPURLResponse?
        var body = Data()
        do {
            for try await part in http.start() {
                switch part {
                case .head(let head): response = head
                case .body(let data): if body.count < 1_000_000 { body.append(data) }
                }
            }
        } catch {
            return .failure(error)
        }
        guard let response else { return .failure(URLError(.badServerResponse)) }
        return .success((response, body))
    }
}
