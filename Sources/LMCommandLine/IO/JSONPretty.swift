import LMCore

/// Indented JSON text for people, with keys in their content order.
enum JSONPretty {
    /// The content as JSON indented by two spaces per level.
    static func format(_ content: GeneratedContent) -> String {
        var out = ""
        write(content, indent: 0, into: &out)
        return out
    }

    private static func write(_ content: GeneratedContent, indent: Int, into out: inout String) {
        let pad = String(repeating: "  ", count: indent + 1)
        let closing = String(repeating: "  ", count: indent)
        switch content.kind {
        case .array(let elements) where !elements.isEmpty:
            out += "[\n"
            for (index, element) in elements.enumerated() {
                out += pad
                write(element, indent: indent + 1, into: &out)
                out += index == elements.count - 1 ? "\n" : ",\n"
            }
            out += closing + "]"
        case .structure(let properties, let keys) where !keys.isEmpty:
            out += "{\n"
            for (index, key) in keys.enumerated() {
                out += pad + JSONText.string(key) + ": "
                write(properties[key] ?? GeneratedContent(kind: .null), indent: indent + 1, into: &out)
                out += index == keys.count - 1 ? "\n" : ",\n"
            }
            out += closing + "}"
        default:
            out += content.jsonString
        }
    }
}
