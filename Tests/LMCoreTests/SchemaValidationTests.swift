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
