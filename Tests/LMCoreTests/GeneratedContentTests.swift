import Foundation
import Testing

@testable import LMCore

@Suite("GeneratedContent")
struct GeneratedContentTests {
    @Test("a complete document parses with keys in order and writes back the same compact text")
    func roundTripsCompactJSON() throws {
        let text = #"{"zeta":1,"alpha":[true,false,null],"mid":{"b":"x\ny\"z","a":-0.0015},"u":"é\u0001"}"#
        let content = try GeneratedContent(json: text)
        #expect(content.isComplete)
        guard case .structure(_, let keys) = content.kind else {
            Issue.record("expected a structure, got \(content.kind)")
            return
        }
        #expect(keys == ["zeta", "alpha", "mid", "u"])
        #expect(content.jsonString == text)
        #expect(try GeneratedContent(json: content.jsonString) == content)
    }

    @Test(
        "numbers follow JSON grammar and print compactly",
        arguments: [
            ("0", "0"), ("-0", "0"), ("12", "12"), ("1.25", "1.25"), ("1e3", "1000"), ("-2.5E-2", "-0.025"),
            ("123456789012345678", "1.2345678901234568e+17"),
        ])
    func numbers(input: String, output: String) throws {
        #expect(try GeneratedContent(json: input).jsonString == output)
    }

    @Test(
        "escapes and surrogate pairs decode",
        arguments: [
            (#""\u00e9\ud83d\ude00\/\\\b\f\n\r\t""#, "é😀/\\\u{08}\u{0C}\n\r\t"),
            (#""\uD83D\uDE00""#, "😀"),
        ])
    func escapes(input: String, expected: String) throws {
        #expect(try GeneratedContent(json: input).kind == .string(expected))
    }

    @Test(
        "text that is not a prefix of any JSON document is rejected with its position",
        arguments: [
            "abc", "{]", "[1,]", "{\"a\" 1}", "01", "1.e5", "[1 2]", "{\"a\":1,}", "\"\u{01}\"", "tru e", "nul1",
            "{\"a\":1}x", "[\"\\x\"]", "{1:2}", "-a", "\"\\u12G4\"", "{\"a\":1,\"a\":2}",
        ])
    func rejectsGarbage(text: String) {
        #expect(throws: JSONParseError.self) { try GeneratedContent(json: text) }
    }

    @Test("an error names the line, column and what was expected")
    func errorHasPosition() throws {
        let error = try #require(throws: JSONParseError.self) { try GeneratedContent(json: "{\n  \"a\": ]") }
        #expect(error.line == 2)
        #expect(error.column == 8)
        #expect(error.code == .unexpectedCharacter)
        #expect(error.description.contains("expected a JSON value"))
    }

    @Test(
        "prefixes give the values written so far and are marked incomplete",
        arguments: [
            (#"{"title": "Swift on Li"#, #"{"title":"Swift on Li"}"#),
            (#"{"title": "A", "points": ["one", "tw"#, #"{"title":"A","points":["one","tw"]}"#),
            (#"{"title": "A", "poi"#, #"{"title":"A"}"#),
            (#"{"title": "A", "count": 1"#, #"{"title":"A","count":1}"#),
            (#"{"a": tr"#, #"{"a":true}"#),
            (#"[1, 2, "#, "[1,2]"),
            (#"{"a": "x\"#, #"{"a":"x"}"#),
            (#"{"a": "\ud83d"#, #"{"a":""}"#),
            ("", "null"),
            ("-", "null"),
            ("1.", "1"),
        ])
    func prefixes(prefix: String, expected: String) throws {
        let content = try GeneratedContent(json: prefix)
        #expect(!content.isComplete)
        #expect(content.jsonString == expected)
    }

    @Test("a value cut off inside a structure is marked incomplete, finished ones complete")
    func nestedCompleteness() throws {
        let content = try GeneratedContent(json: #"{"done": "yes", "open": "no"#)
        let done = try content.value(GeneratedContent.self, forProperty: "done")
        let open = try content.value(GeneratedContent.self, forProperty: "open")
        #expect(done.isComplete)
        #expect(!open.isComplete)
    }

    static let prefixDocuments: [String] =
        [
            #"{"a": [1, -2.5e+3, true, false, null, {"b": "c\u00e9\ud83d\ude00\n"}], "d": {}, "e": []}"#,
            #"  [ "x" , { "y" : [ [ ] ] } ]  "#,
        ] + SchemaEvalFiles.allOrEmpty().compactMap { try? String(contentsOf: $0.expected, encoding: .utf8) }

    @Test(
        "every prefix of a valid document parses, and only the whole document is complete", arguments: prefixDocuments)
    func everyPrefixParses(document: String) throws {
        let full = try GeneratedContent(json: document)
        #expect(full.isComplete)
        let scalars = Array(document.unicodeScalars)
        let last = try #require(scalars.lastIndex { !$0.properties.isWhitespace })
        for length in 0..<scalars.count {
            var prefix = ""
            prefix.unicodeScalars.append(contentsOf: scalars[0..<length])
            let content = try GeneratedContent(json: prefix)
            #expect(content.isComplete == (length > last), "prefix of length \(length) of \(document.prefix(30))…")
        }
    }

    @Test("nesting deeper than the limit is a clear error, not a stack overflow")
    func deepNesting() throws {
        let deep = String(repeating: "[", count: 100_000)
        let error = try #require(throws: JSONParseError.self) { try GeneratedContent(json: deep) }
        #expect(error.code == .nestingTooDeep)
        #expect(error.message.contains("512"))
        let allowed = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(try GeneratedContent(json: allowed).isComplete)
        let objects = String(repeating: #"{"a":"#, count: 600)
        #expect(throws: JSONParseError.self) { try GeneratedContent(json: objects) }
    }

    @Test("values are read by type and by property, with an optional overload")
    func valueAccess() throws {
        let content = try GeneratedContent(json: #"{"name": "Ada", "age": 36, "tags": ["x"], "nothing": null}"#)
        #expect(try content.value(String.self, forProperty: "name") == "Ada")
        #expect(try content.value(Int.self, forProperty: "age") == 36)
        #expect(try content.value([String].self, forProperty: "tags") == ["x"])
        #expect(try content.value(Int?.self, forProperty: "missing") == nil)
        #expect(try content.value(Int?.self, forProperty: "nothing") == nil)
        #expect(try content.value(Int?.self, forProperty: "age") == 36)
        let missing = try #require(throws: GeneratedContentError.self) {
            try content.value(Int.self, forProperty: "height")
        }
        #expect(missing.code == .missingProperty)
        #expect(missing.path == "$.height")
        #expect(throws: GeneratedContentError.self) { try content.value(Int.self, forProperty: "name") }
        #expect(throws: GeneratedContentError.self) { try GeneratedContent(json: "1.5").value(Int.self) }
    }

    @Test("content is built from ordered properties and from elements")
    func building() throws {
        let content = GeneratedContent(properties: ["b": "x", "a": 2, "c": [true, false]])
        #expect(content.jsonString == #"{"b":"x","a":2,"c":[true,false]}"#)
        let list = GeneratedContent(elements: ["a", 1.5, true])
        #expect(list.jsonString == #"["a",1.5,true]"#)
        #expect(try content.properties().map(\.key) == ["b", "a", "c"])
        #expect(try list.elements().count == 3)
        let id = GenerationID()
        #expect(GeneratedContent("x", id: id).id == id)
    }

    @Test("content encodes as its JSON text, so key order survives Codable")
    func codable() throws {
        let content = try GeneratedContent(json: #"{"z":1,"a":{"y":2,"b":3}}"#)
        let data = try JSONEncoder().encode([content])
        let decoded = try JSONDecoder().decode([GeneratedContent].self, from: data)
        #expect(decoded == [content])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(GeneratedContent.self, from: Data(#""{\"a\":""#.utf8))
        }
    }
}
