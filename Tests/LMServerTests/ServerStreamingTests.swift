import Foundation
import LMCore
import LMServerTestSupport
import Testing

@testable import LMServer

@Suite("LMServer: streaming from a stub server")
struct ServerStreamingTests {
    struct Forecast: Codable, Generable {
        var city: String
        var degrees: Int
    }

    struct WeatherTool: Tool {
        typealias Arguments = Forecast
        let name = "getWeather"
        let description = "The weather in a city."
        func call(arguments: Forecast) async throws -> String { "sunny in \(arguments.city)" }
    }

    @Test("text deltas stream as snapshots and usage comes from the final chunk, cached tokens included")
    func textAndUsage() async throws {
        let server = try StubHTTPServer { _, _ in
            StubResponses.stream([
                StubResponses.text("Hello"), StubResponses.text(", "), StubResponses.text("world"),
                StubResponses.usage(prompt: 12, completion: 3, cached: 8),
            ])
        }
        let session = LanguageModelSession(model: ServerTestSupport.model(server))
        var snapshots: [String] = []
        let stream = session.streamResponse(to: "Greet me.")
        for try await snapshot in stream { snapshots.append(snapshot.content) }
        let response = try await stream.collect()
        #expect(snapshots.last == "Hello, world")
        #expect(snapshots.count >= 2)
        #expect(response.usage.promptTokens == 12)
        #expect(response.usage.cachedPromptTokens == 8)
        #expect(response.usage.responseTokens == 3)
        let body = try #require(server.requests.first?.json)
        #expect(server.requests.first?.path == "/v1/chat/completions")
        #expect(body["messages"]?.arrayValue?.last?["content"]?.stringValue == "Greet me.")
    }

    @Test("interleaved tool-call deltas are routed to their calls by index")
    func toolCallDeltasByIndex() async throws {
        let server = try StubHTTPServer { _, _ in
            StubResponses.stream([
                StubResponses.toolCall(index: 0, id: "call_a", name: "getWeather", arguments: #"{"city":"#),
                StubResponses.toolCall(index: 1, id: "call_b", name: "getWeather", arguments: #"{"city":"Oslo","#),
                StubResponses.toolCall(index: 0, arguments: #""Lisbon","degrees":24}"#),
                StubResponses.toolCall(index: 1, arguments: #""degrees":-3}"#),
                StubResponses.usage(prompt: 20, completion: 18, cached: 0),
            ])
        }
        let events = try await ServerTestSupport.respond(
            ServerTestSupport.model(server), to: ServerTestSupport.request("Weather?"))
        let calls = events.toolCalls
        #expect(calls.map(\.id) == ["call_a", "call_b"])
        #expect(try GeneratedContent(json: calls[0].arguments)["city"]?.stringValue == "Lisbon")
        #expect(try GeneratedContent(json: calls[1].arguments)["degrees"]?.doubleValue == -3)
        #expect(events.usage?.output.totalTokenCount == 18)
    }

    @Test("a session runs a tool the server calls and sends its output back with the call's id")
    func toolRoundTrip() async throws {
        let server = try StubHTTPServer { _, number in
            number == 0
                ? StubResponses.stream([
                    StubResponses.toolCall(
                        index: 0, id: "call_7", name: "getWeather", arguments: #"{"city":"Lisbon","degrees":20}"#)
                ])
                : StubResponses.stream([StubResponses.text("It is sunny.")])
        }
        let session = LanguageModelSession(model: ServerTestSupport.model(server), tools: [WeatherTool()])
        let response = try await session.respond(to: "Weather in Lisbon?")
        #expect(response.content == "It is sunny.")
        let second = try #require(server.requests.dropFirst().first?.json?["messages"]?.arrayValue)
        #expect(second.map { $0["role"]?.stringValue } == ["user", "assistant", "tool"])
        #expect(second[1]["tool_calls"]?.arrayValue?.first?["id"]?.stringValue == "call_7")
        #expect(second[2]["tool_call_id"]?.stringValue == "call_7")
        #expect(second[2]["content"]?.stringValue == "sunny in Lisbon")
    }

    @Test("a structured answer is decoded; an invalid one is a decodingFailure and the router falls back")
    func structuredOutputIsValidated() async throws {
        let valid = try StubHTTPServer { request, _ in
            request.method == "GET"
                ? StubResponses.models(["stub-model"])
                : StubResponses.stream([
                    StubResponses.text(#"{"city":"Lisbon","#), StubResponses.text(#""degrees":24}"#),
                ])
        }
        let forecast = try await LanguageModelSession(model: ServerTestSupport.model(valid))
            .respond(to: "Forecast?", generating: Forecast.self).content
        #expect(forecast.city == "Lisbon" && forecast.degrees == 24)
        let format = try #require(valid.requests.last?.json?["response_format"])
        #expect(format["json_schema"]?["name"]?.stringValue == "Forecast")

        let invalid = try StubHTTPServer { request, _ in
            request.method == "GET"
                ? StubResponses.models(["stub-model"])
                : StubResponses.stream([StubResponses.text(#"{"city":"Lisbon","degrees":"warm"}"#)])
        }
        let server = ServerTestSupport.model(invalid)
        await #expect(throws: LanguageModelSession.GenerationError.self) {
            try await LanguageModelSession(model: server).respond(to: "Forecast?", generating: Forecast.self)
        }
        do {
            _ = try await LanguageModelSession(model: server).respond(to: "Forecast?", generating: Forecast.self)
        } catch let error as LanguageModelSession.GenerationError {
            guard case .decodingFailure = error else {
                Issue.record("expected decodingFailure, got \(error)")
                return
            }
        }
        #expect(await server.checkAvailability() == .available)
        let mock = MockLanguageModel(replies: [
            .structured(GeneratedContent(properties: ["city": "Oslo", "degrees": 1]))
        ])
        let routed = try await LanguageModelSession(model: LanguageModelRouter([server, mock]))
            .respond(to: "Forecast?", generating: Forecast.self)
        #expect(routed.content.city == "Oslo")
        #expect(routed.servedBy.provider == mock.providerName)
        #expect(routed.servedBy.reason.isFallback)
    }

    @Test("a server that stops after its probe said available: the router's next model answers at once")
    func routerFallsBackFromAStoppedServer() async throws {
        let stub = try StubHTTPServer { request, _ in
            request.path.hasSuffix("/models")
                ? StubResponses.models(["stub-model"]) : StubResponses.stream([StubResponses.text("from the server")])
        }
        let server = ServerTestSupport.model(stub)
        #expect(await server.checkAvailability() == .available)
        stub.stop()
        #expect(server.availability == .available)
        let mock = MockLanguageModel(replies: [.text("from the fallback")], providerName: "fallback")
        let response = try await LanguageModelSession(model: LanguageModelRouter([server, mock])).respond(to: "Hi")
        #expect(response.content == "from the fallback")
        #expect(response.servedBy.reason.description.contains("server failed"))
        #expect("\(response.servedBy.reason)".contains("connection refused"))
    }
}
