import LMCore
import Testing

@Suite("Session turns and the transcript")
struct SessionTranscriptTests {
    @Test("a text turn appends prompt then response, after the instructions")
    func textTurnAppendsInOrder() async throws {
        let model = MockLanguageModel(replies: [.text("Paris"), .text("Lyon")])
        let session = LanguageModelSession(model: model, instructions: "Answer with one word.")
        let first = try await session.respond(to: "Capital of France?")
        let second = try await session.respond(to: "Another city?")
        #expect(first.content == "Paris")
        #expect(second.content == "Lyon")
        #expect(kinds(session.transcript) == ["instructions", "prompt", "response", "prompt", "response"])
        #expect(kinds(second.transcriptEntries) == ["prompt", "response"])
        guard case .response(let response) = session.transcript.last else {
            Issue.record("the last entry is not a response")
            return
        }
        #expect(response.segments.textRepresentation == "Lyon")
        // The second request carried the whole conversation so far.
        let request = try #require(model.requests.last)
        #expect(kinds(request.transcript) == ["instructions", "prompt", "response", "prompt"])
        #expect(request.prompt?.segments.textRepresentation == "Another city?")
    }

    @Test("a structured turn records the response format and a structured segment")
    func structuredTurnRecordsSchema() async throws {
        let content = GeneratedContent.sample(title: "Trip", count: 2)
        let model = MockLanguageModel(replies: [.structured(content)])
        let session = LanguageModelSession(model: model)
        let response = try await session.respond(to: "Plan a trip.", schema: GeneratedContent.generationSchema)
        #expect(response.content.jsonString == content.jsonString)
        #expect(kinds(session.transcript) == ["prompt", "response"])
        guard case .prompt(let prompt) = session.transcript.first,
            case .response(let answer) = session.transcript.last,
            case .structure(let segment) = answer.segments.first
        else {
            Issue.record("unexpected transcript shape: \(kinds(session.transcript))")
            return
        }
        #expect(prompt.responseFormat?.schema == GeneratedContent.generationSchema)
        #expect(segment.content.jsonString == content.jsonString)
        if let request = model.requests.first, request.schema != nil {
            #expect(request.contextOptions.includeSchemaInPrompt)
        } else {
            Issue.record("the request was not structured")
        }
    }

    @Test("a tool-calling turn appends prompt, tool calls, tool output, response")
    func toolTurnAppendsInOrder() async throws {
        let probe = ConcurrencyProbe()
        let model = MockLanguageModel(replies: [
            .toolCalls([
                Transcript.ToolCall(toolName: "echo", arguments: GeneratedContent(kind: .string("one"))),
                Transcript.ToolCall(toolName: "echo", arguments: GeneratedContent(kind: .string("two"))),
            ]),
            .text("done"),
        ])
        let session = LanguageModelSession(model: model, tools: [EchoTool(probe: probe)], instructions: "Use tools.")
        let response = try await session.respond(to: "Echo twice.")
        #expect(response.content == "done")
        #expect(
            kinds(session.transcript) == [
                "instructions", "prompt", "toolCalls", "toolOutput", "toolOutput", "response",
            ]
        )
        let outputs = session.transcript.compactMap { entry -> String? in
            if case .toolOutput(let output) = entry { return output.segments.textRepresentation }
            return nil
        }
        #expect(outputs == [#"echo: "one""#, #"echo: "two""#])
        #expect(await probe.maximum == 2, "the two tool calls should run at the same time")
        #expect(model.requests.count == 2)
        #expect(kinds(model.requests[1].transcript).suffix(3) == ["toolCalls", "toolOutput", "toolOutput"])
        guard case .instructions(let instructions) = session.transcript.first else {
            Issue.record("no instructions entry")
            return
        }
        #expect(instructions.toolDefinitions.map(\.name) == ["echo"])
    }

    @Test("a tool's error surfaces as ToolCallError with the tool and the underlying error")
    func toolErrorIsWrapped() async throws {
        let model = MockLanguageModel(replies: [.toolCall("broken", arguments: GeneratedContent(kind: .null))])
        let session = LanguageModelSession(model: model, tools: [FailingTool()])
        do {
            try await session.respond(to: "Try the tool.")
            Issue.record("the turn should have failed")
        } catch let error as LanguageModelSession.ToolCallError {
            #expect(error.tool.name == "broken")
            #expect(error.underlyingError as? PlannedFailure == PlannedFailure(name: "tool failed"))
            #expect(error.localizedDescription.contains("broken"))
        }
        #expect(kinds(session.transcript) == ["instructions"], "the failed turn adds nothing")
    }

    @Test("a call of a tool the session doesn't have is a decoding failure")
    func unknownToolIsDecodingFailure() async throws {
        let model = MockLanguageModel(replies: [.toolCall("missing", arguments: GeneratedContent(kind: .null))])
        let session = LanguageModelSession(model: model)
        await #expect(throws: LanguageModelSession.GenerationError.self) {
            try await session.respond(to: "Go.")
        }
    }

    @Test("a model that never stops calling tools is stopped after the round limit")
    func toolRoundsAreBounded() async throws {
        let probe = ConcurrencyProbe()
        let model = MockLanguageModel { _ in .toolCall("echo", arguments: GeneratedContent(kind: .string("again"))) }
        let session = LanguageModelSession(model: model, tools: [EchoTool(probe: probe)])
        do {
            try await session.respond(to: "Loop.")
            Issue.record("the turn should have failed")
        } catch let error as LanguageModelSession.GenerationError {
            guard case .decodingFailure = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(error.localizedDescription.contains("rounds"))
        }
        #expect(model.requests.count == session.maximumToolRounds + 1)
    }

    @Test("instructions from a builder and a rehydrated transcript")
    func builderAndRehydration() async throws {
        let model = MockLanguageModel(replies: [.text("first"), .text("second")])
        let session = LanguageModelSession(model: model) {
            "You write titles."
            "Answer with the title only."
        }
        try await session.respond {
            "Title this:"
            "A long note about rivers."
        }
        let restored = LanguageModelSession(model: model, transcript: session.transcript)
        try await restored.respond(to: "Again.")
        #expect(
            restored.transcript.instructions?.segments.textRepresentation
                == "You write titles.\nAnswer with the title only.")
        #expect(kinds(restored.transcript) == ["instructions", "prompt", "response", "prompt", "response"])
        #expect(model.requests.first?.prompt?.segments.textRepresentation == "Title this:\nA long note about rivers.")
    }
}

@Suite("Generating String")
struct GeneratingStringTests {
    @Test("a String asked for as structured output accepts bare text and JSON strings")
    func stringAsStructuredOutput() async throws {
        let model = MockLanguageModel(replies: [.text("plain words"), .text(#""quoted words""#)])
        let session = LanguageModelSession(model: model)
        let plain: String = try await session.respond(to: "a", generating: String.self).content
        let quoted: String = try await session.respond(to: "b", generating: String.self).content
        #expect(plain == "plain words")
        #expect(quoted == "quoted words")
    }

    @Test("respond(to:) without generating: is a text answer, even where an optional is expected")
    func textOverloadWins() async throws {
        let model = MockLanguageModel(replies: [.text("bare text")])
        let session = LanguageModelSession(model: model)
        let answer = (try? await session.respond(to: "x").content) ?? "failed"
        #expect(answer == "bare text")
        #expect(model.requests.first.map { $0.schema == nil } == true)
    }
}
