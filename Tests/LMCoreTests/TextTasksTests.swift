import LMCore
import Testing

@Suite("Text tasks")
struct TextTasksTests {
    /// A mock that answers every structured request with the given content and every text
    /// request with the given text.
    static func model(structured: GeneratedContent? = nil, text: String = "", contextSize: Int = 4096)
        -> MockLanguageModel
    {
        MockLanguageModel(contextSize: contextSize) { request in
            if request.schema != nil, let structured { return .structured(structured) }
            return .text(text)
        }
    }

    @Test("summarize puts the job in the instructions and the text in the prompt")
    func summarizeShortText() async throws {
        let summary = DocumentSummary(summary: "Rivers matter.", keyPoints: ["rivers"], readingTimeMinutes: 99)
        let model = Self.model(structured: summary.generatedContent)
        let text = Array(repeating: "word", count: 460).joined(separator: " ")
        let result = try await TextTasks(model: model).summarize(text)
        #expect(result.value.summary == "Rivers matter.")
        #expect(result.value.readingTimeMinutes == 2, "reading time is computed from the text: 460 words")
        #expect(result.pieces == 1)
        let request = try #require(model.requests.first)
        #expect(request.instructions.map { TextTask.named(in: $0.segments.textRepresentation) } == .summarize)
        #expect(request.prompt?.segments.textRepresentation == text)
        #expect(result.servedBy.provider == "mock")
    }

    @Test("an input longer than the context is split, processed piece by piece, and combined")
    func longInputIsSplit() async throws {
        let entities = LMCore.ExtractedEntities(people: ["Ada"], places: ["Oslo"])
        let model = Self.model(structured: entities.generatedContent, contextSize: 700)
        let paragraph = Array(repeating: "lorem ipsum dolor sit amet.", count: 20).joined(separator: " ")
        let text = Array(repeating: paragraph, count: 12).joined(separator: "\n\n")
        let tasks = TextTasks(model: model, responseReserve: 100)
        let result = try await tasks.extractEntities(text)
        #expect(result.pieces > 1)
        #expect(model.requests.count == result.pieces)
        #expect(result.value == entities, "the union of identical lists is the list")
        for request in model.requests {
            #expect(try await model.tokenCount(for: request) < model.contextSize)
        }
        let fed = model.requests.compactMap { $0.prompt?.segments.textRepresentation }.joined(separator: " ")
        #expect(
            fed.split(whereSeparator: \.isWhitespace).count == text.split(whereSeparator: \.isWhitespace).count,
            "every word of the input reaches the model: nothing is truncated"
        )
    }

    @Test("a long summary is reduced from the summaries of its pieces")
    func longSummaryIsReduced() async throws {
        let model = MockLanguageModel(contextSize: 600) { request in
            let prompt = request.prompt?.segments.textRepresentation ?? ""
            let isReduction = prompt.hasPrefix("piece summary")
            let summary = DocumentSummary(
                summary: isReduction ? "overall summary" : "piece summary",
                keyPoints: ["point"],
                readingTimeMinutes: 1
            )
            return .structured(summary.generatedContent)
        }
        let text = Array(repeating: "The committee met again and discussed the plan.", count: 150)
            .joined(separator: " ")
        let result = try await TextTasks(model: model, responseReserve: 100).summarize(text)
        #expect(result.pieces > 1)
        #expect(result.value.summary == "overall summary")
        #expect(result.value.readingTimeMinutes == TextTasksTests.minutes(words: 8 * 150))
    }

    static func minutes(words: Int) -> Int {
        max(1, Int((Double(words) / 230).rounded(.up)))
    }

    @Test(
        "titles are cleaned of quotes, labels, punctuation and extra words",
        arguments: [
            ("\"Budget Review For Q3 Planning Session.\"\nMore text", "Budget Review For Q3 Planning"),
            ("Title: Quarterly Sales Report.", "Quarterly Sales Report"),
            ("  **Trip to Lisbon**  ", "Trip to Lisbon"),
        ]
    )
    func titleIsCleaned(raw: String, expected: String) async throws {
        let model = Self.model(text: raw)
        let result = try await TextTasks(model: model).title("Some note about things.")
        #expect(result.value == expected)
        #expect(model.requests.first?.generationOptions.maximumResponseTokens == 24)
    }

    @Test("tags from several pieces keep the most frequent and mark disagreement as mixed")
    func tagsAreCombined() {
        let combined = DocumentTags.combining([
            DocumentTags(tags: ["budget", "planning"], category: .finance, sentiment: .positive),
            DocumentTags(tags: ["budget", "hiring"], category: .finance, sentiment: .negative),
            DocumentTags(tags: ["budget"], category: .work, sentiment: .neutral),
        ])
        #expect(combined.tags == ["budget", "planning", "hiring"])
        #expect(combined.category == .finance)
        #expect(combined.sentiment == .mixed)
    }

    @Test("extract fills any schema and the result validates")
    func extractAnySchema() async throws {
        let schema = try GenerationSchema(
            jsonSchema: #"""
                {"type":"object","properties":{"name":{"type":"string"},"age":{"type":"integer"}},
                 "required":["name","age"],"additionalProperties":false}
                """#
        )
        let content = try GeneratedContent(json: #"{"name":"Ada","age":36}"#)
        let model = Self.model(structured: content)
        let result = try await TextTasks(model: model).extract("Ada is 36.", schema: schema)
        #expect(result.value == content)
        try schema.validate(result.value)
    }

    @Test("the task marker round-trips for every task", arguments: TextTask.allCases)
    func markerRoundTrips(task: TextTask) {
        #expect(TextTask.named(in: task.instructions) == task)
        #expect(TextTask.named(in: "Summarize this.") == nil)
    }
}
