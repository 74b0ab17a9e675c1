import Testing

@testable import LMCore

@Suite("DynamicGenerationSchema and Apple's initializers")
struct SchemaDynamicTests {
    @Test("a dynamic schema with references and guides builds, exports and validates")
    func dynamicOrder() throws {
        let item = DynamicGenerationSchema(
            name: "Item", description: "One line of an order",
            properties: [
                .init(name: "name", schema: DynamicGenerationSchema(type: String.self)),
                .init(name: "price", schema: DynamicGenerationSchema(type: Double.self, guides: [.minimum(0)])),
                .init(name: "note", schema: DynamicGenerationSchema(type: String.self), isOptional: true),
            ])
        let order = DynamicGenerationSchema(
            name: "Order",
            properties: [
                .init(
                    name: "items",
                    schema: DynamicGenerationSchema(
                        arrayOf: DynamicGenerationSchema(referenceTo: "Item"), minimumElements: 1, maximumElements: 10)),
                .init(name: "status", schema: DynamicGenerationSchema(name: "Status", anyOf: ["open", "paid"])),
                .init(name: "summary", description: "Short", schema: DynamicGenerationSchema(type: Summary.self)),
            ])
        let schema = try GenerationSchema(root: order, dependencies: [item])
        #expect(schema.definitions.keys.sorted() == ["Item"])
        #expect(try GenerationSchema(jsonSchema: schema.jsonSchemaString) == schema)
        let good = try GeneratedContent(
            json: #"""
                {"items":[{"name":"Tea","price":2.5}],"status":"paid",
                 "summary":{"title":"t","keyPoints":["a","b","c"],"readingTimeMinutes":1}}
                """#)
        try schema.validate(good)
        let bad = try GeneratedContent(json: #"{"items":[{"name":"Tea","price":-1}],"status":"lost","summary":{}}"#)
        let paths = schema.violations(of: bad).map(\.path)
        #expect(paths.first == "$.items[0].price")
        #expect(paths.contains("$.status"))
        #expect(paths.contains("$.summary.title"))
        #expect(schema.debugDescription.contains("items: array count 1...10"))
    }

    @Test("schema errors: duplicate types and properties, empty choices, undefined references, endless recursion")
    func errors() throws {
        let string = DynamicGenerationSchema(type: String.self)
        func kind(_ body: () throws -> GenerationSchema) -> String {
            do {
                _ = try body()
                return "none"
            } catch let error as SchemaError {
                return String(describing: error).components(separatedBy: " ").first ?? ""
            } catch {
                return "other"
            }
        }
        let duplicateType = try #require(throws: SchemaError.self) {
            try GenerationSchema(
                root: DynamicGenerationSchema(name: "A", properties: []),
                dependencies: [DynamicGenerationSchema(name: "A", anyOf: ["x"])])
        }
        guard case .duplicateType = duplicateType else {
            Issue.record("\(duplicateType)")
            return
        }
        let duplicateProperty = try #require(throws: SchemaError.self) {
            try GenerationSchema(
                root: DynamicGenerationSchema(
                    name: "A", properties: [.init(name: "x", schema: string), .init(name: "x", schema: string)]),
                dependencies: [])
        }
        guard case .duplicateProperty(_, let property, _) = duplicateProperty else {
            Issue.record("\(duplicateProperty)")
            return
        }
        #expect(property == "x")
        let empty = try #require(throws: SchemaError.self) {
            try GenerationSchema(root: DynamicGenerationSchema(name: "E", anyOf: [String]()), dependencies: [])
        }
        guard case .emptyTypeChoices = empty else {
            Issue.record("\(empty)")
            return
        }
        let undefined = try #require(throws: SchemaError.self) {
            try GenerationSchema(
                root: DynamicGenerationSchema(
                    name: "R", properties: [.init(name: "x", schema: .init(referenceTo: "Nope"))]),
                dependencies: [])
        }
        guard case .undefinedReferences(_, let names, _) = undefined else {
            Issue.record("\(undefined)")
            return
        }
        #expect(names == ["Nope"])
        let endless = try #require(throws: SchemaError.self) {
            try GenerationSchema(
                root: DynamicGenerationSchema(
                    name: "Loop", properties: [.init(name: "next", schema: .init(referenceTo: "Loop"))]),
                dependencies: [])
        }
        guard case .recursionWithoutBaseCase = endless else {
            Issue.record("\(endless)")
            return
        }
        let fine = try GenerationSchema(
            root: DynamicGenerationSchema(
                name: "List", properties: [.init(name: "next", schema: .init(referenceTo: "List"), isOptional: true)]),
            dependencies: [])
        #expect(fine.root.kind == .reference("List"))
        #expect(kind { fine } == "none")
    }

    @Test("Apple's GenerationSchema initializers build named schemas")
    func appleInitializers() throws {
        let rating = GenerationSchema(
            type: Summary.self, description: "Rated",
            properties: [
                .init(name: "stars", description: "1 to 5", type: Int.self, guides: [.range(1...5)]),
                .init(name: "comment", type: String?.self),
                .init(name: "tags", type: [String].self, guides: [.maximumCount(3), .element(.pattern("^#"))]),
            ])
        #expect(rating.derivationError == nil)
        #expect(
            rating.jsonSchemaString
                == #"{"title":"Summary","description":"Rated","type":"object","properties":{"stars":{"description":"1 to 5","type":"integer","minimum":1,"maximum":5},"comment":{"type":"string"},"tags":{"type":"array","items":{"type":"string","pattern":"^#"},"maxItems":3}},"required":["stars","tags"],"additionalProperties":false,"x-order":["stars","comment","tags"]}"#
        )
        let choices = GenerationSchema(type: Priority.self, anyOf: ["low", "high"])
        #expect(choices.root.kind == .string(.init(choices: ["low", "high"])))
        let union = GenerationSchema(type: GeneratedContent.self, anyOf: [Participant.self, Priority.self])
        guard case .anyOf(let options) = union.root.kind else {
            Issue.record("\(union)")
            return
        }
        #expect(options.count == 2)
        let duplicate = GenerationSchema(
            type: Summary.self, properties: [.init(name: "a", type: Int.self), .init(name: "a", type: Int.self)])
        #expect(throws: SchemaError.self) { try duplicate.validate(GeneratedContent(properties: ["a": 1])) }
    }
}
