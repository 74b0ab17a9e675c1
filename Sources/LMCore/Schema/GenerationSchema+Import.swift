extension GenerationSchema {
    /// Creates a schema from JSON Schema text.
    ///
    /// Every draft 2020-12 schema LMCore can *generate* is accepted: the document is read with
    /// JSON Schema's own meaning (open objects unless `additionalProperties` is `false`, keywords
    /// that apply only to their own type, `definitions` like `$defs`, boolean schemas, `$ref`
    /// with sibling keywords, percent-encoded pointers, anchors), and the generation tree holds
    /// what a grammar and a filler can produce: the declared properties of an object, `allOf` and
    /// `$ref` siblings merged where the merge is exact, formats as grammars or patterns,
    /// ECMA-262 patterns. Keywords generation can't enforce while decoding (`not`,
    /// `uniqueItems`, `unevaluatedProperties`, overlapping `oneOf`…) are accepted because every
    /// answer is validated against the whole document (``validate(_:)``), so an answer that
    /// breaks them is a decoding failure, never returned. Annotations and unknown keywords are
    /// ignored and listed.
    ///
    /// ```swift
    /// let schema = try GenerationSchema(jsonSchema: #"{"type": "object", "properties": {"name": {"type": "string"}}}"#)
    /// ```
    ///
    /// - Parameter jsonSchema: A JSON Schema document.
    /// - Throws: ``JSONSchemaImportError``: for a document that can't be validated (invalid
    ///   JSON, keyword values of the wrong type, unresolvable or remote references), or that
    ///   can't be generated — then the error names *every* keyword that keeps it from being
    ///   generated, with its JSON path (``JSONSchemaImportError/allProblems``).
    public init(jsonSchema: String) throws {
        try self.init(jsonSchema: JSONSchemaImportError.document(from: jsonSchema))
    }

    /// Creates a schema from a JSON Schema document already parsed into content.
    ///
    /// - Parameter jsonSchema: The document.
    /// - Throws: ``JSONSchemaImportError``, as for ``init(jsonSchema:)-(String)``.
    public init(jsonSchema: GeneratedContent) throws {
        let validator = try JSONSchemaValidator(jsonSchema: jsonSchema, options: .init(assertsFormats: true))
        var importer = JSONSchemaImporter(document: jsonSchema, referenceTargets: validator.referenceTargets)
        self = try importer.run()
        source = JSONSchemaSource(validator: validator, notes: importer.notes)
    }
}
