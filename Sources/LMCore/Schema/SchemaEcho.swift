/// A string value that repeats the schema instead of answering: its own description, or the list
/// of a sibling's choices.
///
/// Small models shown a schema tend to copy it into the answer (`"summary": "One to three
/// sentences with the main facts."`, a tag `"work, personal, finance"`). The value is valid —
/// nothing in JSON Schema forbids it — but it is not an answer. ``find(in:schema:)`` finds such
/// values, so tests and benchmarks can count them.
package struct SchemaEcho: Sendable, Equatable, CustomStringConvertible {
    /// What the value repeats.
    package enum Source: Sendable, Equatable {
        /// A description the schema holds (the value's own, its parent's or a sibling's).
        case description(String)
        /// The choices of a sibling property, three or more of them (or all, when it has fewer).
        case siblingChoices(property: String, choices: [String])
    }

    /// Where the value is.
    package var path: String
    /// The value.
    package var value: String
    /// What it repeats.
    package var source: Source

    package var description: String {
        switch source {
        case .description(let text): "\(path) = \"\(value)\" repeats the schema's description \"\(text)\""
        case .siblingChoices(let property, _): "\(path) = \"\(value)\" repeats the choices of \(property)"
        }
    }

    /// Every echo in a response.
    ///
    /// A string echoes the schema when it equals any description the schema holds (its own, its
    /// parent's, a sibling's: each is text the model was shown, not an answer), ignoring case and
    /// punctuation, or when it names three or more of a sibling property's choices.
    /// - Parameters:
    ///   - content: The response.
    ///   - schema: The schema it was generated for.
    /// - Returns: The echoes, ordered by path.
    package static func find(in content: GeneratedContent, schema: GenerationSchema) -> [SchemaEcho] {
        let descriptions = schema.allDescriptions()
        var echoes: [SchemaEcho] = []
        var pending: [(GeneratedContent, GenerationSchema.Node, String, [SiblingChoices])] = [
            (content, schema.root, "$", [])
        ]
        while let (value, declared, path, siblings) = pending.popLast() {
            let node = schema.resolve(declared)
            switch (value.kind, node.kind) {
            case (.structure(let properties, _), .object(let declaredProperties)):
                let choices = declaredProperties.compactMap { property -> SiblingChoices? in
                    let values = schema.choiceStrings(of: property.node)
                    return values.isEmpty ? nil : SiblingChoices(property: property.name, choices: values)
                }
                for property in declaredProperties {
                    guard let child = properties[property.name] else { continue }
                    let others = choices.filter { $0.property != property.name }
                    pending.append((child, property.node, path + "." + property.name, others))
                }
            case (.array(let elements), .array(let constraints)):
                for (index, child) in elements.enumerated() {
                    let element =
                        index < constraints.prefixItems.count ? constraints.prefixItems[index] : constraints.element
                    guard let element else { continue }
                    pending.append((child, element, path + "[\(index)]", siblings))
                }
            case (.string(let text), _):
                let key = Self.normalized(text)
                if !key.isEmpty, let description = descriptions[key] {
                    echoes.append(SchemaEcho(path: path, value: text, source: .description(description)))
                } else if let sibling = siblings.first(where: { $0.isRepeated(in: text) }) {
                    echoes.append(
                        SchemaEcho(
                            path: path, value: text,
                            source: .siblingChoices(property: sibling.property, choices: sibling.choices)))
                }
            default:
                continue
            }
        }
        return echoes.sorted { $0.path < $1.path }
    }

    /// Lowercased letters and digits, single spaces: punctuation and case don't hide a copy.
    static func normalized(_ text: String) -> String {
        var words: [String] = []
        var word = ""
        for character in text.lowercased() {
            if character.isLetter || character.isNumber {
                word.append(character)
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        return words.joined(separator: " ")
    }

    private struct SiblingChoices {
        var property: String
        var choices: [String]

        /// Whether the text lists at least three of the choices (all of them when there are fewer).
        func isRepeated(in text: String) -> Bool {
            let words = Set(SchemaEcho.normalized(text).split(separator: " ").map(String.init))
            let named = choices.filter { choice in
                let parts = SchemaEcho.normalized(choice).split(separator: " ").map(String.init)
                return !parts.isEmpty && parts.allSatisfy(words.contains)
            }
            return named.count >= min(3, choices.count) && named.count >= 2
        }
    }
}

extension GenerationSchema {
    /// Every description in the schema, keyed by its normalized text.
    fileprivate func allDescriptions() -> [String: String] {
        var found: [String: String] = [:]
        var pending = [root] + definitions.keys.sorted().compactMap { definitions[$0] }
        while let node = pending.popLast() {
            if let description = node.description {
                found[SchemaEcho.normalized(description)] = description
            }
            switch node.kind {
            case .object(let properties): pending += properties.map(\.node)
            case .dictionary(let dictionary): pending.append(dictionary.value)
            case .array(let constraints):
                pending += constraints.prefixItems
                if let element = constraints.element { pending.append(element) }
            case .anyOf(let choices): pending += choices
            default: break
            }
        }
        return found
    }

    /// The string choices a node allows, if it is a choice among strings.
    fileprivate func choiceStrings(of node: Node) -> [String] {
        switch resolve(node).kind {
        case .string(let constraints): return constraints.choices ?? []
        case .enumeration(let values):
            return values.compactMap { value in
                if case .string(let text) = value.kind { return text }
                return nil
            }
        default: return []
        }
    }
}
