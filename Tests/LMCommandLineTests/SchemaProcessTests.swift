import Foundation
import Testing

@Suite("lmctl schema check and validate, run as a process")
struct SchemaProcessTests {
    @Test("schema check: both capabilities, every blocking keyword with its path, exit 6 for unsupported, notes shown")
    func check() throws {
        let lmctl = try LMCTL()
        defer { lmctl.cleanUp() }
        let good = try lmctl.write(
            "good.json",
            #"{"type":"object","title":"T","x-vendor":1,"properties":{"name":{"type":"string","contentEncoding":"base64"}}}"#
        )
        let bad = try lmctl.write(
            "bad.json",
            ##"""
            {"type":"object","properties":{"a":{"$dynamicRef":"#n"},"b":{"allOf":[{"type":"string"},{"type":"null"}]}},
             "$defs":{"n":{"$dynamicAnchor":"n"}}}
            """##)
        let broken = try lmctl.write("broken.json", #"{"type":"object""#)
        let ok = try lmctl.run(["schema", "check", good])
        #expect(ok.status == 0)
        #expect(ok.output.contains("good.json: ok, LMCore can validate and generate this schema"))
        #expect(ok.output.contains("ignored: $.properties.name.contentEncoding"))
        #expect(ok.output.contains(#"ignored: $["x-vendor"]"#))
        let printed = try lmctl.run(["schema", "check", "--print", good])
        #expect(printed.output.contains("\"additionalProperties\": false"))
        let rejected = try lmctl.run(["schema", "check", good, bad])
        #expect(rejected.status == 6)
        #expect(
            rejected.output.contains("bad.json: validate: yes; generate: no — 2 keywords keep it from being generated"))
        #expect(rejected.output.contains("  $.properties.a.$dynamicRef: "))
        #expect(rejected.output.contains("  $.properties.b.allOf: "))
        #expect(rejected.diagnostics.contains("bad.json: unsupported schema: JSON Schema keyword \"$dynamicRef\""))
        let unreadable = try lmctl.run(["schema", "check", broken])
        #expect(unreadable.status == 4)
        let strict = try lmctl.run(["schema", "check", "--strict", good])
        #expect(strict.status == 6)
        #expect(strict.output.contains("--strict"))
        let json = try lmctl.run(["schema", "check", "--json", good, bad, broken])
        let lines = try json.jsonLines()
        #expect(lines.map { $0["understood"] as? Bool } == [true, false, false])
        #expect(lines.map { $0["validate"] as? Bool } == [true, true, false])
        #expect(lines.map { $0["kind"] as? String } == [nil, "unsupported", "malformed"])
        let blocking = try #require(lines[1]["blocking"] as? [[String: Any]])
        #expect(
            blocking.compactMap { $0["path"] as? String } == ["$.properties.a.$dynamicRef", "$.properties.b.allOf"])
    }

    @Test(
        "extract --json: an unsupported schema is an error record of kind unsupported (exit 6), a broken one malformed (exit 4)"
    )
    func extractErrorRecords() throws {
        let lmctl = try LMCTL()
        defer { lmctl.cleanUp() }
        let unsupported = try lmctl.write(
            "remote.json", #"{"type":"object","properties":{"a":{"$ref":"https://example.com/a.json"}}}"#)
        let broken = try lmctl.write("broken.json", #"{"type":"object""#)
        let note = try lmctl.write("note.txt", "Ada met Grace in Paris on 3 May 2024.")
        for (schema, status, kind) in [(unsupported, Int32(6), "unsupported"), (broken, Int32(4), "malformed")] {
            let result = try lmctl.run(["extract", "--json", "--schema", schema, note])
            #expect(result.status == status)
            let record = try #require(try result.jsonLines().first)
            let error = try #require(record["error"] as? [String: Any])
            #expect(error["kind"] as? String == kind)
            #expect((record["input"] as? String)?.hasSuffix(URL(fileURLWithPath: schema).lastPathComponent) == true)
        }
    }

    @Test("JSON printed by lmctl escapes U+2028 and U+2029")
    func lineSeparators() throws {
        let lmctl = try LMCTL()
        defer { lmctl.cleanUp() }
        let schema = try lmctl.write("s.json", #"{"type":"string","const":"a\u2028b\u2029c"}"#)
        let instance = try lmctl.write("i.json", #""x""#)
        let result = try lmctl.run(["schema", "validate", "--json", "--schema", schema, instance])
        #expect(result.output.contains(#"\u2028"#))
        #expect(result.output.contains(#"\u2029"#))
        #expect(!result.output.contains("\u{2028}"))
    }

    @Test("schema validate reports every violation with its path")
    func validate() throws {
        let lmctl = try LMCTL()
        defer { lmctl.cleanUp() }
        let schema = try lmctl.write(
            "s.json",
            #"{"type":"object","properties":{"age":{"type":"integer","minimum":0},"tags":{"type":"array","items":{"type":"string"}}},"required":["age"]}"#
        )
        let valid = try lmctl.write("valid.json", #"{"age": 3, "tags": ["a"]}"#)
        let invalid = try lmctl.write("invalid.json", #"{"age": -1, "tags": ["a", 2]}"#)
        let truncated = try lmctl.write("cut.json", #"{"age": 3"#)
        let result = try lmctl.run(["schema", "validate", "--schema", schema, valid, invalid])
        #expect(result.status == 4)
        #expect(result.output.contains("valid.json: valid"))
        #expect(result.output.contains("invalid.json: 2 violations"))
        #expect(result.output.contains("$.age"))
        #expect(result.output.contains("$.tags[1]"))
        let cut = try lmctl.run(["schema", "validate", "--schema", schema, truncated])
        #expect(cut.status == 4)
        #expect(cut.diagnostics.contains("cut.json: is not complete JSON"))
    }
}
