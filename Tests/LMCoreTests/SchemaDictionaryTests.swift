import Foundation
import Testing

@testable import LMCore

/// Objects whose keys aren't declared — `additionalProperties` as a schema, or a single
/// `patternProperties` pattern — are generated as entries whose keys match.
@Suite("JSON Schema dictionaries")
struct SchemaDictionaryTests {
    static let documents = [
        #"{"type":"object","additionalProperties":{"type":"integer","minimum":1},"minProperties":2}"#,
        #"{"type":"object","patternProperties":{"^x-[a-z]{2,4}$":{"type":"string","minLength":1}},"additionalProperties":false,"minProperties":3,"maxProperties":5}"#,
        #"{"type":"object","patternProperties":{"^[A-Z]{3}$":{"type":"number","minimum":0}},"minProperties":1}"#,
    ]

    @Test("they import as dictionaries and export back to the same meaning", arguments: documents)
    func imports(document: String) throws {
        let schema = try GenerationSchema(jsonSchema: document)
        guard case .dictionary = schema.root.kind else {
            Issue.record("not a dictionary: \(schema.root.kind)")
            return
        }
        #expect(try GenerationSchema(jsonSchema: schema.jsonSchemaString) == schema)
    }

    @Test("samples have enough distinct keys that match, and validate as JSON Schema says", arguments: documents)
    func samples(document: String) throws {
        let schema = try GenerationSchema(jsonSchema: document)
        let validator = try JSONSchemaValidator(jsonSchema: document)
        for variant in [SchemaFiller.Variant.low, .high] {
            let sample = SchemaFiller(schema: schema).sample(schema.root, variant: variant)
            guard case .structure(_, let keys) = sample.kind else {
                Issue.record("not an object: \(sample.jsonString)")
                continue
            }
            #expect(keys.count >= 1, "\(sample.jsonString)")
            #expect(schema.violations(of: sample) == [], "\(sample.jsonString)")
            #expect(try validator.isValid(sample), "\(sample.jsonString)")
        }
    }

    @Test("the node validator checks keys, values and counts")
    func validation() throws {
        let schema = try GenerationSchema(jsonSchema: Self.documents[1])
        let good = try GeneratedContent(json: #"{"x-ab":"1","x-abc":"2","x-abcd":"3"}"#)
        #expect(schema.violations(of: good) == [])
        let badKey = try GeneratedContent(json: #"{"x-ab":"1","x-abc":"2","y":"3"}"#)
        #expect(schema.violations(of: badKey).map(\.path) == ["$.y"])
        let badValue = try GeneratedContent(json: #"{"x-ab":"","x-abc":"2","x-abcd":"3"}"#)
        #expect(schema.violations(of: badValue).map(\.code) == [.lengthOutOfRange])
        let tooFew = try GeneratedContent(json: #"{"x-ab":"1"}"#)
        #expect(schema.violations(of: tooFew).map(\.code) == [.countOutOfRange])
    }

    @Test("a pattern with fewer distinct keys than minProperties is refused, naming minProperties")
    func tooFewKeys() throws {
        let document = #"{"type":"object","patternProperties":{"^a$":{"type":"null"}},"minProperties":2}"#
        let error = try #require(throws: JSONSchemaImportError.self) { try GenerationSchema(jsonSchema: document) }
        #expect(error.keyword == "minProperties")
    }

    @Test("an object with declared properties stays an object")
    func declared() throws {
        let document =
            #"{"type":"object","properties":{"a":{"type":"string"}},"additionalProperties":{"type":"integer"}}"#
        let schema = try GenerationSchema(jsonSchema: document)
        guard case .object(let properties) = schema.root.kind else {
            Issue.record("expected an object")
            return
        }
        #expect(properties.map(\.name) == ["a"])
    }
}
