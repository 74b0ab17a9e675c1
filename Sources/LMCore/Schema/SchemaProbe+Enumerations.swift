extension SchemaProbe {
    /// The choices of a `CaseIterable` type, or nil for other types.
    ///
    /// Cases with raw values become their `String` or `Int` raw values. Cases without raw values
    /// (`enum Kind: Codable, CaseIterable { case a, b }`) become the form their own `encode(to:)`
    /// gives them in ``GeneratedContent``: the case name for a synthesized conformance (Swift
    /// encodes `.a` as `{"a":{}}`, which ``GeneratedContentEncoder`` writes as `"a"`), or the
    /// string or number a custom conformance writes. Every choice must decode back with the
    /// type's `init(from:)`.
    ///
    /// - Throws: ``SchemaError`` that says which case has no choice form and what to do.
    static func enumerationNode<Value: Decodable>(_ type: Value.Type, name: String) throws -> Node? {
        guard let iterable = type as? any CaseIterable.Type else { return nil }
        let cases = allCases(of: iterable)
        guard !cases.isEmpty else {
            throw SchemaError.emptyTypeChoices(
                schema: name, context: .init(debugDescription: "\(name) has no cases; add at least one."))
        }
        let raws = cases.compactMap { ($0 as? any RawRepresentable).map { $0.rawValue as Any } }
        if raws.count == cases.count {
            let strings = raws.compactMap { $0 as? String }
            if strings.count == raws.count { return Node(.string(.init(choices: strings)), name: name) }
            let numbers = raws.compactMap { ($0 as? Int).map(Double.init) }
            if numbers.count == raws.count {
                return Node(.enumeration(numbers.map { GeneratedContent(kind: .number($0)) }), name: name)
            }
            throw enumerationError(
                name,
                "Its raw values are of type \(Swift.type(of: raws[0])); only String- or Int-backed enums become choices. "
                    + "Change the raw type, or implement generationSchema and init(_:) by hand.")
        }
        let choices = try cases.map { try choice(of: $0, in: name) }
        for choice in choices {
            do {
                _ = try GeneratedContentDecoder.decode(Value.self, from: choice, at: [])
            } catch {
                throw enumerationError(
                    name,
                    "Its case encoded as \(choice.jsonString) does not decode back (\(error)); make init(from:) "
                        + "read what encode(to:) writes, or implement generationSchema and init(_:) by hand.")
            }
        }
        let strings = choices.compactMap { content -> String? in
            if case .string(let text) = content.kind { return text }
            return nil
        }
        if strings.count == choices.count {
            guard Set(strings).count == strings.count else {
                throw enumerationError(name, "Two of its cases encode as the same string; give each its own.")
            }
            return Node(.string(.init(choices: strings)), name: name)
        }
        return Node(.enumeration(choices), name: name)
    }

    /// The first case of a `CaseIterable` type, as a sample value.
    static func firstCase<Cases: CaseIterable>(of type: Cases.Type) -> Any? {
        type.allCases.first
    }

    private static func allCases<Cases: CaseIterable>(of type: Cases.Type) -> [Any] {
        type.allCases.map { $0 as Any }
    }

    /// The string or number a case without a raw value encodes as.
    private static func choice(of value: Any, in name: String) throws -> GeneratedContent {
        guard let encodable = value as? any Encodable else {
            throw enumerationError(
                name,
                "It has no raw values and is not Encodable, so its cases have no JSON form; declare it Codable "
                    + "or give it a String raw type.")
        }
        let content: GeneratedContent
        do {
            content = try GeneratedContentEncoder.encode(encodable)
        } catch {
            throw enumerationError(
                name,
                "Encoding its case \(value) failed (\(error)); fix encode(to:), give the enum a String raw type, "
                    + "or implement generationSchema and init(_:) by hand.")
        }
        switch content.kind {
        case .string, .number: return content
        default:
            throw enumerationError(
                name,
                "Its case \(value) encodes as \(content.jsonString), not as a string or number: a case with "
                    + "associated values has no choice form. Use cases without associated values (or a String raw "
                    + "type), or implement generationSchema and init(_:) by hand.")
        }
    }

    private static func enumerationError(_ name: String, _ advice: String) -> SchemaError {
        SchemaError.unsupportedType(
            schema: name, property: nil, type: name,
            context: .init(debugDescription: "\(name) is CaseIterable, but its cases cannot become choices. \(advice)"))
    }
}
