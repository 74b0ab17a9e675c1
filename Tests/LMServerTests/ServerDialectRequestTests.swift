import Foundation
import LMCore
import LMServerTestSupport
import Testing

@testable import LMServer

@Suite("LMServer: dialects' request bodies")
struct ServerDialectRequestTests {
    struct Reading: Codable, Generable {
        var sensor: String
        var value: Int
    }

    /// A structured request with one prompt and the given sampling.
    private func structuredRequest(sampling: GenerationOptions.SamplingMode? = nil)
        -> LanguageModelExecutorGenerationRequest
    {
        var request = ServerTestSupport.request("Read the sensor.")
        request.schema = Reading.generationSchema
        request.generationOptions = GenerationOptions(samplingMode: sampling, maximumResponseTokens: 32)
        return request
    }

    /// The schema fields a body carries, by name.
    private func schemaFields(_ body: GeneratedContent) -> Set<String> {
        Set(
            ["response_format", "json_schema", "structured_outputs", "format", "guided_json"].filter { body[$0] != nil }
        )
    }

    @Test("openai and ollama send response_format with the JSON Schema, and nothing else")
    func responseFormatDialects() throws {
        for dialect in [ServerDialect.openAI, .ollama, .automatic] {
            let body = try ChatCompletionRequestBuilder(model: "m", dialect: dialect).body(for: structuredRequest())
            #expect(schemaFields(body) == ["response_format"], "\(dialect)")
            let format = try #require(body["response_format"])
            #expect(format["type"]?.stringValue == "json_schema")
            #expect(format["json_schema"]?["name"]?.stringValue == "response")
            #expect(format["json_schema"]?["schema"]?["properties"]?["value"]?["type"]?.stringValue == "integer")
        }
    }

    @Test("llama-server gets the schema itself as its top-level json_schema field")
    func llamaServerDialect() throws {
        let body = try ChatCompletionRequestBuilder(model: "m", dialect: .llamaServer).body(for: structuredRequest())
        #expect(schemaFields(body) == ["json_schema"])
        let schema = try #require(body["json_schema"])
        #expect(schema["type"]?.stringValue == "object")
        #expect(schema["properties"]?["sensor"]?["type"]?.stringValue == "string")
        #expect(schema["required"]?.arrayValue?.count == 2)
        // The schema is the whole field: no OpenAI wrapper around it.
        #expect(schema["name"] == nil && schema["schema"] == nil)
    }

    @Test("vLLM gets structured_outputs with the schema under json")
    func vLLMDialect() throws {
        let body = try ChatCompletionRequestBuilder(model: "m", dialect: .vLLM).body(for: structuredRequest())
        #expect(schemaFields(body) == ["structured_outputs"])
        let outputs = try #require(body["structured_outputs"])
        #expect(outputs["json"]?["properties"]?["value"]?["type"]?.stringValue == "integer")
        #expect(outputs["json"]?["required"]?.arrayValue?.count == 2)
    }

    @Test("without a schema no dialect sends a schema field; messages, tools and sampling are the same in all")
    func unstructuredRequestsAgree() throws {
        var request = ServerTestSupport.request("hi")
        request.generationOptions = GenerationOptions(
            samplingMode: .random(probabilityThreshold: 0.8, seed: 3), temperature: 0.7)
        let bodies = try ServerDialect.allCases.map {
            try ChatCompletionRequestBuilder(model: "m", dialect: $0).body(for: request)
        }
        for body in bodies {
            #expect(schemaFields(body).isEmpty)
            #expect(body.jsonString == bodies[0].jsonString)
            #expect(body["top_p"]?.doubleValue == 0.8)
            #expect(body["seed"]?.doubleValue == 3)
            #expect(body["top_k"] == nil)
        }
    }

    @Test("top-k goes as top_k (with its seed) to llama-server and vLLM; openai and ollama refuse it")
    func topKPerDialect() throws {
        let request = structuredRequest(sampling: .random(top: 40, seed: 9))
        for dialect in [ServerDialect.llamaServer, .vLLM] {
            let body = try ChatCompletionRequestBuilder(model: "m", dialect: dialect).body(for: request)
            #expect(body["top_k"]?.doubleValue == 40, "\(dialect)")
            #expect(body["seed"]?.doubleValue == 9, "\(dialect)")
            #expect(body["top_p"] == nil, "\(dialect)")
        }
        for dialect in [ServerDialect.openAI, .ollama] {
            #expect {
                try ChatCompletionRequestBuilder(model: "m", dialect: dialect).body(for: request)
            } throws: { error in
                guard case .unsupportedCapability(let context) = error as? LanguageModelError else { return false }
                return context.debugDescription.contains("top-40")
                    && context.debugDescription.contains("llama-server, vllm")
            }
        }
        // top-1 is greedy everywhere.
        let greedy = structuredRequest(sampling: .random(top: 1))
        for dialect in ServerDialect.allCases {
            let body = try ChatCompletionRequestBuilder(model: "m", dialect: dialect).body(for: greedy)
            #expect(body["temperature"]?.doubleValue == 0 && body["top_k"] == nil, "\(dialect)")
        }
    }

    @Test("dialect names parse ignoring case and spaces; unknown names are nil")
    func names() {
        #expect(ServerDialect(name: "auto") == .automatic)
        #expect(ServerDialect(name: "Automatic") == .automatic)
        #expect(ServerDialect(name: "openai") == .openAI)
        #expect(ServerDialect(name: " LLAMA-SERVER ") == .llamaServer)
        #expect(ServerDialect(name: "llama.cpp") == .llamaServer)
        #expect(ServerDialect(name: "vllm") == .vLLM)
        #expect(ServerDialect(name: "ollama") == .ollama)
        #expect(ServerDialect(name: "vlm") == nil)
        #expect(ServerDialect(name: "") == nil)
        #expect(ServerDialect.allCases.allSatisfy { ServerDialect(name: $0.description) == $0 })
    }

    @Test("owned_by names the dialect: llamacpp, vllm, library or ollama; anything else is openai")
    func detectionFromOwners() {
        #expect(ServerDialect.detected(fromOwners: ["llamacpp"]) == .llamaServer)
        #expect(ServerDialect.detected(fromOwners: ["vllm", "vllm"]) == .vLLM)
        #expect(ServerDialect.detected(fromOwners: ["library"]) == .ollama)
        #expect(ServerDialect.detected(fromOwners: ["Ollama"]) == .ollama)
        #expect(ServerDialect.detected(fromOwners: ["openai", "system"]) == .openAI)
        #expect(ServerDialect.detected(fromOwners: []) == .openAI)
    }

    @Test("a configuration's description names a dialect only when it is set")
    func configurationDescription() throws {
        let url = try #require(URL(string: "http://h:1"))
        #expect(!ServerConfiguration(baseURL: url, model: "m").description.contains("dialect"))
        #expect(ServerConfiguration(baseURL: url, model: "m", dialect: .vLLM).description.contains("dialect vllm"))
    }
}
