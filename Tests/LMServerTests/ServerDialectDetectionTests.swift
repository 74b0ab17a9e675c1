import Foundation
import LMCore
import LMServerTestSupport
import Testing

@testable import LMServer

@Suite("LMServer: dialect detection")
struct ServerDialectDetectionTests {
    struct Reading: Codable, Generable {
        var sensor: String
        var value: Int
    }

    /// A stub that lists `stub-model` owned by `owner` and answers every chat request with `answer`.
    private func stub(owner: String?, answer: String = #"{"sensor":"t1","value":7}"#) throws -> StubHTTPServer {
        try StubHTTPServer { request, _ in
            request.path.hasSuffix("/models")
                ? StubResponses.models(["stub-model"], ownedBy: owner)
                : StubResponses.stream([StubResponses.text(answer)])
        }
    }

    /// The stub's chat requests' bodies.
    private func chatBodies(_ server: StubHTTPServer) -> [GeneratedContent] {
        server.requests.filter { $0.path.hasSuffix("/chat/completions") }.compactMap(\.json)
    }

    /// How many times the stub was asked for its models.
    private func modelListings(_ server: StubHTTPServer) -> Int {
        server.requests.filter { $0.path.hasSuffix("/models") }.count
    }

    @Test(
        "each owned_by detects its dialect once; every structured request then carries that dialect's field",
        arguments: [
            ("llamacpp", ServerDialect.llamaServer, "json_schema"),
            ("vllm", .vLLM, "structured_outputs"),
            ("library", .ollama, "response_format"),
            ("someone", .openAI, "response_format"),
        ])
    func detection(owner: String, expected: ServerDialect, field: String) async throws {
        let server = try stub(owner: owner)
        let model = ServerTestSupport.model(server, dialect: .automatic)
        for _ in 0..<3 {
            let reading = try await LanguageModelSession(model: model)
                .respond(to: "Read the sensor.", generating: Reading.self).content
            #expect(reading.value == 7)
        }
        #expect(modelListings(server) == 1)
        let bodies = chatBodies(server)
        #expect(bodies.count == 3)
        let others = ["response_format", "json_schema", "structured_outputs"].filter { $0 != field }
        for body in bodies {
            #expect(body[field] != nil, "\(owner): \(field) missing")
            #expect(others.allSatisfy { body[$0] == nil }, "\(owner): \(body.jsonString)")
        }
        #expect(await model.resolvedDialect() == expected)
        #expect(modelListings(server) == 1)
    }

    @Test("concurrent first requests share one detection")
    func concurrentDetection() async throws {
        let server = try stub(owner: "vllm")
        let model = ServerTestSupport.model(server, dialect: .automatic)
        try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<6 {
                group.addTask {
                    try await LanguageModelSession(model: model)
                        .respond(to: "Read the sensor.", generating: Reading.self).content.value
                }
            }
            for try await value in group { #expect(value == 7) }
        }
        #expect(modelListings(server) == 1)
        #expect(chatBodies(server).count == 6)
        #expect(chatBodies(server).allSatisfy { $0["structured_outputs"]?["json"] != nil })
    }

    @Test("a prepared model detects during prepare(): generations send no extra request")
    func preparedModelSendsNoDetection() async throws {
        let server = try stub(owner: "llamacpp")
        let model = ServerTestSupport.model(server, dialect: .automatic)
        try await model.prepare(progress: nil)
        #expect(modelListings(server) == 1)
        _ = try await LanguageModelSession(model: model).respond(to: "Read the sensor.", generating: Reading.self)
        #expect(modelListings(server) == 1)
        #expect(chatBodies(server).first?["json_schema"] != nil)
    }

    @Test("a configured dialect is used as is: no detection request, whatever the server says it is")
    func configuredDialectSkipsDetection() async throws {
        let server = try stub(owner: "vllm")
        let model = ServerTestSupport.model(server, dialect: .llamaServer)
        _ = try await LanguageModelSession(model: model).respond(to: "Read the sensor.", generating: Reading.self)
        #expect(modelListings(server) == 0)
        #expect(chatBodies(server).first?["json_schema"] != nil)
        #expect(chatBodies(server).first?["structured_outputs"] == nil)
        #expect(await model.resolvedDialect() == .llamaServer)
    }

    @Test("a server whose model list can't be read gets openai's fields, and is asked again next time")
    func undetectableServerFallsBackToOpenAI() async throws {
        let server = try StubHTTPServer { request, _ in
            request.path.hasSuffix("/models")
                ? StubResponses.json(status: 404, #"{"error":"no such route"}"#)
                : StubResponses.stream([StubResponses.text(#"{"sensor":"t1","value":7}"#)])
        }
        let model = ServerTestSupport.model(server, dialect: .automatic)
        for _ in 0..<2 {
            _ = try await LanguageModelSession(model: model).respond(to: "Read the sensor.", generating: Reading.self)
        }
        #expect(chatBodies(server).allSatisfy { $0["response_format"] != nil && $0["json_schema"] == nil })
        #expect(modelListings(server) == 2)
    }

    @Test("whatever the dialect, an answer that breaks the schema is a decodingFailure")
    func invalidAnswerIsADecodingFailure() async throws {
        for owner in ["llamacpp", "vllm", "library"] {
            let server = try stub(owner: owner, answer: #"{"sensor":"t1","value":"high"}"#)
            let model = ServerTestSupport.model(server, dialect: .automatic)
            await #expect {
                _ = try await LanguageModelSession(model: model)
                    .respond(to: "Read the sensor.", generating: Reading.self)
            } throws: { error in
                guard case .decodingFailure = error as? LanguageModelSession.GenerationError else { return false }
                return true
            }
        }
    }

    @Test("a fleet detects each server's dialect on its own")
    func fleetDetectsPerServer() async throws {
        let llama = try stub(owner: "llamacpp")
        let vllm = try stub(owner: "vllm")
        let fleet = ServerFleetLanguageModel(
            baseURLs: [llama.baseURL, vllm.baseURL], model: "stub-model", apiKeyEnvironmentVariable: nil,
            timeouts: ServerTimeouts(firstByte: .seconds(30), idle: .seconds(30), probe: .seconds(10)))
        for _ in 0..<4 {
            _ = try await LanguageModelSession(model: fleet).respond(to: "Read the sensor.", generating: Reading.self)
        }
        #expect(!chatBodies(llama).isEmpty && !chatBodies(vllm).isEmpty)
        #expect(chatBodies(llama).allSatisfy { $0["json_schema"] != nil && $0["structured_outputs"] == nil })
        #expect(chatBodies(vllm).allSatisfy { $0["structured_outputs"] != nil && $0["json_schema"] == nil })
        #expect(modelListings(llama) == 1 && modelListings(vllm) == 1)
    }
}
