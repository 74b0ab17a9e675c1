/// The shape of structured output a model must produce.
///
/// A schema is an ordered tree of ``Node`` values plus named ``definitions`` that nodes can refer
/// to (for recursive types). One schema is used four ways: as JSON Schema text for prompts and
/// export (``jsonSchemaString``), as a grammar for constrained decoding, as a validator for
/// providers that cannot constrain (``validate(_:)``), and as a walk for providers that fill
/// values themselves.
///
/// Schemas come from ``Generable`` types (`Summary.generationSchema`), from Apple's initializers
/// (``init(type:description:properties:)``, ``init(root:dependencies:)``), or from JSON Schema
/// text (``init(jsonSchema:)``).
public struct GenerationSchema: Sendable, Equatable {
    /// The tree that the whole output must match.
    public internal(set) var root: Node
    /// The named schemas that ``Node/Kind/reference(_:)`` nodes refer to.
    public internal(set) var definitions: [String: Node]
    /// The error found while deriving this schema from a type, if any; ``validate(_:)`` throws it.
    package var derivationError: SchemaError?
    /// For a schema read from JSON Schema text: the exact validator of the whole document and the
    /// notes about its keywords. Validation uses it, so content is checked with the document's
    /// own meaning (open objects, `not`, `uniqueItems`…), not only the generation tree's.
    package var source: JSONSchemaSource?

    /// Creates a schema from a tree, checking that every reference has a definition.
    ///
    /// - Parameters:
    ///   - root: The tree the whole output must match.
    ///   - definitions: The named schemas references refer to.
    /// - Throws: ``SchemaError/undefinedReferences(schema:references:context:)`` when a reference
    ///   names no definition.
    public init(root: Node, definitions: [String: Node] = [:]) throws {
        self.init(unchecked: root, definitions: definitions)
        let missing = undefinedReferences()
        if !missing.isEmpty {
            throw SchemaError.undefinedReferences(
                schema: root.name,
                references: missing,
                context: .init(
                    debugDescription:
                        "Add a definition for \(missing.map { "\"\($0)\"" }.joined(separator: ", ")) "
                        + "or remove the references to it."
                )
            )
        }
    }

    /// Creates a schema without checking references.
    package init(unchecked root: Node, definitions: [String: Node] = [:], derivationError: SchemaError? = nil) {
        self.root = root
        self.definitions = definitions
        self.derivationError = derivationError
    }

    /// Follows references until the node is not a reference.
    ///
    /// - Parameter node: A node of this schema.
    /// - Returns: The node itself, or the definition it refers to (repeatedly); a reference
    ///   without a definition, or a cycle of references, is returned unchanged.
    public func resolve(_ node: Node) -> Node {
        var current = node
        var seen: Set<String> = []
        while case .reference(let name) = current.kind, let target = definitions[name], seen.insert(name).inserted {
            current = target
        }
        return current
    }

    /// The names that references use but that have no definition, sorted.
    package func undefinedReferences() -> [String] {
        var names = Set(root.referencedNames)
        for definition in definitions.values { names.formUnion(definition.referencedNames) }
        return names.filter { definitions[$0] == nil }.sorted()
    }

    /// The schema as compact, stable JSON Schema text.
    ///
    /// Objects list `properties` in order, with `required`, `additionalProperties: false` and
    /// `x-order`; definitions go in `$defs` (sorted by name) and are referred to with `$ref`.
    /// The same schema always gives the same text.
    public var jsonSchemaString: String {
        jsonSchema.jsonString
    }

    /// Two schemas are equal when their trees, definitions and derivation errors are; the JSON
    /// Schema document a schema was read from does not take part.
    public static func == (lhs: GenerationSchema, rhs: GenerationSchema) -> Bool {
        lhs.root == rhs.root && lhs.definitions == rhs.definitions && lhs.derivationError == rhs.derivationError
    }

    /// Checks content against the schema.
    ///
    /// A schema read from JSON Schema text is checked with the whole of draft 2020-12 (see
    /// ``JSONSchemaValidator``, with `format` asserted); other schemas with their tree.
    ///
    /// - Parameter content: The content, usually a model's complete output.
    /// - Throws: ``SchemaValidationError`` listing every violation with its JSON path; or the
    ///   ``SchemaError`` found when the schema was derived from a type.
    public func validate(_ content: GeneratedContent) throws {
        if let derivationError { throw derivationError }
        let found = violations(of: content)
        if !found.isEmpty { throw SchemaValidationError(violations: found) }
    }
}
