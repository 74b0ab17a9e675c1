import Foundation
import Synchronization

extension LanguageModelRouter {
    /// Serves a router's requests: picks a model per request, falls back on allowed failures, and
    /// uses each model's own shared executor.
    public struct Executor: LanguageModelExecutor {
        /// A router, compared by the identity of the router value it came from.
        public struct Configuration: Hashable, Sendable {
            let identity: UUID
            let router: LanguageModelRouter

            public static func == (lhs: Configuration, rhs: Configuration) -> Bool { lhs.identity == rhs.identity }
            public func hash(into hasher: inout Hasher) { hasher.combine(identity) }
        }

        private let router: LanguageModelRouter
        private let state = RouterExecutorState()

        /// Creates the executor; the models' executors are leased when first used.
        public init(configuration: Configuration) throws {
            router = configuration.router
        }

        public func prewarm(model: LanguageModelRouter, transcript: Transcript) {
            guard let index = router.models.firstIndex(where: { $0.isAvailable }) else { return }
            try? state.lease(index, of: router.models[index]).prewarm(transcript: transcript)
        }

        public func respond(
            to request: LanguageModelExecutorGenerationRequest,
            model: LanguageModelRouter,
            streamingInto channel: LanguageModelExecutorGenerationChannel
        ) async throws {
            var passedOver: [ServedBy.PassedOver] = []
            let turn = request.prompt?.id ?? ""
            let candidates = request.toolRound > 0 ? state.owner(of: turn).map { [$0] } ?? [] : []
            for index in candidates.isEmpty ? Array(router.models.indices) : candidates {
                let candidate = router.models[index]
                if case .unavailable(let reason) = candidate.availability {
                    passedOver.append(.init(provider: candidate.providerName, kind: .unavailable, detail: "\(reason)"))
                    continue
                }
                let buffer = RouterEventBuffer(
                    channel: channel, holdsBack: router.checksStructuredAnswers && request.schema != nil)
                do {
                    try await ContextBudget.check(request, for: candidate)
                    let lease = try state.lease(index, of: candidate)
                    state.setOwner(index, of: turn)
                    let servedBy = ServedBy(
                        provider: candidate.providerName, model: candidate.modelIdentifier,
                        reason: passedOver.isEmpty ? .firstChoice : .fellBack(passedOver))
                    try await lease.respond(to: request, streamingInto: buffer.channel)
                    try Task.checkCancellation()
                    if buffer.holdsBack, let schema = request.schema, !buffer.hasToolCalls {
                        _ = try LanguageModelSession.finalContent(
                            of: buffer.text, schema: schema, name: request.schemaName)
                    }
                    await buffer.flush()
                    await channel.send(
                        .response(
                            entryID: buffer.responseEntryID, action: .updateMetadata([ServedBy.metadataKey: servedBy])))
                    return
                } catch {
                    if !buffer.forwardedAny, !Task.isCancelled, router.policy.shouldFallBack(after: error) {
                        passedOver.append(
                            .init(provider: candidate.providerName, kind: .failed, detail: error.localizedDescription))
                        continue
                    }
                    throw Task.isCancelled ? CancellationError() : error
                }
            }
            throw LanguageModelSession.GenerationError.assetsUnavailable(
                .init(
                    debugDescription: "No model in the chain could serve the request: "
                        + passedOver.map(\.description).joined(separator: "; ")))
        }
    }
}

/// The models' leased executors and which model started each turn, shared by the requests of
/// every session that uses one router.
final class RouterExecutorState: Sendable {
    private struct State {
        var leases: [Int: LanguageModelExecutorLease] = [:]
        /// Turn (prompt entry ID) → model index, for the turns still calling tools; the oldest
        /// are forgotten first.
        var owners: [(turn: String, index: Int)] = []
    }

    private let state = Mutex(State())

    func lease(_ index: Int, of model: any LanguageModel) throws -> LanguageModelExecutorLease {
        try state.withLock { state in
            if let existing = state.leases[index] { return existing }
            let made = try model.leaseExecutor()
            state.leases[index] = made
            return made
        }
    }

    func owner(of turn: String) -> Int? {
        state.withLock { state in state.owners.last { $0.turn == turn }?.index }
    }

    func setOwner(_ index: Int, of turn: String) {
        state.withLock { state in
            state.owners.removeAll { $0.turn == turn }
            state.owners.append((turn, index))
            if state.owners.count > 256 { state.owners.removeFirst(state.owners.count - 256) }
        }
    }
}

/// Passes a model's events on to the session, or holds them back until the answer is checked.
final class RouterEventBuffer: Sendable {
    private struct State {
        var held: [LanguageModelExecutorGenerationChannel.Event] = []
        var text = ""
        var forwardedAny = false
        var hasToolCalls = false
        var responseEntryID: String?
    }

    let holdsBack: Bool
    private let target: LanguageModelExecutorGenerationChannel
    private let state = Mutex(State())

    init(channel: LanguageModelExecutorGenerationChannel, holdsBack: Bool) {
        self.target = channel
        self.holdsBack = holdsBack
    }

    /// The channel the model sends into.
    var channel: LanguageModelExecutorGenerationChannel {
        LanguageModelExecutorGenerationChannel { [self] event in
            let forwardNow: Bool = state.withLock { state in
                switch event {
                case .response(let entryID, let action):
                    state.responseEntryID = state.responseEntryID ?? entryID
                    // The text is only needed to check an answer that is held back.
                    if holdsBack, case .appendText(let text, _, _) = action { state.text += text }
                    if holdsBack, case .replaceTextSegment(let text, _, _) = action { state.text = text }
                case .toolCalls:
                    state.hasToolCalls = true
                case .reasoning:
                    break
                }
                if holdsBack {
                    state.held.append(event)
                    return false
                }
                if event.deliversContent { state.forwardedAny = true }
                return true
            }
            if forwardNow { await target.send(event) }
        }
    }

    var text: String { state.withLock { $0.text } }
    var forwardedAny: Bool { state.withLock { $0.forwardedAny } }
    var hasToolCalls: Bool { state.withLock { $0.hasToolCalls } }
    var responseEntryID: String { state.withLock { $0.responseEntryID } ?? "response" }

    /// Passes on what was held back.
    func flush() async {
        let held = state.withLock { state in
            defer { state.held = [] }
            state.forwardedAny = state.forwardedAny || !state.held.isEmpty
            return state.held
        }
        for event in held { await target.send(event) }
    }
}

extension LanguageModelExecutorGenerationChannel.Event {
    /// Whether the event carries part of the answer (text or a tool call), as opposed to usage
    /// or metadata.
    var deliversContent: Bool {
        switch self {
        case .response(_, let action):
            switch action {
            case .appendText, .replaceTextSegment: return true
            case .updateMetadata, .updateUsage: return false
            }
        case .toolCalls(_, let action):
            if case .toolCall = action { return true }
            return false
        case .reasoning:
            return false
        }
    }
}
