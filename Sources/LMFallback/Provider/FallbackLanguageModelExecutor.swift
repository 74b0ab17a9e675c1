import LMCore

/// Serves one session of ``FallbackLanguageModel``: analyzes the prompt and answers the job.
struct FallbackLanguageModelExecutor: LanguageModelExecutor {
    let model: FallbackLanguageModel

    func generate(_ request: GenerationRequest) -> AsyncThrowingStream<GenerationEvent, any Error> {
        let model = model
        return AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    let answer = try FallbackAnswerer(model: model, request: request).answer()
                    try Task.checkCancellation()
                    for piece in Self.pieces(of: answer) {
                        continuation.yield(.textDelta(piece))
                    }
                    let usage = TokenUsage(
                        promptTokens: try await model.tokenCount(for: request),
                        responseTokens: FallbackLanguageModel.words(in: answer)
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

    /// Splits an answer into word-sized pieces, so streaming shows it growing.
    static func pieces(of answer: String) -> [String] {
        var pieces: [String] = []
        var current = ""
        for character in answer {
            current.append(character)
            if character == " " || character == "," || character == "\n" {
                pieces.append(current)
                current = ""
            }
        }
        if !current.isEmpty { pieces.append(current) }
        return pieces
    }
}
