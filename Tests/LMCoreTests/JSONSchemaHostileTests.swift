import Foundation
import Testing

@testable import LMCore

/// Schemas and instances from users and models: every case is an answer or a clear error within
/// a generous bound, never a crash or a hang.
@Suite("JSON Schema on hostile input")
struct JSONSchemaHostileTests {
    /// A guard far above what a linear path needs in a debug build on a busy machine (the
    /// 100,000-reference chain takes about 15 s there, 1 s in release), and far below what a
    /// quadratic path would need. Speed itself is measured by `lmbench schema`.
    static let bound = Duration.seconds(180)

    /// What a schema gives: validation and generation, each an answer or an error.
    static func exercise(_ schema: String, instance: String) -> (validate: String, generate: String) {
        var validate: String
        do {
            let validator = try JSONSchemaValidator(jsonSchema: schema)
            validate = try validator.isValid(GeneratedContent(json: instance)) ? "valid" : "invalid"
        } catch {
            validate = "error: \(error)"
        }
        var generate: String
        do {
            let generation = try GenerationSchema(jsonSchema: schema)
            generate = "ok \(generation.violations(of: try GeneratedContent(json: instance)).count)"
        } catch {
            generate = "error: \(error)"
        }
        return (validate, generate)
    }

    static func timed(_ body: () -> Void) -> Duration {
        ContinuousClock().measure(body)
    }

    struct Timed: Sendable {
        var validate: String
        var generate: String
        var elapsed: Duration
    }

    /// Builds a document and exercises it on a thread of its own, timing the exercise.
    static func exerciseOffPool(instance: String, _ build: @escaping @Sendable () -> String) async throws -> Timed {
        try await OwnThread.run {
            let text = build()
            var result: (validate: String, generate: String) = ("", "")
            let elapsed = timed { result = exercise(text, instance: instance) }
            return Timed(validate: result.validate, generate: result.generate, elapsed: elapsed)
        }
    }

    @Test("a $ref chain of 100,000 definitions compiles, validates and imports in linear time")
    func longReferenceChain() async throws {
        let result = try await Self.exerciseOffPool(instance: "7") {
            let count = 100_000
            var text = ##"{"$ref":"#/$defs/a0","$defs":{"##
            for index in 0..<count - 1 { text += ##""a\##(index)":{"$ref":"#/$defs/a\##(index + 1)"},"## }
            return text + ##""a\##(count - 1)":{"type":"integer"}}}"##
        }
        #expect(result.validate == "valid")
        #expect(result.generate.hasPrefix("ok") || result.generate.hasPrefix("error"), "\(result.generate)")
        #expect(result.elapsed < Self.bound, "took \(result.elapsed)")
    }

    @Test(
        "cyclic and missing references are errors naming the problem",
        arguments: [
            (##"{"$ref":"#/$defs/a","$defs":{"a":{"$ref":"#/$defs/b"},"b":{"$ref":"#/$defs/a"}}}"##, "loops back"),
            (##"{"$ref":"#/$defs/a","$defs":{"a":{"anyOf":[{"$ref":"#/$defs/a"}]}}}"##, "without end"),
            (##"{"$ref":"#/$defs/missing"}"##, "points to nothing"),
            (##"{"$ref":"#nowhere"}"##, "no $anchor"),
            (##"{"$ref":"other.json#/x"}"##, "not in this document"),
            (##"{"$ref":"#"}"##, "without end"),
        ])
    func badReferences(schema: String, mentions: String) {
        let result = Self.exercise(schema, instance: "1")
        #expect(result.validate.hasPrefix("error") && result.validate.contains(mentions), "\(result.validate)")
        #expect(result.generate.hasPrefix("error"), "\(result.generate)")
    }

    @Test("10,000-level nesting, in the schema or the instance, is an error naming the limit")
    func deepNesting() {
        let depth = 10_000
        let schema = String(repeating: #"{"items":"#, count: depth) + "true" + String(repeating: "}", count: depth)
        let instance = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let nested = Self.exercise(schema, instance: "[]")
        #expect(nested.validate.contains("nest deeper than \(JSONParseError.maximumDepth)"), "\(nested.validate)")
        let deepInstance = Self.exercise(##"{"items":{"$ref":"#"}}"##, instance: instance)
        #expect(deepInstance.validate.contains("nest deeper"), "\(deepInstance.validate)")
    }

    @Test("schemas and instances just under the parser's depth limit give an answer or the evaluation limit")
    func deepButParseable() throws {
        let depth = JSONParseError.maximumDepth - 2
        let schema =
            String(repeating: #"{"type":"array","items":"#, count: depth / 2) + "true"
            + String(repeating: "}", count: depth / 2)
        let instance = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let result = Self.exercise(schema, instance: instance)
        #expect(result.validate == "valid" || result.validate.contains("limit"), "\(result.validate)")
        let recursive = Self.exercise(
            ##"{"$defs":{"n":{"type":"array","items":{"$ref":"#/$defs/n"}}},"$ref":"#/$defs/n"}"##, instance: instance)
        #expect(recursive.validate.contains("evaluation depth limit"), "\(recursive.validate)")
    }

    @Test("a 10 MB schema compiles and validates within the bound")
    func hugeSchema() async throws {
        let result = try await Self.exerciseOffPool(instance: #"{"property1":"ab"}"#) {
            var text = #"{"type":"object","properties":{"#
            var index = 0
            while text.utf8.count < 10_000_000 {
                if index > 0 { text += "," }
                text +=
                    #""property\#(index)":{"type":"string","maxLength":\#(index % 100 + 1),"description":"a field of a very wide record"}"#
                index += 1
            }
            return text + "}}"
        }
        #expect(result.validate == "valid")
        #expect(result.generate == "ok 0")
        #expect(result.elapsed < Self.bound, "took \(result.elapsed)")
    }

    @Test(
        "nested-quantifier patterns on 10,000 characters answer at once",
        arguments: [#"^(a*)*b$"#, #"^(a+)+$"#, #"^(\\w+\\s?)*$"#, #"^(a|aa)+$"#])
    func catastrophicPatterns(pattern: String) {
        let instance = "\"" + String(repeating: "a", count: 10_000) + "!\""
        var result: (validate: String, generate: String) = ("", "")
        let elapsed = Self.timed {
            result = Self.exercise(#"{"type":"string","pattern":"\#(pattern)"}"#, instance: instance)
        }
        #expect(result.validate == "invalid", "\(result.validate)")
        #expect(elapsed < Self.bound, "took \(elapsed)")
    }

    @Test("recursive anyOf 50 deep is memoized, not exponential")
    func recursiveChoices() throws {
        var defs: [String] = []
        for level in 0..<50 {
            let next = ##"{"$ref":"#/$defs/a\##(level + 1)"}"##
            defs.append(
                ##""a\##(level)":{"anyOf":[\##(next),\##(next)],"oneOf":[\##(next),{"not":\##(next)}],"allOf":[\##(next),\##(next)]}"##
            )
        }
        defs.append(#""a50":{"type":"integer"}"#)
        let schema = ##"{"$ref":"#/$defs/a0","$defs":{"## + defs.joined(separator: ",") + "}}"
        let validator = try JSONSchemaValidator(jsonSchema: schema)
        var violations: [SchemaValidationError.Violation] = []
        let elapsed = Self.timed {
            #expect((try? validator.isValid(GeneratedContent(json: "1"))) == true)
            violations = (try? validator.violations(of: GeneratedContent(json: #""x""#))) ?? []
        }
        #expect(!violations.isEmpty)
        #expect(elapsed < Self.bound, "took \(elapsed)")
    }

    @Test("mutated real schemas: 2,000 seeded mutations of the eval schemas never crash or hang")
    func mutatedSchemas() async throws {
        let files = try SchemaEvalFiles.all()
        try #require(!files.isEmpty)
        let documents = try files.map { try GeneratedContent(json: String(contentsOf: $0.schema, encoding: .utf8)) }
        let instances = try files.map { try String(contentsOf: $0.expected, encoding: .utf8) }
        struct Tally: Sendable {
            var outcomes: [String: Int]
            var elapsed: Duration
        }
        let tally = try await OwnThread.run {
            var random = SeededGenerator(seed: 14)
            var outcomes: [String: Int] = [:]
            let elapsed = Self.timed {
                for round in 0..<2_000 {
                    let document = documents[round % documents.count]
                    let expected = instances[round % documents.count]
                    let mutated = JSONSchemaMutator.mutate(document, &random, steps: 1 + round % 4)
                    let result = Self.exercise(mutated.jsonString, instance: expected)
                    outcomes[String(result.validate.prefix(5)), default: 0] += 1
                }
            }
            return Tally(outcomes: outcomes, elapsed: elapsed)
        }
        #expect(tally.outcomes.values.reduce(0, +) == 2_000)
        #expect(tally.elapsed < Self.bound * 2, "took \(tally.elapsed)")
    }
}

/// Seeded mutations of JSON Schema documents: keywords removed, replaced, retyped, wrapped in
/// combinators, references redirected.
enum JSONSchemaMutator {
    static let keywords = [
        "type", "properties", "required", "items", "prefixItems", "anyOf", "oneOf", "allOf", "not", "enum", "const",
        "pattern", "minimum", "maximum", "exclusiveMinimum", "multipleOf", "minLength", "maxLength", "minItems",
        "maxItems", "uniqueItems", "contains", "minContains", "additionalProperties", "patternProperties",
        "propertyNames", "dependentRequired", "dependentSchemas", "if", "then", "else", "$ref", "$defs",
        "definitions", "unevaluatedProperties", "unevaluatedItems", "format", "$anchor", "$id", "title", "default",
    ]

    static let values: [GeneratedContent] = [
        "true", "false", "null", "0", "-1", "2.5", "1e300", #""string""#, ##""#/$defs/x""##, ##""#""##, #""^(a+)+$""#,
        #""date-time""#, "[]", #"["a","b"]"#, "{}", #"{"type":"integer"}"#, ##"{"$ref":"#"}"##,
        #"[{"type":"string"},{}]"#,
        #"{"a":{"type":"number"}}"#,
    ].compactMap { try? GeneratedContent(json: $0) }

    static func mutate(_ document: GeneratedContent, _ random: inout SeededGenerator, steps: Int) -> GeneratedContent {
        var current = document
        for _ in 0..<steps { current = mutateOnce(current, &random, depth: 0) }
        return current
    }

    private static func mutateOnce(_ value: GeneratedContent, _ random: inout SeededGenerator, depth: Int)
        -> GeneratedContent
    {
        switch value.kind {
        case .structure(var members, var keys):
            if !keys.isEmpty, depth < 8, Bool.random(using: &random) {
                let key = keys[Int.random(in: 0..<keys.count, using: &random)]
                if let member = members[key] { members[key] = mutateOnce(member, &random, depth: depth + 1) }
                return GeneratedContent(kind: .structure(properties: members, orderedKeys: keys))
            }
            switch Int.random(in: 0..<4, using: &random) {
            case 0 where !keys.isEmpty:
                let key = keys.remove(at: Int.random(in: 0..<keys.count, using: &random))
                members[key] = nil
            case 1:
                let key = keywords.randomElement(using: &random) ?? "type"
                if members[key] == nil { keys.append(key) }
                members[key] = values.randomElement(using: &random)
            case 2:
                let wrapper = ["anyOf", "oneOf", "allOf"].randomElement(using: &random) ?? "anyOf"
                return GeneratedContent(
                    kind: .structure(
                        properties: [wrapper: GeneratedContent(kind: .array([value, value]))], orderedKeys: [wrapper]))
            default:
                return values.randomElement(using: &random) ?? value
            }
            return GeneratedContent(kind: .structure(properties: members, orderedKeys: keys))
        case .array(var elements) where !elements.isEmpty && depth < 8:
            let index = Int.random(in: 0..<elements.count, using: &random)
            elements[index] = mutateOnce(elements[index], &random, depth: depth + 1)
            return GeneratedContent(kind: .array(elements))
        default:
            return values.randomElement(using: &random) ?? value
        }
    }
}
