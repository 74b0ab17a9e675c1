/// The descriptions and guides of a type's derived schema, keyed by its coding keys.
///
/// Declare it once, as `static let generationGuides` (or `static var` in a generic type), inside
/// the type so that its synthesized `CodingKeys` are in scope; the compiler checks every key:
///
/// ```swift
/// static let generationGuides = GenerationGuides(
///     CodingKeys.self,
///     description: "A summary of a text.",
///     [
///         .title: [.description("A title of at most eight words.")],
///         .readingTimeMinutes: [.range(1...60)],
///     ]
/// )
/// ```
public struct GenerationGuides: Sendable, Equatable {
    /// A description of the type itself.
    public let typeDescription: String?
    /// The guides per property key, in the order they were declared.
    package let entries: [(key: String, guides: [PropertyGuide])]

    /// No description and no guides.
    public init() {
        typeDescription = nil
        entries = []
    }

    /// A description of the type and guides for its properties.
    ///
    /// - Parameters:
    ///   - keys: The type's coding keys, usually `CodingKeys.self`.
    ///   - description: A description of the type for the model.
    ///   - guides: The guides of each property; a key may appear more than once.
    public init<Key: CodingKey>(
        _ keys: Key.Type,
        description: String? = nil,
        _ guides: KeyValuePairs<Key, [PropertyGuide]> = [:]
    ) {
        typeDescription = description
        entries = guides.map { ($0.key.stringValue, $0.value) }
    }

    /// A description of the type only (for enums and types without keyed guides).
    ///
    /// - Parameter description: A description of the type for the model.
    public init(description: String) {
        typeDescription = description
        entries = []
    }

    public static func == (lhs: GenerationGuides, rhs: GenerationGuides) -> Bool {
        lhs.typeDescription == rhs.typeDescription
            && lhs.entries.map(\.key) == rhs.entries.map(\.key)
            && lhs.entries.map(\.guides) == rhs.entries.map(\.guides)
    }

    /// Applies the description and guides to a derived node.
    ///
    /// - Throws: ``SchemaError/unsupportedGuide(schema:property:guide:context:)`` for a guide that
    ///   does not fit, or whose key the type never decodes.
    package func apply(to node: inout GenerationSchema.Node, schema: String) throws {
        if let typeDescription { node.description = typeDescription }
        guard !entries.isEmpty else { return }
        guard case .object(var properties) = node.kind else {
            throw SchemaError.unsupportedGuide(
                schema: schema, property: entries.first?.key, guide: "property guides",
                context: .init(debugDescription: "\(schema) is \(node.kindName), not an object with properties."))
        }
        for (key, guides) in entries {
            guard let index = properties.firstIndex(where: { $0.name == key }) else {
                let known = properties.map(\.name).joined(separator: ", ")
                throw SchemaError.unsupportedGuide(
                    schema: schema, property: key, guide: guides.map(\.description).joined(separator: ", "),
                    context: .init(
                        debugDescription: "\(schema) never decodes the key \"\(key)\"; its properties are \(known)."))
            }
            for guide in guides { try guide.apply(to: &properties[index].node, schema: schema, property: key) }
        }
        node.kind = .object(properties)
    }
}
