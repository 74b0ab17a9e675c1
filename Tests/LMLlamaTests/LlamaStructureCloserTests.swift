import Foundation
import LMCore
import Testing

@testable import LMLlama

/// Structured answers end within their token limit: the random-weight model never closes a
/// structure on its own, so every valid answer under a tight limit is the closer's doing.
@Suite("Closing a structure within the token limit", .enabled(if: LlamaTestSupport.canRun, LlamaTestSupport.skipReason))
struct LlamaStructureCloserTests {
    private static let model = LlamaLanguageModel(
        path: LlamaTestSupport.modelPath, configuration: .init(contextSize: 1024, batchSize: 256, threads: 2))

    static let schema = #"""
        {"type":"object","properties":{
          "name":{"type":"string"},
          "email":{"type":"string","pattern":"^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$"},
          "day":{"type":"string","format":"date"},
          "count":{"type":"integer","minimum":100,"maximum":999},
          "tags":{"type":"array","items":{"type":"string","minLength":3},"minItems":2}
        },"required":["name","email","day","count","tags"],"additionalProperties":false}
        """#

    @Test("every answer under tight limits is valid", arguments: [60, 90, 150])
    func tightLimits(limit: Int) async throws {
        let schema = try GenerationSchema(jsonSchema: Self.schema)
        for seed in 0..<6 {
            let session = LanguageModelSession(model: Self.model)
            let options = GenerationOptions(
                sampling: .random(top: 40, seed: UInt64(seed)), temperature: 1.0, maximumResponseTokens: limit)
            let response = try await session.respond(
                to: "Give an example.", schema: schema, includeSchemaInPrompt: false, options: options)
            #expect(schema.violations(of: response.content).isEmpty, "limit \(limit), seed \(seed)")
            #expect(
                response.usage.responseTokens <= limit * (LanguageModelSession.maximumResamples + 1), "limit \(limit)")
        }
    }

    @Test("a limit below the shortest valid answer is a decoding failure, never invalid content")
    func impossibleLimit() async throws {
        let schema = try GenerationSchema(jsonSchema: Self.schema)
        let session = LanguageModelSession(model: Self.model)
        let options = GenerationOptions(
            sampling: .random(top: 40, seed: 1), temperature: 1.0, maximumResponseTokens: 12)
        await #expect(throws: LanguageModelSession.GenerationError.self) {
            _ = try await session.respond(
                to: "Give an example.", schema: schema, includeSchemaInPrompt: false, options: options)
        }
    }
}
