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
                    for piece in Self.pieces(of: answer, growing: request.schema != nil) {
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

    /// Splits an answer into pieces that end after a space, comma or line break, so streaming
    /// shows it growing.
    ///
    /// Text answers stream word by word. Structured answers stream in pieces that grow with what
    /// has been sent (each at least half of it): the session parses the whole JSON so far for
    /// every snapshot, so word-sized pieces would make a long answer cost quadratic time, while
    /// growing pieces keep the parsing within about three times the answer's length.
    /// - Parameters:
    ///   - answer: The whole answer.
    ///   - growing: Whether pieces grow geometrically instead of holding one word each.
    /// - Returns: The pieces, which join to `answer`.
    static func pieces(of answer: String, growing: Bool = false) -> [String] {
        var pieces: [String] = []
        var current = ""
        var sent = 0
        for character in answer {
            current.append(character)
            if character == " " || character == "," || character == "\n" {
                let length = current.utf8.count
                if growing && length < max(32, sent / 2) { continue }
                pieces.append(current)
                sent += length
                current = ""
            }
        }
        if !current.isEmpty { pieces.append(current) }
        return pieces
    }
}
