import Foundation
import Testing

@testable import LMCore

@Suite("Incremental partial JSON parsing")
struct PartialJSONParserTests {
    /// Documents with the hard parts: escapes, surrogate pairs, numbers of every shape,
    /// whitespace everywhere, and documents that are wrong somewhere along the way.
    static let tricky: [String] = [
        #"{"a": "q\"uote\\back\/slash\b\f\n\r\t end", "b": "\u00e9\u4e2d\uD83D\uDE00!"}"#,
        #"["\uD834\uDD1E", "x\ud83d\ude00y", "\u0000\u001F", "é😀中"]"#,
        #"[0, -0, 12, -12.5, 1e3, 1E+2, -2.5e-3, 0.000001, 123456789012345678901234, 1.5E308]"#,
        "\n\t {\r\n  \"k\" :\n [ 1 ,\t2 , { } , [ ] , \"\" ]\n , \"l\" : null  , \"m\":true,\"n\":false }\n ",
        #"{"nested": {"deeper": {"deepest": [[[{"x": [1, [2, [3]]]}]]]}}, "after": "yes"}"#,
        #""just a string with \"escapes\" and \u00fc""#,
        "-12.75e+2", "true", "null", "   ", "",
        // Wrong somewhere: both parsers must reject the same prefixes.
        #"[1, 2,]"#, #"{"a": 1, "a": 2}"#, #"["\uDE00"]"#, #"["\uD83Dx"]"#, #"["\uD83D\n"]"#,
        #"["\uD83D\u0041"]"#, "[01]", "[1.e5]", "[1e]", "[- 1]", "[1 2]", "{\"a\" 1}", "tru e", "{}x",
        "[1e400]", "[\"a\u{01}\"]", #"["\x"]"#, #"["\u12G4"]"#, "{,}", "[,1]", "{\"a\":1,}", "nul", "[-]",
    ]

    /// The repository's fixtures: the evaluation answers and the development set's lines.
    static func fixtures() -> [String] {
        var documents: [String] = []
        for evalCase in SchemaEvalFiles.allOrEmpty() {
            for url in [evalCase.schema, evalCase.expected] {
                if let text = try? String(contentsOf: url, encoding: .utf8) { documents.append(text) }
            }
        }
        let development = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/fallback-dev/tune")
        for name in ["documents.jsonl", "corrections.jsonl"] {
            let url = development.appendingPathComponent(name)
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            documents += text.split(separator: "\n").prefix(6).map(String.init)
        }
        return documents
    }

    /// Splits a text into deltas of 1 to `maximum` characters (whole strings, as a model's
    /// deltas are).
    static func chunks(_ text: String, maximum: Int, _ random: inout SeededGenerator) -> [String] {
        var pieces: [String] = []
        var rest = Substring(text)
        while !rest.isEmpty {
            let size = Int.random(in: 1...maximum, using: &random)
            pieces.append(String(rest.prefix(size)))
            rest = rest.dropFirst(size)
        }
        return pieces
    }

    /// Streams the document in the given deltas and checks every snapshot against a full parse
    /// of the same prefix; returns the number of prefixes compared.
    @discardableResult
    static func check(_ deltas: [String], sourceLocation: SourceLocation = #_sourceLocation) -> Int {
        var parser = PartialJSONParser()
        var prefix = ""
        for delta in deltas {
            prefix += delta
            let expected = Result { try GeneratedContent(json: prefix) }
            let actual = Result { () throws -> GeneratedContent in
                try parser.append(delta)
                return try parser.snapshot()
            }
            switch (expected, actual) {
            case (.success(let expected), .success(let actual)):
                #expect(actual == expected, "prefix \(prefix.debugDescription)", sourceLocation: sourceLocation)
            case (.failure(let expected as JSONParseError), .failure(let actual as JSONParseError)):
                #expect(
                    actual.code == expected.code, "prefix \(prefix.debugDescription)", sourceLocation: sourceLocation)
                return deltas.count
            default:
                Issue.record(
                    "prefix \(prefix.debugDescription): full parse \(expected), incremental \(actual)",
                    sourceLocation: sourceLocation)
                return deltas.count
            }
        }
        return deltas.count
    }

    @Test("every snapshot equals a full parse of its prefix, for tricky documents in random chunkings")
    func trickyDocuments() {
        var random = SeededGenerator(seed: 0xC0FFEE)
        for document in Self.tricky {
            Self.check(document.map(String.init))
            for maximum in [2, 3, 5, 9] {
                Self.check(Self.chunks(document, maximum: maximum, &random))
            }
        }
    }

    @Test("every snapshot equals a full parse of its prefix, for the repository's fixtures")
    func fixtureDocuments() throws {
        let documents = Self.fixtures()
        try #require(documents.count >= 6, "the fixtures were not found")
        var random = SeededGenerator(seed: 0xF17E)
        var prefixes = 0
        for document in documents {
            prefixes += Self.check(Self.chunks(document, maximum: 6, &random))
        }
        #expect(prefixes > 1_000)
    }

    @Test("every snapshot equals a full parse of its prefix, for random and mutated documents")
    func randomDocuments() {
        var random = SeededGenerator(seed: 0xAB5EED)
        let alphabet = Array("{}[],:\"\\ -+.0123456789eEtruefalsn\n\tuD8x😀")
        for round in 0..<1_500 {
            var scalars = Array(GeneratedContentFuzzTests.randomDocument(&random).unicodeScalars)
            if round.isMultiple(of: 3), !scalars.isEmpty {
                let index = Int.random(in: 0..<scalars.count, using: &random)
                scalars[index] = alphabet.randomElement(using: &random)?.unicodeScalars.first ?? "x"
            }
            var document = ""
            document.unicodeScalars.append(contentsOf: scalars)
            Self.check(Self.chunks(document, maximum: Int.random(in: 1...6, using: &random), &random))
        }
    }

    @Test("nesting deeper than the limit is rejected as the full parse rejects it")
    func deepNesting() {
        let depth = JSONParseError.maximumDepth + 1
        Self.check([String(repeating: "[", count: depth - 2), "[", "[", "1"])
        Self.check([String(repeating: "{\"a\":", count: depth)])
    }

    @Test("objects and arrays keep one identity from the snapshot that opens them to the finished value")
    func stableIdentities() throws {
        let deltas = [#"{"days": [{"title": "Da"#, #"y 1"}, {"ti"#, #"tle": "Day 2"}], "note": "ok"}"#]
        var parser = PartialJSONParser()
        var rootIDs: Set<GenerationID?> = []
        var firstDayIDs: Set<GenerationID?> = []
        var secondDayIDs: Set<GenerationID?> = []
        for delta in deltas {
            try parser.append(delta)
            let snapshot = try parser.snapshot()
            rootIDs.insert(snapshot.id)
            let days = try snapshot.value(GeneratedContent.self, forProperty: "days").elements()
            firstDayIDs.insert(days[0].id)
            if days.count > 1 { secondDayIDs.insert(days[1].id) }
        }
        #expect(rootIDs.count == 1 && rootIDs.first != nil)
        #expect(firstDayIDs.count == 1 && firstDayIDs.first != nil)
        #expect(secondDayIDs.count == 1 && secondDayIDs.first != nil)
        #expect(firstDayIDs != secondDayIDs)
        #expect(try parser.snapshot().isComplete)
    }

    @Test("an error is reported once and then for every later delta")
    func errorsStick() throws {
        var parser = PartialJSONParser()
        try parser.append(#"{"a": [1, 2"#)
        #expect(throws: JSONParseError.self) { try parser.append("}") }
        #expect(throws: JSONParseError.self) { try parser.append("]}") }
        #expect(throws: JSONParseError.self) { try parser.snapshot() }
    }
}
