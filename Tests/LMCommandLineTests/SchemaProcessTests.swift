import Foundation
import Testing

@Suite("lmctl schema check and validate, run as a process")
struct SchemaProcessTests {
    @Test("schema check: exit 0 when understood, 4 naming keyword and path when not; --print normalizes")
    func check() throws {
        let lmctl = try LMCTL()
        defer { lmctl.cleanUp() }
        let good = try lmctl.write("good.json", #"{"type":"object","properties":{"name":{"type":"string"}}}"#)
        let bad = try lmctl.write(
            "bad.json", #"{"type":"object","properties":{"n":{"type":"string","contentEncoding":"base64"}}}"#)
        let ok = try lmctl.run(["schema", "check", good])
        #expect(ok.status == 0)
        #expect(ok.output.contains("good.json: ok"))
        let printed = try lmctl.run(["schema", "check", "--print", good])
        #expect(printed.output.contains("\"additionalProperties\": false"))
        let rejected = try lmctl.run(["schema", "check", good, bad])
        #expect(rejected.status == 4)
        #expect(rejected.diagnostics.contains("bad.json: JSON Schema keyword \"contentEncoding\" at $.properties.n"))
        let json = try lmctl.run(["schema", "check", "--json", good, bad])
        #expect(try json.jsonLines().map { $0["understood"] as? Bool } == [true, false])
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
