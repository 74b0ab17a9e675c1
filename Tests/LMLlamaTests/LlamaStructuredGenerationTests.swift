import Foundation
import LMCore
import Testing

@testable import LMLlama

@Suite("Grammar-constrained structured generation", .enabled(if: LlamaTestSupport.canRun, LlamaTestSupport.skipReason))
struct LlamaStructuredGenerationTests {
    /// Seeded generations per schema (`LMCORE_SCHEMA_RUNS` overrides 50).
    static let runs = Int(ProcessInfo.processInfo.environment["LMCORE_SCHEMA_RUNS"] ?? "") ?? 50

    private static let model = LlamaLanguageModel(
        path: LlamaTestSupport.modelPath, configuration: .init(contextSize: 1024, batchSize: 256, threads: 2))

    /// Generates `runs` values of a type with different seeds; each must decode and validate.
    private func generateAll<Content: Generable>(_ type: Content.Type) async throws {
        let schema = Content.generationSchema
        for seed in 0..<Self.runs {
            let session = LanguageModelSession(model: Self.model)
            let options = GenerationOptions(
                sampling: .random(top: 40, seed: UInt64(seed)), temperature: 1.0, maximumResponseTokens: 400)
            let response = try await session.respond(
                to: "Give an example.", generating: type, includeSchemaInPrompt: false, options: options)
            #expect(
                schema.violations(of: response.rawContent).isEmpty, "seed \(seed): \(response.rawContent.jsonString)")
        }
    }

    @Test("The grammar of every test schema is accepted by llama.cpp")
    func grammarsParse() throws {
        let model = try LlamaTestSupport.model()
        let schemas = [
            FlatRecord.generationSchema, Book.generationSchema, Scores.generationSchema, Paint.generationSchema,
            Ticket.generationSchema, Chain.generationSchema,
        ]
        for schema in schemas {
            _ = try LlamaSampler(model: model, mode: .greedy, grammar: LlamaGrammarCompiler.compile(schema))
        }
    }

    @Test("Flat objects with patterns and ranges") func flat() async throws { try await generateAll(FlatRecord.self) }
    @Test("Nested objects") func nested() async throws { try await generateAll(Book.self) }
    @Test("Arrays with counts") func arrays() async throws { try await generateAll(Scores.self) }
    @Test("Enumerations") func enumerations() async throws { try await generateAll(Paint.self) }
    @Test("Optional properties") func optionals() async throws { try await generateAll(Ticket.self) }
    @Test("A recursive type") func recursive() async throws { try await generateAll(Chain.self) }
}
