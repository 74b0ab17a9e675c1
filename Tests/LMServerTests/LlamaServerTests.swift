import Foundation
import LMCore
import LMServerTestSupport
import Synchronization
import Testing

@testable import LMServer

/// LMServer against a real llama-server running SmolLM2-135M-Instruct. Each test starts its own
/// server and stops it when it ends, whatever happens.
@Suite(
    "LMServer: llama-server", .serialized,
    .enabled(if: LlamaServerProcess.canRun, Comment(rawValue: LlamaServerProcess.skipReason)))
struct LlamaServerTests {
    struct Headline: Codable, Generable {
        var title: String
        var urgent: Bool
    }

    struct CityTool: Tool {
        struct Arguments: Codable, Generable {
            var city: String
        }

        let name = "getWeather"
        let description = "Gets the weather in a city."
        func call(arguments: Arguments) async throws -> String {
            "sunny in \(arguments.city)"
        }
    }

    @Test("respond answers with text and reports usage")
    func respond() async throws {
        let server = try await LlamaServerProcess()
        defer { server.stop() }
        let session = LanguageModelSession(model: server.model())
        let response = try await session.respond(
            to: "Say hello in one short sentence.", options: GenerationOptions(maximumResponseTokens: 32))
        #expect(!response.content.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
        #expect(response.usage.promptTokens > 0)
        #expect(response.usage.responseTokens > 0)
    }

    @Test("streaming delivers growing snapshots that end in the response")
    func stream() async throws {
        let server = try await LlamaServerProcess()
        defer { server.stop() }
        let session = LanguageModelSession(model: server.model())
        let stream = session.streamResponse(
            to: "List three colors.", options: GenerationOptions(maximumResponseTokens: 48))
        var snapshots: [String] = []
        for try await snapshot in stream { snapshots.append(snapshot.content) }
        let response = try await stream.collect()
        #expect(snapshots.count > 1)
        #expect(snapshots.last == response.content)
    }

    @Test("a structured answer follows the schema")
    func structured() async throws {
        let server = try await LlamaServerProcess()
        defer { server.stop() }
        let session = LanguageModelSession(model: server.model())
        let response = try await session.respond(
            to: "Write a headline about a flood in the city.", generating: Headline.self,
            options: GenerationOptions(maximumResponseTokens: 96))
        #expect(!response.content.title.isEmpty)
        try JSONSchemaValidator(jsonSchema: Headline.generationSchema.jsonSchemaString).validate(response.rawContent)
    }

    @Test("toolCallingMode .required sends tool_choice: required (llama-server answers with a tool call)")
    func requiredToolCall() async throws {
        let server = try await LlamaServerProcess()
        defer { server.stop() }
        let tool = CityTool()
        var request = ServerTestSupport.request("What is the weather in Paris?")
        request.enabledToolDefinitions = [Transcript.ToolDefinition(tool: tool)]
        request.generationOptions = GenerationOptions(maximumResponseTokens: 64)
        request.generationOptions.toolCallingMode = .required
        let events = try await ServerTestSupport.respond(server.model(), to: request)
        // The pinned llama-server (llama-cpp-python 0.3.36) builds no tool-call grammar for
        // SmolLM2's template, nor for chatml tool templates given with --chat-template-file: it
        // samples free text despite tool_choice "required" (checked with curl). The stub-server
        // tests cover the tool-call path; this notices when llama-server starts enforcing it.
        withKnownIssue("llama-server does not enforce tool_choice: required for SmolLM2") {
            let call = try #require(events.toolCalls.first)
            #expect(call.name == "getWeather")
            #expect(try GeneratedContent(json: call.arguments)["city"]?.stringValue != nil)
        }
        #expect(events.toolCalls.isEmpty != events.text.isEmpty)
    }

    @Test("cancelling mid-stream ends the stream and the server's generation, and frees the slot")
    func cancellation() async throws {
        let server = try await LlamaServerProcess()
        defer { server.stop() }
        let session = LanguageModelSession(model: server.model())
        let firstSnapshot = Mutex(false)
        let task = Task {
            let stream = session.streamResponse(
                to: "Count from 1 to 1000, one number per line.",
                options: GenerationOptions(temperature: 0, maximumResponseTokens: 1500))
            for try await _ in stream { firstSnapshot.withLock { $0 = true } }
        }
        // Generous bounds: each loop ends as soon as its condition holds.
        let deadline = ContinuousClock.now + .seconds(600)
        while !firstSnapshot.withLock({ $0 }), ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(firstSnapshot.withLock { $0 })
        task.cancel()
        _ = await task.result
        // The server sees the closed connection and stops: its slot goes idle with the answer
        // unfinished (llama-server's `has_next_token` stays true only for a stopped task; an
        // answer that ran to its end or its limit clears it).
        let slots = try await server.waitUntilIdle()
        let used = slots.filter(\.hasRun)
        #expect(used.count == 1)
        #expect(used.allSatisfy { $0.wasStoppedEarly })
        let next = try await LanguageModelSession(model: server.model())
            .respond(to: "Say yes.", options: GenerationOptions(maximumResponseTokens: 8))
        #expect(!next.content.isEmpty)
    }

    @Test("a server killed mid-stream is a clean error, and the session works once it is back")
    func serverKilledMidStream() async throws {
        let server = try await LlamaServerProcess()
        defer { server.stop() }
        let model = server.model()
        let session = LanguageModelSession(model: model)
        var snapshots = 0
        var failure: (any Error)?
        do {
            let stream = session.streamResponse(
                to: "Count from 1 to 300, one number per line.", options: GenerationOptions(maximumResponseTokens: 600))
            for try await _ in stream {
                snapshots += 1
                if snapshots == 3 { server.crash() }
            }
        } catch {
            failure = error
        }
        #expect(snapshots >= 3)
        let error = try #require(failure)
        #expect(!(error is CancellationError))
        #expect("\(error)".count > 10)

        let restarted = try await LlamaServerProcess(port: server.port)
        defer { restarted.stop() }
        let response = try await session.respond(to: "Say yes.", options: GenerationOptions(maximumResponseTokens: 8))
        #expect(!response.content.isEmpty)
    }
}
