import Foundation
import LMCore

/// Answers ``FallbackLanguageModel`` requests: analyzes the prompt and answers the job.
public struct FallbackLanguageModelExecutor: LanguageModelExecutor {
    /// Creates the executor; it keeps no state between requests.
    public init(configuration: TextAnalyzer) throws {}

    /// Analyzes the request's text and sends the answer, in pieces so that streaming shows it
    /// growing.
    public func respond(
        to request: LanguageModelExecutorGenerationRequest,
        model: FallbackLanguageModel,
        streamingInto channel: LanguageModelExecutorGenerationChannel
    ) async throws {
        let answer = try FallbackAnswerer(model: model, request: request).answer()
        try Task.checkCancellation()
        let entryID = UUID().uuidString
        for piece in Self.pieces(of: answer, growing: request.schema != nil) {
            await channel.send(
                .response(
                    entryID: entryID,
                    action: .appendText(piece, tokenCount: FallbackLanguageModel.words(in: piece))))
        }
        await channel.send(
            .response(
                entryID: entryID,
                action: .updateUsage(
                    input: .init(totalTokenCount: try await model.tokenCount(for: request)),
                    output: .init(totalTokenCount: FallbackLanguageModel.words(in: answer)))))
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
