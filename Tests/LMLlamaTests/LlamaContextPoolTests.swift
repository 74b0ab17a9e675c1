import Foundation
import LMCore
import Testing

@testable import LMLlama

@Suite("LlamaExecutor's context pool", .enabled(if: LlamaTestSupport.canRun, LlamaTestSupport.skipReason))
struct LlamaContextPoolTests {
    /// A model with an executor of its own: each test passes a batch size no other test uses, so
    /// that tests running at the same time don't share contexts or counters.
    private static func model(poolSize: Int, batchSize: Int) -> LlamaLanguageModel {
        LlamaLanguageModel(
            path: LlamaTestSupport.modelPath,
            configuration: .init(contextSize: 1024, batchSize: batchSize, threads: 2, contextPoolSize: poolSize))
    }

    private static let options = GenerationOptions(samplingMode: .greedy, maximumResponseTokens: 8)
    private static let instructions =
        "You are a careful assistant for a travel company. Answer in one short sentence, and never invent prices."

    /// Answers a prompt and returns the prompt tokens decoded for it (not taken from a cache).
    private static func decodedPromptTokens(
        _ session: LanguageModelSession, _ prompt: String, executor: LlamaExecutor
    ) async throws -> (decoded: Int, promptTokens: Int, cached: Int) {
        let before = executor.statistics
        let response = try await session.respond(to: prompt, options: options)
        let after = executor.statistics
        let decodedForPrompt =
            (after.promptTokens - before.promptTokens) - (after.reusedPromptTokens - before.reusedPromptTokens)
        #expect(response.usage.cachedPromptTokens == after.reusedPromptTokens - before.reusedPromptTokens)
        return (decodedForPrompt, response.usage.promptTokens, response.usage.cachedPromptTokens)
    }

    @Test("two sessions with the same instructions, turns interleaved, each reuse their own conversation")
    func interleavedSessionsReusePrefixes() async throws {
        let model = Self.model(poolSize: 2, batchSize: 29)
        let executor = model.executor
        let first = LanguageModelSession(model: model, instructions: Self.instructions)
        let second = LanguageModelSession(model: model, instructions: Self.instructions)
        let a1 = try await Self.decodedPromptTokens(first, "Where is Lisbon?", executor: executor)
        let b1 = try await Self.decodedPromptTokens(second, "Which river runs through Paris?", executor: executor)
        let a2 = try await Self.decodedPromptTokens(first, "And its oldest district?", executor: executor)
        let b2 = try await Self.decodedPromptTokens(second, "How long is it?", executor: executor)
        #expect(a1.cached == 0 && a1.decoded == a1.promptTokens)
        // Turn 2 of each conversation decodes only what its turn 1 did not leave in a context:
        // the new prompt and the rendering of turn 1's answer.
        for (turn1, turn2) in [(a1, a2), (b1, b2)] {
            #expect(turn2.cached >= turn1.promptTokens, "turn 1's prompt is reused (\(turn2.cached) cached)")
            #expect(turn2.decoded < turn2.promptTokens - turn1.promptTokens + 16)
        }
        #expect(executor.contextCount == 2)
    }

    @Test("a session whose context another conversation took still reuses the shared instructions")
    func sharedInstructionsAcrossSessions() async throws {
        let model = Self.model(poolSize: 1, batchSize: 27)
        let executor = model.executor
        let first = LanguageModelSession(model: model, instructions: Self.instructions)
        let second = LanguageModelSession(model: model, instructions: Self.instructions)
        let a1 = try await Self.decodedPromptTokens(first, "Where is Lisbon?", executor: executor)
        let b1 = try await Self.decodedPromptTokens(second, "Which river runs through Paris?", executor: executor)
        #expect(b1.cached > 0, "the instructions are decoded once for both sessions")
        #expect(b1.cached < a1.promptTokens)
        #expect(executor.contextCount == 1)
    }

    @Test("more sessions at once than contexts: every request is answered, the same as one by one")
    func moreSessionsThanContexts() async throws {
        let model = Self.model(poolSize: 2, batchSize: 25)
        let prompts = (1...5).map { "Question number \($0): name a city." }
        var sequential: [String] = []
        for prompt in prompts {
            sequential.append(
                try await LanguageModelSession(model: model).respond(to: prompt, options: Self.options).content)
        }
        let concurrent = try await withThrowingTaskGroup(of: (Int, String).self) { group in
            for (index, prompt) in prompts.enumerated() {
                group.addTask {
                    (
                        index,
                        try await LanguageModelSession(model: model).respond(to: prompt, options: Self.options).content
                    )
                }
            }
            var answers = Array(repeating: "", count: prompts.count)
            for try await (index, answer) in group { answers[index] = answer }
            return answers
        }
        #expect(concurrent == sequential)
        #expect(model.executor.contextCount == 2)
    }

    @Test("a model and its executor are freed once nothing uses them")
    func modelsAreFreed() async throws {
        weak var released: LlamaLanguageModel?
        do {
            let model = Self.model(poolSize: 1, batchSize: 21)
            released = model
            try await LanguageModelSession(model: model).respond(to: "Hello", options: Self.options)
        }
        #expect(released == nil, "no reference cycle keeps the model (and its weights) alive")
    }

    @Test("the prefix shared by two token sequences")
    func sharedPrefix() {
        #expect(LlamaContextPool.sharedPrefix([1, 2, 3], [1, 2, 4]) == 2)
        #expect(LlamaContextPool.sharedPrefix([], [1]) == 0)
        #expect(LlamaContextPool.sharedPrefix([1, 2], [1, 2, 3]) == 2)
    }
}
