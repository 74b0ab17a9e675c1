import Foundation
import LMCore
import Synchronization

/// Answers ``ServerFleetLanguageModel``'s requests: each goes to the admitted endpoint with the
/// fewest requests in flight and fails over to another endpoint while nothing of its answer has
/// reached the caller.
///
/// Every executor of one ``ServerFleetConfiguration`` shares the fleet's balancing state, so
/// the counts cover every session using the fleet in the process.
public struct ServerFleetLanguageModelExecutor: LanguageModelExecutor {
    /// The model type this executor serves.
    public typealias Model = ServerFleetLanguageModel

    /// The fleet's endpoints and how to talk to them.
    public let configuration: ServerFleetConfiguration
    private let endpoints: [ServerLanguageModelExecutor]
    private let state: ServerFleetState

    /// Creates an executor; nothing is sent until the first request.
    /// - Parameter configuration: The fleet's endpoints and how to talk to them.
    /// - Throws: What an endpoint's executor throws when it is made.
    public init(configuration: ServerFleetConfiguration) throws {
        self.configuration = configuration
        endpoints = try configuration.endpoints.map { try ServerLanguageModelExecutor(configuration: $0) }
        state = ServerFleetState.shared(for: configuration)
    }

    /// Streams an answer from one of the fleet's endpoints into the channel.
    ///
    /// Each endpoint retries as ``ServerLanguageModelExecutor`` does. An endpoint that then
    /// fails before any of the answer reached the channel, with a connection failure or an HTTP
    /// 5xx, is ejected and the request goes to another admitted endpoint; one that is rate
    /// limited stays admitted and the request goes to another admitted endpoint (and, until its
    /// `Retry-After` date, later requests try the other endpoints first). When no
    /// admitted endpoint is left, the endpoint ejected longest ago is tried once. Nothing is
    /// sent again once part of the answer was delivered.
    /// - Parameters:
    ///   - request: The conversation, the tools, the schema and the options.
    ///   - model: The model the session uses.
    ///   - channel: Where the answer goes.
    /// - Throws: ``ServerError`` naming every endpoint when none could answer;
    ///   ``LanguageModelError/rateLimited(_:)`` when every endpoint tried was rate limited (or
    ///   the others failed); the endpoint's own error for failures no other endpoint would
    ///   change (refused credentials, a bad request, a timeout, a stream cut off mid-answer);
    ///   ``LanguageModelSession/GenerationError/assetsUnavailable(_:)`` for a fleet without
    ///   endpoints; `CancellationError` when the task is cancelled.
    public func respond(
        to request: LanguageModelExecutorGenerationRequest,
        model: ServerFleetLanguageModel,
        streamingInto channel: LanguageModelExecutorGenerationChannel
    ) async throws {
        guard !endpoints.isEmpty else {
            throw LanguageModelSession.GenerationError.assetsUnavailable(
                .init(debugDescription: ServerFleetLanguageModel.noEndpointsAdvice))
        }
        var tried: Set<Int> = []
        var failures: [Int: String] = [:]
        var lastEjection: ServerError?
        var rateLimit: (any Error)?
        var triedEjected = false
        while let pick = state.pick(excluding: tried, allowingEjected: !triedEjected && rateLimit == nil) {
            tried.insert(pick.index)
            triedEjected = triedEjected || !pick.wasAdmitted
            let relay = ServerFleetRelay(channel)
            let endpoint = configuration.endpoints[pick.index]
            do {
                try await endpoints[pick.index].respond(
                    to: request,
                    model: ServerLanguageModel(
                        configuration: endpoint, contextSize: model.contextSize, capabilities: model.capabilities),
                    streamingInto: relay.channel)
                state.finish(pick, answered: true)
                return
            } catch {
                state.finish(pick, answered: false)
                if error is CancellationError || Task.isCancelled || relay.hasSent { throw error }
                if let error = error as? ServerError, error.isRetryable {
                    state.eject(pick.index, reason: error.message)
                    failures[pick.index] = error.message
                    lastEjection = error
                } else if case .rateLimited(let context) = error as? LanguageModelError {
                    failures[pick.index] = "rate limited: \(context.debugDescription)"
                    state.rateLimit(pick.index, until: context.resetDate)
                    rateLimit = error
                } else {
                    throw error
                }
            }
        }
        if let rateLimit { throw rateLimit }
        throw allFailed(failures, last: lastEjection)
    }

    /// The error when no endpoint could answer: the last endpoint's kind of failure, with a
    /// message naming every endpoint and what happened there.
    private func allFailed(_ failures: [Int: String], last: ServerError?) -> ServerError {
        let statuses = state.statuses(startingProbes: false)
        let lines = configuration.endpoints.indices.map { index in
            let why =
                failures[index]
                ?? "not tried: ejected (\(statuses[index].ejectionReason ?? "no reason recorded")), re-checking in the background"
            return "\(configuration.endpoints[index].hostAndPort): \(why)"
        }
        return ServerError(
            last?.code ?? .connectionFailed,
            "no server of the fleet could answer (\(lines.joined(separator: "; "))): start the servers, "
                + "or check their addresses; ejected servers are re-admitted as soon as their probe answers")
    }
}

/// Passes an endpoint's events on to the session and remembers whether any went through, so
/// the fleet knows whether another endpoint may still answer the request.
private final class ServerFleetRelay: Sendable {
    private let target: LanguageModelExecutorGenerationChannel
    private let sent = Atomic<Bool>(false)

    init(_ target: LanguageModelExecutorGenerationChannel) {
        self.target = target
    }

    /// Whether any event reached the session.
    var hasSent: Bool { sent.load(ordering: .acquiring) }

    /// The channel the endpoint sends into.
    var channel: LanguageModelExecutorGenerationChannel {
        LanguageModelExecutorGenerationChannel { [self] event in
            sent.store(true, ordering: .releasing)
            await target.send(event)
        }
    }
}
