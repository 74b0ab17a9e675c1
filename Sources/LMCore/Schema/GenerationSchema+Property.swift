extension GenerationSchema {
    /// One property of a schema built with ``GenerationSchema/init(type:description:properties:)``.
    ///
    /// ```swift
    /// GenerationSchema.Property(name: "rating", description: "Stars", type: Int.self, guides: [.range(1...5)])
    /// ```
    public struct Property: Sendable {
        package let name: String
        package let node: Node
        package let isOptional: Bool
        package let definitions: [String: Node]
        package let error: SchemaError?

        /// A required property.
        ///
        /// For an optional type (`String?.self`), the optional overload wins and the property is
        /// not required.
        ///
        /// - Parameters:
        ///   - name: The property's key.
        ///   - description: A description of the property for the model.
        ///   - type: The property's type.
        ///   - guides: Constraints on the property's values.
        @_disfavoredOverload
        public init<Value: Generable>(
            name: String,
            description: String? = nil,
            type: Value.Type,
            guides: [GenerationGuide<Value>] = []
        ) {
            self.init(
                name: name, description: description, schema: Value.generationSchema, guides: guides.map(\.guide),
                optional: false)
        }

        /// An optional property: the model may leave it out.
        ///
        /// - Parameters:
        ///   - name: The property's key.
        ///   - description: A description of the property for the model.
        ///   - type: The property's type, an optional.
        ///   - guides: Constraints on the property's values when present.
        public init<Value: Generable>(
            name: String,
            description: String? = nil,
            type: Value?.Type,
            guides: [GenerationGuide<Value>] = []
        ) {
            self.init(
                name: name, description: description, schema: Value.generationSchema, guides: guides.map(\.guide),
                optional: true)
        }

        private init(
            name: String, description: String?, schema: GenerationSchema, guides: [PropertyGuide], optional: Bool
        ) {
            var node = schema.root
            var error = schema.derivationError
            do {
                for guide in guides { try guide.apply(to: &node, schema: nil, property: name) }
            } catch let guideError as SchemaError {
                error = error ?? guideError
            } catch {}
            if let description { node.description = description }
            self.name = name
            self.node = node
            self.isOptional = optional
            self.definitions = schema.definitions
            self.error = error
        }
    }

    /// A schema for an object type with these properties, in order.
    ///
    /// A property listed twice is a ``SchemaError/duplicateProperty(schema:property:context:)``,
    /// which ``validate(_:)`` throws (this initializer cannot throw, like Apple's).
    ///
    /// - Parameters:
    ///   - type: The type the schema describes; its name names the schema.
    ///   - description: A description of the type for the model.
    ///   - properties: The properties, in order.
    public init(type: any Generable.Type, description: String? = nil, properties: [Property]) {
        let name = String(describing: type)
        var definitions: [String: Node] = [:]
        var error: SchemaError?
        var seen: Set<String> = []
        for property in properties {
            error = error ?? property.error
            if !seen.insert(property.name).inserted {
                error =
                    error
                    ?? .duplicateProperty(
                        schema: name, property: property.name,
                        context: .init(debugDescription: "Give each property of \(name) a different name."))
            }
            definitions.merge(property.definitions) { first, _ in first }
        }
        let nodes = properties.map { Node.Property(name: $0.name, node: $0.node, isRequired: !$0.isOptional) }
        self.init(
            unchecked: Node(.object(nodes), name: name, description: description), definitions: definitions,
            derivationError: error)
    }

    /// A schema for a type whose values are one of these strings.
    ///
    /// - Parameters:
    ///   - type: The type the schema describes.
    ///   - description: A description of the type for the model.
    ///   - choices: The strings allowed; an empty list is an
    ///     ``SchemaError/emptyTypeChoices(schema:context:)`` that ``validate(_:)`` throws.
    public init(type: any Generable.Type, description: String? = nil, anyOf choices: [String]) {
        let name = String(describing: type)
        let error: SchemaError? =
            choices.isEmpty
            ? .emptyTypeChoices(schema: name, context: .init(debugDescription: "List at least one choice.")) : nil
        self.init(
            unchecked: Node(.string(.init(choices: choices)), name: name, description: description),
            derivationError: error)
    }

    /// A schema for a type whose values match one of these types' schemas.
    ///
    /// - Parameters:
    ///   - type: The type the schema describes.
    ///   - description: A description of the type for the model.
    ///   - types: The types allowed; an empty list is an
    ///     ``SchemaError/emptyTypeChoices(schema:context:)`` that ``validate(_:)`` throws.
    public init(type: any Generable.Type, description: String? = nil, anyOf types: [any Generable.Type]) {
        let name = String(describing: type)
        var definitions: [String: Node] = [:]
        var error: SchemaError? =
            types.isEmpty
            ? .emptyTypeChoices(schema: name, context: .init(debugDescription: "List at least one type.")) : nil
        var choices: [Node] = []
        for choice in types {
            let schema = choice.generationSchema
            error = error ?? schema.derivationError
            definitions.merge(schema.definitions) { first, _ in first }
            choices.append(schema.root)
        }
        self.init(
            unchecked: Node(.anyOf(choices), name: name, description: description), definitions: definitions,
            derivationError: error)
    }
}
