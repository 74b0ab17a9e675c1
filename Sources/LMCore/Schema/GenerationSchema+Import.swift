extension GenerationSchema {
    /// Creates a schema from JSON Schema text.
    ///
    /// The supported subset of draft 2020-12: `type` (a name or an array of names), `properties`,
    /// `required`, `additionalProperties: false`, `x-order`, `items` (a schema or `false`),
    /// `prefixItems`, `minItems`, `maxItems`, `enum` (of any JSON values), `const`, `anyOf`,
    /// `oneOf` (when its choices cannot overlap), `pattern`, `minLength`, `maxLength`, `format`
    /// (`date`, `time`, `date-time`, `email`, `uuid`), `minimum`, `maximum`, `$defs` (at any
    /// level), `$ref` (local pointers, including `#`), and the annotations `title`,
    /// `description`, `$comment` and `$schema`. Objects never allow other properties: an object
    /// without `additionalProperties` is read as if it said `false`.
    ///
    /// ```swift
    /// let schema = try GenerationSchema(jsonSchema: #"{"type": "object", "properties": {"name": {"type": "string"}}}"#)
    /// ```
    ///
    /// - Parameter jsonSchema: A JSON Schema document.
    /// - Throws: ``JSONSchemaImportError`` naming the keyword and JSON path of anything not
    ///   understood, of values of the wrong type, of references that do not resolve, and of
    ///   definitions that recurse with no base case.
    public init(jsonSchema: String) throws {
        let document: GeneratedContent
        do {
            document = try GeneratedContent(json: jsonSchema)
        } catch {
            throw JSONSchemaImportError(code: .invalidJSON, path: "$", message: "the text is not JSON: \(error)")
        }
        guard document.isComplete else {
            throw JSONSchemaImportError(code: .invalidJSON, path: "$", message: "the JSON document is incomplete")
        }
        try self.init(jsonSchema: document)
    }

    /// Creates a schema from a JSON Schema document already parsed into content.
    ///
    /// - Parameter jsonSchema: The document.
    /// - Throws: ``JSONSchemaImportError``, as for ``init(jsonSchema:)-(String)``.
    public init(jsonSchema: GeneratedContent) throws {
        var importer = JSONSchemaImporter(document: jsonSchema)
        self = try importer.run()
    }
}
