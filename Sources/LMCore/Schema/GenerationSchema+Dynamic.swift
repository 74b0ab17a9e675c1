extension GenerationSchema {
    /// Creates a schema from a dynamic root and the named schemas it refers to.
    ///
    /// - Parameters:
    ///   - root: The schema of the whole output.
    ///   - dependencies: Named schemas that `DynamicGenerationSchema(referenceTo:)` refers to.
    /// - Throws: ``SchemaError``: `duplicateType` when two schemas share a name,
    ///   `duplicateProperty` when an object lists a key twice, `emptyTypeChoices` for a choice
    ///   with no choices, `undefinedReferences` for references to unknown names,
    ///   `recursionWithoutBaseCase` when references can only nest forever, or the error of a
    ///   type's schema or guide.
    public init(root: DynamicGenerationSchema, dependencies: [DynamicGenerationSchema]) throws {
        var builder = DynamicSchemaBuilder()
        var rootNode = try builder.convert(root)
        var definitions: [String: Node] = [:]
        for dependency in dependencies {
            let node = try builder.convert(dependency)
            guard let name = node.name else {
                throw SchemaError.undefinedReferences(
                    schema: nil, references: [],
                    context: .init(debugDescription: "A dependency must be a named schema (an object or a choice)."))
            }
            definitions[name] = node
        }
        definitions.merge(builder.fixedDefinitions) { first, _ in first }
        var pending = rootNode.referencedNames + definitions.values.flatMap(\.referencedNames)
        while let name = pending.popLast() {
            guard definitions[name] == nil, let named = builder.named[name] else { continue }
            definitions[name] = named
            pending.append(contentsOf: named.referencedNames)
        }
        if let rootName = rootNode.name,
            rootNode.referencedNames.contains(rootName)
                || definitions.values.contains(where: {
                    $0.referencedNames.contains(rootName)
                })
        {
            definitions[rootName] = rootNode
            rootNode = Node(.reference(rootName))
        }
        try self.init(root: rootNode, definitions: definitions)
        if let stuck = definitionsWithoutBaseCase().first {
            throw SchemaError.recursionWithoutBaseCase(
                schema: root.name, path: [stuck, stuck],
                context: .init(debugDescription: "Make a reference optional, or put it in an array that may be empty."))
        }
    }
}

extension DynamicGenerationSchema {
    var name: String? {
        switch storage {
        case .object(let name, _, _), .anyOfSchemas(let name, _, _), .anyOfStrings(let name, _, _): return name
        default: return nil
        }
    }
}

/// Converts dynamic schemas to nodes, collecting named schemas and checking for duplicates.
struct DynamicSchemaBuilder {
    typealias Node = GenerationSchema.Node

    var named: [String: Node] = [:]
    var fixedDefinitions: [String: Node] = [:]

    mutating func convert(_ schema: DynamicGenerationSchema) throws -> Node {
        switch schema.storage {
        case .object(let name, let description, let properties):
            var seen: Set<String> = []
            var nodes: [Node.Property] = []
            for property in properties {
                guard seen.insert(property.name).inserted else {
                    throw SchemaError.duplicateProperty(
                        schema: name, property: property.name,
                        context: .init(debugDescription: "Give each property of \(name) a different name."))
                }
                var node = try convert(property.schema)
                if let description = property.description { node.description = description }
                nodes.append(.init(name: property.name, node: node, isRequired: !property.isOptional))
            }
            return try register(Node(.object(nodes), name: name, description: description))
        case .anyOfSchemas(let name, let description, let choices):
            guard !choices.isEmpty else { throw empty(name) }
            var nodes: [Node] = []
            for choice in choices { nodes.append(try convert(choice)) }
            return try register(Node(.anyOf(nodes), name: name, description: description))
        case .anyOfStrings(let name, let description, let choices):
            guard !choices.isEmpty else { throw empty(name) }
            return try register(Node(.string(.init(choices: choices)), name: name, description: description))
        case .array(let element, let minimum, let maximum):
            return Node(.array(.init(element: try convert(element), minimumCount: minimum, maximumCount: maximum)))
        case .reference(let name):
            return Node(.reference(name))
        case .fixed(let schema):
            if let error = schema.derivationError { throw error }
            fixedDefinitions.merge(schema.definitions) { first, _ in first }
            return schema.root
        }
    }

    private mutating func register(_ node: Node) throws -> Node {
        guard let name = node.name else { return node }
        if named[name] != nil {
            throw SchemaError.duplicateType(
                schema: nil, type: name, context: .init(debugDescription: "Give each dynamic schema a different name."))
        }
        named[name] = node
        return node
    }

    private func empty(_ name: String) -> SchemaError {
        .emptyTypeChoices(schema: name, context: .init(debugDescription: "List at least one choice."))
    }
}
