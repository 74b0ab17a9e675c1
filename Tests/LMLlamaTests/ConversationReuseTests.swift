import Foundation
import LMCore
import Testing

@testable import LMLlama

@Suite(
    "A conversation reuses its cache turn after turn",
    .enabled(if: LlamaTestSupport.canRun, LlamaTestSupport.skipReason))
struct ConversationReuseTests {
    @Test("each turn of a ten-turn conversation decodes only what its last turn did not leave in the cache")
    func tenTurns() async throws {
        let model = LlamaLanguageModel(
            path: LlamaTestSupport.modelPath,
            configuration: .init(contextSize: 1024, batchSize: 23, threads: 2, contextPoolSize: 2))
        var entries: [Transcript.Entry] = [
            .instructions(.init(segments: [.text(.init(content: "You are a helpful assistant."))], toolDefinitions: []))
        ]
        var previousPrompt = 0
        for turn in 1...10 {
            entries.append(.prompt(.init(segments: [.text(.init(content: "Turn \(turn): tell me more."))])))
            let request = LanguageModelExecutorGenerationRequest(
                transcript: Transcript(entries: entries),
                generationOptions: GenerationOptions(samplingMode: .greedy, maximumResponseTokens: 6))
            let recording = try await model.record(request)
            if turn > 1 {
                // All of the last prompt but the few tokens its end shares with the answer.
                #expect(
                    recording.usage.cachedPromptTokens + LlamaContextPool.boundarySlack >= previousPrompt,
                    "turn \(turn)")
            }
            previousPrompt = recording.usage.promptTokens
            entries.append(.response(.init(assetIDs: [], segments: [.text(.init(content: recording.text))])))
        }
        #expect(model.executor.contextCount == 1)
    }
}
