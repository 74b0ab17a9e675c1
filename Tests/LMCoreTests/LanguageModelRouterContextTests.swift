import LMCore
import Testing

@Suite("Fallback chains and context size")
struct LanguageModelRouterContextTests {
    static let longPrompt = Array(repeating: "word", count: 400).joined(separator: " ")

    @Test("a prompt too long for the first model is served whole by the next, which says why")
    func overflowFallsBack() async throws {
        let small = MockLanguageModel(replies: [.text("small")], contextSize: 64, providerName: "llama")
        let large = MockLanguageModel(replies: [.text("large")], contextSize: 8192, providerName: "fallback")
        let session = LanguageModelSession(model: LanguageModelRouter([small, large]))
        let response = try await session.respond(to: Self.longPrompt)
        #expect(response.content == "large")
        #expect(response.servedBy.provider == "fallback")
        #expect(response.servedBy.reason.description.contains("llama failed"))
        #expect(response.servedBy.reason.description.contains("context"))
        #expect(small.requests.isEmpty)
    }

    @Test("a short prompt stays on the first model")
    func shortPromptStays() async throws {
        let small = MockLanguageModel(replies: [.text("small")], contextSize: 64, providerName: "llama")
        let large = MockLanguageModel(replies: [.text("large")], contextSize: 8192, providerName: "fallback")
        let response = try await LanguageModelSession(model: LanguageModelRouter([small, large])).respond(to: "Hi")
        #expect(response.content == "small")
        #expect(large.requests.isEmpty)
    }

    @Test("when no model holds the prompt, the first model's overflow is the error")
    func noModelHolds() async throws {
        let first = MockLanguageModel(replies: [.text("a")], contextSize: 64, providerName: "llama")
        let second = MockLanguageModel(replies: [.text("b")], contextSize: 128, providerName: "fallback")
        let session = LanguageModelSession(model: LanguageModelRouter([first, second]))
        do {
            _ = try await session.respond(to: Self.longPrompt)
            Issue.record("a prompt no model holds was answered")
        } catch let error as LanguageModelSession.GenerationError {
            guard case .exceededContextWindowSize(let context) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(context.debugDescription.contains("64"))
        }
    }

    @Test("a policy that doesn't fall back on overflow keeps the first model's error")
    func narrowPolicy() async throws {
        let small = MockLanguageModel(replies: [.text("small")], contextSize: 64, providerName: "llama")
        let large = MockLanguageModel(replies: [.text("large")], contextSize: 8192, providerName: "fallback")
        let policy = FallbackPolicy { error in
            if case .assetsUnavailable = error as? LanguageModelSession.GenerationError { return true }
            return false
        }
        let session = LanguageModelSession(model: LanguageModelRouter([small, large], policy: policy))
        await #expect(throws: LanguageModelSession.GenerationError.self) {
            _ = try await session.respond(to: Self.longPrompt)
        }
        #expect(large.requests.isEmpty)
    }
}
