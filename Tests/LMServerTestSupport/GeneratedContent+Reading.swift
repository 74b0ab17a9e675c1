import LMCore

/// Reading JSON answers in tests.
extension GeneratedContent {
    /// A property of an object, or `nil`.
    public subscript(key: String) -> GeneratedContent? {
        if case .structure(let properties, _) = kind { return properties[key] }
        return nil
    }

    /// The string, or `nil`.
    public var stringValue: String? {
        if case .string(let value) = kind { return value }
        return nil
    }

    /// The number, or `nil`.
    public var doubleValue: Double? {
        if case .number(let value) = kind { return value }
        return nil
    }

    /// The Boolean, or `nil`.
    public var boolValue: Bool? {
        if case .bool(let value) = kind { return value }
        return nil
    }

    /// The elements, or `nil`.
    public var arrayValue: [GeneratedContent]? {
        if case .array(let value) = kind { return value }
        return nil
    }
}
