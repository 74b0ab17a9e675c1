extension JSONSchemaImporter {
    /// One node that matches exactly the values both nodes match (`allOf`, `$ref` with sibling
    /// keywords), or nil when the two can't be merged exactly into the generation tree.
    mutating func merge(_ first: Node, _ second: Node) -> Node? {
        var merged = mergeKinds(first, second)
        merged?.name = first.name ?? second.name
        merged?.description = first.description ?? second.description
        return merged
    }

    private mutating func mergeKinds(_ first: Node, _ second: Node) -> Node? {
        switch (first.kind, second.kind) {
        case (.any, _): return second
        case (_, .any): return first
        case (.reference(let name), _):
            guard let target = resolvedForMerge(name) else { return nil }
            return merge(target, second)
        case (_, .reference(let name)):
            guard let target = resolvedForMerge(name) else { return nil }
            return merge(first, target)
        case (.anyOf(let choices), _):
            let merged = choices.compactMap { merge($0, second) }
            if merged.isEmpty { return nil }
            return merged.count == 1 ? merged[0] : Node(.anyOf(merged))
        case (_, .anyOf):
            return merge(second, first)
        case (.enumeration(let values), _):
            let kept = values.filter {
                GenerationSchema(unchecked: second, definitions: definitions).violations(of: $0).isEmpty
            }
            return kept.isEmpty ? nil : Node(.enumeration(kept))
        case (_, .enumeration):
            return merge(second, first)
        case (.object(let a), .object(let b)):
            var properties = a
            for property in b {
                if let index = properties.firstIndex(where: { $0.name == property.name }) {
                    guard let node = merge(properties[index].node, property.node) else { return nil }
                    properties[index].node = node
                    properties[index].isRequired = properties[index].isRequired || property.isRequired
                } else {
                    properties.append(property)
                }
            }
            return Node(.object(properties))
        case (.dictionary(var a), .dictionary(let b)) where a.keyPattern == b.keyPattern:
            guard let value = merge(a.value, b.value) else { return nil }
            a.value = value
            a.minimumCount = [a.minimumCount, b.minimumCount].compactMap { $0 }.max()
            a.maximumCount = [a.maximumCount, b.maximumCount].compactMap { $0 }.min()
            return Node(.dictionary(a))
        case (.object(let properties), .dictionary) where properties.isEmpty:
            return second
        case (.dictionary, .object(let properties)) where properties.isEmpty:
            return first
        case (.object(let properties), .dictionary(let dictionary)):
            return mergeDeclared(properties, into: dictionary)
        case (.dictionary(let dictionary), .object(let properties)):
            return mergeDeclared(properties, into: dictionary)
        case (.array(let a), .array(let b)):
            var result = a
            let count = max(a.prefixItems.count, b.prefixItems.count)
            var prefix: [Node] = []
            for index in 0..<count {
                let left = index < a.prefixItems.count ? a.prefixItems[index] : a.element
                let right = index < b.prefixItems.count ? b.prefixItems[index] : b.element
                guard let left, let right, let node = merge(left, right) else {
                    result.maximumCount = min(result.maximumCount ?? index, index)
                    break
                }
                prefix.append(node)
            }
            result.prefixItems = prefix
            if let left = a.element, let right = b.element {
                guard let node = merge(left, right) else { return nil }
                result.element = node
            } else {
                result.element = nil
            }
            result.minimumCount = [a.minimumCount, b.minimumCount].compactMap { $0 }.max()
            result.maximumCount = [result.maximumCount, a.maximumCount, b.maximumCount].compactMap { $0 }.min()
            if let low = result.minimumCount, let high = result.maximumCount, low > high { return nil }
            return Node(.array(result))
        case (.string(let a), .string(let b)):
            return mergeStrings(a, b).map { Node(.string($0)) }
        case (.integer(let a), .integer(let b)), (.integer(let a), .number(let b)), (.number(let a), .integer(let b)):
            return mergeBounds(a, b).map { Node(.integer($0)) }
        case (.number(let a), .number(let b)):
            return mergeBounds(a, b).map { Node(.number($0)) }
        case (.boolean, .boolean), (.null, .null):
            return first
        default:
            return nil
        }
    }

    private func mergeBounds(
        _ a: GenerationSchema.Node.NumberBounds, _ b: GenerationSchema.Node.NumberBounds
    ) -> GenerationSchema.Node.NumberBounds? {
        let bounds = GenerationSchema.Node.NumberBounds(
            minimum: [a.minimum, b.minimum].compactMap { $0 }.max(),
            maximum: [a.maximum, b.maximum].compactMap { $0 }.min())
        if let low = bounds.minimum, let high = bounds.maximum, low > high { return nil }
        return bounds
    }

    private func mergeStrings(
        _ a: GenerationSchema.Node.StringConstraints, _ b: GenerationSchema.Node.StringConstraints
    ) -> GenerationSchema.Node.StringConstraints? {
        var result = a
        if let pattern = b.pattern {
            if let existing = a.pattern, existing != pattern { return nil }
            result.pattern = pattern
        }
        if let format = b.format {
            if let existing = a.format, existing != format { return nil }
            result.format = format
        }
        result.minimumLength = [a.minimumLength, b.minimumLength].compactMap { $0 }.max()
        result.maximumLength = [a.maximumLength, b.maximumLength].compactMap { $0 }.min()
        var allowed: [String]? = nil
        for list in [a.choices, b.choices, a.constant.map { [$0] }, b.constant.map { [$0] }] {
            guard let list else { continue }
            allowed =
                allowed.map { current in
                    current.filter { value in list.contains { JSONValues.sameScalars($0, value) } }
                } ?? list
        }
        if var allowed {
            let probe = GenerationSchema(
                unchecked: Node(
                    .string(
                        .init(
                            pattern: result.pattern, minimumLength: result.minimumLength,
                            maximumLength: result.maximumLength, format: result.format))))
            allowed = allowed.filter { probe.violations(of: GeneratedContent(kind: .string($0))).isEmpty }
            if allowed.isEmpty { return nil }
            result.choices = allowed.count == 1 && (a.constant != nil || b.constant != nil) ? nil : allowed
            result.constant = allowed.count == 1 && (a.constant != nil || b.constant != nil) ? allowed[0] : nil
        }
        if let low = result.minimumLength, let high = result.maximumLength, low > high { return nil }
        return result
    }

    /// Declared properties under a dictionary's constraints (from another part of an `allOf`):
    /// the declared properties are generated, each value also matching the dictionary's when its
    /// key does; nil when the dictionary needs entries of its own, or forbids a required key.
    private mutating func mergeDeclared(
        _ properties: [Node.Property], into dictionary: Node.DictionaryConstraints
    ) -> Node? {
        guard (dictionary.minimumCount ?? 0) == 0 else { return nil }
        let matcher: RegexMatcher?
        if let pattern = dictionary.keyPattern {
            guard case .success(let found) = RegexMatcher.cached(pattern) else { return nil }
            matcher = found
        } else {
            matcher = nil
        }
        var merged: [Node.Property] = []
        for property in properties {
            var property = property
            if matcher?.matches(in: property.name) ?? true {
                guard let node = merge(property.node, dictionary.value) else { return nil }
                property.node = node
            } else if !dictionary.otherKeysAllowed {
                guard !property.isRequired else { return nil }
                continue
            }
            merged.append(property)
        }
        if let maximum = dictionary.maximumCount, merged.count > maximum { return nil }
        return Node(.object(merged))
    }
}
