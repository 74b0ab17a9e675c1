import Foundation
import Testing

@testable import LMCore

@Suite("Schemas derived from Codable types")
struct SchemaDerivationTests {
    @Test("a Codable Summary with guides becomes JSON Schema with properties in declaration order")
    func summarySchema() throws {
        let schema = try Summary.checkedGenerationSchema()
        let expected =
            #"{"title":"Summary","description":"A summary of a text.","type":"object","properties":{"#
            + #""title":{"description":"A title of at most eight words.","type":"string"},"#
            + #""keyPoints":{"description":"The main points.","type":"array","items":{"type":"string"},"minItems":3,"maxItems":5},"#
            + #""readingTimeMinutes":{"type":"integer","minimum":1,"maximum":60}},"#
            + #""required":["title","keyPoints","readingTimeMinutes"],"additionalProperties":false,"#
            + #""x-order":["title","keyPoints","readingTimeMinutes"]}"#
        #expect(schema.jsonSchemaString == expected)
    }

    static let seedTypes: [any (Generable & Decodable).Type] = [
        Summary.self, SummarizedContent.self, ExtractedEntities.self, ConversationSummary.self, KnowledgeGraph.self,
        EmotionalAnalysis.self, TextCorrection.self, TreeNode.self, RenamedKeys.self,
    ]

    @Test("type → schema → JSON Schema → schema gives the same schema", arguments: seedTypes.indices)
    func schemaRoundTrip(index: Int) throws {
        let type = Self.seedTypes[index]
        let schema = type.generationSchema
        #expect(schema.derivationError == nil)
        let imported = try GenerationSchema(jsonSchema: schema.jsonSchemaString)
        #expect(imported == schema, "\(type)\n\(schema.debugDescription)\n---\n\(imported.debugDescription)")
        let coded = try JSONDecoder().decode(GenerationSchema.self, from: JSONEncoder().encode(schema))
        #expect(coded == schema)
    }

    static let instances: [any (Generable & Equatable)] = [
        Summary(title: "Swift", keyPoints: ["a", "b", "c"], readingTimeMinutes: 4),
        SummarizedContent(summary: "s", keyPoints: ["k"], wordCount: nil),
        ExtractedEntities(people: ["Ada"], organizations: [], locations: ["Paris"], dates: ["2024-01-02"]),
        ConversationSummary(
            summary: "Plan",
            participants: [Participant(name: "Ann", role: "lead"), Participant(name: "Bo", role: nil)],
            actionItems: [ActionItem(task: "Ship", owner: "Ann", priority: .high)], decisions: ["Go"]),
        KnowledgeGraph(
            entities: [GraphEntity(id: "e1", name: "Acme", kind: .organization)],
            relationships: [Relationship(source: "e1", target: "e1", predicate: "owns", confidence: 0.5)]),
        EmotionalAnalysis(primaryEmotion: .joy, secondaryEmotions: [.surprise], intensity: 0.75, sentiment: .positive),
        TextCorrection(variations: [
            CorrectionVariation(style: .minimal, text: "a"), CorrectionVariation(style: .fluent, text: "b"),
            CorrectionVariation(style: .formal, text: "c"),
        ]),
        TreeNode(name: "root", children: [TreeNode(name: "leaf", children: [])]),
        RenamedKeys(firstName: "Ada", age: 36),
    ]

    @Test(
        "instance → content → instance is the same value, and the content matches the schema",
        arguments: instances.indices)
    func instanceRoundTrip(index: Int) throws {
        try Self.checkRoundTrip(Self.instances[index])
    }

    static func checkRoundTrip<Value: Generable & Equatable>(_ value: Value) throws {
        let content = value.generatedContent
        try Value.generationSchema.validate(content)
        #expect(try Value(content) == value)
        #expect(try Value(GeneratedContent(json: content.jsonString)) == value)
    }

    @Test("optionals are not required, enums are choices, nested types are inlined")
    func shapes() throws {
        let schema = ConversationSummary.generationSchema
        guard case .object(let properties) = schema.root.kind,
            case .array(let items) = properties[2].node.kind,
            case .object(let itemProperties)? = items.element?.kind
        else {
            Issue.record("unexpected shape \(schema.debugDescription)")
            return
        }
        #expect(properties.map(\.name) == ["summary", "participants", "actionItems", "decisions"])
        #expect(itemProperties.map(\.name) == ["task", "owner", "priority"])
        #expect(itemProperties.map(\.isRequired) == [true, false, true])
        #expect(itemProperties[2].node.kind == .string(.init(choices: ["low", "medium", "high"])))
        #expect(items.element?.name == "ActionItem")
    }

    @Test("custom coding keys are honoured and guides attach through them")
    func customKeys() throws {
        let json = RenamedKeys.generationSchema.jsonSchemaString
        #expect(json.contains(#""properties":{"first_name":{"type":"string"},"years":{"type":"integer","minimum":0}}"#))
        let content = RenamedKeys(firstName: "A", age: 3).generatedContent
        #expect(content.jsonString == #"{"first_name":"A","years":3}"#)
    }

    @Test("a recursive type becomes a reference to a definition")
    func recursion() throws {
        let schema = TreeNode.generationSchema
        #expect(schema.root.kind == .reference("TreeNode"))
        let definition = try #require(schema.definitions["TreeNode"])
        guard case .object(let properties) = definition.kind, case .array(let array) = properties[1].node.kind else {
            Issue.record("unexpected \(schema.debugDescription)")
            return
        }
        #expect(array.element?.kind == .reference("TreeNode"))
        #expect(schema.jsonSchemaString.hasPrefix(##"{"$ref":"#/$defs/TreeNode","$defs":{"TreeNode":"##))
    }

    @Test("a guide that does not fit its property is an unsupportedGuide error at schema time")
    func misfitGuides() throws {
        for type in [MisguidedTitle.self, MisguidedCount.self] as [any Generable.Type] {
            let error = try #require(throws: SchemaError.self) { try type.checkedGenerationSchema() }
            guard case .unsupportedGuide(_, let property, _, let context) = error else {
                Issue.record("expected unsupportedGuide, got \(error)")
                continue
            }
            #expect(property == "title" || property == "rating")
            #expect(context.debugDescription.contains("applies to"))
            #expect(throws: SchemaError.self) { try type.generationSchema.validate(GeneratedContent(kind: .null)) }
        }
    }

    @Test("a dictionary property is an unsupportedType error that says what to use instead")
    func dictionaries() throws {
        let error = try #require(throws: SchemaError.self) { try HasDictionary.checkedGenerationSchema() }
        guard case .unsupportedType = error else {
            Issue.record("expected unsupportedType, got \(error)")
            return
        }
        #expect(error.description.contains("array of objects"))
    }

    @Test("standard types are generable out of the box")
    func standardTypes() throws {
        #expect(String.generationSchema.jsonSchemaString == #"{"type":"string"}"#)
        #expect(Int.generationSchema.jsonSchemaString == #"{"type":"integer"}"#)
        #expect(Double.generationSchema.jsonSchemaString == #"{"type":"number"}"#)
        #expect(Float.generationSchema.jsonSchemaString == #"{"type":"number"}"#)
        #expect(Decimal.generationSchema.jsonSchemaString == #"{"type":"number"}"#)
        #expect(Bool.generationSchema.jsonSchemaString == #"{"type":"boolean"}"#)
        #expect([Int].generationSchema.jsonSchemaString == #"{"type":"array","items":{"type":"integer"}}"#)
        #expect(Int?.generationSchema.jsonSchemaString == #"{"anyOf":[{"type":"integer"},{"type":"null"}]}"#)
        #expect(try Decimal(GeneratedContent(json: "0.1")) == Decimal(string: "0.1"))
        #expect(try [Int?](GeneratedContent(json: "[1,null]")) == [1, nil])
        #expect(try Bool(GeneratedContent(json: "true")))
        #expect(throws: GeneratedContentError.self) { try Int(GeneratedContent(json: "1e300")) }
        #expect(
            Priority.generationSchema.jsonSchemaString
                == #"{"title":"Priority","type":"string","enum":["low","medium","high"]}"#)
    }

    @Test("decoding errors carry the coding path of the mismatch")
    func decodingErrors() throws {
        let content = try GeneratedContent(
            json: #"{"summary":"s","participants":[{"name":3}],"actionItems":[],"decisions":[]}"#)
        do {
            _ = try ConversationSummary(content)
            Issue.record("decoding should fail")
        } catch let DecodingError.typeMismatch(_, context) {
            #expect(context.codingPath.map(\.stringValue) == ["participants", "0", "name"])
        }
    }
}
