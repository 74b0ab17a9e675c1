extension GenerationSchema: Codable {
    /// Decodes a schema from its JSON Schema form.
    ///
    /// Property order comes from `x-order`, which ``encode(to:)`` always writes, so the order
    /// survives coders that do not keep key order.
    ///
    /// - Parameter decoder: A decoder holding a JSON Schema object.
    /// - Throws: `DecodingError.dataCorrupted` with the ``JSONSchemaImportError`` message when the
    ///   document is not a supported JSON Schema.
    public init(from decoder: any Decoder) throws {
        let document = try NativeJSONValue(from: decoder).content
        do {
            self = try GenerationSchema(jsonSchema: document)
        } catch {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath, debugDescription: "Invalid generation schema: \(error)",
                    underlyingError: error))
        }
    }

    /// Encodes the schema as a JSON Schema object (the same document as ``jsonSchemaString``).
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: The encoder's error.
    public func encode(to encoder: any Encoder) throws {
        try NativeJSONValue(jsonSchema).encode(to: encoder)
    }
}

extension GenerationSchema: CustomDebugStringConvertible {
    /// An indented outline of the schema: one line per node, with its constraints.
    public var debugDescription: String {
        var lines: [String] = []
        if let derivationError { lines.append("error: \(derivationError)") }
        GenerationSchema.outline(root, label: "root", indent: 0, into: &lines)
        for name in definitions.keys.sorted() {
            if let node = definitions[name] {
                GenerationSchema.outline(node, label: "$defs.\(name)", indent: 0, into: &lines)
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func outline(_ node: Node, label: String, indent: Int, into lines: inout [String]) {
        let pad = String(repeating: "  ", count: indent)
        var line = "\(pad)\(label): \(summary(of: node))"
        if let name = node.name { line += " «\(name)»" }
        if let description = node.description { line += " — \(description)" }
        lines.append(line)
        switch node.kind {
        case .object(let properties):
            for property in properties {
                let label = property.isRequired ? property.name : property.name + "?"
                outline(property.node, label: label, indent: indent + 1, into: &lines)
            }
        case .dictionary(let dictionary):
            outline(dictionary.value, label: "{\(dictionary.keyPattern ?? "")}", indent: indent + 1, into: &lines)
        case .array(let array):
            for (index, item) in array.prefixItems.enumerated() {
                outline(item, label: "[\(index)]", indent: indent + 1, into: &lines)
            }
            if let element = array.element { outline(element, label: "[]", indent: indent + 1, into: &lines) }
        case .anyOf(let choices):
            for (index, choice) in choices.enumerated() {
                outline(choice, label: "|\(index)", indent: indent + 1, into: &lines)
            }
        default:
            break
        }
    }

    private static func summary(of node: Node) -> String {
        func number(_ value: Double?) -> String { value.map(JSONWriter.format) ?? "" }
        switch node.kind {
        case .object(let properties): return "object (\(properties.count) properties)"
        case .dictionary(let dictionary):
            let keys = dictionary.keyPattern.map { "keys matching \($0)" } ?? "any keys"
            if dictionary.minimumCount == nil && dictionary.maximumCount == nil { return "object, \(keys)" }
            return "object, \(keys), count "
                + "\(dictionary.minimumCount.map(String.init) ?? "")...\(dictionary.maximumCount.map(String.init) ?? "")"
        case .array(let array):
            if array.minimumCount == nil && array.maximumCount == nil { return "array" }
            return
                "array count \(array.minimumCount.map(String.init) ?? "")...\(array.maximumCount.map(String.init) ?? "")"
        case .string(let string):
            var parts = ["string"]
            if let choices = string.choices { parts.append("one of \(choices)") }
            if let constant = string.constant { parts.append("= \"\(constant)\"") }
            if let pattern = string.pattern { parts.append("pattern \(pattern)") }
            if string.minimumLength != nil || string.maximumLength != nil {
                parts.append(
                    "length \(string.minimumLength.map(String.init) ?? "")...\(string.maximumLength.map(String.init) ?? "")"
                )
            }
            if let format = string.format { parts.append("format \(format.rawValue)") }
            return parts.joined(separator: ", ")
        case .integer(let bounds), .number(let bounds):
            let type: String
            if case .integer = node.kind { type = "integer" } else { type = "number" }
            if bounds.minimum == nil && bounds.maximum == nil { return type }
            return "\(type) \(number(bounds.minimum))...\(number(bounds.maximum))"
        case .enumeration(let values): return "one of \(values.map(\.jsonString).joined(separator: ", "))"
        case .reference(let name): return "→ \(name)"
        default: return node.kindName
        }
    }
}
