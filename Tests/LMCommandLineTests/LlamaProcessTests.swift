import Foundation
import LMCore
import Testing

/// Decides whether the lmctl llama tests run: they need llama.cpp and the generated test model,
/// and they are skipped with the reason when either is missing, unless `LMCORE_REQUIRE_LLAMA=1`
/// says they must run (then a missing piece fails them).
enum LlamaProcessSupport {
    /// Why the tests are skipped when they are.
    static let skipReason: Comment = """
        llama.cpp or .models/tiny.gguf is missing (lmctl doctor says llama is unavailable): \
        run scripts/install-llama.sh and scripts/make-test-model.py
        """

    /// The test model (`LMCORE_TEST_MODEL` overrides it).
    static let modelPath: String =
        ProcessInfo.processInfo.environment["LMCORE_TEST_MODEL"]
        ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(".models/tiny.gguf").path

    /// Whether the tests run: required, or `lmctl doctor` finds llama available with the model.
    static let canRun: Bool = {
        if ProcessInfo.processInfo.environment["LMCORE_REQUIRE_LLAMA"] == "1" { return true }
        guard FileManager.default.fileExists(atPath: modelPath), let lmctl = try? LMCTL() else { return false }
        defer { lmctl.cleanUp() }
        guard let doctor = try? lmctl.run(["doctor", "--json", "--model", modelPath]),
            let records = try? doctor.jsonLines()
        else { return false }
        return records.contains { $0["provider"] as? String == "llama" && $0["available"] as? Bool == true }
    }()

    /// Options for fast, reproducible runs of the random-weights model.
    static func options(maxTokens: Int) -> [String] {
        ["--provider", "llama", "--model", modelPath, "--greedy", "--max-tokens", String(maxTokens), "--no-cache"]
    }
}

@Suite(
    "lmctl with --provider llama and the random-weights test model",
    .enabled(if: LlamaProcessSupport.canRun, LlamaProcessSupport.skipReason),
    .serialized
)
struct LlamaProcessTests {
    static let note = "The quarterly budget review is on Monday at ten in Paris with Alice from Acme."

    /// A schema whose strings are short enough for random weights to finish them.
    static let schemaText = """
        {"type": "object", "properties": {
          "name": {"type": "string", "maxLength": 12},
          "count": {"type": "integer", "minimum": 0, "maximum": 99},
          "ok": {"type": "boolean"},
          "color": {"enum": ["red", "green", "blue"]}
        }, "required": ["name", "count", "ok", "color"]}
        """

    @Test("title answers with one line of text, and --json names llama")
    func title() throws {
        let lmctl = try LMCTL()
        defer { lmctl.cleanUp() }
        let file = try lmctl.write("note.txt", Self.note)
        let text = try lmctl.run(["title", file] + LlamaProcessSupport.options(maxTokens: 8))
        #expect(text.status == 0, "\(text.diagnostics)")
        #expect(text.output.hasSuffix("\n") && text.output.dropLast().split(separator: "\n").count <= 1)
        let json = try lmctl.run(["title", "--json", file] + LlamaProcessSupport.options(maxTokens: 8))
        #expect(json.status == 0, "\(json.diagnostics)")
        let record = try #require(json.jsonLines().first)
        #expect(record["provider"] as? String == "llama")
        #expect(record["model"] as? String == "tiny.gguf")
        #expect(record["result"] is String)
    }

    @Test("extract --schema prints JSON that validates against the schema")
    func extract() throws {
        let lmctl = try LMCTL()
        defer { lmctl.cleanUp() }
        let file = try lmctl.write("note.txt", Self.note)
        let schema = try lmctl.write("s.json", Self.schemaText)
        let run = try lmctl.run(
            ["extract", "--schema", schema, "--json", file] + LlamaProcessSupport.options(maxTokens: 64))
        #expect(run.status == 0, "\(run.diagnostics)")
        let record = try #require(run.jsonLines().first)
        #expect(record["provider"] as? String == "llama")
        let object = try #require(record["result"])
        let json = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
        try GenerationSchema(jsonSchema: Self.schemaText).validate(try GeneratedContent(json: json))
    }

    @Test("respond answers as text, streams the same text, and fills a schema")
    func respond() throws {
        let lmctl = try LMCTL()
        defer { lmctl.cleanUp() }
        let options = LlamaProcessSupport.options(maxTokens: 8)
        let plain = try lmctl.run(["respond", "Name a river"] + options)
        #expect(plain.status == 0, "\(plain.diagnostics)")
        #expect(!plain.output.isEmpty)
        let streamed = try lmctl.run(["respond", "--stream", "Name a river"] + options)
        #expect(streamed.status == 0)
        #expect(streamed.output == plain.output, "greedy decoding gives the same text, streamed or not")
        let json = try lmctl.run(["respond", "--json", "Name a river"] + options)
        let record = try #require(json.jsonLines().first)
        let usage = try #require(record["usage"] as? [String: Any])
        #expect((usage["responseTokens"] as? Int ?? 0) > 0)
        let schema = try lmctl.write("s.json", Self.schemaText)
        let structured = try lmctl.run(
            ["respond", "--schema", schema, "Describe it"] + LlamaProcessSupport.options(maxTokens: 64))
        #expect(structured.status == 0, "\(structured.diagnostics)")
        let content = try GeneratedContent(json: structured.output)
        try GenerationSchema(jsonSchema: Self.schemaText).validate(content)
    }

    @Test("summarize with --json prints one parseable record holding a valid summary")
    func summarize() throws {
        let lmctl = try LMCTL()
        defer { lmctl.cleanUp() }
        let file = try lmctl.write("note.txt", Self.note)
        // Random weights never end a free string by themselves: the last tokens of the budget
        // close the JSON, so the summary is complete and valid.
        let run = try lmctl.run(["summarize", "--json", file] + LlamaProcessSupport.options(maxTokens: 160))
        #expect(run.status == 0, "\(run.diagnostics)")
        let record = try #require(run.jsonLines().first)
        let object = try #require(record["result"])
        let json = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
        _ = try DocumentSummary(try GeneratedContent(json: json))
    }
}
