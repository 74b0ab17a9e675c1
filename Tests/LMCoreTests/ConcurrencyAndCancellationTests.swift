import LMCore
import Testing

@Suite("Concurrent requests and cancellation")
struct ConcurrencyAndCancellationTests {
    @Test("a second request while one runs throws concurrentRequests")
    func secondRequestThrows() async throws {
        let model = MockLanguageModel(replies: [.delayed(.milliseconds(300), .text("slow")), .text("unused")])
        let session = LanguageModelSession(model: model)
        let stream = session.streamResponse(to: "First.")
        #expect(session.isResponding)
        do {
            try await session.respond(to: "Second.")
            Issue.record("the second request should have been refused")
        } catch let error as LanguageModelSession.GenerationError {
            guard case .concurrentRequests = error else {
                Issue.record("unexpected error \(error)")
                return
            }
        }
        let first = try await stream.collect()
        #expect(first.content == "slow")
        #expect(!session.isResponding)
        #expect(kinds(session.transcript) == ["prompt", "response"])
    }

    @Test("cancelling mid-stream stops generation and leaves no partial entry")
    func cancellationMidStream() async throws {
        let pieces = (0..<50).map { "word\($0) " }
        let model = MockLanguageModel(replies: [.chunks(pieces, interval: .milliseconds(20)), .text("after")])
        let session = LanguageModelSession(model: model, instructions: "Talk.")
        let consumer = Task {
            var seen = 0
            for try await _ in session.streamResponse(to: "Talk a lot.") {
                seen += 1
                if seen == 3 { withUnsafeCurrentTask { $0?.cancel() } }
            }
            return seen
        }
        let seen = try await consumer.value
        #expect(seen < pieces.count, "generation should stop soon after cancellation")
        // The turn ends asynchronously; wait for the session to settle.
        var waited = 0
        while session.isResponding && waited < 200 {
            try await Task.sleep(for: .milliseconds(10))
            waited += 1
        }
        #expect(!session.isResponding)
        #expect(kinds(session.transcript) == ["instructions"])
        let next = try await session.respond(to: "Still there?")
        #expect(next.content == "after")
        #expect(kinds(session.transcript) == ["instructions", "prompt", "response"])
    }

    @Test("cancelling the task of respond throws CancellationError and keeps the transcript")
    func cancellationOfRespond() async throws {
        let model = MockLanguageModel(replies: [.delayed(.seconds(30), .text("never"))])
        let session = LanguageModelSession(model: model)
        let task = Task { try await session.respond(to: "Wait.") }
        try await Task.sleep(for: .milliseconds(50))
        task.cancel()
        let clock = ContinuousClock()
        let start = clock.now
        await #expect(throws: CancellationError.self) { try await task.value }
        // Far below the 30 s the reply would take; generous because heavy suites running in
        // parallel on a 2-core machine can hold the cooperative pool for seconds.
        #expect(clock.now - start < .seconds(20))
        #expect(session.transcript.isEmpty)
        #expect(!session.isResponding)
    }
}
