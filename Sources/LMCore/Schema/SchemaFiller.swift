/// Makes sample content that matches a schema, and completes partial content with samples.
///
/// Two variants give two different samples wherever a schema allows more than one value; the
/// partial view of a streaming value (``PartialContent``) completes the content both ways and
/// reports only what is the same in both, which is exactly what was generated.
package struct SchemaFiller: Sendable {
    /// Which of two different samples to make.
    package enum Variant: Sendable {
        /// The smallest sample: empty strings and arrays, minimums, `false`, optionals left out.
        case low
        /// A sample different from ``low`` wherever the schema allows.
        case high
    }

    private static let maximumDepth = 64
    private let schema: GenerationSchema

    /// Creates a filler for a schema.
    package init(schema: GenerationSchema) {
        self.schema = schema
    }

    /// A sample value for a node.
    package func sample(_ node: GenerationSchema.Node, variant: Variant = .low) -> GeneratedContent {
        sample(node, variant, depth: 0)
    }

    /// The content with every missing or cut-off part replaced by a sample.
    package func fill(_ content: GeneratedContent, variant: Variant) -> GeneratedContent {
        fill(content, schema.root, variant, depth: 0)
    }

    private func sample(_ node: GenerationSchema.Node, _ variant: Variant, depth: Int) -> GeneratedContent {
        let high = variant == .high
        guard depth < SchemaFiller.maximumDepth else { return GeneratedContent(kind: .null) }
        switch node.kind {
        case .object(let properties):
            var object = OrderedJSONObject()
            for property in properties where property.isRequired || high {
                object.set(property.name, sample(property.node, variant, depth: depth + 1))
            }
            return object.content
        case .dictionary(let dictionary):
            var count = max(dictionary.minimumCount ?? 0, 0)
            if high, dictionary.maximumCount.map({ count + 1 <= $0 }) ?? true { count += 1 }
            var object = OrderedJSONObject()
            for key in dictionary.sampleKeys(count) {
                object.set(key, sample(dictionary.value, variant, depth: depth + 1))
            }
            return object.content
        case .array(let array):
            var count = max(array.minimumCount ?? 0, 0)
            if high, array.maximumCount.map({ count + 1 <= $0 }) ?? true,
                array.element != nil || count < array.prefixItems.count
            {
                count += 1
            }
            var elements: [GeneratedContent] = []
            for index in 0..<count {
                let elementNode = index < array.prefixItems.count ? array.prefixItems[index] : array.element
                guard let elementNode else { break }
                elements.append(sample(elementNode, variant, depth: depth + 1))
            }
            return GeneratedContent(kind: .array(elements))
        case .string(let string):
            return GeneratedContent(kind: .string(sampleString(string, high)))
        case .integer(let bounds), .number(let bounds):
            var value = bounds.minimum.map { $0.rounded(.up) } ?? 0
            if let maximum = bounds.maximum, value > maximum { value = bounds.minimum ?? maximum }
            if high, bounds.maximum.map({ value + 1 <= $0 }) ?? true { value += 1 }
            return GeneratedContent(kind: .number(value))
        case .boolean: return GeneratedContent(kind: .bool(high))
        case .null: return GeneratedContent(kind: .null)
        case .anyOf(let choices):
            guard let first = choices.first else { return GeneratedContent(kind: .null) }
            return sample(first, variant, depth: depth + 1)
        case .enumeration(let values):
            return (high ? values.last : values.first) ?? GeneratedContent(kind: .null)
        case .reference(let name):
            guard let target = schema.definitions[name] else { return GeneratedContent(kind: .null) }
            return sample(target, variant, depth: depth + 1)
        case .any:
            return GeneratedContent(kind: high ? .number(1) : .null)
        }
    }

    private func sampleString(_ string: GenerationSchema.Node.StringConstraints, _ high: Bool) -> String {
        if let constant = string.constant { return constant }
        if let choices = string.choices, let first = choices.first { return (high ? choices.last : first) ?? first }
        switch string.format {
        case .date?: return high ? "2000-01-02" : "2000-01-01"
        case .time?: return high ? "00:00:01Z" : "00:00:00Z"
        case .dateTime?: return high ? "2000-01-01T00:00:01Z" : "2000-01-01T00:00:00Z"
        case .email?: return high ? "b@example.com" : "a@example.com"
        case .uuid?: return high ? "00000000-0000-0000-0000-000000000001" : "00000000-0000-0000-0000-000000000000"
        case nil: break
        }
        var length = string.minimumLength ?? 0
        if high, string.maximumLength.map({ length + 1 <= $0 }) ?? true { length += 1 }
        if let pattern = string.pattern, case .success(let matcher) = RegexMatcher.cached(pattern),
            let sample = matcher.sample(minimumLength: length, maximumLength: string.maximumLength)
        {
            return sample
        }
        return String(repeating: high ? "b" : "a", count: length)
    }

    private func fill(
        _ content: GeneratedContent,
        _ node: GenerationSchema.Node,
        _ variant: Variant,
        depth: Int
    ) -> GeneratedContent {
        guard depth < SchemaFiller.maximumDepth else { return content }
        let resolved = resolveChoice(for: content, node)
        switch (content.kind, resolved.kind) {
        case (.structure(let values, let keys), .object(let properties)):
            var object = OrderedJSONObject()
            for property in properties {
                if let value = values[property.name], let filled = settled(value, property.node, variant, depth) {
                    object.set(property.name, filled)
                } else if property.isRequired || variant == .high {
                    object.set(property.name, sample(property.node, variant, depth: depth + 1))
                }
            }
            for key in keys where !properties.contains(where: { $0.name == key }) {
                if let value = values[key] { object.set(key, value) }
            }
            return object.content
        case (.structure(let values, let keys), .dictionary(let dictionary)):
            var object = OrderedJSONObject()
            for key in keys {
                if let value = values[key], let filled = settled(value, dictionary.value, variant, depth) {
                    object.set(key, filled)
                }
            }
            let missing = max(0, (dictionary.minimumCount ?? 0) - object.count)
            for key in dictionary.sampleKeys(missing + keys.count).filter({ values[$0] == nil }).prefix(missing) {
                object.set(key, sample(dictionary.value, variant, depth: depth + 1))
            }
            return object.content
        case (.array(var elements), .array(let array)):
            if let last = elements.last, !last.isComplete, !isString(last) { elements.removeLast() }
            var filled: [GeneratedContent] = []
            for (index, element) in elements.enumerated() {
                let elementNode = index < array.prefixItems.count ? array.prefixItems[index] : array.element
                filled.append(elementNode.map { fill(element, $0, variant, depth: depth + 1) } ?? element)
            }
            return GeneratedContent(kind: .array(filled))
        default:
            if !content.isComplete, !isString(content) { return sample(resolved, variant, depth: depth + 1) }
            return content
        }
    }

    /// The filled value of a property, or `nil` when it was cut off and counts as missing.
    private func settled(
        _ value: GeneratedContent,
        _ node: GenerationSchema.Node,
        _ variant: Variant,
        _ depth: Int
    ) -> GeneratedContent? {
        switch value.kind {
        case .structure, .array: return fill(value, node, variant, depth: depth + 1)
        case .string: return value
        default: return value.isComplete ? value : nil
        }
    }

    /// The node to fill with: references resolved, and for a choice, the first choice of the content's kind.
    private func resolveChoice(for content: GeneratedContent, _ node: GenerationSchema.Node) -> GenerationSchema.Node {
        var current = schema.resolve(node)
        var steps = 0
        while case .anyOf(let choices) = current.kind, steps < SchemaFiller.maximumDepth {
            steps += 1
            let resolvedChoices = choices.map { schema.resolve($0) }
            guard let match = resolvedChoices.first(where: { fits(content, $0) }) ?? resolvedChoices.first else {
                break
            }
            current = match
        }
        return current
    }

    private func fits(_ content: GeneratedContent, _ node: GenerationSchema.Node) -> Bool {
        switch (content.kind, node.kind) {
        case (.structure, .object), (.structure, .dictionary), (.array, .array), (.string, .string),
            (.number, .integer), (.number, .number),
            (.bool, .boolean), (.null, .null), (_, .any), (_, .anyOf):
            return true
        default: return false
        }
    }

    private func isString(_ content: GeneratedContent) -> Bool {
        if case .string = content.kind { return true }
        return false
    }
}
