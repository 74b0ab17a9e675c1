import Foundation
import LMCore
import Testing

@testable import LMLlama

/// Schema-guided output from the trained model: for every evaluation schema and every task result
/// type, every answer a seeded generation returns is valid, and no string repeats the schema (a
/// description, or a sibling's list of choices) instead of answering.
///
/// A generation the token limit cuts before its structure can be closed throws `decodingFailure`
/// (it never returns invalid content); how often that happens is printed as a figure, per schema.
/// With SmolLM2-135M it happens on schemas with unbounded arrays of objects, which the model keeps
/// extending.
@Suite(
    "Trained model: structured output",
    .serialized, .enabled(if: LlamaTestSupport.canRunTrained, LlamaTestSupport.trainedSkipReason))
struct TrainedModelSchemaTests {
    /// One schema and the text to fill it from.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let instructions: String
        let schema: @Sendable () throws -> GenerationSchema
        let input: @Sendable () throws -> String
        var testDescription: String { name }
    }

    /// Seeds per schema: 5 in the suite, to keep it within minutes; `LMCORE_TRAINED_SEEDS=20`
    /// runs the full measurement.
    static let seeds = Int(ProcessInfo.processInfo.environment["LMCORE_TRAINED_SEEDS"] ?? "") ?? 5
    static let responseLimit = 384

    static var evalDirectory: URL {
        LlamaTestSupport.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/eval")
    }

    /// A document of the evaluation set, as the text the task types read.
    static func document(_ index: Int) throws -> String {
        let lines = try String(contentsOf: evalDirectory.appendingPathComponent("documents.jsonl"), encoding: .utf8)
            .split(separator: "\n")
        let line = try GeneratedContent(json: String(lines[index % lines.count]))
        return try line.value(String.self, forProperty: "text")
    }

    static let cases: [Case] = {
        var cases: [Case] = [
            Case(
                name: "DocumentSummary", instructions: TextTask.summarize.instructions,
                schema: { DocumentSummary.generationSchema }, input: { try document(0) }),
            Case(
                name: "DocumentTags", instructions: TextTask.tags.instructions,
                schema: { DocumentTags.generationSchema }, input: { try document(4) }),
            Case(
                name: "ExtractedEntities", instructions: TextTask.entities.instructions,
                schema: { ExtractedEntities.generationSchema }, input: { try document(9) }),
            Case(
                name: "TextCorrection", instructions: TextTask.correct.instructions,
                schema: { TextCorrection.generationSchema },
                input: { "i cant beleive teh meeting got moved agian, can u send me the new tiem" }),
            Case(
                name: "ConversationSummary", instructions: TextTask.summarizeConversation.instructions,
                schema: { ConversationSummary.generationSchema }, input: { try document(1) }),
        ]
        let names =
            ((try? FileManager.default.contentsOfDirectory(atPath: evalDirectory.appendingPathComponent("schemas").path))
            ?? [])
            .filter { $0.hasSuffix(".schema.json") }.sorted()
        for file in names {
            let name = String(file.dropLast(".schema.json".count))
            let folder = evalDirectory.appendingPathComponent("schemas")
            cases.append(
                Case(
                    name: name, instructions: TextTask.extract.instructions,
                    schema: {
                        try GenerationSchema(
                            jsonSchema: String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8))
                    },
                    input: {
                        try String(contentsOf: folder.appendingPathComponent(name + ".input.txt"), encoding: .utf8)
                    }))
        }
        return cases
    }()

    static let model = LlamaLanguageModel(
        path: LlamaTestSupport.trainedModelPath, configuration: .init(contextSize: 4096, batchSize: 512, threads: 2))

    @Test("The evaluation schemas are all here", .enabled(if: LlamaTestSupport.isRequired))
    func allSchemasPresent() {
        #expect(Self.cases.count >= 5 + 12, "expected the 12 evaluation schemas of ../shared/eval/schemas")
    }

    @Test("Seeded generations return only valid answers that never repeat the schema", arguments: cases)
    func seededGenerations(_ testCase: Case) async throws {
        if let only = ProcessInfo.processInfo.environment["DEBUG_ONLY"], only != testCase.name { return }
        let schema = try testCase.schema()
        let input = try testCase.input()
        let transcript = Transcript(entries: [
            .instructions(.init(segments: [.text(.init(content: testCase.instructions))], toolDefinitions: [])),
            .prompt(.init(segments: [.text(.init(content: input))])),
        ])
        var echoes: [SchemaEcho] = []
        var failures: [String] = []
        for seed in (Int(ProcessInfo.processInfo.environment["DEBUG_SEED"] ?? "") ?? 1)...Self.seeds {
            let request = LanguageModelExecutorGenerationRequest(
                transcript: transcript,
                schema: schema,
                generationOptions: GenerationOptions(
                    samplingMode: .random(top: 40, seed: UInt64(seed)), temperature: 0.7,
                    maximumResponseTokens: Self.responseLimit))
            var text = ""
            do {
                text = try await Self.model.record(request).text
            } catch let error as LanguageModelSession.GenerationError {
                // The only failure a grammar allows: a structure the token limit cut and could not close.
                guard case .decodingFailure = error else { throw error }
                failures.append("seed \(seed): \(error) after …\(text.suffix(160))")
                continue
            }
            let content = try GeneratedContent(json: text)
            #expect(throws: Never.self, "seed \(seed): \(text)") { try schema.validate(content) }
            echoes += SchemaEcho.find(in: content, schema: schema)
        }
        #expect(echoes.isEmpty, "values that repeat the schema: \(echoes.map(\.description))")
        print(
            "[trained model] \(testCase.name): \(Self.seeds - failures.count) of \(Self.seeds) seeds valid, "
                + "\(failures.count) cut by the limit of \(Self.responseLimit) tokens (decodingFailure)")
        for failure in failures { print("[trained model]   \(failure)") }
    }
}
