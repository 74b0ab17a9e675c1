import Foundation

/// Answers a ``MockLanguageModel``'s requests from its script.
public struct MockLanguageModelExecutor: LanguageModelExecutor {
    /// The mock instance the executor serves.
    public struct Configuration: Hashable, Sendable {
        let identity: ObjectIdentifier
    }

    /// Creates the executor.
    public init(configuration: Configuration) throws {}

    /// Plays the scripted reply for the request into the channel.
    public func respond(
        to request: LanguageModelExecutorGenerationRequest,
        model: MockLanguageModel,
        streamingInto channel: LanguageModelExecutorGenerationChannel
    ) async throws {
        if case .unavailable(let reason) = model.availability {
            throw LanguageModelSession.GenerationError.assetsUnavailable(
                .init(debugDescription: "The mock model is unavailable: \(reason).")
            )
        }
        let reply = try await model.reply(to: request)
        let player = Player(channel: channel)
        let written = try await player.play(reply)
        try Task.checkCancellation()
        await channel.send(
            .response(
                entryID: player.responseID,
                action: .updateUsage(
                    input: .init(totalTokenCount: MockLanguageModel.wordCount(of: request)),
                    output: .init(totalTokenCount: written))))
    }

    /// Sends a reply's events.
    private struct Player {
        let channel: LanguageModelExecutorGenerationChannel
        let responseID = UUID().uuidString
        let toolCallsID = UUID().uuidString

        /// Sends a reply and returns how many words it wrote.
        func play(_ reply: MockReply) async throws -> Int {
            switch reply {
            case .text(let text):
                await append(text)
                return words(text)
            case .chunks(let pieces, let interval):
                for piece in pieces {
                    if interval > .zero { try await Task.sleep(for: interval) }
                    try Task.checkCancellation()
                    await append(piece)
                }
                return words(pieces.joined())
            case .structured(let content, let pieces):
                let json = content.jsonString
                for piece in MockReply.split(json, into: pieces) {
                    try Task.checkCancellation()
                    await append(piece)
                }
                return words(json)
            case .toolCalls(let calls):
                await channel.send(calls, entryID: toolCallsID, tokenCount: 1)
                return calls.count
            case .failure(let error):
                throw error
            case .delayed(let delay, let inner):
                try await Task.sleep(for: delay)
                return try await play(inner)
            case .sequence(let replies):
                var written = 0
                for reply in replies {
                    written += try await play(reply)
                }
                return written
            }
        }

        private func append(_ text: String) async {
            await channel.send(.response(entryID: responseID, action: .appendText(text, tokenCount: words(text))))
        }

        private func words(_ text: String) -> Int {
            text.split(whereSeparator: \.isWhitespace).count
        }
    }
}
