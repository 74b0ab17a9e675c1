import Testing

@testable import LMCore

@Suite("Schema prompt form and echoes")
struct SchemaPromptFormTests {
    @Test("The prompt form lists fields with their types in words and their descriptions, not JSON Schema")
    func form() {
        let form = DocumentSummary.generationSchema.promptForm
        #expect(
            form == """
                Answer with a JSON object with these fields:
                - summary: text (one to three sentences with the main facts)
                - keyPoints: a list of 1 to 5 texts (short key points, one fact each)
                - readingTimeMinutes: a whole number from 1 to 1000
                """)
        let tags = DocumentTags.generationSchema.promptForm
        #expect(tags.contains("- category: a choice (the broad category)"))
        #expect(!tags.contains("finance"), "choices are left to the grammar, not listed to be copied")
        #expect(!form.contains("{"))
    }

    @Test("Nested objects are indented; optional fields say so")
    func nested() throws {
        let schema = try GenerationSchema(
            jsonSchema: """
                {"type": "object", "properties": {
                  "customer": {"type": "object", "description": "Who pays.",
                    "properties": {"name": {"type": "string"}, "vip": {"type": "boolean"}}, "required": ["name"]},
                  "items": {"type": "array", "items": {"type": "object", "properties": {"sku": {"type": "string"}},
                    "required": ["sku"]}, "minItems": 1}},
                 "required": ["customer", "items"]}
                """)
        #expect(
            schema.promptForm == """
                Answer with a JSON object with these fields:
                - customer: an object with these fields (who pays)
                  - name: text
                  - vip: true or false, optional
                - items: a list of at least 1 objects with these fields
                  - sku: text
                """)
    }

    @Test("Echoes: a value equal to a description, or naming a sibling's choices, is found; answers are not")
    func echoes() throws {
        let schema = DocumentTags.generationSchema
        let copied = try GeneratedContent(
            json: #"{"tags": ["Lowercase tags; multi-word tags use hyphens", "work, personal, finance", "budget"], "#
                + #""category": "work", "sentiment": "neutral"}"#)
        let found = SchemaEcho.find(in: copied, schema: schema)
        #expect(found.map(\.path) == ["$.tags[0]", "$.tags[1]"])
        let answer = try GeneratedContent(
            json: #"{"tags": ["cycling", "town-council", "work"], "category": "politics", "sentiment": "mixed"}"#)
        #expect(SchemaEcho.find(in: answer, schema: schema).isEmpty)
        let summary = try GeneratedContent(
            json:
                #"{"summary": "One to three sentences with the main facts.", "keyPoints": ["A summary of a document"], "#
                + #""readingTimeMinutes": 2}"#)
        #expect(SchemaEcho.find(in: summary, schema: DocumentSummary.generationSchema).count == 2)
    }
}
