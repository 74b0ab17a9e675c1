/// The shape of structured output a model must produce.
///
/// PLACEHOLDER CONTRACT — the schema work replaces this implementation while keeping
/// `jsonSchemaString` and `validate(_:)`.
public struct GenerationSchema: Sendable, Equatable, Codable {
    package var placeholderJSONSchema: String

    package init(placeholderJSONSchema: String) {
        self.placeholderJSONSchema = placeholderJSONSchema
    }

    /// The schema as compact, stable JSON Schema text.
    public var jsonSchemaString: String { placeholderJSONSchema }

    /// Checks content against the schema.
    /// - Throws: `SchemaValidationError` listing every violation with its path.
    public func validate(_ content: GeneratedContent) throws {}
}
