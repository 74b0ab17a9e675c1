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

    let orderSchema = """
        {"type":"object","properties":{
          "items":{"type":"array","minItems":1,"maxItems":3,"items":{"type":"object","properties":{
            "description":{"type":"string"},"quantity":{"type":"integer","minimum":1},
            "unit_price":{"type":"number","minimum":0},"amount":{"type":"number","minimum":0},
            "currency":{"type":"string","pattern":"^[A-Z]{3}$"},"receipt_attached":{"type":"boolean"}},
            "required":["description","quantity","unit_price","amount","currency","receipt_attached"],
            "additionalProperties":false}},
          "paid":{"type":"boolean"}},
         "required":["items","paid"],"additionalProperties":false}
        """

    func items(_ values: [String: GeneratedContent]) -> [[String: GeneratedContent]] {
        guard case .array(let elements)? = values["items"]?.kind else { return [] }
        return elements.compactMap { element in
            if case .structure(let properties, _) = element.kind { return properties }
            return nil
        }
    }

    @Test("line items become array objects: description, quantity, unit price, amount and currency per line")
    func lineItems() async throws {
        let text = """
            Order from Kestrel Tools

            Garden shears: 2 × £14.50 = £29.00
            - Brass hose fitting, 4 x £3.25 = £13.00 (receipt attached)
            - Delivery to the allotment, £6.00 (no receipt)
            Subtotal: £48.00
            Total: £48.00. The invoice is not paid yet.
            """
        let values = try await fill(orderSchema, text)
        let lines = items(values)
        #expect(lines.count == 3)
        #expect(
            lines.map { string($0["description"]) } == [
                "Garden shears", "Brass hose fitting", "Delivery to the allotment",
            ])
        #expect(lines.first?["quantity"]?.kind == .number(2))
        #expect(lines.first?["unit_price"]?.kind == .number(14.5))
        #expect(lines.first?["amount"]?.kind == .number(29))
        #expect(lines.dropFirst().first?["quantity"]?.kind == .number(4))
        #expect(lines.allSatisfy { string($0["currency"]) == "GBP" })
        // Booleans from cue words: the receipt words of each line, and a negated status word.
        #expect(lines.map { $0["receipt_attached"]?.kind } == [.bool(false), .bool(true), .bool(false)])
        #expect(values["paid"]?.kind == .bool(false))
    }

    @Test("table rows and a maxItems guide: cells give the description, at most maxItems objects")
    func tableRows() async throws {
        let text = """
            | Item | Qty | Price |
            | Oak shelf | 3 units | EUR 40.00 |
            | Wall bracket | 6 units | EUR 2.50 |
            | Screws | 1 units | EUR 4.00 |
            | Rawl plugs | 2 units | EUR 1.00 |
            Everything was paid by card.
            """
        let values = try await fill(orderSchema, text)
        let lines = items(values)
        #expect(lines.count == 3)
        #expect(string(lines.first?["description"]) == "Oak shelf")
        #expect(lines.first?["quantity"]?.kind == .number(3))
        #expect(lines.first?["amount"]?.kind == .number(40))
        #expect(values["paid"]?.kind == .bool(true))
    }
}
