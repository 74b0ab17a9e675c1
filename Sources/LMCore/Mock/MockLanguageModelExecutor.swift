/// Serves one session for a ``MockLanguageModel``.
final class MockLanguageModelExecutor: LanguageModelExecutor {
    private let model: MockLanguageModel

    init(model: MockLanguageModel) {
        self.model = model
    }

    func generate(_ request: GenerationRequest) -> AsyncThrowingStream<GenerationEvent, any Error> {
        let model = model
        return AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    let reply = try await model.reply(to: request)
                    let written = try await Self.play(reply, into: continuation)
                    try Task.checkCancellation()
                    let usage = TokenUsage(
                        promptTokens: MockLanguageModel.wordCount(of: request),
                        responseTokens: written
                    )
                    continuation.yield(.finished(GenerationSummary(servedBy: ServedBy(model), usage: usage)))
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// Emits a reply's events and returns how many words it wrote.
    private static func play(
        _ reply: MockReply,
        into continuation: AsyncThrowingStream<GenerationEvent, any Error>.Continuation
    ) async throws -> Int {
        switch reply {
        case .text(let text):
            continuation.yield(.textDelta(text))
            return words(text)
        case .chunks(let pieces, let interval):
            for piece in pieces {
                if interval > .zero { try await Task.sleep(for: interval) }
                try Task.checkCancellation()
                continuation.yield(.textDelta(piece))
            }
            return words(pieces.joined())
        case .structured(let content, let pieces):
            let json = content.jsonString
            for piece in MockReply.split(json, into: pieces) {
                try Task.checkCancellation()
                continuation.yield(.textDelta(piece))
            }
            return words(json)
        case .toolCalls(let calls):
            continuation.yield(.toolCalls(calls))
            return calls.count
        case .failure(let error):
            throw error
        case .delayed(let delay, let inner):
            try await Task.sleep(for: delay)
            return try await play(inner, into: continuation)
        }
    }

    private static func words(_ text: String) -> Int {
        text.split(whereSeparator: \.isWhitespace).count
    }
}
