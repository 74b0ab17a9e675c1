extension GenerationSchema {
    /// The content with what a task *computes* brought within the schema's bounds: numbers
    /// clamped to `minimum`/`maximum` (whole for integers), arrays cut to their most elements,
    /// strings cut to their most characters (Unicode scalars). Everything else is unchanged.
    ///
    /// Tasks that compute a field themselves (a reading time from a word count, merged tags)
    /// use it so their results always match their own schema.
    package func clamped(_ content: GeneratedContent) -> GeneratedContent {
        clamp(content, root, depth: 0)
    }

    private func clamp(_ content: GeneratedContent, _ node: Node, depth: Int) -> GeneratedContent {
        guard depth < 64 else { return content }
        let node = resolve(node)
        var result = content
        switch (content.kind, node.kind) {
        case (.number(var value), .integer(let bounds)), (.number(var value), .number(let bounds)):
            if let minimum = bounds.minimum { value = max(value, minimum) }
            if let maximum = bounds.maximum { value = min(value, maximum) }
            if case .integer = node.kind {
                value = value.rounded()
                if let minimum = bounds.minimum, value < minimum { value = minimum.rounded(.up) }
                if let maximum = bounds.maximum, value > maximum { value = maximum.rounded(.down) }
            }
            result.kind = .number(value)
        case (.string(let string), .string(let constraints)):
            if let maximum = constraints.maximumLength, string.unicodeScalars.count > maximum {
                result.kind = .string(String(String.UnicodeScalarView(string.unicodeScalars.prefix(maximum))))
            }
        case (.array(var elements), .array(let array)):
            if let maximum = array.maximumCount, elements.count > maximum { elements = Array(elements.prefix(maximum)) }
            for index in elements.indices {
                let elementNode = index < array.prefixItems.count ? array.prefixItems[index] : array.element
                if let elementNode { elements[index] = clamp(elements[index], elementNode, depth: depth + 1) }
            }
            result.kind = .array(elements)
        case (.structure(var values, let keys), .object(let properties)):
            for property in properties {
                if let value = values[property.name] {
                    values[property.name] = clamp(value, property.node, depth: depth + 1)
                }
            }
            result.kind = .structure(properties: values, orderedKeys: keys)
        default:
            break
        }
        return result
    }
}

extension Generable {
    /// The value with what it computed brought within its own schema's bounds
    /// (``GenerationSchema/clamped(_:)``); the value itself when it can't be rebuilt.
    package func clampedToSchema() -> Self {
        (try? Self(Self.generationSchema.clamped(generatedContent))) ?? self
    }
}
