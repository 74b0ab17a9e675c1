import Foundation
import LMCore
import Testing

@Suite("Transcript JSON")
struct TranscriptCodingTests {
    /// A transcript with every kind of entry and segment.
    static func fullTranscript() -> Transcript {
        Transcript(entries: [
            .instructions(
                .init(
                    segments: [.text(.init(content: "Be helpful. ✨"))],
                    toolDefinitions: [
                        .init(name: "echo", description: "Repeats text.", parameters: GeneratedContent.generationSchema)
                    ]
                )
            ),
            .prompt(
                .init(
                    segments: [.text(.init(content: "Plan a trip to Zürich"))],
                    options: GenerationOptions(
                        sampling: .random(top: 40, seed: 7), temperature: 0.7, maximumResponseTokens: 200),
                    responseFormat: .init(name: "Trip", schema: GeneratedContent.generationSchema)
                )
            ),
            .toolCalls(.init([.init(toolName: "echo", arguments: .sample(title: "b", count: 1))])),
            .toolOutput(.init(toolName: "echo", segments: [.text(.init(content: "echo: b"))])),
            .response(
                .init(
                    assetIDs: ["mock-model"],
                    segments: [.structure(.init(source: "Trip", content: .sample(title: "Zürich", count: 3)))]
                )
            ),
            .prompt(
                .init(segments: [.text(.init(content: "Greedy now"))], options: GenerationOptions(sampling: .greedy))),
            .response(.init(assetIDs: [], segments: [.text(.init(content: "Done."))])),
        ])
    }

    @Test("encoding and decoding gives an equal transcript")
    func roundTrip() throws {
        let transcript = Self.fullTranscript()
        let data = try JSONEncoder().encode(transcript)
        let decoded = try JSONDecoder().decode(Transcript.self, from: data)
        #expect(decoded == transcript)
        let again = try JSONEncoder().encode(decoded)
        #expect(try JSONDecoder().decode(Transcript.self, from: again) == transcript)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""format":"lmcore.transcript""#))
        #expect(text.contains(#""version":1"#))
    }

    @Test("a transcript from a real session round-trips and rehydrates")
    func sessionTranscriptRoundTrips() async throws {
        let model = MockLanguageModel(replies: [.text("Hi!"), .text("Bye!")])
        let session = LanguageModelSession(model: model, instructions: "Greet.")
        try await session.respond(to: "Hello")
        let data = try JSONEncoder().encode(session.transcript)
        let restored = LanguageModelSession(
            model: model, transcript: try JSONDecoder().decode(Transcript.self, from: data))
        #expect(restored.transcript == session.transcript)
        try await restored.respond(to: "Goodbye")
        #expect(kinds(restored.transcript) == ["instructions", "prompt", "response", "prompt", "response"])
    }

    @Test(
        "malformed or future transcripts fail with a clear message",
        arguments: [
            (#"{"version":1,"entries":[]}"#, "not an LMCore transcript"),
            (#"{"format":"lmcore.transcript","entries":[]}"#, "no \"version\""),
            (#"{"format":"lmcore.transcript","version":2,"entries":[]}"#, "update LMCore"),
            (#"{"format":"lmcore.transcript","version":1,"entries":[{"type":"memory","id":"x"}]}"#, "entries[0]"),
            (
                #"{"format":"lmcore.transcript","version":1,"entries":[{"type":"toolCalls","id":"x","calls":[{"id":"c","toolName":"t","arguments":"{\"a\":"}]}]}"#,
                "entries[0].calls[0].arguments"
            ),
            (#"{"format":"lmcore.transcript","version":1,"entries":[{"type":"toolOutput","id":"x"}]}"#, "toolName"),
        ]
    )
    func malformedTranscripts(json: String, expectedFragment: String) throws {
        do {
            _ = try JSONDecoder().decode(Transcript.self, from: Data(json.utf8))
            Issue.record("decoding should fail for \(json)")
        } catch let error as Transcript.FormatError {
            #expect(error.message.contains(expectedFragment), "message was: \(error.message)")
        }
    }

    @Test("text that is not JSON at all fails with a decoding error")
    func notJSON() {
        #expect(throws: (any Error).self) {
            try JSONDecoder().decode(Transcript.self, from: Data("not json".utf8))
        }
    }
}
