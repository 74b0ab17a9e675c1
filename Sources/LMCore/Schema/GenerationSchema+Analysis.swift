extension GenerationSchema {
    /// The definitions that no finite value can satisfy, because every way through them refers
    /// back to a definition of the same kind; sorted by name.
    package func definitionsWithoutBaseCase() -> [String] {
        // Propagates finiteness along reverse references: each definition is rechecked only when
        // one it refers to becomes finite, so long chains take linear time.
        var dependents: [String: [String]] = [:]
        for (name, node) in definitions {
            for referenced in Set(node.referencedNames) { dependents[referenced, default: []].append(name) }
        }
        var finite: Set<String> = []
        var pending: [String] = []
        for (name, node) in definitions where GenerationSchema.canEnd(node, finite: finite) {
            finite.insert(name)
            pending.append(name)
        }
        while let name = pending.popLast() {
            for dependent in dependents[name] ?? [] where !finite.contains(dependent) {
                if let node = definitions[dependent], GenerationSchema.canEnd(node, finite: finite) {
                    finite.insert(dependent)
                    pending.append(dependent)
                }
            }
        }
        return definitions.keys.filter { !finite.contains($0) }.sorted()
    }

    /// Whether some finite value matches the node, given the definitions known to be finite.
    private static func canEnd(_ node: Node, finite: Set<String>) -> Bool {
        switch node.kind {
        case .reference(let name): return finite.contains(name)
        case .object(let properties):
            return properties.allSatisfy { !$0.isRequired || canEnd($0.node, finite: finite) }
        case .dictionary(let dictionary):
            return (dictionary.minimumCount ?? 0) == 0 || canEnd(dictionary.value, finite: finite)
        case .array(let array):
            let needed = array.minimumCount ?? 0
            let prefixNeeded = array.prefixItems.prefix(needed)
            guard prefixNeeded.allSatisfy({ canEnd($0, finite: finite) }) else { return false }
            if needed > array.prefixItems.count {
                guard let element = array.element else { return false }
                return canEnd(element, finite: finite)
            }
            return true
        case .anyOf(let choices): return choices.contains { canEnd($0, finite: finite) }
        case .string, .integer, .number, .boolean, .null, .enumeration, .any: return true
        }
    }

    /// What values a node can match, coarsely: JSON types, plus single values it allows.
    private struct Signature {
        var types: Set<String> = []
        var values: [GeneratedContent] = []
    }

    /// The first two choices (by index, as text) that might both match one value, or `nil` when
    /// the choices are mutually exclusive.
    package func firstPossibleOverlap(among choices: [Node]) -> (String, String)? {
        let signatures = choices.map { signature(of: $0, depth: 0) }
        for first in signatures.indices {
            for second in signatures.indices where second > first {
                if GenerationSchema.overlap(signatures[first], signatures[second]) { return ("\(first)", "\(second)") }
            }
        }
        return nil
    }

    private func signature(of node: Node, depth: Int) -> Signature {
        let everything = Signature(types: ["object", "array", "string", "number", "boolean", "null"])
        guard depth < 64 else { return everything }
        switch node.kind {
        case .object, .dictionary: return Signature(types: ["object"])
        case .array: return Signature(types: ["array"])
        case .string(let string):
            if let constant = string.constant { return Signature(values: [GeneratedContent(kind: .string(constant))]) }
            if let choices = string.choices {
                return Signature(values: choices.map { GeneratedContent(kind: .string($0)) })
            }
            return Signature(types: ["string"])
        case .integer, .number: return Signature(types: ["number"])
        case .boolean: return Signature(types: ["boolean"])
        case .null: return Signature(types: ["null"])
        case .enumeration(let values): return Signature(values: values)
        case .any: return everything
        case .reference(let name):
            guard let target = definitions[name] else { return everything }
            return signature(of: target, depth: depth + 1)
        case .anyOf(let choices):
            var combined = Signature()
            for choice in choices {
                let part = signature(of: choice, depth: depth + 1)
                combined.types.formUnion(part.types)
                combined.values.append(contentsOf: part.values)
            }
            return combined
        }
    }

    private static func overlap(_ first: Signature, _ second: Signature) -> Bool {
        if !first.types.isDisjoint(with: second.types) { return true }
        for value in first.values where second.types.contains(typeName(of: value)) || second.values.contains(value) {
            return true
        }
        return second.values.contains { first.types.contains(typeName(of: $0)) }
    }

    private static func typeName(of value: GeneratedContent) -> String {
        switch value.kind {
        case .null: return "null"
        case .bool: return "boolean"
        case .number: return "number"
        case .string: return "string"
        case .array: return "array"
        case .structure: return "object"
        }
    }
}
