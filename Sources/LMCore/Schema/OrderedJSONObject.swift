/// A small builder for a JSON object whose keys keep the order they were set in.
struct OrderedJSONObject {
    private var properties: [String: GeneratedContent] = [:]
    private var keys: [String] = []

    /// How many keys are set.
    var count: Int { keys.count }

    /// Sets a key, appending it when it is new.
    mutating func set(_ key: String, _ value: GeneratedContent) {
        if properties.updateValue(value, forKey: key) == nil { keys.append(key) }
    }

    mutating func set(_ key: String, string value: String) { set(key, GeneratedContent(kind: .string(value))) }
    mutating func set(_ key: String, number value: Double) { set(key, GeneratedContent(kind: .number(value))) }
    mutating func set(_ key: String, strings values: [String]) {
        set(key, GeneratedContent(kind: .array(values.map { GeneratedContent(kind: .string($0)) })))
    }

    /// The object as content.
    var content: GeneratedContent {
        GeneratedContent(kind: .structure(properties: properties, orderedKeys: keys))
    }
}
