import Foundation

/// A value produced by a language model: the dynamic, ordered form of structured output.
///
/// PLACEHOLDER CONTRACT — the schema work replaces this implementation (partial JSON,
/// ordered keys, `value(_:forProperty:)`, …) while keeping these names.
public struct GeneratedContent: Sendable, Equatable {
    /// The shape of a generated value.
    public enum Kind: Sendable, Equatable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([GeneratedContent])
        case structure(properties: [String: GeneratedContent], orderedKeys: [String])
    }

    /// The value's shape and contents.
    public var kind: Kind
    /// An identity shared by the snapshots of one generation.
    public var id: GenerationID?
    /// Whether the JSON this value was parsed from was a complete document.
    public var isComplete: Bool

    /// Creates content of the given kind.
    public init(kind: Kind, id: GenerationID? = nil) {
        self.kind = kind
        self.id = id
        self.isComplete = true
    }

    /// Parses JSON text, which may be a prefix of a valid document.
    public init(json: String) throws {
        let value = try JSONDecoder().decode(PlaceholderJSON.self, from: Data(json.utf8))
        self = value.content
    }

    /// The value as compact JSON text.
    public var jsonString: String {
        switch kind {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let value):
            if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
            return String(value)
        case .string(let value):
            let data = (try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed])) ?? Data()
            return String(decoding: data, as: UTF8.self)
        case .array(let elements): return "[" + elements.map(\.jsonString).joined(separator: ",") + "]"
        case .structure(let properties, let keys):
            let members = keys.compactMap { key in
                properties[key].map { GeneratedContent(kind: .string(key)).jsonString + ":" + $0.jsonString }
            }
            return "{" + members.joined(separator: ",") + "}"
        }
    }
}

/// An identity for one generation, shared by its snapshots.
public struct GenerationID: Sendable, Hashable {
    private let value: UUID
    /// Creates a new, unique identity.
    public init() { value = UUID() }
}

private struct PlaceholderJSON: Decodable {
    let content: GeneratedContent

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        if let container = try? decoder.container(keyedBy: Key.self) {
            var properties: [String: GeneratedContent] = [:]
            for key in container.allKeys {
                properties[key.stringValue] = try container.decode(PlaceholderJSON.self, forKey: key).content
            }
            content = GeneratedContent(
                kind: .structure(properties: properties, orderedKeys: container.allKeys.map(\.stringValue)))
        } else if var container = try? decoder.unkeyedContainer() {
            var elements: [GeneratedContent] = []
            while !container.isAtEnd { elements.append(try container.decode(PlaceholderJSON.self).content) }
            content = GeneratedContent(kind: .array(elements))
        } else {
            let single = try decoder.singleValueContainer()
            if single.decodeNil() {
                content = GeneratedContent(kind: .null)
            } else if let value = try? single.decode(Bool.self) {
                content = GeneratedContent(kind: .bool(value))
            } else if let value = try? single.decode(Double.self) {
                content = GeneratedContent(kind: .number(value))
            } else {
                content = GeneratedContent(kind: .string(try single.decode(String.self)))
            }
        }
    }
}
