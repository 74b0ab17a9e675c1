import Foundation
import LMCore
import Synchronization
import Testing

@Suite("Text tasks: deciding whether an input fits")
struct TextTasksSplitTests {
    /// A mock model that counts how often it is asked to count tokens.
    final class CountingModel: LanguageModel {
        typealias Executor = CountingExecutor

        let mock: MockLanguageModel
        let counts = Mutex(0)

        init(contextSize: Int) {
            mock = MockLanguageModel(contextSize: contextSize) { _ in .text("A short title") }
        }

        var tokenCountCalls: Int { counts.withLock { $0 } }
        var providerName: String { mock.providerName }
        var modelIdentifier: String { mock.modelIdentifier }
        var availability: LanguageModelAvailability { mock.availability }
        var contextSize: Int { mock.contextSize }
        var supportedLanguages: Set<Locale.Language> { mock.supportedLanguages }
        var capabilities: LanguageModelCapabilities { mock.capabilities }

        var executorConfiguration: ObjectIdentifier { ObjectIdentifier(self) }

        func tokenCount(for request: LanguageModelExecutorGenerationRequest) async throws -> Int {
            counts.withLock { $0 += 1 }
            return try await mock.tokenCount(for: request)
        }
    }

    /// Hands a counting model's requests to its mock.
    struct CountingExecutor: LanguageModelExecutor {
        init(configuration: ObjectIdentifier) throws {}

        func respond(
            to request: LanguageModelExecutorGenerationRequest,
            model: CountingModel,
            streamingInto channel: LanguageModelExecutorGenerationChannel
        ) async throws {
            try await model.mock.leaseExecutor().respond(to: request, streamingInto: channel)
        }
    }

    @Test("a text whose UTF-8 bytes fit the context is one piece without being tokenized")
    func smallTextIsNotTokenized() async throws {
        let model = CountingModel(contextSize: 8192)
        let text = Array(repeating: "The budget review moved to Monday.", count: 40).joined(separator: " ")
        let result = try await TextTasks(model: model).title(text)
        #expect(result.pieces == 1)
        #expect(model.tokenCountCalls == 0, "1.4 KB of text can't overflow 8,192 tokens")
    }

    @Test("a text with more bytes than the context, but few enough tokens, is counted and kept whole")
    func textNearTheLimitIsCounted() async throws {
        let model = CountingModel(contextSize: 2048)
        // 400 words of 9 letters: 4,000 bytes, but only 400 tokens for the mock (one per word).
        let text = Array(repeating: "abcdefghi", count: 400).joined(separator: " ")
        let result = try await TextTasks(model: model, responseReserve: 256).title(text)
        #expect(result.pieces == 1)
        #expect(model.tokenCountCalls >= 2, "the instructions and the text were counted")
    }

    @Test("a text with more tokens than the context is still split")
    func longTextIsSplit() async throws {
        let model = CountingModel(contextSize: 600)
        let text = Array(repeating: "word", count: 2000).joined(separator: " ")
        let result = try await TextTasks(model: model, responseReserve: 100).preview(text)
        #expect(result.pieces > 1)
        #expect(model.tokenCountCalls > 2)
    }
}
