/// A schema built at run time, for shapes not known when the app is compiled.
///
/// Build the parts, then turn them into a ``GenerationSchema`` with
/// ``GenerationSchema/init(root:dependencies:)``, which checks names and references:
///
/// ```swift
/// let item = DynamicGenerationSchema(name: "Item", properties: [
///     .init(name: "name", schema: DynamicGenerationSchema(type: String.self)),
///     .init(name: "price", schema: DynamicGenerationSchema(type: Double.self, guides: [.minimum(0)])),
/// ])
/// let order = DynamicGenerationSchema(name: "Order", properties: [
///     .init(name: "items", schema: DynamicGenerationSchema(arrayOf: DynamicGenerationSchema(referenceTo: "Item"))),
/// ])
/// let schema = try GenerationSchema(root: order, dependencies: [item])
/// ```
public struct DynamicGenerationSchema: Sendable {
    indirect enum Storage: Sendable {
        case object(name: String, description: String?, properties: [Property])
        case anyOfSchemas(name: String, description: String?, choices: [DynamicGenerationSchema])
        case anyOfStrings(name: String, description: String?, choices: [String])
        case array(element: DynamicGenerationSchema, minimum: Int?, maximum: Int?)
        case reference(String)
        case fixed(GenerationSchema)
    }

    let storage: Storage

    /// One property of a dynamic object schema.
    public struct Property: Sendable {
        let name: String
        let description: String?
        let schema: DynamicGenerationSchema
        let isOptional: Bool

        /// Creates a property.
        ///
        /// - Parameters:
        ///   - name: The property's key.
        ///   - description: A description of the property for the model.
        ///   - schema: The property's schema.
        ///   - isOptional: Whether the model may leave the property out.
        public init(name: String, description: String? = nil, schema: DynamicGenerationSchema, isOptional: Bool = false)
        {
            self.name = name
            self.description = description
            self.schema = schema
            self.isOptional = isOptional
        }
    }

    /// A named object type with these properties, in order.
    ///
    /// - Parameters:
    ///   - name: The type's name; references use it.
    ///   - description: A description of the type for the model.
    ///   - properties: The properties, in order.
    public init(name: String, description: String? = nil, properties: [Property]) {
        storage = .object(name: name, description: description, properties: properties)
    }

    /// A named type whose values match one of these schemas.
    ///
    /// - Parameters:
    ///   - name: The type's name.
    ///   - description: A description of the type for the model.
    ///   - choices: The schemas allowed.
    public init(name: String, description: String? = nil, anyOf choices: [DynamicGenerationSchema]) {
        storage = .anyOfSchemas(name: name, description: description, choices: choices)
    }

    /// A named type whose values are one of these strings.
    ///
    /// - Parameters:
    ///   - name: The type's name.
    ///   - description: A description of the type for the model.
    ///   - choices: The strings allowed.
    public init(name: String, description: String? = nil, anyOf choices: [String]) {
        storage = .anyOfStrings(name: name, description: description, choices: choices)
    }

    /// An array of elements of one schema.
    ///
    /// - Parameters:
    ///   - itemSchema: The elements' schema.
    ///   - minimumElements: The fewest elements allowed.
    ///   - maximumElements: The most elements allowed.
    public init(arrayOf itemSchema: DynamicGenerationSchema, minimumElements: Int? = nil, maximumElements: Int? = nil) {
        storage = .array(element: itemSchema, minimum: minimumElements, maximum: maximumElements)
    }

    /// The schema of a generable type, with guides.
    ///
    /// - Parameters:
    ///   - type: The type.
    ///   - guides: Constraints on its values; a guide that does not fit is an error of
    ///     ``GenerationSchema/init(root:dependencies:)``.
    public init<Value: Generable>(type: Value.Type, guides: [GenerationGuide<Value>] = []) {
        var schema = Value.generationSchema
        do {
            for guide in guides {
                try guide.guide.apply(to: &schema.root, schema: String(describing: type), property: nil)
            }
        } catch let error as SchemaError {
            schema.derivationError = schema.derivationError ?? error
        } catch {}
        storage = .fixed(schema)
    }

    /// A reference to the named schema among the root and dependencies.
    ///
    /// - Parameter name: The name of the schema.
    public init(referenceTo name: String) {
        storage = .reference(name)
    }
}
