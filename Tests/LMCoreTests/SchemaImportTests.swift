import Foundation
import Testing

@testable import LMCore

@Suite("JSON Schema import")
struct SchemaImportTests {
    @Test("each eval schema imports and its expected output validates", arguments: SchemaEvalFiles.allOrEmpty())
    func evalSchemas(file: SchemaEvalFiles.Case) throws {
        let schema = try GenerationSchema(jsonSchema: String(contentsOf: file.schema, encoding: .utf8))
        let expected = try GeneratedContent(json: String(contentsOf: file.expected, encoding: .utf8))
        #expect(schema.violations(of: expected) == [])
        let again = try GenerationSchema(jsonSchema: schema.jsonSchemaString)
        #expect(again == schema)
    }

    @Test("the eval schemas are all there")
    func evalSchemasPresent() throws {
        #expect(try SchemaEvalFiles.all().count == 12)
    }

    @Test("mutated eval instances are rejected at the right path", arguments: SchemaEvalFiles.allOrEmpty())
    func mutations(file: SchemaEvalFiles.Case) throws {
        let schema = try GenerationSchema(jsonSchema: String(contentsOf: file.schema, encoding: .utf8))
        let expected = try GeneratedContent(json: String(contentsOf: file.expected, encoding: .utf8))
        guard case .structure(let values, let keys) = expected.kind,
            case .object(let properties) = schema.resolve(schema.root).kind
        else {
            Issue.record("\(file.name): expected an object schema")
            return
        }
        let required = try #require(properties.first { $0.isRequired }?.name)

        var missing = values
        missing[required] = nil
        let missingViolations = schema.violations(
            of: GeneratedContent(kind: .structure(properties: missing, orderedKeys: keys.filter { $0 != required })))
        #expect(missingViolations.contains { $0.path == "$.\(required)" && $0.code == .missingProperty })

        var extra = values
        extra["unexpected_key"] = GeneratedContent(kind: .bool(true))
        let extraViolations = schema.violations(
            of: GeneratedContent(kind: .structure(properties: extra, orderedKeys: keys + ["unexpected_key"])))
        #expect(extraViolations.map(\.path) == ["$.unexpected_key"])
        #expect(extraViolations.first?.code == .unexpectedProperty)

        let stringKey = try #require(
            keys.first { key in
                if case .string? = values[key]?.kind { return true }
                return false
            })
        var wrongType = values
        wrongType[stringKey] = GeneratedContent(kind: .array([]))
        let wrongViolations = schema.violations(
            of: GeneratedContent(kind: .structure(properties: wrongType, orderedKeys: keys)))
        #expect(wrongViolations.map(\.path) == ["$.\(stringKey)"])

        if let (path, mutated) = Self.outOfRange(expected, schema.root, schema, path: .root) {
            let violations = schema.violations(of: mutated)
            #expect(violations.contains { $0.path == path.description }, "\(file.name): \(violations)")
            #expect(violations.allSatisfy { $0.path.hasPrefix(path.description) })
        }
    }

    /// The first number or array with a bound, pushed past it; `nil` when the schema has none.
    static func outOfRange(
        _ content: GeneratedContent, _ node: GenerationSchema.Node, _ schema: GenerationSchema, path: JSONPath
    ) -> (JSONPath, GeneratedContent)? {
        let node = schema.resolve(node)
        switch (content.kind, node.kind) {
        case (.number, .integer(let bounds)), (.number, .number(let bounds)):
            if let minimum = bounds.minimum { return (path, GeneratedContent(kind: .number(minimum - 1))) }
            if let maximum = bounds.maximum { return (path, GeneratedContent(kind: .number(maximum + 1))) }
        case (.array(let elements), .array(let array)):
            if let minimum = array.minimumCount, minimum > 0 { return (path, GeneratedContent(kind: .array([]))) }
            for (index, element) in elements.enumerated() {
                guard let elementNode = array.element,
                    let (inner, replaced) = outOfRange(element, elementNode, schema, path: path.appending(index: index))
                else { continue }
                var copy = elements
                copy[index] = replaced
                return (inner, GeneratedContent(kind: .array(copy)))
            }
        case (.structure(let values, let keys), .object(let properties)):
            for property in properties {
                guard let value = values[property.name],
                    let (inner, replaced) = outOfRange(
                        value, property.node, schema, path: path.appending(key: property.name))
                else { continue }
                var copy = values
                copy[property.name] = replaced
                return (inner, GeneratedContent(kind: .structure(properties: copy, orderedKeys: keys)))
            }
        case (_, .anyOf(let choices)):
            for choice in choices where schema.violations(of: content).isEmpty {
                let sub = GenerationSchema(unchecked: choice, definitions: schema.definitions)
                if sub.violations(of: content).isEmpty, let found = outOfRange(content, choice, schema, path: path) {
                    return found
                }
            }
        default:
            break
        }
        return nil
    }

    @Test(
        "keywords that keep a schema from being generated are errors naming the keyword and its path",
        arguments: [
            (##"{"$dynamicRef":"#x","$defs":{"x":{"$dynamicAnchor":"x"}}}"##, "$dynamicRef", "$.$dynamicRef"),
            (#"{"allOf":[{"type":"string"},{"type":"integer"}]}"#, "allOf", "$.allOf"),
            (
                ##"{"type":"object","properties":{"a":{"$ref":"#/$defs/b","pattern":"x"}},"$defs":{"b":{"type":"integer","minimum":0}}}"##,
                "$ref", "$.properties.a.$ref"
            ),
        ])
    func blockingKeywords(document: String, keyword: String, path: String) throws {
        let error = try #require(throws: JSONSchemaImportError.self) { try GenerationSchema(jsonSchema: document) }
        #expect(error.code == .unsupportedKeyword)
        #expect(error.keyword == keyword)
        #expect(error.path == path)
        // The same document is fine for validation only.
        _ = try JSONSchemaValidator(jsonSchema: document)
    }

    @Test("every blocking keyword is named, not only the first")
    func everyBlocker() throws {
        let document = ##"""
            {"type":"object","properties":{
              "a":{"$dynamicRef":"#n"},
              "b":{"allOf":[{"type":"string"},{"type":"null"}]},
              "c":{"type":"array","items":{"$dynamicRef":"#n"}}
            },"required":["a","b","c"],"$defs":{"n":{"$dynamicAnchor":"n"}}}
            """##
        let error = try #require(throws: JSONSchemaImportError.self) { try GenerationSchema(jsonSchema: document) }
        #expect(
            error.allProblems.map(\.path) == [
                "$.properties.a.$dynamicRef", "$.properties.b.allOf", "$.properties.c.items.$dynamicRef",
            ])
        #expect(error.description.contains("and 2 more"))
    }

    @Test(
        "JSON Schema semantics: open objects, keywords only for their type, definitions, booleans, percent-encoded pointers",
        arguments: [
            (#"{"type":"object"}"#, #"{"extra":1}"#, true),
            (#"{"type":"object","properties":{"a":{"type":"string"}}}"#, #"{"a":"x","b":2}"#, true),
            (#"{"type":"object","additionalProperties":false}"#, #"{"b":2}"#, false),
            (#"{"minLength":2}"#, "5", true),
            (#"{"minLength":2}"#, #""a""#, false),
            (#"{"type":["integer","null"],"minLength":1}"#, "null", true),
            (##"{"$ref":"#/definitions/a","definitions":{"a":{"type":"integer"}}}"##, "1", true),
            (##"{"$ref":"#/definitions/a","definitions":{"a":{"type":"integer"}}}"##, #""1""#, false),
            (##"{"$ref":"#/$defs/a%25b","$defs":{"a%b":{"const":1}}}"##, "1", true),
            (##"{"$ref":"#/$defs/a%25b","$defs":{"a%b":{"const":1}}}"##, "2", false),
            (#"{"type":"object","properties":{"a":false}}"#, #"{"a":1}"#, false),
            (#"{"type":"object","properties":{"a":false}}"#, #"{}"#, true),
            (#"{"const":"é"}"#, #""é""#, false),
            (#"{"enum":["é"]}"#, #""é""#, true),
            (#"{"type":"integer"}"#, "1.0", true),
            (#"{"const":1}"#, "1.0", true),
            (#"{"type":"array","uniqueItems":true,"items":{"enum":[1,2,3]}}"#, "[1,1]", false),
            (#"{"not":{"type":"string"}}"#, #""s""#, false),
            (#"{"title":"T","default":1,"examples":[1],"$comment":"c","x-vendor":true,"type":"integer"}"#, "1", true),
            (##"{"$ref":"#a","$defs":{"x":{"$anchor":"a","type":"string"}}}"##, #""s""#, true),
            (#"{"type":"number","exclusiveMinimum":0,"multipleOf":0.01}"#, "0.07", true),
            (#"{"type":"number","exclusiveMinimum":0,"multipleOf":0.01}"#, "0", false),
        ] as [(String, String, Bool)])
    func semantics(document: String, instance: String, valid: Bool) throws {
        let schema = try GenerationSchema(jsonSchema: document)
        let content = try GeneratedContent(json: instance)
        #expect(schema.violations(of: content).isEmpty == valid, "\(schema.violations(of: content))")
    }

    @Test("annotations, unknown keywords and keywords checked after generation are listed, none dropped unseen")
    func notes() throws {
        let schema = try GenerationSchema(
            jsonSchema: #"""
                {"type":"object","title":"T","default":{},"x-vendor":1,"minimum":3,
                 "properties":{"tags":{"type":"array","uniqueItems":true,"items":{"type":"string","format":"ipv4"}}}}
                """#)
        let notes = try #require(schema.source?.notes)
        let byKind = Dictionary(grouping: notes, by: \.kind).mapValues { $0.map(\.path) }
        #expect(byKind[.annotation] == ["$.default"])
        #expect(byKind[.unknown] == [#"$["x-vendor"]"#])
        #expect(byKind[.notApplicable] == ["$.minimum"])
        #expect(byKind[.checkedAfterGeneration] == ["$.properties.tags.uniqueItems"])
        #expect(byKind[.compatibility] == ["$.properties.tags.items.format"])
    }

    @Test(
        "invalid documents get clear errors",
        arguments: [
            (##"{"$ref":"#/$defs/missing"}"##, JSONSchemaImportError.Code.unresolvableReference),
            (#"{"$ref":"http://example.com/s.json"}"#, .remoteReference),
            (#"{"type":"strnig"}"#, .invalidValue),
            (#"{"type":"object","required":"a"}"#, .invalidValue),
            (#"{"type":"object","properties":{"a":{}},"required":["b"],"additionalProperties":false}"#, .invalidValue),
            (#"{"type":"array","minItems":-1}"#, .invalidValue),
            (#"{"type":"integer","minimum":5,"maximum":1}"#, .invalidValue),
            (#"{"type":"string","pattern":"("}"#, .invalidValue),
            (#"[1]"#, .invalidValue),
            (#"{"type":"#, .invalidJSON),
            (
                ##"{"$ref":"#/$defs/a","$defs":{"a":{"type":"object","properties":{"b":{"$ref":"#/$defs/a"}},"required":["b"]}}}"##,
                .recursionWithoutBaseCase
            ),
            (
                ##"{"$ref":"#/$defs/a","$defs":{"a":{"$ref":"#/$defs/b"},"b":{"$ref":"#/$defs/a"}}}"##,
                .unresolvableReference
            ),
            (#"{"type":"string","pattern":"(?=a)"}"#, .invalidValue),
        ])
    func invalidDocuments(document: String, code: JSONSchemaImportError.Code) throws {
        let error = try #require(throws: JSONSchemaImportError.self) { try GenerationSchema(jsonSchema: document) }
        #expect(error.code == code, "\(error)")
        #expect(!error.message.isEmpty)
    }

    @Test(
        "the wider subset imports: type arrays, oneOf of distinct types, enums of any values, formats, prefixItems, nested $defs, #"
    )
    func widerSubset() throws {
        let document = ##"""
            {"type":"object","properties":{
              "n":{"type":["integer","null"],"minimum":0},
              "o":{"oneOf":[{"type":"string"},{"type":"null"}]},
              "e":{"enum":[1,"two",null]},
              "d":{"type":"string","format":"date"},
              "t":{"type":"string","format":"date-time","minLength":5,"maxLength":40},
              "u":{"type":"string","format":"uuid"},
              "m":{"type":"string","format":"email"},
              "p":{"type":"array","prefixItems":[{"type":"string"},{"type":"number"}],"items":false},
              "x":{"$ref":"#/$defs/outer/$defs/inner"},
              "self":{"anyOf":[{"$ref":"#"},{"type":"null"}]}
            },"$defs":{"outer":{"type":"boolean","$defs":{"inner":{"const":3}}}}}
            """##
        let schema = try GenerationSchema(jsonSchema: document)
        let good = try GeneratedContent(
            json: #"""
                {"n":null,"o":"x","e":"two","d":"2024-02-29","t":"2024-02-29T10:00:00Z","u":"123e4567-e89b-12d3-a456-426614174000",
                 "m":"a@b.co","p":["a",1],"x":3,"self":{"n":1,"o":null,"e":1,"d":"2000-01-01","t":"2000-01-01T00:00:00+01:00",
                 "u":"123e4567-e89b-12d3-a456-426614174000","m":"x@y.z","p":["b",2],"x":3,"self":null}}
                """#)
        #expect(schema.violations(of: good) == [])
        let bad = try GeneratedContent(
            json: #"""
                {"n":-1,"o":1,"e":"three","d":"2023-02-29","t":"x","u":"nope","m":"no at","p":["a",1,2],"x":4,"self":null}
                """#)
        let paths = schema.violations(of: bad).map(\.path)
        #expect(paths == ["$.n", "$.o", "$.e", "$.d", "$.t", "$.t", "$.u", "$.m", "$.p[2]", "$.x"])
        #expect(try GenerationSchema(jsonSchema: schema.jsonSchemaString) == schema)
    }
}
