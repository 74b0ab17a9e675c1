import Foundation
import LMCore
import LMServerTestSupport
import Testing

@testable import LMServer

/// Structured output in llama-server's own dialect, configured and detected. These run in
/// ``LlamaServerTests``' serialized suite, one llama-server at a time, so they add no load next
/// to its other tests.
extension LlamaServerTests {
    struct Ticket: Codable, Generable {
        var summary: String
        var priority: Int
    }

    /// Asks for a ticket and checks the raw answer against the schema.
    private func ticket(from model: ServerLanguageModel) async throws {
        let response = try await LanguageModelSession(model: model).respond(
            to: "File a ticket: the printer on floor 2 is jammed.", generating: Ticket.self,
            options: GenerationOptions(samplingMode: .greedy, maximumResponseTokens: 64))
        try JSONSchemaValidator(jsonSchema: Ticket.generationSchema.jsonSchemaString).validate(response.rawContent)
        #expect(!response.content.summary.isEmpty)
    }

    @Test("a structured answer through .llamaServer (top-level json_schema) follows the schema")
    func structuredThroughLlamaServerDialect() async throws {
        let server = try await LlamaServerProcess()
        defer { server.stop() }
        try await ticket(from: server.model(idle: .seconds(180), dialect: .llamaServer))
    }

    @Test(".automatic detects llama-server, and its structured answer follows the schema")
    func structuredThroughDetectedDialect() async throws {
        let server = try await LlamaServerProcess()
        defer { server.stop() }
        let model = server.model(idle: .seconds(180), dialect: .automatic)
        ServerDialectDetector.shared.forget(model.configuration.apiRoot)
        try await ticket(from: model)
        #expect(ServerDialectDetector.shared.knownDialect(for: model.configuration.apiRoot) == .llamaServer)
        #expect(await model.resolvedDialect() == .llamaServer)
    }

    @Test("top-k sampling goes to llama-server as top_k and is answered")
    func topKThroughLlamaServerDialect() async throws {
        let server = try await LlamaServerProcess()
        defer { server.stop() }
        let response = try await LanguageModelSession(model: server.model(idle: .seconds(180), dialect: .llamaServer))
            .respond(
                to: "Name a fruit.",
                options: GenerationOptions(samplingMode: .random(top: 20, seed: 4), maximumResponseTokens: 8))
        #expect(!response.content.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
    }
}
