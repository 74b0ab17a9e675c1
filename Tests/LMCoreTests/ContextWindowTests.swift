import LMCore
import Testing

@Suite("Context window")
struct ContextWindowTests {
    @Test("a request that does not fit throws with the token count and the limit")
    func overflowCarriesBothNumbers() async throws {
        let model = MockLanguageModel(replies: [.text("unused")], contextSize: 10)
        let session = LanguageModelSession(model: model)
        let prompt = Array(repeating: "word", count: 23).joined(separator: " ")
        do {
            try await session.respond(to: prompt)
            Issue.record("the request should not fit")
        } catch let error as LanguageModelSession.GenerationError {
            guard case .exceededContextWindowSize(let context) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            // One rule everywhere: the prompt's tokens plus those kept for the response (at least 1).
            #expect(context.tokenCount == 24)
            #expect(context.contextSize == 10)
            let message = try #require(error.errorDescription)
            #expect(message.contains("23 prompt") && message.contains("10"))
            #expect(error.recoverySuggestion?.contains("condensed") == true)
        }
        #expect(model.requests.isEmpty, "nothing should reach the model")
        #expect(session.transcript.isEmpty)
    }

    @Test("the tokens kept for the response count: a prompt that fits alone fails with a larger maximum")
    func responseReserveCounts() async throws {
        let model = MockLanguageModel(replies: [.text("fits")], contextSize: 30)
        let prompt = Array(repeating: "word", count: 20).joined(separator: " ")
        #expect(try await LanguageModelSession(model: model).respond(to: prompt).content == "fits")
        await #expect(throws: LanguageModelSession.GenerationError.self) {
            try await LanguageModelSession(model: model).respond(
                to: prompt, options: GenerationOptions(maximumResponseTokens: 11))
        }
    }

    @Test("a condensed session keeps the instructions and the last turns")
    func condensedSessionKeepsRecentTurns() async throws {
        let model = MockLanguageModel(replies: [.text("one"), .text("two"), .text("three")])
        let session = LanguageModelSession(model: model, instructions: "Count.")
        for prompt in ["a", "b", "c"] { try await session.respond(to: prompt) }
        let condensed = session.condensed(keepingLastTurns: 1)
        #expect(kinds(condensed.transcript) == ["instructions", "prompt", "response"])
        #expect(condensed.transcript.instructions?.segments.textRepresentation == "Count.")
        guard case .response(let last) = condensed.transcript.last else {
            Issue.record("no response kept")
            return
        }
        #expect(last.segments.textRepresentation == "three")
    }

    @Test("a condensed session can carry a summary of the older turns")
    func condensedWithSummary() async throws {
        let model = MockLanguageModel(replies: [.text("one"), .text("two")])
        let summarizer = MockLanguageModel(replies: [.text("They counted to one.")])
        let session = LanguageModelSession(model: model, instructions: "Count.")
        try await session.respond(to: "a")
        try await session.respond(to: "b")
        let condensed = try await session.condensed(summarizingWith: summarizer, keepingLastTurns: 1)
        let instructions = try #require(condensed.transcript.instructions).segments.textRepresentation
        #expect(instructions.hasPrefix("Count."))
        #expect(instructions.contains("They counted to one."))
        #expect(kinds(condensed.transcript) == ["instructions", "prompt", "response"])
        let summaryRequest = try #require(summarizer.requests.first)
        #expect(summaryRequest.prompt?.segments.textRepresentation.contains("User: a") == true)
    }

    @Test("token counts cover prompts, instructions, transcripts and schemas")
    func tokenCounts() async throws {
        let model = MockLanguageModel()
        #expect(try await model.tokenCount(for: Prompt("three short words")) == 3)
        #expect(try await model.tokenCount(for: Instructions("two words")) == 2)
        let transcript = Transcript(entries: [.prompt(.init(Prompt("a b"))), .prompt(.init(Prompt("c")))])
        #expect(try await model.tokenCount(for: transcript) == 3)
        #expect(try await model.tokenCount(for: GeneratedContent.generationSchema) >= 1)
    }
}
