import Foundation
import LMCore
import Testing

/// A piece of app code, as an app would write it: it suggests a title for a note and falls back
/// to the note's first words when the model can't help.
struct NoteTitleSuggester {
    let model: any LanguageModel

    func suggestTitle(for note: String) async -> String {
        guard model.isAvailable else { return firstWords(of: note) }
        let session = LanguageModelSession(model: model, instructions: "Write a 3 to 5 word title.")
        do {
            let title = try await session.respond(to: note, options: GenerationOptions(sampling: .greedy))
            return title.content.trimmingCharacters(in: .whitespacesAndNewlines)
        } catch {
            return firstWords(of: note)
        }
    }

    private func firstWords(of note: String) -> String {
        note.split(separator: " ").prefix(5).joined(separator: " ")
    }
}

@Suite("MockLanguageModel, as an app's tests use it")
struct MockLanguageModelTests {
    @Test("the app gets the model's title and sends the note as the prompt")
    func appUsesModelTitle() async throws {
        let model = MockLanguageModel(replies: [.text("  Budget Review Notes \n")])
        let title = await NoteTitleSuggester(model: model).suggestTitle(for: "We reviewed the budget today.")
        #expect(title == "Budget Review Notes")
        let request = try #require(model.requests.first)
        #expect(request.instructions?.segments.textRepresentation == "Write a 3 to 5 word title.")
        #expect(request.prompt?.segments.textRepresentation == "We reviewed the budget today.")
        #expect(request.generationOptions.samplingMode == .greedy)
    }

    @Test("the app falls back when the model is unavailable or fails")
    func appFallsBack() async throws {
        let unavailable = MockLanguageModel(availability: .unavailable(.modelLoading))
        let note = "one two three four five six seven"
        #expect(await NoteTitleSuggester(model: unavailable).suggestTitle(for: note) == "one two three four five")
        #expect(unavailable.requests.isEmpty)

        let failing = MockLanguageModel(replies: [.failure(PlannedFailure())])
        #expect(await NoteTitleSuggester(model: failing).suggestTitle(for: note) == "one two three four five")
        #expect(failing.requests.count == 1)
    }

    @Test("availability can be changed while a test runs")
    func availabilityIsSettable() async {
        let model = MockLanguageModel()
        #expect(model.isAvailable)
        model.availability = .unavailable(.modelFileNotFound(path: "/tmp/x.gguf"))
        #expect(!model.isAvailable)
        #expect(model.availability.description.contains("/tmp/x.gguf"))
        await #expect(throws: LanguageModelSession.GenerationError.self) {
            try await LanguageModelSession(model: model).respond(to: "hello")
        }
    }

    @Test("a responder closure answers from the request")
    func responderAnswersFromRequest() async throws {
        let model = MockLanguageModel { request in
            .text("You said: " + (request.prompt?.segments.textRepresentation ?? ""))
        }
        let session = LanguageModelSession(model: model)
        #expect(try await session.respond(to: "ping").content == "You said: ping")
        #expect(try await session.respond(to: "pong").content == "You said: pong")
    }

    @Test("running out of replies is an error that says how to fix the test")
    func runningOutOfReplies() async throws {
        let model = MockLanguageModel(replies: [.text("only one")])
        let session = LanguageModelSession(model: model)
        try await session.respond(to: "first")
        do {
            try await session.respond(to: "second")
            Issue.record("the second request should fail")
        } catch let error as MockLanguageModelError {
            #expect(error.message.contains("enqueue"))
        }
        model.enqueue(.text("now there is one"))
        #expect(try await session.respond(to: "third").content == "now there is one")
        #expect(model.pendingReplies == 0)
    }

    @Test("token usage and the provider are reported on the response")
    func usageIsReported() async throws {
        let model = MockLanguageModel(
            replies: [.text("four words of answer")], providerName: "mock", modelIdentifier: "m1")
        let session = LanguageModelSession(model: model, instructions: "two words")
        let response = try await session.respond(to: "three more words")
        #expect(response.usage.promptTokens == 5)
        #expect(response.usage.responseTokens == 4)
        #expect(response.servedBy == ServedBy(provider: "mock", model: "m1", reason: .requested))
    }
}
