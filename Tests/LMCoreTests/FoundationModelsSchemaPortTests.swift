// This file is written as an app written against Apple's FoundationModels would be: only the
// import differs (`import LMCore` for `import FoundationModels`), and each `@Generable` /
// `@Guide` line becomes a `Codable, Generable` conformance and one `generationGuides`
// declaration. Where Apple's code would differ further, a comment says so.
import LMCore
import RegexBuilder
import Testing

// MARK: - App code

/// A booking reference guided by a regex literal, as in Apple's documentation.
struct BookingReference: Codable, Generable {
    var code: String
    var passengerName: String
    var seat: String?

    static let generationGuides = GenerationGuides(
        CodingKeys.self,
        description: "A flight booking",
        [
            .code: [.description("The booking code"), .pattern(/^[A-Z]{3}-\d{4}$/)],
            .seat: [.pattern(#/^\d{1,2}[A-F]$/#)],
        ]
    )
}

/// The same type, guided by the pattern strings an app would write without `Regex`.
struct BookingReferenceWithStrings: Codable, Generable {
    var code: String
    var passengerName: String
    var seat: String?

    static let generationGuides = GenerationGuides(
        CodingKeys.self,
        description: "A flight booking",
        [
            .code: [.description("The booking code"), .pattern(#"^[A-Z]{3}-\d{4}$"#)],
            .seat: [.pattern(#"^\d{1,2}[A-F]$"#)],
        ]
    )
}

/// A type whose regex is built with RegexBuilder components that have no printable pattern.
struct ParsedQuantity: Codable, Generable {
    var amount: String

    static let generationGuides = GenerationGuides(
        CodingKeys.self,
        [
            .amount: [
                .pattern(
                    Regex {
                        Capture {
                            OneOrMore(.digit)
                        } transform: {
                            Int($0)
                        }
                    })
            ]
        ]
    )
}

/// Plain enums, as Apple's apps declare them with `@Generable enum`.
enum TicketKind: Codable, CaseIterable, Generable {
    case bug, feature, question
}

enum Urgency: Codable, CaseIterable, Generable {
    case low, high

    static let generationGuides = GenerationGuides(description: "How soon it must be handled")
}

struct SupportTicket: Codable, Generable, Equatable {
    var title: String
    var kind: TicketKind
    var urgency: Urgency?
    var related: [TicketKind]
}

/// A `CaseIterable` enum whose cases carry values: it has no choices to offer.
enum ParcelShape: Codable, CaseIterable, Generable {
    case circle(radius: Double)
    case square

    static var allCases: [ParcelShape] { [.circle(radius: 1), .square] }
}

/// An enum whose custom `encode(to:)` fails.
enum Unencodable: Codable, CaseIterable, Generable {
    case only

    struct Refused: Error {}

    func encode(to encoder: any Encoder) throws { throw Refused() }
}

/// An enum whose custom coding writes a code the synthesized form would not.
enum PriceCurrency: Codable, CaseIterable, Generable, Equatable {
    case euro, dollar

    init(from decoder: any Decoder) throws {
        switch try decoder.singleValueContainer().decode(String.self) {
        case "EUR": self = .euro
        case "USD": self = .dollar
        case let other:
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: other))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(self == .euro ? "EUR" : "USD")
    }
}

/// A tool whose arguments have a property with a default value, as in the issue.
struct FindContactTool: Tool {
    let name = "findContact"
    let description = "Finds a contact by name."

    struct Arguments: Codable, Generable {
        var name: String
        var includeAddress: Bool = false

        // Not in Apple's code: Swift's synthesized init(from:) ignores default values, so a
        // property the model may leave out decodes with `decodeIfPresent(...) ?? default`.
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            includeAddress = try container.decodeIfPresent(Bool.self, forKey: .includeAddress) ?? false
        }
    }

    func call(arguments: Arguments) async throws -> String {
        arguments.includeAddress ? "\(arguments.name), 1 Main Street" : arguments.name
    }
}

/// The same arguments with Swift's synthesized `init(from:)`.
struct SynthesizedArguments: Codable, Generable {
    var name: String
    var includeAddress: Bool = false
}

// MARK: - Tests

@Suite("FoundationModels schema code ported to LMCore")
struct FoundationModelsSchemaPortTests {
    private func json(_ text: String) throws -> GeneratedContent { try GeneratedContent(json: text) }

    @Test("guides with Regex literals derive the same schema as with pattern strings")
    func regexGuidesMatchStringGuides() throws {
        let withRegex = try BookingReference.checkedGenerationSchema()
        let withStrings = try BookingReferenceWithStrings.checkedGenerationSchema()
        #expect(withRegex.root.kind == withStrings.root.kind)
        #expect(withRegex.root.description == withStrings.root.description)
        #expect(
            withRegex.jsonSchemaString.replacingOccurrences(of: "BookingReference", with: "")
                == withStrings.jsonSchemaString.replacingOccurrences(of: "BookingReferenceWithStrings", with: ""))
        #expect(withRegex.jsonSchemaString.contains(#""pattern":"^[A-Z]{3}-\\d{4}$""#))
    }

    @Test("a Regex guide validates what the regex accepts and reports what it rejects")
    func regexGuideValidates() throws {
        let schema = BookingReference.generationSchema
        try schema.validate(try json(#"{"code":"LHR-2041","passengerName":"Ada","seat":"12C"}"#))
        #expect(throws: SchemaValidationError.self) {
            try schema.validate(try json(#"{"code":"lhr-2041","passengerName":"Ada"}"#))
        }
        #expect(throws: SchemaValidationError.self) {
            try schema.validate(try json(#"{"code":"LHR-2041","passengerName":"Ada","seat":"12Z"}"#))
        }
    }

    @Test("GenerationGuide<String>.pattern takes a Regex in dynamic schemas and properties")
    func dynamicRegexGuide() throws {
        let dynamic = DynamicGenerationSchema(type: String.self, guides: [.pattern(/^[a-z]+-\d+$/)])
        let schema = try GenerationSchema(root: dynamic, dependencies: [])
        try schema.validate(GeneratedContent(kind: .string("build-42")))
        #expect(throws: SchemaValidationError.self) { try schema.validate(GeneratedContent(kind: .string("42"))) }
        let property = GenerationSchema.Property(
            name: "tag", type: String.self, guides: [.pattern(/(?i)^v\d+$/)])
        let object = GenerationSchema(type: String.self, properties: [property])
        #expect(object.jsonSchemaString.contains(#""pattern":"^[vV]\\d+$""#))
    }

    @Test("a Regex that has no pattern form fails the derivation and says to pass a string")
    func unprintableRegexFails() throws {
        #expect {
            try ParsedQuantity.checkedGenerationSchema()
        } throws: { error in
            guard case .unsupportedGuide(_, let property, _, let context) = error as? SchemaError else { return false }
            return property == "amount" && context.debugDescription.contains("Pass the pattern as a string")
        }
        #expect(throws: SchemaError.self) {
            try ParsedQuantity.generationSchema.validate(GeneratedContent(kind: .null))
        }
    }

    @Test("a plain enum derives its case names as choices")
    func plainEnumSchema() throws {
        let schema = try TicketKind.checkedGenerationSchema()
        guard case .string(let constraints) = schema.root.kind else {
            Issue.record("not a string: \(schema.debugDescription)")
            return
        }
        #expect(constraints.choices == ["bug", "feature", "question"])
        let urgency = try Urgency.checkedGenerationSchema()
        #expect(urgency.root.description == "How soon it must be handled")
        #expect(urgency.jsonSchemaString.contains(#""enum":["low","high"]"#))
    }

    @Test("model output names the cases, decodes into the enum and encodes back the same")
    func plainEnumRoundTrip() throws {
        let output = try json(#"{"title":"Crash","kind":"bug","urgency":"high","related":["feature","question"]}"#)
        let schema = try SupportTicket.checkedGenerationSchema()
        try schema.validate(output)
        let ticket = try SupportTicket(output)
        #expect(ticket == SupportTicket(title: "Crash", kind: .bug, urgency: .high, related: [.feature, .question]))
        #expect(ticket.generatedContent.jsonString == output.jsonString)
        #expect(try TicketKind(json(#""question""#)) == .question)
        #expect(TicketKind.feature.generatedContent.jsonString == #""feature""#)
        #expect(throws: (any Error).self) { try TicketKind(json(#""praise""#)) }
        #expect(throws: SchemaValidationError.self) {
            try schema.validate(try json(#"{"title":"x","kind":"praise","related":[]}"#))
        }
    }

    @Test("an enum with custom coding offers what it encodes")
    func customCodedEnum() throws {
        let schema = try PriceCurrency.checkedGenerationSchema()
        #expect(schema.jsonSchemaString.contains(#""enum":["EUR","USD"]"#))
        #expect(try PriceCurrency(json(#""USD""#)) == .dollar)
        #expect(PriceCurrency.euro.generatedContent.jsonString == #""EUR""#)
    }

    @Test(
        "a CaseIterable enum whose cases can't be choices says why",
        arguments: [
            (ParcelShape.self as any Generable.Type, "associated values"),
            (Unencodable.self as any Generable.Type, "Encoding its case"),
        ])
    func underivableEnum(type: any Generable.Type, reason: String) throws {
        let error = try #require(type.generationSchema.derivationError)
        guard case .unsupportedType(_, _, _, let context) = error else {
            Issue.record("unexpected \(error)")
            return
        }
        #expect(context.debugDescription.contains(reason), "\(context.debugDescription)")
        #expect(!error.description.contains("no cases"))
        #expect(context.debugDescription.contains("implement generationSchema"))
    }

    @Test("a defaulted property the type decodes without is not required, so {} calls the tool")
    func defaultedToolArgument() async throws {
        let tool = FindContactTool()
        let required = Set(try requiredProperties(of: tool.parameters))
        #expect(required == ["name"])
        try tool.parameters.validate(try json(#"{"name":"Ada"}"#))
        let arguments = try FindContactTool.Arguments(json(#"{"name":"Ada"}"#))
        #expect(try await tool.call(arguments: arguments) == "Ada")

        let model = MockLanguageModel(replies: [
            .toolCalls([Transcript.ToolCall(toolName: "findContact", arguments: try json(#"{"name":"Ada"}"#))]),
            .text("Found Ada."),
        ])
        let session = LanguageModelSession(model: model, tools: [tool])
        let response = try await session.respond(to: "Find Ada.")
        #expect(response.content == "Found Ada.")
        let outputs = session.transcript.compactMap { entry -> String? in
            if case .toolOutput(let output) = entry { return output.segments.textRepresentation }
            return nil
        }
        #expect(outputs == ["Ada"])
    }

    @Test("with the synthesized init(from:) a defaulted property stays required, as decoding needs it")
    func synthesizedDefaultStaysRequired() throws {
        let schema = try SynthesizedArguments.checkedGenerationSchema()
        #expect(Set(try requiredProperties(of: schema)) == ["name", "includeAddress"])
        let missing = try json(#"{"name":"Ada"}"#)
        #expect(throws: SchemaValidationError.self) { try schema.validate(missing) }
        #expect(throws: DecodingError.self) { try SynthesizedArguments(missing) }
    }

    private func requiredProperties(of schema: GenerationSchema) throws -> [String] {
        guard case .object(let properties) = schema.root.kind else {
            Issue.record("not an object: \(schema.debugDescription)")
            return []
        }
        return properties.filter(\.isRequired).map(\.name)
    }
}
