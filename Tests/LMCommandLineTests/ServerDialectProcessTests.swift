import Foundation
import LMCore
import LMServerTestSupport
import Testing

/// lmctl's `--server-dialect` and `LMCORE_SERVER_DIALECT`, against stub servers that record
/// what they were sent.
@Suite("lmctl: server dialects")
struct ServerDialectProcessTests {
    /// A stub that lists `stub-model` owned by `owner` and answers every chat request with a
    /// JSON object that has a `topic`.
    private func stub(owner: String?) throws -> StubHTTPServer {
        try StubHTTPServer { request, _ in
            request.path.hasSuffix("/models")
                ? StubResponses.models(["stub-model"], ownedBy: owner)
                : StubResponses.stream([StubResponses.text(#"{"topic":"budget"}"#)])
        }
    }

    /// Runs `lmctl extract` against a stub and returns the result and the stub's chat bodies.
    private func extract(
        _ server: StubHTTPServer, options: [String] = [], environment: [String: String] = [:]
    ) throws -> (LMCTL.Result, [GeneratedContent]) {
        let lmctl = try LMCTL()
        defer { lmctl.cleanUp() }
        let note = try lmctl.write("note.txt", "The budget committee met on Tuesday.")
        let schema = try lmctl.write(
            "topic.json", #"{"type":"object","properties":{"topic":{"type":"string"}},"required":["topic"]}"#)
        let result = try lmctl.run(
            [
                "extract", "--schema", schema, "--provider", "server", "--url", server.baseURL.absoluteString,
                "--no-cache",
            ]
                + options + [note],
            environment: environment)
        let bodies = server.requests.filter { $0.path.hasSuffix("/chat/completions") }.compactMap(\.json)
        return (result, bodies)
    }

    @Test("--server-dialect vllm sends structured_outputs, whatever the server says it is")
    func configuredDialect() throws {
        let server = try stub(owner: "llamacpp")
        let (result, bodies) = try extract(server, options: ["--server-dialect", "vllm"])
        #expect(result.status == 0, "\(result.diagnostics)")
        #expect(result.output.contains("budget"))
        let body = try #require(bodies.first)
        #expect(body["structured_outputs"]?["json"]?["properties"]?["topic"] != nil)
        #expect(body["json_schema"] == nil && body["response_format"] == nil)
    }

    @Test("without --server-dialect, a server that says llamacpp gets llama-server's json_schema")
    func detectedDialect() throws {
        let server = try stub(owner: "llamacpp")
        let (result, bodies) = try extract(server)
        #expect(result.status == 0, "\(result.diagnostics)")
        let body = try #require(bodies.first)
        #expect(body["json_schema"]?["properties"]?["topic"] != nil)
        #expect(body["response_format"] == nil && body["structured_outputs"] == nil)
    }

    @Test("LMCORE_SERVER_DIALECT sets the dialect; --server-dialect wins over it")
    func environmentDialect() throws {
        let server = try stub(owner: "vllm")
        let (fromEnvironment, bodies) = try extract(server, environment: ["LMCORE_SERVER_DIALECT": "openai"])
        #expect(fromEnvironment.status == 0, "\(fromEnvironment.diagnostics)")
        #expect(bodies.first?["response_format"]?["json_schema"]?["schema"] != nil)
        #expect(bodies.first?["structured_outputs"] == nil)

        let other = try stub(owner: "vllm")
        let (overridden, otherBodies) = try extract(
            other, options: ["--server-dialect", "llama-server"], environment: ["LMCORE_SERVER_DIALECT": "openai"])
        #expect(overridden.status == 0, "\(overridden.diagnostics)")
        #expect(otherBodies.first?["json_schema"] != nil && otherBodies.first?["response_format"] == nil)
    }

    @Test("a bad dialect name is a usage error (exit 2) that names the choices")
    func badDialect() throws {
        let server = try stub(owner: nil)
        let (flag, flagBodies) = try extract(server, options: ["--server-dialect", "llamma-server"])
        #expect(flag.status == 2)
        #expect(flag.diagnostics.contains("auto, openai, llama-server, vllm, ollama"))
        #expect(flag.diagnostics.contains("did you mean 'llama-server'"))
        #expect(flagBodies.isEmpty)

        let (variable, variableBodies) = try extract(server, environment: ["LMCORE_SERVER_DIALECT": "gpt"])
        #expect(variable.status == 2)
        #expect(variable.diagnostics.contains("LMCORE_SERVER_DIALECT must be one of auto, openai, llama-server"))
        #expect(variableBodies.isEmpty)
    }

    @Test("doctor names each available server's dialect: detected, or as configured")
    func doctorNamesTheDialect() throws {
        let llama = try stub(owner: "llamacpp")
        let ollama = try stub(owner: "library")
        let lmctl = try LMCTL()
        defer { lmctl.cleanUp() }
        let detected = try lmctl.run([
            "doctor", "--url", llama.baseURL.absoluteString, "--url", ollama.baseURL.absoluteString,
        ])
        #expect(detected.status == 0, "\(detected.diagnostics)")
        let lines = detected.output.split(separator: "\n").filter { $0.hasPrefix("server") }
        #expect(lines.count == 2)
        #expect(lines.first?.contains("dialect=llama-server") == true)
        #expect(lines.last?.contains("dialect=ollama") == true)
        let configured = try lmctl.run(["doctor", "--url", llama.baseURL.absoluteString, "--server-dialect", "openai"])
        #expect(configured.output.contains("dialect=openai"), "\(configured.output)")
    }

    @Test("help lists --server-dialect and LMCORE_SERVER_DIALECT")
    func help() throws {
        let lmctl = try LMCTL()
        defer { lmctl.cleanUp() }
        let result = try lmctl.run(["title", "--help"])
        #expect(result.status == 0)
        #expect(result.output.contains("--server-dialect NAME"))
        #expect(result.output.contains("LMCORE_SERVER_DIALECT"))
    }
}
