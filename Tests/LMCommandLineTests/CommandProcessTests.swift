import Foundation
import LMCore
import Testing

@Suite("lmctl commands, run as a process with the mock provider")
struct CommandProcessTests {
    static let note = """
        The quarterly budget review is on Monday at 10am in Paris. Alice Martin from Acme Corp will \
        present the numbers; send questions to alice@example.com before Friday.
        """

    @Test(
        "document commands print one JSON object with the provider, cache state, timings and result",
        arguments: [
            ("summarize", ["summary", "keyPoints", "readingTimeMinutes"]),
            ("tags", ["tags", "category", "sentiment"]),
            ("entities", ["people", "places", "organizations", "dates", "emails", "urls", "phones", "money"]),
            ("correct", ["closest", "refined", "alternative"]),
            ("conversation", ["topics", "decisions", "actionItems", "participants", "nextSteps"]),
        ]
    )
    func structuredCommands(command: String, keys: [String]) throws {
        let lmctl = try LMCTL()
        defer { lmctl.cleanUp() }
        let file = try lmctl.write("note.txt", Self.note)
        let result = try lmctl.run([command, "--provider", "mock", "--json", file])
        #expect(result.status == 0, "\(result.diagnostics)")
        let records = try result.jsonLines()
        try #require(records.count == 1)
        let record = records[0]
        #expect(record["input"] as? String == file)
        #expect(record["provider"] as? String == "mock")
        #expect(record["reason"] as? String == "requested")
        #expect(record["cached"] as? Bool == false)
        let timings = try #require(record["timings"] as? [String: Any])
        #expect((timings["totalMilliseconds"] as? Double ?? -1) >= 0)
        let value = try #require(record["result"] as? [String: Any])
        #expect(Set(value.keys) == Set(keys))
    }

    @Test("title and preview print text, and JSON strings with --json", arguments: ["title", "preview"])
    func textCommands(command: String) throws {
        let lmctl = try LMCTL()
        defer { lmctl.cleanUp() }
        let file = try lmctl.write("note.txt", Self.note)
        let text = try lmctl.run([command, "--provider", "mock", "--no-cache", file])
        #expect(text.status == 0, "\(text.diagnostics)")
        #expect(text.output.hasPrefix("The quarterly budget"))
        let json = try lmctl.run([command, "--provider", "mock", "--json", "--no-cache", file])
        let value = try #require(json.jsonLines().first?["result"] as? String)
        #expect(text.output == value + "\n")
    }

    @Test("extract prints JSON that validates against the schema")
    func extract() throws {
        let lmctl = try LMCTL()
        defer { lmctl.cleanUp() }
        let schemaText = """
            {"type": "object", "properties": {
              "name": {"type": "string", "minLength": 2},
              "count": {"type": "integer", "minimum": 3},
              "labels": {"type": "array", "items": {"enum": ["red", "green"]}, "minItems": 1}
            }, "required": ["name", "count"]}
            """
        let schemaPath = try lmctl.write("schema.json", schemaText)
        let file = try lmctl.write("note.txt", Self.note)
        let result = try lmctl.run(["extract", "--schema", schemaPath, "--provider", "mock", "--json", file])
        #expect(result.status == 0, "\(result.diagnostics)")
        let object = try #require(result.jsonLines().first?["result"])
        let json = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
        let schema = try GenerationSchema(jsonSchema: schemaText)
        try schema.validate(try GeneratedContent(json: json))
        let text = try lmctl.run(["extract", "--schema", schemaPath, "--provider", "mock", file])
        #expect(text.status == 0)
        let pretty = try JSONSerialization.jsonObject(with: Data(text.output.utf8)) as? NSDictionary
        #expect(pretty == object as? NSDictionary)
        #expect(text.output.contains("\n  \"name\": "), "text output is indented JSON")
    }

    @Test("respond answers a prompt, from the argument, from stdin, and as schema-shaped JSON")
    func respond() throws {
        let lmctl = try LMCTL()
        defer { lmctl.cleanUp() }
        let plain = try lmctl.run(["respond", "--provider", "mock", "Name a river in France please"])
        #expect(plain.status == 0)
        #expect(plain.output == "Name a river in France please\n")
        let streamed = try lmctl.run(["respond", "--provider", "mock", "--stream", "-"], stdin: "one two three")
        #expect(streamed.output == "one two three\n")
        let schema = try lmctl.write("s.json", #"{"type":"object","properties":{"ok":{"type":"boolean"}}}"#)
        let structured = try lmctl.run(["respond", "--provider", "mock", "--schema", schema, "--json", "Is it?"])
        #expect(structured.status == 0, "\(structured.diagnostics)")
        let record = try #require(structured.jsonLines().first)
        #expect((record["result"] as? [String: Any])?["ok"] as? Bool != nil)
        #expect(record["provider"] as? String == "mock")
    }

    @Test("chat streams replies line by line from a pipe, handles /tokens /save /reset, and resumes a transcript")
    func chat() throws {
        let lmctl = try LMCTL()
        defer { lmctl.cleanUp() }
        let transcript = lmctl.path("chat.json")
        let first = try lmctl.run(
            ["chat", "--provider", "mock", "--transcript", transcript],
            stdin: "hello there model\n/tokens\nsecond turn\n")
        #expect(first.status == 0, "\(first.diagnostics)")
        #expect(first.output.contains("hello there model\n"))
        #expect(first.output.contains("second turn\n"))
        #expect(first.output.contains("context tokens used"))
        let saved = try JSONDecoder().decode(Transcript.self, from: Data(contentsOf: URL(fileURLWithPath: transcript)))
        #expect(saved.count == 4)
        let resumed = try lmctl.run(["chat", "--provider", "mock", "--transcript", transcript], stdin: "third\n")
        #expect(resumed.status == 0)
        let grown = try JSONDecoder().decode(Transcript.self, from: Data(contentsOf: URL(fileURLWithPath: transcript)))
        #expect(grown.count == 6)
        let reset = try lmctl.run(["chat", "--provider", "mock", "--transcript", transcript], stdin: "/reset\n")
        #expect(reset.status == 0)
        let empty = try JSONDecoder().decode(Transcript.self, from: Data(contentsOf: URL(fileURLWithPath: transcript)))
        #expect(empty.isEmpty)
        let other = lmctl.path("other.json")
        let saveAs = try lmctl.run(["chat", "--provider", "mock"], stdin: "hi\n/save \(other)\n")
        #expect(saveAs.status == 0)
        #expect(FileManager.default.fileExists(atPath: other))
    }

    @Test("tokens counts each file for the model")
    func tokens() throws {
        let lmctl = try LMCTL()
        defer { lmctl.cleanUp() }
        let file = try lmctl.write("t.txt", "one two three four")
        let result = try lmctl.run(["tokens", "--provider", "mock", "--json", file])
        #expect(result.status == 0)
        let value = try #require(result.jsonLines().first?["result"] as? [String: Any])
        #expect(value["tokens"] as? Int == 4)
        #expect(value["contextSize"] as? Int == 8192)
    }

    @Test("doctor prints one line per provider and --require-model fails without a model")
    func doctor() throws {
        let lmctl = try LMCTL()
        defer { lmctl.cleanUp() }
        let result = try lmctl.run(["doctor"])
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("llama") && lines[0].contains("no model configured"))
        #expect(lines[2].hasPrefix("mock") && lines[2].contains("available"))
        let required = try lmctl.run(["doctor", "--require-model"])
        #expect(required.status == 3)
        let json = try lmctl.run(["doctor", "--json"])
        #expect(try json.jsonLines().map { $0["provider"] as? String } == ["llama", "fallback", "mock"])
    }

    @Test("--verbose prints the availability and used= lines on stderr, never on stdout")
    func verbose() throws {
        let lmctl = try LMCTL()
        defer { lmctl.cleanUp() }
        let file = try lmctl.write("n.txt", Self.note)
        let result = try lmctl.run(["title", "--provider", "mock", "--verbose", file])
        #expect(result.diagnostics.contains("[FM] availability provider=mock"))
        #expect(result.diagnostics.contains("used=mock reason=requested"))
        #expect(!result.output.contains("[FM]"))
    }
}

@Suite("lmctl commands, run as a process with the fallback provider")
struct FallbackProcessTests {
    @Test(
        "every document command answers through the fallback, asked for or chosen by auto",
        arguments: ["summarize", "title", "preview", "tags", "entities", "correct", "conversation"],
        [["--provider", "fallback"], []]
    )
    func documentCommands(command: String, provider: [String]) throws {
        let lmctl = try LMCTL()
        defer { lmctl.cleanUp() }
        let file = try lmctl.write("note.txt", CommandProcessTests.note)
        let result = try lmctl.run([command, "--json", file] + provider)
        #expect(result.status == 0, "\(result.diagnostics)")
        let record = try #require(result.jsonLines().first)
        #expect(record["provider"] as? String == "fallback")
        #expect(record["result"] != nil)
        if provider.isEmpty {
            #expect((record["reason"] as? String)?.contains("llama unavailable: no model configured") == true)
        }
    }

    @Test("extract, respond --schema and chat work with the fallback")
    func otherCommands() throws {
        let lmctl = try LMCTL()
        defer { lmctl.cleanUp() }
        let file = try lmctl.write("note.txt", CommandProcessTests.note)
        let schemaText = #"{"type":"object","properties":{"email":{"type":"string"},"city":{"type":"string"}}}"#
        let schema = try lmctl.write("s.json", schemaText)
        let extract = try lmctl.run(["extract", "--schema", schema, "--provider", "fallback", "--json", file])
        #expect(extract.status == 0, "\(extract.diagnostics)")
        let object = try #require(extract.jsonLines().first?["result"])
        let json = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
        try GenerationSchema(jsonSchema: schemaText).validate(try GeneratedContent(json: json))
        let respond = try lmctl.run(["respond", "--provider", "fallback", "--schema", schema, "Where is Paris?"])
        #expect(respond.status == 0, "\(respond.diagnostics)")
        let chat = try lmctl.run(["chat", "--provider", "fallback"], stdin: "Summarize: the meeting is on Monday.\n")
        #expect(chat.status == 0, "\(chat.diagnostics)")
        #expect(!chat.output.isEmpty)
    }
}
