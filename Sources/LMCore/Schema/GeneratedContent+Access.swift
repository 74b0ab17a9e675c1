extension GeneratedContent {
    /// Creates a structure from ordered properties.
    ///
    /// ```swift
    /// let content = GeneratedContent(properties: ["title": "Hello", "rating": 4])
    /// ```
    ///
    /// - Parameters:
    ///   - properties: The properties, in order. A key given twice keeps its last value, at the
    ///     position of its first.
    ///   - id: An identity shared by the snapshots of one generation.
    public init(properties: KeyValuePairs<String, any ConvertibleToGeneratedContent>, id: GenerationID? = nil) {
        var values: [String: GeneratedContent] = [:]
        var keys: [String] = []
        for (key, value) in properties {
            if values.updateValue(value.generatedContent, forKey: key) == nil { keys.append(key) }
        }
        self.init(kind: .structure(properties: values, orderedKeys: keys), id: id)
    }

    /// Creates an array from elements.
    ///
    /// - Parameters:
    ///   - elements: The elements, in order.
    ///   - id: An identity shared by the snapshots of one generation.
    public init(elements: some Sequence<any ConvertibleToGeneratedContent>, id: GenerationID? = nil) {
        self.init(kind: .array(elements.map(\.generatedContent)), id: id)
    }

    /// Creates content from a value that can be expressed as generated content.
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - id: An identity shared by the snapshots of one generation.
    public init(_ value: some ConvertibleToGeneratedContent, id: GenerationID? = nil) {
        self = value.generatedContent
        self.id = id
    }

    /// Reads the whole content as a Swift value.
    ///
    /// - Parameter type: The type to read.
    /// - Returns: The value.
    /// - Throws: The error of the type's `init(_:)` when the content does not fit it.
    public func value<Value: ConvertibleFromGeneratedContent>(_ type: Value.Type = Value.self) throws -> Value {
        try Value(self)
    }

    /// Reads one property of a structure as a Swift value.
    ///
    /// - Parameters:
    ///   - type: The type to read.
    ///   - property: The property's key.
    /// - Returns: The value.
    /// - Throws: ``GeneratedContentError`` when the content is not a structure or has no such
    ///   property; the type's error when the property's value does not fit it.
    public func value<Value: ConvertibleFromGeneratedContent>(
        _ type: Value.Type = Value.self,
        forProperty property: String
    ) throws -> Value {
        let properties = try structureProperties(reading: property)
        guard let content = properties[property] else {
            throw GeneratedContentError(
                code: .missingProperty,
                path: JSONPath.root.appending(key: property).description,
                message: "the structure has no property \"\(property)\"; it has \(describeKeys())"
            )
        }
        return try Value(content)
    }

    /// Reads one property of a structure as a Swift value, or `nil` when it is missing or `null`.
    ///
    /// - Parameters:
    ///   - type: The type to read.
    ///   - property: The property's key.
    /// - Returns: The value, or `nil`.
    /// - Throws: ``GeneratedContentError`` when the content is not a structure; the type's error
    ///   when the property's value does not fit it.
    public func value<Value: ConvertibleFromGeneratedContent>(
        _ type: Value?.Type = Value?.self,
        forProperty property: String
    ) throws -> Value? {
        let properties = try structureProperties(reading: property)
        guard let content = properties[property] else { return nil }
        if case .null = content.kind { return nil }
        return try Value(content)
    }

    /// The properties of a structure, in order.
    ///
    /// - Returns: The key-value pairs.
    /// - Throws: ``GeneratedContentError`` when the content is not a structure.
    public func properties() throws -> [(key: String, value: GeneratedContent)] {
        guard case .structure(let properties, let keys) = kind else {
            throw GeneratedContentError(code: .typeMismatch, message: "expected a structure, found \(kindName)")
        }
        return keys.compactMap { key in properties[key].map { (key, $0) } }
    }

    /// The elements of an array.
    ///
    /// - Returns: The elements.
    /// - Throws: ``GeneratedContentError`` when the content is not an array.
    public func elements() throws -> [GeneratedContent] {
        guard case .array(let elements) = kind else {
            throw GeneratedContentError(code: .typeMismatch, message: "expected an array, found \(kindName)")
        }
        return elements
    }

    /// A short name for the kind of value, for messages: "null", "a Boolean", "a number", …
    package var kindName: String {
        switch kind {
        case .null: return "null"
        case .bool: return "a Boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .structure: return "a structure"
        }
    }

    private func structureProperties(reading property: String) throws -> [String: GeneratedContent] {
        guard case .structure(let properties, _) = kind else {
            throw GeneratedContentError(
                code: .typeMismatch,
                message: "cannot read the property \"\(property)\": expected a structure, found \(kindName)"
            )
        }
        return properties
    }

    private func describeKeys() -> String {
        guard case .structure(_, let keys) = kind, !keys.isEmpty else { return "no properties" }
        return keys.map { "\"\($0)\"" }.joined(separator: ", ")
    }
}
