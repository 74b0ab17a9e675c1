import Foundation
import LMCore
import LMFallback
import Testing

/// The shared evaluation folder beside the repository (`../shared/eval`).
enum EvalFolder {
    static var url: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("shared/eval")
    }

    static var schemaNames: [String] {
        let folder = url.appendingPathComponent("schemas")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".schema.json") }.map { String($0.dropLast(".schema.json".count)) }.sorted()
    }

    static func read(_ relativePath: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(relativePath), encoding: .utf8)
    }
}

@Suite("FallbackLanguageModel")
struct FallbackLanguageModelTests {
    let note = """
        From: Priya Raman <priya@northwind.example>
        Subject: Warehouse move to Leeds

        Hi team, the board approved the move of our distribution centre to Leeds on March 4, 2026. \
        The budget is £1.2 million and Northwind Logistics Ltd will handle the transfer. \
        Please send questions to ops@northwind.example before Friday.
        """

    @Test("is always available and says it is the fallback")
    func alwaysAvailable() async throws {
        let model = FallbackLanguageModel()
        #expect(model.isAvailable)
        #expect(!model.capabilities.contains(.toolCalling))
        let response = try await LanguageModelSession(model: model).respond(to: note)
        #expect(response.servedBy.provider == "fallback")
        #expect(!response.content.isEmpty)
    }

    @Test("text tasks answer from the analysis")
    func textTasks() async throws {
        let tasks = TextTasks(model: FallbackLanguageModel())
        let title = try await tasks.title(note).value
        #expect((3...5).contains(title.split(separator: " ").count), "title was '\(title)'")
        let entities = try await tasks.extractEntities(note).value
        #expect(entities.emails.contains("ops@northwind.example"))
        #expect(entities.money.contains("£1.2 million"))
        let summary = try await tasks.summarize(note).value
        #expect(!summary.summary.isEmpty && !summary.keyPoints.isEmpty)
        let tags = try await tasks.tags(note).value
        #expect(!tags.tags.isEmpty)
        let correction = try await tasks.correct("pleasr sned teh report tomorow").value
        #expect(correction.refined.lowercased().contains("please"))
    }

    @Test("the same request gives the same bytes")
    func deterministic() async throws {
        let schema = try GenerationSchema(jsonSchema: try EvalFolder.read("schemas/event.schema.json"))
        let input = try EvalFolder.read("schemas/event.input.txt")
        var outputs: Set<String> = []
        for _ in 0..<3 {
            let session = LanguageModelSession(
                model: FallbackLanguageModel(), instructions: TextTask.extract.instructions)
            outputs.insert(try await session.respond(to: input, schema: schema).content.jsonString)
            outputs.insert(try await TextTasks(model: FallbackLanguageModel()).summarize(note).value.summary)
        }
        #expect(outputs.count == 2)
    }

    @Test("fills each evaluation schema with content that validates", arguments: EvalFolder.schemaNames)
    func fillsEvalSchemas(name: String) async throws {
        let schema = try GenerationSchema(jsonSchema: try EvalFolder.read("schemas/\(name).schema.json"))
        let input = try EvalFolder.read("schemas/\(name).input.txt")
        let result = try await TextTasks(model: FallbackLanguageModel()).extract(input, schema: schema)
        try schema.validate(result.value)
    }

    @Test("the evaluation folder has the twelve schemas")
    func evalFolderIsThere() {
        #expect(EvalFolder.schemaNames.count == 12)
    }

    @Test("fills the task result types, and empty or odd input still validates")
    func fillsTaskTypes() async throws {
        for input in [note, "", "   \n\t ", String(repeating: "x", count: 5000), "\u{FFFD}\u{0}\u{1}binary\u{7F}"] {
            let tasks = TextTasks(model: FallbackLanguageModel())
            try DocumentSummary.generationSchema.validate(try await tasks.summarize(input).value.generatedContent)
            try DocumentTags.generationSchema.validate(try await tasks.tags(input).value.generatedContent)
            try ConversationSummary.generationSchema.validate(
                try await tasks.summarizeConversation(input).value.generatedContent
            )
            try TextCorrection.generationSchema.validate(try await tasks.correct(input).value.generatedContent)
        }
    }

    @Test("maximumResponseTokens bounds a text answer")
    func maximumResponseTokens() async throws {
        let session = LanguageModelSession(model: FallbackLanguageModel(), instructions: "Summarize the text.")
        let response = try await session.respond(to: note, options: GenerationOptions(maximumResponseTokens: 5))
        #expect(response.content.split(whereSeparator: \.isWhitespace).count <= 5)
    }

    @Test("streams an answer whose snapshots grow to the final text")
    func streams() async throws {
        let session = LanguageModelSession(
            model: FallbackLanguageModel(), instructions: TextTask.summarize.instructions)
        let stream = session.streamResponse(to: note)
        var last = ""
        for try await snapshot in stream {
            #expect(snapshot.content.hasPrefix(last))
            last = snapshot.content
        }
        #expect(try await stream.collect().content == last)
    }
}
