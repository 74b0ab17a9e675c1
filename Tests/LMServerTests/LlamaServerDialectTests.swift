import Foundation
import LMCore
import LMServerTestSupport
import Testing

@testable import LMServer

/// Structured output through llama-server's own dialect, configured and detected, against a
/// real llama-server running SmolLM2-135M-Instruct.
@Suite(
    "LMServer: llama-server dialect", .serialized,
    .enabled(if: LlamaServerProcess.canRun, Comment(rawValue: LlamaServerProcess.skipReason)))
struct LlamaServerDialectTests {
    struct Ticket: Codable, Generable {
        var summary: String
        var priority: Int
        var open: Bool
    }

    /// Asks for a ticket and checks the answer against the schema.
    private func structuredAnswer(_ model: ServerLanguageModel) async throws {
        let response = try await LanguageModelSession(model: model).respond(
            to: "File a ticket: the printer on floor 2 is jammed.", generating: Ticket.self,
            options: GenerationOptions(samplingMode: .greedy, maximumResponseTokens: 96))
        try JSONSchemaValidator(jsonSchema: Ticket.generationSchema.jsonSchemaString).validate(response.rawContent)
        #expect(!response.content.summary.isEmpty)
    }

    @Test("a structured answer through .llamaServer (top-level json_schema) follows the schema")
    func configured() async throws {
        let server = try await LlamaServerProcess()
        defer { server.stop() }
        try await structuredAnswer(server.model(dialect: .llamaServer))
    }

    @Test(".automatic detects llama-server, and its structured answer follows the schema")
    func detected() async throws {
        let server = try await LlamaServerProcess()
        defer { server.stop() }
        let model = server.model(dialect: .automatic)
        ServerDialectDetector.shared.forget(model.configuration.apiRoot)
        try await structuredAnswer(model)
        #expect(ServerDialectDetector.shared.knownDialect(for: model.configuration.apiRoot) == .llamaServer)
        #expect(await model.resolvedDialect() == .llamaServer)
    }

    @Test("top-k sampling goes to llama-server as top_k and answers")
    func topK() async throws {
        let server = try await LlamaServerProcess()
        defer { server.stop() }
        let response = try await LanguageModelSession(model: server.model(dialect: .llamaServer)).respond(
            to: "Name a fruit.",
            options: GenerationOptions(samplingMode: .random(top: 20, seed: 4), maximumResponseTokens: 16))
        #expect(!response.content.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
    }
}
