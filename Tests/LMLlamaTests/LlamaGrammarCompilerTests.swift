import LMCore
import Testing

@testable import LMLlama

@Suite("Schema to GBNF compiler")
struct LlamaGrammarCompilerTests {
    private func schema(_ root: GenerationSchema.Node, definitions: [String: GenerationSchema.Node] = [:]) throws
        -> GenerationSchema
    {
        try GenerationSchema(root: root, definitions: definitions)
    }

    @Test("Properties appear in declaration order; optional ones are optional")
    func objectOrder() throws {
        let grammar = LlamaGrammarCompiler.compile(
            try schema(
                .init(
                    .object([
                        .init(name: "name", node: .string),
                        .init(name: "age", node: .integer, isRequired: false),
                        .init(name: "city", node: .string),
                    ]))))
        let root = try #require(grammar.split(separator: "\n").first { $0.hasPrefix("r") && $0.contains("name") })
        let name = try #require(root.range(of: #"\"name\":"#))
        let age = try #require(root.range(of: #"\"age\":"#))
        let city = try #require(root.range(of: #"\"city\":"#))
        #expect(name.lowerBound < age.lowerBound && age.lowerBound < city.lowerBound)
        #expect(root.contains(#"( "," ws "\"age\":""#))
        #expect(root.contains(")?"))
    }

    @Test("An object whose properties are all optional may be empty")
    func allOptional() throws {
        let grammar = LlamaGrammarCompiler.compile(
            try schema(.init(.object([.init(name: "a", node: .boolean, isRequired: false)]))))
        #expect(grammar.contains(#""{" ws ( "\"a\":" ws ( "true" | "false" ) )? "}""#))
    }

    @Test(
        "Array counts become repetitions",
        arguments: [
            (2, 4, #"{1,3}"#), (0, 3, #"{0,2}"#), (1, nil, "*"), (3, 3, "{2}"),
        ] as [(Int, Int?, String)])
    func arrayCounts(minimum: Int, maximum: Int?, repetition: String) throws {
        let node = GenerationSchema.Node(
            .array(.init(element: .boolean, minimumCount: minimum, maximumCount: maximum)))
        let grammar = LlamaGrammarCompiler.compile(try schema(node))
        #expect(grammar.contains(#" )"# + repetition))
    }

    @Test(
        "Integer ranges compile to digit patterns",
        arguments: [
            (0.0, 9.0, #"[0-9]"#), (5.0, 123.0, #"[5-9] | [1-9] [0-9]{1} | "1" ( [0-1] [0-9]{1} | "2" [0-3] )"#),
            (-5.0, 5.0, #""-" [1-5] | [0-5]"#), (18.0, 65.0, #"( "1" [8-9] | [2-5] [0-9]{1} | "6" [0-5] )"#),
        ])
    func integerRanges(minimum: Double, maximum: Double, expected: String) {
        let pattern = LlamaGrammarCompiler.integer(.init(minimum: minimum, maximum: maximum))
        #expect(pattern == expected)
    }

    @Test("Open integer ranges allow every larger number")
    func openRange() {
        #expect(LlamaGrammarCompiler.integer(.init(minimum: 10)) == #"[1-9] [0-9]{1} | [1-9] [0-9]{2,17}"#)
    }

    @Test("String choices, constants and formats become literals and rules")
    func strings() throws {
        let choices = LlamaGrammarCompiler.compile(try schema(.init(.string(.init(choices: ["red", "green"])))))
        #expect(choices.contains(#""\"red\"" | "\"green\"""#))
        let constant = LlamaGrammarCompiler.compile(try schema(.init(.string(.init(constant: "v1")))))
        #expect(constant.contains(#""\"v1\"""#))
        let date = LlamaGrammarCompiler.compile(try schema(.init(.string(.init(format: .date)))))
        #expect(date.contains(#"[0-9]{4} "-""#))
    }

    @Test(
        "Patterns in the supported subset are translated; others are left to validation",
        arguments: [
            (#"^[a-z]{2,5}$"#, #"[a-z]{2,5}"#), (#"\d{3}-\d{4}"#, #"[0-9]{3} "-" [0-9]{4}"#),
            (#"(ab|cd)+"#, #"( "a" "b" | "c" "d" )+"#), (#"(?<name>x)"#, #""x""#), (#"a\bc"#, nil),
            (#"^[\u00e9"]$"#, #"( "é" | "\\\"" )"#), (#"[^\x00-\x{10FFFF}]"#, nil),
            (#"[\u0100-\u{10000}]"#, #"[\u0100-\U00010000]"#),
            (#"(a)\1"#, nil),
        ] as [(String, String?)])
    func patterns(pattern: String, expected: String?) {
        #expect(LlamaGrammarCompiler.pattern(pattern) == expected)
    }

    @Test("Recursive definitions become rules that refer to themselves")
    func recursion() throws {
        let node = GenerationSchema.Node(
            .object([
                .init(name: "value", node: .integer),
                .init(name: "next", node: .init(.reference("Node")), isRequired: false),
            ]))
        let grammar = LlamaGrammarCompiler.compile(try schema(.init(.reference("Node")), definitions: ["Node": node]))
        #expect(grammar.hasPrefix("root ::= def-Node\n"))
        let definition = try #require(grammar.split(separator: "\n").first { $0.hasPrefix("def-Node ::=") })
        let body = try #require(definition.split(separator: "=").last)
        let rule = String(body.trimmingPrefix(" "))
        let ruleLine = try #require(grammar.split(separator: "\n").first { $0.hasPrefix(rule + " ::=") })
        #expect(ruleLine.contains("def-Node"))
    }
}
