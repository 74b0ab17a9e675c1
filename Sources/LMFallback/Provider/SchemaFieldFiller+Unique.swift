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
                for length in minimum..<(minimum + 16) {
                    if let sample = matcher.sample(minimumLength: length, maximumLength: constraints.maximumLength),
                        !strings.contains(sample)
                    {
                        strings.append(sample)
                    }
                }
            } else if constraints.format == nil {
                let letters = "abcdefghijklmnopqrstuvwxyz".map(String.init)
                let width = max(1, minimum)
                strings = letters.map { String(repeating: $0, count: width) }
            }
            return strings.map { GeneratedContent(kind: .string($0)) }
        case .integer(let bounds), .number(let bounds):
            let start = (bounds.minimum ?? 0).rounded(.up)
            return (0..<24).map { start + Double($0) }
                .filter { value in bounds.maximum.map { value <= $0 } ?? true }
                .map { GeneratedContent(kind: .number($0)) }
        case .anyOf(let options):
            return options.flatMap { alternatives(for: $0, depth: depth + 1) }
        default:
            return []
        }
    }
}
