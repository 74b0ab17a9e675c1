import LMCore

extension GeneratedContent {
    /// A JSON object with its keys in the given order; `nil` values are left out.
    static func object(_ members: KeyValuePairs<String, GeneratedContent?>) -> GeneratedContent {
        var properties: [String: GeneratedContent] = [:]
        var keys: [String] = []
        for (key, value) in members {
            guard let value else { continue }
            if properties.updateValue(value, forKey: key) == nil { keys.append(key) }
        }
        return GeneratedContent(kind: .structure(properties: properties, orderedKeys: keys))
    }

    /// A JSON string.
    static func string(_ value: String) -> GeneratedContent {
        GeneratedContent(kind: .string(value))
    }

    /// A JSON number.
    static func number(_ value: Double) -> GeneratedContent {
        GeneratedContent(kind: .number(value))
    }

    /// A JSON Boolean.
    static func bool(_ value: Bool) -> GeneratedContent {
        GeneratedContent(kind: .bool(value))
    }

    /// A JSON array.
    static func array(_ values: [GeneratedContent]) -> GeneratedContent {
        GeneratedContent(kind: .array(values))
    }

    /// JSON `null`.
    static var null: GeneratedContent {
        GeneratedContent(kind: .null)
    }
}
