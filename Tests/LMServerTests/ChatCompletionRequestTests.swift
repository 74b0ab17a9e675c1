import Foundation
import LMCore
import LMServerTestSupport
import Testing

@testable import LMServer

@Suite("LMServer: requests")
struct ChatCompletionRequestTests {
    struct Forecast: Codable, Generable {
        var city: String
        var degrees: Int
    }

    /// A transcript with instructions, a finished tool round and a new prompt.
    private func transcriptRequest() -> LanguageModelExecutorGenerationRequest {
        let weather = Transcript.ToolDefinition(
            name: "getWeather", description: "The weather in a city.", parameters: Forecast.generationSchema)
        let entries: [Transcript.Entry] = [
            .instructions(.init(segments: [.text(.init(content: "Be brief."))], toolDefinitions: [weather])),
            .prompt(.init(Prompt("Weather in Lisbon?"))),
            .toolCalls(
                .init([
                    Transcript.ToolCall(
                        id: "call_42", toolName: "getWeather",
                        arguments: GeneratedContent(properties: ["city": "Lisbon"]))
                ])),
            .toolOutput(.init(toolName: "getWeather", segments: [.text(.init(content: "sunny, 24"))])),
            .response(.init(assetIDs: [], segments: [.text(.init(content: "Sunny."))])),
            .prompt(.init(Prompt("And tomorrow?"))),
        ]
        return LanguageModelExecutorGenerationRequest(
            transcript: Transcript(entries: entries),
            enabledToolDefinitions: [weather],
            schema: Forecast.generationSchema,
            generationOptions: GenerationOptions(
                samplingMode: .random(probabilityThreshold: 0.9, seed: 7), temperature: 0.5,
                maximumResponseTokens: 64),
            contextOptions: ContextOptions(includeSchemaInPrompt: false))
    }

    @Test("the transcript becomes system, user, assistant (with tool_calls), tool and user messages")
    func messagesFollowTheTranscript() throws {
        let body = try ChatCompletionRequestBuilder(model: "m").body(for: transcriptRequest())
        let messages = try #require(body["messages"]?.arrayValue)
        #expect(
            messages.map { $0["role"]?.stringValue } == ["system", "user", "assistant", "tool", "assistant", "user"])
        #expect(messages[0]["content"]?.stringValue == "Be brief.")
        let call = try #require(messages[2]["tool_calls"]?.arrayValue?.first)
        #expect(call["id"]?.stringValue == "call_42")
        #expect(call["function"]?["name"]?.stringValue == "getWeather")
        #expect(
            try GeneratedContent(json: call["function"]?["arguments"]?.stringValue ?? "")["city"]?.stringValue
                == "Lisbon")
        #expect(messages[3]["tool_call_id"]?.stringValue == "call_42")
        #expect(messages[3]["content"]?.stringValue == "sunny, 24")
        #expect(messages[5]["content"]?.stringValue == "And tomorrow?")
    }

    @Test("sampling, limits, tools, tool_choice and response_format go into the body")
    func optionsToolsAndSchema() throws {
        var request = transcriptRequest()
        request.generationOptions.toolCallingMode = .required
        let body = try ChatCompletionRequestBuilder(model: "m").body(for: request)
        #expect(body["model"]?.stringValue == "m")
        #expect(body["stream"]?.boolValue == true)
        #expect(body["stream_options"]?["include_usage"]?.boolValue == true)
        #expect(body["temperature"]?.doubleValue == 0.5)
        #expect(body["top_p"]?.doubleValue == 0.9)
        #expect(body["seed"]?.doubleValue == 7)
        #expect(body["max_tokens"]?.doubleValue == 64)
        #expect(body["tool_choice"]?.stringValue == "required")
        let tool = try #require(body["tools"]?.arrayValue?.first)
        #expect(tool["function"]?["name"]?.stringValue == "getWeather")
        #expect(tool["function"]?["parameters"]?["properties"]?["city"] != nil)
        let format = try #require(body["response_format"])
        #expect(format["type"]?.stringValue == "json_schema")
        #expect(format["json_schema"]?["strict"]?.boolValue == true)
        #expect(format["json_schema"]?["schema"]?["required"]?.arrayValue?.count == 2)

        request.toolRound = 1
        #expect(try ChatCompletionRequestBuilder(model: "m").body(for: request)["tool_choice"]?.stringValue == "auto")
        request.generationOptions.toolCallingMode = .disallowed
        #expect(try ChatCompletionRequestBuilder(model: "m").body(for: request)["tool_choice"]?.stringValue == "none")
    }

    @Test("greedy sampling is temperature 0; top-k is an unsupported capability")
    func samplingModes() throws {
        var request = ServerTestSupport.request("hi")
        request.generationOptions = GenerationOptions(samplingMode: .greedy)
        #expect(try ChatCompletionRequestBuilder(model: "").body(for: request)["temperature"]?.doubleValue == 0)
        #expect(try ChatCompletionRequestBuilder(model: "").body(for: request)["model"] == nil)
        request.generationOptions = GenerationOptions(samplingMode: .random(top: 40))
        #expect {
            try ChatCompletionRequestBuilder(model: "").body(for: request)
        } throws: { error in
            guard case .unsupportedCapability(let value) = error as? LanguageModelError else { return false }
            return value.debugDescription.contains("top-40")
        }
    }

    @Test("the base URL works with and without /v1, and the description hides header values")
    func configuration() {
        let plain = ServerConfiguration(baseURL: URL(string: "http://h:1")!, model: "m", headers: ["X-Key": "secret"])
        let withV1 = ServerConfiguration(baseURL: URL(string: "http://h:1/v1/")!, model: "m")
        #expect(plain.endpoint("chat/completions").absoluteString == "http://h:1/v1/chat/completions")
        #expect(withV1.endpoint("models").absoluteString == "http://h:1/v1/models")
        #expect(!plain.description.contains("secret"))
    }
}
