import Synchronization

/// Serves one session for a ``LanguageModelRouter``: picks a model per request, falls back on
/// allowed failures, and keeps one executor per model so each keeps its own state.
final class LanguageModelRouterExecutor: LanguageModelExecutor {
    private let models: [any LanguageModel]
    private let policy: FallbackPolicy
    private let state = Mutex(State())

    private struct State {
        var executors: [Int: any LanguageModelExecutor] = [:]
        var lastUsedIndex: Int?
    }

    init(models: [any LanguageModel], policy: FallbackPolicy) {
        self.models = models
        self.policy = policy
    }

    func prewarm(promptPrefix: Prompt?) async {
        guard let index = models.firstIndex(where: { $0.isAvailable }),
            let executor = try? executor(at: index)
        else { return }
        await executor.prewarm(promptPrefix: promptPrefix)
    }

    private func executor(at index: Int) throws -> any LanguageModelExecutor {
        try state.withLock { state in
            if let existing = state.executors[index] { return existing }
            let made = try models[index].makeExecutor()
            state.executors[index] = made
            return made
        }
    }

    /// The models a request may use: all of them, or only the one that started the turn when the
    /// request continues a turn after tool output.
    private func candidates(for request: GenerationRequest) -> [Int] {
        if case .toolOutput = request.transcript.last, let last = state.withLock({ $0.lastUsedIndex }) {
            return [last]
        }
        return Array(models.indices)
    }

    /// Throws the model's context overflow when the request can't fit it, so that the policy
    /// decides, before anything is generated, whether the next model serves it instead.
    private static func checkFits(_ request: GenerationRequest, in model: any LanguageModel) async throws {
        let limit = model.contextSize
        if LanguageModelSession.tokenUpperBound(of: request) < limit { return }
        let needed = try await model.tokenCount(for: request)
        if needed >= limit {
            throw LanguageModelSession.GenerationError.contextOverflow(tokenCount: needed, contextSize: limit)
        }
    }

    func generate(_ request: GenerationRequest) -> AsyncThrowingStream<GenerationEvent, any Error> {
        AsyncThrowingStream { continuation in
            let task = Task {
                await self.serve(request, into: continuation)
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    private func serve(
        _ request: GenerationRequest,
        into continuation: AsyncThrowingStream<GenerationEvent, any Error>.Continuation
    ) async {
        var passedOver: [String] = []
        for index in candidates(for: request) {
            let model = models[index]
            if case .unavailable(let reason) = model.availability {
                passedOver.append("\(model.providerName) unavailable: \(reason)")
                continue
            }
            var forwarded = false
            do {
                try await Self.checkFits(request, in: model)
                let executor = try executor(at: index)
                state.withLock { $0.lastUsedIndex = index }
                for try await event in executor.generate(request) {
                    switch event {
                    case .finished(var summary):
                        summary.servedBy.reason =
                            passedOver.isEmpty ? "first choice" : passedOver.joined(separator: "; ")
                        continuation.yield(.finished(summary))
                    case .textDelta, .toolCalls:
                        forwarded = true
                        continuation.yield(event)
                    }
                }
                try Task.checkCancellation()
                continuation.finish()
                return
            } catch {
                if !forwarded, !Task.isCancelled, policy.shouldFallBack(after: error) {
                    passedOver.append("\(model.providerName) failed: \(error.localizedDescription)")
                    continue
                }
                continuation.finish(throwing: Task.isCancelled ? CancellationError() : error)
                return
            }
        }
        continuation.finish(
            throwing: LanguageModelSession.GenerationError.assetsUnavailable(
                .init(
                    debugDescription: "No model in the chain could serve the request: "
                        + passedOver.joined(separator: "; ")
                )
            )
        )
    }
}
