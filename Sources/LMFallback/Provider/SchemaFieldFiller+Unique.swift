import LMCore

extension SchemaFieldFiller {
    /// The elements made all different where the schema asks for unique items: a repeated
    /// element is replaced by another valid value of its node (the other Boolean, the next
    /// choice, the next number, a longer string), or dropped when the minimum count allows.
    func distinct(_ elements: [GeneratedContent], _ constraints: Node.ArrayConstraints) -> [GeneratedContent] {
        guard constraints.uniqueItems else { return elements }
        var seen: Set<String> = []
        var result: [GeneratedContent] = []
        for (index, element) in elements.enumerated() {
            if seen.insert(element.jsonString).inserted {
                result.append(element)
                continue
            }
            let node = index < constraints.prefixItems.count ? constraints.prefixItems[index] : constraints.element
            if let node,
                let other = alternatives(for: node, depth: 0).first(where: {
                    !seen.contains($0.jsonString) && satisfies($0, node)
                })
            {
                seen.insert(other.jsonString)
                result.append(other)
            } else if index < constraints.prefixItems.count || result.count < (constraints.minimumCount ?? 0) {
                result.append(element)
            }
        }
        return result
    }

    /// Other values a node allows, simplest first (at most a few dozen).
    private func alternatives(for node: Node, depth: Int) -> [GeneratedContent] {
        guard depth < 8 else { return [] }
        let resolved = schema.resolve(node)
        switch resolved.kind {
        case .boolean:
            return [false, true].map { GeneratedContent(kind: .bool($0)) }
        case .null:
            return [GeneratedContent(kind: .null)]
        case .enumeration(let values):
            return values
        case .string(let constraints):
            if let constant = constraints.constant { return [GeneratedContent(kind: .string(constant))] }
            if let choices = constraints.choices { return choices.map { GeneratedContent(kind: .string($0)) } }
            let minimum = constraints.minimumLength ?? 0
            var strings: [String] = []
            if let pattern = constraints.pattern, case .success(let matcher) = RegexMatcher.cached(pattern) {
                for attempt in 0..<24 {
                    if let sample = matcher.sample(
                        minimumLength: minimum + attempt / 2, maximumLength: constraints.maximumLength,
                        variant: attempt % 2 == 0 ? 0 : attempt),
                        !strings.contains(sample)
                    {
                        strings.append(sample)
                    }
                }
            } else if let format = constraints.format {
                strings = (0..<9).compactMap {
                    format.sample(minimumLength: minimum, maximumLength: constraints.maximumLength, variant: $0)
                }
            } else {
                let letters = "abcdefghijklmnopqrstuvwxyz".map(String.init)
                let width = max(1, minimum)
                strings = letters.map { String(repeating: $0, count: width) }
            }
            return strings.map { GeneratedContent(kind: .string($0)) }
        case .integer(let bounds), .number(let bounds):
            let start = (bounds.minimum ?? min(0, (bounds.maximum ?? 0) - 23)).rounded(.up)
            return (0..<24).map { start + Double($0) }
                .filter { value in bounds.maximum.map { value <= $0 } ?? true }
                .map { GeneratedContent(kind: .number($0)) }
        case .anyOf(let options):
            return options.flatMap { alternatives(for: $0, depth: depth + 1) }
        case .array(let constraints):
            // Arrays of other lengths, from the element's own alternatives.
            guard let element = constraints.element else { return [] }
            let base = value(
                for: resolved, field: Field(role: .none, name: nil, item: nil), informed: false, depth: depth + 1)
            guard case .array(let elements) = base.kind else { return [] }
            let options = alternatives(for: element, depth: depth + 1).prefix(8)
            var variants: [GeneratedContent] = [base, GeneratedContent(kind: .array(elements.reversed()))]
            for index in elements.indices where variants.count < 48 {
                let node = index < constraints.prefixItems.count ? constraints.prefixItems[index] : element
                for other in alternatives(for: node, depth: depth + 1).prefix(6) {
                    var changed = elements
                    changed[index] = other
                    variants.append(GeneratedContent(kind: .array(changed)))
                }
            }
            for option in options {
                for extra in 1...3 {
                    variants.append(GeneratedContent(kind: .array(elements + Array(repeating: option, count: extra))))
                }
                if !elements.isEmpty, elements.count > constraints.prefixItems.count {
                    variants.append(GeneratedContent(kind: .array(Array(elements.dropLast()) + [option])))
                }
            }
            return variants
        case .object(let properties):
            // One property changed at a time, from the simplest object.
            let base = value(
                for: resolved, field: Field(role: .none, name: nil, item: nil), informed: false, depth: depth + 1)
            guard case .structure(let values, let keys) = base.kind else { return [] }
            var variants: [GeneratedContent] = [base]
            for property in properties where variants.count < 48 {
                for other in alternatives(for: property.node, depth: depth + 1).prefix(12) {
                    var changed = values
                    changed[property.name] = other
                    let order = keys.contains(property.name) ? keys : keys + [property.name]
                    variants.append(GeneratedContent(kind: .structure(properties: changed, orderedKeys: order)))
                }
            }
            return variants
        default:
            return []
        }
    }
}
