import LMCore
import LMFallback
import Testing

/// The generic schema-filling rules, one field kind at a time, on texts of our own.
@Suite("Schema filling rules")
struct SchemaFillingRuleTests {
    let letter = """
        Appointment confirmation

        Dear Ms. Clara Whitfield, your referral from Dr. Owen Baptiste has been received.
        You will see Dr. Priya Natarajan in the audiology clinic. Booking code: QZ7-4481.
        The clinic opened on 2 January 2026. Your appointment is due on 17 March 2026, and you were born on 4 June 1981.
        This is an in-person visit; in-person visits need photo ID. Payment due: 20 March 2026.
        Reference number for the insurer: AB1234, internal ticket 77821.
        """

    func fill(_ schemaJSON: String, _ text: String) async throws -> [String: GeneratedContent] {
        let schema = try GenerationSchema(jsonSchema: schemaJSON)
        let content = try await TextTasks(model: FallbackLanguageModel()).extract(text, schema: schema).value
        try schema.validate(content)
        guard case .structure(let properties, _) = content.kind else {
            Issue.record("not an object: \(content.jsonString)")
            return [:]
        }
        return properties
    }

    func string(_ content: GeneratedContent?) -> String? {
        if case .string(let text)? = content?.kind { return text }
        return nil
    }

    @Test("a string with a pattern guide takes the substring of the text that matches it")
    func pattern() async throws {
        let values = try await fill(
            """
            {"type":"object","properties":{
              "insurer_reference":{"type":"string","pattern":"^[A-Z]{2}\\\\d{4}$"},
              "booking_code":{"type":"string","pattern":"^[A-Z0-9]{3}-\\\\d{4}$"}},
             "required":["insurer_reference","booking_code"],"additionalProperties":false}
            """, letter)
        #expect(string(values["insurer_reference"]) == "AB1234")
        #expect(string(values["booking_code"]) == "QZ7-4481")
    }

    @Test("names under person-like parents take a person, split into first and last when asked")
    func personNames() async throws {
        let values = try await fill(
            """
            {"type":"object","properties":{
              "patient":{"type":"object","properties":{"first_name":{"type":"string"},"last_name":{"type":"string"}},
                "required":["first_name","last_name"],"additionalProperties":false},
              "referring_doctor":{"type":"string"}},
             "required":["patient","referring_doctor"],"additionalProperties":false}
            """, letter)
        guard case .structure(let patient, _)? = values["patient"]?.kind else {
            Issue.record("patient is not an object")
            return
        }
        #expect(string(patient["first_name"]) == "Clara")
        #expect(string(patient["last_name"]) == "Whitfield")
        #expect(string(values["referring_doctor"]) == "Owen Baptiste")
    }

    @Test("dates go to the field whose cue words stand before them, in the schema's format")
    func datesByCue() async throws {
        let iso = #"{"type":"string","pattern":"^\\d{4}-\\d{2}-\\d{2}$"}"#
        let values = try await fill(
            """
            {"type":"object","properties":{"date_of_birth":\(iso),"due_date":\(iso),"appointment_date":\(iso)},
             "required":["date_of_birth","due_date","appointment_date"],"additionalProperties":false}
            """, letter)
        #expect(string(values["date_of_birth"]) == "1981-06-04")
        #expect(string(values["due_date"]) == "2026-03-20")
        #expect(string(values["appointment_date"]) == "2026-03-17")
    }

    @Test("an enum takes the value the text mentions most, else the first")
    func enumByMentions() async throws {
        let values = try await fill(
            """
            {"type":"object","properties":{
              "visit_type":{"type":"string","enum":["video","phone","in-person"]},
              "colour":{"type":"string","enum":["red","green"]}},
             "required":["visit_type","colour"],"additionalProperties":false}
            """, letter)
        #expect(string(values["visit_type"]) == "in-person")
        #expect(string(values["colour"]) == "red")
    }
}
