// A custom provider: any type that implements LanguageModel and LanguageModelExecutor plugs
// into sessions, streaming, tools, fallback chains and typed output.
//
// Run: swift run CustomProvider
import Foundation
import LMCore

/// A toy provider that answers by shouting the prompt back, one word at a time.
struct ShoutingModel: LanguageModel {
    var providerName: String { "shout" }
    var modelIdentifier: String { "shout-1" }
    var availability: LanguageModelAvailability { .available }
    var contextSize: Int { 1024 }
    var supportedLanguages: Set<Locale.Language> { [Locale.Language(identifier: "en")] }
    var capabilities: LanguageModelCapabilities {
        LanguageModelCapabilities(guidedGeneration: false, maximumContextSize: contextSize)
    }

    func tokenCount(for request: GenerationRequest) async throws -> Int {
        request.transcript.map(\.plainText).joined(separator: " ").split(separator: " ").count
    }

    func makeExecutor() throws -> any LanguageModelExecutor {
        ShoutingExecutor(model: self)
    }
}

/// Serves one session of ``ShoutingModel``.
struct ShoutingExecutor: LanguageModelExecutor {
    let model: ShoutingModel

    func generate(_ request: GenerationRequest) -> AsyncThrowingStream<GenerationEvent, any Error> {
        AsyncThrowingStream { continuation in
            let words = (request.prompt?.segments.textRepresentation ?? "").uppercased().split(separator: " ")
            for (index, word) in words.enumerated() {
                continuation.yield(.textDelta((index == 0 ? "" : " ") + word))
            }
            let usage = TokenUsage(promptTokens: words.count, responseTokens: words.count)
            continuation.yield(.finished(GenerationSummary(servedBy: ServedBy(model), usage: usage)))
            continuation.finish()
        }
    }
}

let session = LanguageModelSession(model: ShoutingModel())
for try await snapshot in session.streamResponse(to: "hello from a custom provider") {
    print(snapshot.content)
}
print("served by:", try await session.respond(to: "one more").servedBy)
