import Testing

@testable import LMCore

@Suite("Schema validation")
struct SchemaValidationTests {
    @Test("every violation is reported with its path, in document order")
    func everyViolation() throws {
        let content = try GeneratedContent(
            json: #"{"title": 3, "keyPoints": ["a", 2], "readingTimeMinutes": 90, "extra": 1}"#)
        let error = try #require(throws: SchemaValidationError.self) { try Summary.generationSchema.validate(content) }
        #expect(
            error.violations.map(\.path) == [
                "$.title", "$.keyPoints", "$.keyPoints[1]", "$.readingTimeMinutes", "$.extra",
            ])
        #expect(
            error.violations.map(\.code) == [
                .typeMismatch, .countOutOfRange, .typeMismatch, .outOfRange, .unexpectedProperty,
            ])
        #expect(error.description.contains("$.readingTimeMinutes: 90 is above the maximum 60"))
    }

    @Test("whole numbers are required for integers, patterns search the string, choices are exact")
    func scalarRules() throws {
        let schema = try GenerationSchema(
            jsonSchema: #"""
                {"type":"object","properties":{"i":{"type":"integer"},"s":{"type":"string","pattern":"\\d{3}"},
                "c":{"enum":["a","b"]},"k":{"const":"v"}},"required":["i","s","c","k"]}
                """#)
        #expect(schema.violations(of: try GeneratedContent(json: #"{"i":2,"s":"ab123","c":"a","k":"v"}"#)) == [])
        let violations = schema.violations(of: try GeneratedContent(json: #"{"i":2.5,"s":"ab12","c":"A","k":"w"}"#))
        #expect(violations.map(\.code) == [.typeMismatch, .patternMismatch, .notAllowed, .notAllowed])
    }

    @Test("a choice reports why no option matched")
    func anyOfMessages() throws {
        let schema = try GenerationSchema(jsonSchema: #"{"anyOf":[{"type":"string"},{"type":"null"}]}"#)
        let violations = schema.violations(of: GeneratedContent(kind: .number(1)))
        #expect(violations.count == 1)
        #expect(violations.first?.message.contains("choice 0") == true)
        #expect(violations.first?.message.contains("choice 1") == true)
    }

    @Test("schemas check their references")
    func undefinedReferences() throws {
        let error = try #require(throws: SchemaError.self) {
            try GenerationSchema(root: .init(.reference("Missing")))
        }
        guard case .undefinedReferences(_, let references, _) = error else {
            Issue.record("unexpected \(error)")
            return
        }
        #expect(references == ["Missing"])
    }
}

@Suite("Draft 2020-12 validator: reports, limits, keywords listed")
struct JSONSchemaValidatorTests {
    @Test("violations name the path and say what is wrong, every one of them")
    func reports() throws {
        let validator = try JSONSchemaValidator(
            jsonSchema: #"""
                {"type":"object","required":["id","tags"],"properties":{
                  "id":{"type":"integer","minimum":1},
                  "tags":{"type":"array","items":{"type":"string","pattern":"^[a-z]+$"},"uniqueItems":true},
                  "kind":{"anyOf":[{"const":"a"},{"type":"integer"}]}
                },"additionalProperties":false}
                """#)
        let content = try GeneratedContent(json: #"{"id":0,"tags":["ok","ok","Bad"],"kind":"b","extra":1}"#)
        let violations = try validator.violations(of: content)
        #expect(
            violations.map(\.path) == ["$.id", "$.tags[1]", "$.tags[2]", "$.kind", "$.extra"], "\(violations)")
        #expect(violations.first { $0.path == "$.kind" }?.message.contains("choice 0") == true)
        #expect(try validator.isValid(GeneratedContent(json: #"{"id":2,"tags":["a","b"],"kind":3}"#)))
        let missing = try validator.violations(of: GeneratedContent(json: "{}"))
        #expect(missing.map(\.path) == ["$.id", "$.tags"])
        #expect(missing.allSatisfy { $0.code == .missingProperty })
    }

    @Test("annotations and unknown keywords are listed; strict makes them an error; formats assert on request")
    func ignoredKeywords() throws {
        let text = #"{"title":"T","x-internal":true,"type":"string","format":"date"}"#
        let validator = try JSONSchemaValidator(jsonSchema: text)
        #expect(validator.ignoredKeywords.map(\.keyword) == ["title", "x-internal", "format"])
        #expect(validator.ignoredKeywords.map(\.isAnnotation) == [true, false, true])
        #expect(try validator.isValid(GeneratedContent(json: #""not a date""#)))
        let asserting = try JSONSchemaValidator(jsonSchema: text, options: .init(assertsFormats: true))
        #expect(try !asserting.isValid(GeneratedContent(json: #""not a date""#)))
        let error = try #require(throws: JSONSchemaImportError.self) {
            try JSONSchemaValidator(jsonSchema: text, options: .init(strict: true))
        }
        #expect(error.message.contains("x-internal"))
    }

    @Test("a remote reference is an error naming the URI")
    func remote() throws {
        let error = try #require(throws: JSONSchemaImportError.self) {
            try JSONSchemaValidator(jsonSchema: #"{"$id":"https://example.com/a.json","$ref":"b.json#/x"}"#)
        }
        #expect(error.code == .remoteReference)
        #expect(error.message.contains("https://example.com/b.json"))
    }
}

@Suite("Task results clamp to their own schema")
struct ClampTests {
    @Test("a reading time over the schema's maximum is clamped; counts and lengths too")
    func clamp() throws {
        let summary = DocumentSummary(
            summary: "s", keyPoints: ["a", "b", "c", "d", "e", "f", "g"], readingTimeMinutes: 1152)
        let clamped = summary.clampedToSchema()
        #expect(clamped.readingTimeMinutes == 1000)
        #expect(clamped.keyPoints.count == 5)
        #expect(DocumentSummary.generationSchema.violations(of: clamped.generatedContent) == [])
        let low = DocumentSummary(summary: "s", keyPoints: ["a"], readingTimeMinutes: 0).clampedToSchema()
        #expect(low.readingTimeMinutes == 1)
    }
}
