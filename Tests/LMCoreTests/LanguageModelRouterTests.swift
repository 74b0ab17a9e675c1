import LMCore
import Testing

@Suite("Fallback chains")
struct LanguageModelRouterTests {
    @Test("an unavailable model is passed over and the response says why")
    func fallsBackOnUnavailable() async throws {
        let primary = MockLanguageModel(
            replies: [.text("primary")],
            availability: .unavailable(.runtimeNotInstalled(detail: "libllama not found")),
            providerName: "llama"
        )
        let secondary = MockLanguageModel(replies: [.text("secondary")], providerName: "fallback")
        let session = LanguageModelSession(model: LanguageModelRouter([primary, secondary]))
        let response = try await session.respond(to: "Hello")
        #expect(response.content == "secondary")
        #expect(response.servedBy.provider == "fallback")
        #expect(response.servedBy.reason.description.contains("llama unavailable"))
        #expect(response.servedBy.reason.description.contains("runtime not installed"))
        #expect(response.servedBy.description.hasPrefix("used=fallback reason="))
        #expect(primary.requests.isEmpty)
    }

    @Test("the first available model serves when it succeeds", arguments: [true, false])
    func firstChoiceServes(secondAvailable: Bool) async throws {
        let primary = MockLanguageModel(replies: [.text("primary")], providerName: "llama")
        let secondary = MockLanguageModel(
            replies: [.text("secondary")],
            availability: secondAvailable ? .available : .unavailable(.modelLoading),
            providerName: "fallback"
        )
        let session = LanguageModelSession(model: LanguageModelRouter([primary, secondary]))
        let response = try await session.respond(to: "Hello")
        #expect(response.content == "primary")
        #expect(response.servedBy.reason == .firstChoice)
        #expect(secondary.requests.isEmpty)
    }

    @Test(
        "fallback-worthy failures move on to the next model",
        arguments: [
            LanguageModelSession.GenerationError.guardrailViolation(.init(debugDescription: "blocked")),
            .decodingFailure(.init(debugDescription: "bad json")),
            .assetsUnavailable(.init(debugDescription: "weights missing")),
        ]
    )
    func fallsBackOnFailure(failure: LanguageModelSession.GenerationError) async throws {
        let primary = MockLanguageModel(replies: [.failure(failure)], providerName: "llama")
        let secondary = MockLanguageModel(replies: [.text("rescued")], providerName: "fallback")
        let session = LanguageModelSession(model: LanguageModelRouter([primary, secondary]))
        let response = try await session.respond(to: "Hello")
        #expect(response.content == "rescued")
        #expect(response.servedBy.reason.description.contains("llama failed"))
        #expect(primary.requests.count == 1)
    }

    @Test("other failures are not retried")
    func doesNotFallBackOnOtherFailures() async throws {
        let primary = MockLanguageModel(
            replies: [.failure(LanguageModelSession.GenerationError.rateLimited(.init(debugDescription: "slow down")))]
        )
        let secondary = MockLanguageModel(replies: [.text("unused")])
        let session = LanguageModelSession(model: LanguageModelRouter([primary, secondary]))
        await #expect(throws: LanguageModelSession.GenerationError.self) {
            try await session.respond(to: "Hello")
        }
        #expect(secondary.requests.isEmpty)
    }

    @Test("a failure after part of the answer was delivered is not mixed with another model's answer")
    func neverMixesProviders() async throws {
        let failure = LanguageModelSession.GenerationError.guardrailViolation(.init(debugDescription: "late"))
        let primary = MockLanguageModel(replies: [.sequence([.text("half an ans"), .failure(failure)])])
        let secondary = MockLanguageModel(replies: [.text("other answer")])
        let session = LanguageModelSession(model: LanguageModelRouter([primary, secondary]))
        await #expect(throws: LanguageModelSession.GenerationError.self) {
            try await session.respond(to: "Hello")
        }
        #expect(secondary.requests.isEmpty)
    }

    @Test("cancellation is not a reason to fall back")
    func doesNotFallBackOnCancellation() async throws {
        let primary = MockLanguageModel(replies: [.delayed(.seconds(30), .text("late"))])
        let secondary = MockLanguageModel(replies: [.text("unused")])
        let session = LanguageModelSession(model: LanguageModelRouter([primary, secondary]))
        let task = Task { try await session.respond(to: "Hello") }
        try await Task.sleep(for: .milliseconds(50))
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(secondary.requests.isEmpty)
        #expect(session.transcript.isEmpty)
    }

    @Test("a chain with nothing available reports every reason")
    func nothingAvailable() async throws {
        let router = LanguageModelRouter([
            MockLanguageModel(
                availability: .unavailable(.modelFileNotFound(path: "/models/a.gguf")), providerName: "llama"),
            MockLanguageModel(availability: .unavailable(.modelLoading), providerName: "other"),
        ])
        #expect(!router.isAvailable)
        let session = LanguageModelSession(model: router)
        do {
            try await session.respond(to: "Hello")
            Issue.record("the request should have failed")
        } catch let error as LanguageModelSession.GenerationError {
            #expect(error.localizedDescription.contains("/models/a.gguf"))
        }
    }
}

@Suite("Router: structured answers are checked before they reach the caller")
struct LanguageModelRouterStructuredTests {
    struct Reading: Codable, Generable, Equatable {
        var city: String
        var celsius: Int
    }

    @Test("an answer that breaks its schema falls back, and nothing of it reaches the stream")
    func invalidStructuredAnswerFallsBack() async throws {
        let invalid = GeneratedContent(properties: ["city": "Bergen"])
        let valid = GeneratedContent(properties: ["city": "Oslo", "celsius": -4])
        let primary = MockLanguageModel(replies: [.structured(invalid, pieces: 3)], providerName: "llama")
        let secondary = MockLanguageModel(replies: [.structured(valid, pieces: 3)], providerName: "fallback")
        let session = LanguageModelSession(model: LanguageModelRouter([primary, secondary]))
        let stream = session.streamResponse(to: "Weather in Oslo?", generating: Reading.self)
        var snapshots: [String] = []
        for try await snapshot in stream { snapshots.append(snapshot.rawContent.jsonString) }
        let response = try await stream.collect()
        #expect(response.content == Reading(city: "Oslo", celsius: -4))
        #expect(response.servedBy.provider == "fallback")
        guard case .fellBack(let passed) = response.servedBy.reason else {
            Issue.record("expected a fallback, got \(response.servedBy.reason)")
            return
        }
        #expect(passed.map(\.kind) == [.failed])
        #expect(passed.first?.detail.contains("schema") == true || passed.first?.detail.contains("Reading") == true)
        #expect(!snapshots.isEmpty)
        #expect(!snapshots.contains { $0.contains("Bergen") }, "no snapshot of the invalid answer")
    }
}
