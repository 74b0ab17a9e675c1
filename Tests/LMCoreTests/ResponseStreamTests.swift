import LMCore
import Testing

@Suite("Streaming snapshots")
struct ResponseStreamTests {
    @Test("text snapshots are cumulative and the last equals the final response")
    func textSnapshotsAreCumulative() async throws {
        let model = MockLanguageModel(replies: [.chunks(["Once ", "upon ", "a ", "time."])])
        let session = LanguageModelSession(model: model)
        let stream = session.streamResponse(to: "Tell a story.")
        var snapshots: [String] = []
        for try await snapshot in stream {
            snapshots.append(snapshot.content)
        }
        let final = try await stream.collect()
        #expect(snapshots == ["Once ", "Once upon ", "Once upon a ", "Once upon a time."])
        for (earlier, later) in zip(snapshots, snapshots.dropFirst()) {
            #expect(later.hasPrefix(earlier) && later.count > earlier.count)
        }
        #expect(snapshots.last == final.content)
        #expect(final.rawContent == GeneratedContent(kind: .string("Once upon a time.")))
        #expect(kinds(session.transcript) == ["prompt", "response"])
    }

    @Test("structured snapshots end with the complete content")
    func structuredSnapshotsEndWithFinalContent() async throws {
        let content = GeneratedContent.sample(title: "Quarterly plan", count: 3)
        let model = MockLanguageModel(replies: [.structured(content, pieces: 6)])
        let session = LanguageModelSession(model: model)
        let stream = session.streamResponse(to: "Plan.", schema: GeneratedContent.generationSchema)
        var snapshots: [GeneratedContent] = []
        for try await snapshot in stream {
            snapshots.append(snapshot.rawContent)
        }
        let final = try await stream.collect()
        #expect(!snapshots.isEmpty)
        #expect(snapshots.last == final.rawContent)
        #expect(final.content.jsonString == content.jsonString)
    }

    @Test("collect without iterating returns the whole response")
    func collectWithoutIterating() async throws {
        let model = MockLanguageModel(replies: [.chunks(["a", "b", "c"])])
        let session = LanguageModelSession(model: model)
        let response = try await session.streamResponse(to: "Letters.").collect()
        #expect(response.content == "abc")
        #expect(response.servedBy.provider == "mock")
    }

    @Test("an error ends the stream and leaves the transcript as it was")
    func errorEndsStream() async throws {
        let model = MockLanguageModel(replies: [.sequence([.text("partial"), .failure(PlannedFailure())])])
        let session = LanguageModelSession(model: model, instructions: "Be brief.")
        let stream = session.streamResponse(to: "Go.")
        await #expect(throws: PlannedFailure.self) {
            for try await _ in stream {}
        }
        #expect(kinds(session.transcript) == ["instructions"])
        #expect(!session.isResponding)
    }
}
