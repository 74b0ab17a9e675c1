import Foundation

extension GenerationSchema {
    /// The schema as guidance a model reads in its prompt: one line per field with its name, its
    /// type in words and its description, nested fields indented.
    ///
    /// This is what a provider shows when a request asks to include the schema in the prompt
    /// (`includeSchemaInPrompt`). It is written for small models: JSON Schema text invites them
    /// to copy it (a `summary` that reads "One to three sentences with the main facts.", a tag
    /// that lists the allowed categories), while a list of fields to fill does not. Choices are
    /// not listed — a grammar or the validator enforces them, and a list of them next to free-text
    /// fields is what gets copied; descriptions are given as the guidance they are, in
    /// parentheses after the type.
    ///
    /// ```
    /// Answer with a JSON object with these fields:
    /// - summary: text (one to three sentences with the main facts)
    /// - keyPoints: a list of 1 to 5 texts (short key points, one fact each)
    /// - readingTimeMinutes: a whole number from 1 to 1000
    /// ```
    public var promptForm: String {
        var lines: [String] = []
        let top = resolve(root)
        switch top.kind {
        case .object(let properties):
            lines.append("Answer with a JSON object with these fields:")
            appendFields(properties, indent: "", depth: 0, into: &lines)
        default:
            lines.append("Answer with JSON: \(phrase(for: root, depth: 0))\(Self.guidance(root.description)).")
        }
        return lines.joined(separator: "\n")
    }

    /// Nested objects beyond this depth are named, not spelled out.
    private static let formDepthLimit = 4

    private func appendFields(
        _ properties: [Node.Property], indent: String, depth: Int, into lines: inout [String]
    ) {
        for property in properties {
            let node = resolve(property.node)
            let optional = property.isRequired ? "" : ", optional"
            let described = Self.guidance(property.node.description ?? node.description)
            lines.append(
                "\(indent)- \(property.name): \(phrase(for: property.node, depth: depth))\(optional)\(described)")
            guard depth < Self.formDepthLimit else { continue }
            switch node.kind {
            case .object(let nested):
                appendFields(nested, indent: indent + "  ", depth: depth + 1, into: &lines)
            case .array(let array):
                if let element = array.element, case .object(let nested) = resolve(element).kind {
                    appendFields(nested, indent: indent + "  ", depth: depth + 1, into: &lines)
                }
            default:
                break
            }
        }
    }

    /// A node's type in words: `text`, `a whole number from 1 to 10`, `a list of 2 to 4 texts`.
    private func phrase(for declared: Node, depth: Int, plural: Bool = false) -> String {
        let node = resolve(declared)
        switch node.kind {
        case .object:
            return plural ? "objects with these fields" : "an object with these fields"
        case .dictionary(let dictionary):
            let count = Self.countPhrase(minimum: dictionary.minimumCount, maximum: dictionary.maximumCount)
            let value = phrase(for: dictionary.value, depth: depth + 1, plural: true)
            return (plural ? "objects" : "an object") + " mapping \(count)names to \(value)"
        case .array(let array):
            let count = Self.countPhrase(minimum: array.minimumCount, maximum: array.maximumCount)
            guard let element = array.element else { return "a list" }
            return "a list of \(count)\(phrase(for: element, depth: depth + 1, plural: true))"
        case .string(let constraints):
            if constraints.choices != nil || constraints.constant != nil {
                return plural ? "choices" : "a choice"
            }
            if let format = constraints.format { return plural ? "\(format.rawValue) texts" : "a \(format.rawValue)" }
            return plural ? "texts" : "text"
        case .integer(let bounds):
            return (plural ? "whole numbers" : "a whole number") + Self.rangePhrase(bounds, integral: true)
        case .number(let bounds):
            return (plural ? "numbers" : "a number") + Self.rangePhrase(bounds, integral: false)
        case .boolean:
            return plural ? "true or false values" : "true or false"
        case .null:
            return "null"
        case .enumeration:
            return plural ? "choices" : "a choice"
        case .anyOf(let choices):
            let phrases = choices.map { phrase(for: $0, depth: depth + 1, plural: plural) }
            var unique: [String] = []
            for phrase in phrases where !unique.contains(phrase) { unique.append(phrase) }
            return unique.joined(separator: " or ")
        case .reference(let name):
            return name
        case .any:
            return "any JSON value"
        }
    }

    private static func countPhrase(minimum: Int?, maximum: Int?) -> String {
        switch (minimum, maximum) {
        case (let low?, let high?) where low == high: "\(low) "
        case (let low?, let high?): "\(low) to \(high) "
        case (let low?, nil) where low > 0: "at least \(low) "
        case (_, let high?): "at most \(high) "
        default: ""
        }
    }

    private static func rangePhrase(_ bounds: Node.NumberBounds, integral: Bool) -> String {
        func number(_ value: Double) -> String {
            abs(value) < 1e15 && (integral || value == value.rounded()) ? String(Int64(value)) : String(value)
        }
        switch (bounds.minimum, bounds.maximum) {
        case (let low?, let high?): return " from \(number(low)) to \(number(high))"
        case (let low?, nil): return " of at least \(number(low))"
        case (nil, let high?): return " of at most \(number(high))"
        default: return ""
        }
    }

    /// A description as guidance after the type: lowercased first letter, no final period, in
    /// parentheses.
    private static func guidance(_ description: String?) -> String {
        guard var text = description?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else { return "" }
        while let last = text.last, last == "." { text.removeLast() }
        if let first = text.first, first.isUppercase, text.dropFirst().first?.isUppercase != true {
            text = first.lowercased() + text.dropFirst()
        }
        return " (\(text))"
    }
}
