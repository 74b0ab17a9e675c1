extension JSONSchemaImporter {
    /// Builds the node for one type, using only the keywords that apply to it.
    mutating func typedNode(_ type: String, _ object: SchemaObject) throws -> Node {
        let applicable = JSONSchemaImporter.keywords(for: type)
        let multipleTypes: Bool
        if case .array(let names)? = object.members["type"]?.kind, names.count > 1 {
            multipleTypes = true
        } else {
            multipleTypes = false
        }
        if !multipleTypes {
            for key in object.keys
            where !applicable.contains(key) && !JSONSchemaImporter.annotationKeywords.contains(key) && key != "type" {
                throw unsupported(object, key, "does not apply to type \(type)")
            }
        }
        switch type {
        case "object": return try objectNode(object)
        case "array": return try arrayNode(object)
        case "string":
            return Node(
                .string(
                    .init(
                        pattern: try pattern(object),
                        minimumLength: try count(object, "minLength"),
                        maximumLength: try count(object, "maxLength"),
                        format: try format(object)
                    )))
        case "integer", "number":
            let bounds = GenerationSchema.Node.NumberBounds(
                minimum: try number(object, "minimum"), maximum: try number(object, "maximum"))
            if let minimum = bounds.minimum, let maximum = bounds.maximum, minimum > maximum {
                throw invalid(object, "maximum", "is below minimum (\(minimum))")
            }
            return Node(type == "integer" ? .integer(bounds) : .number(bounds))
        case "boolean": return Node(.boolean)
        default: return Node(.null)
        }
    }

    private mutating func objectNode(_ object: SchemaObject) throws -> Node {
        var members: [String: GeneratedContent] = [:]
        var keys: [String] = []
        if let properties = object.members["properties"] {
            guard case .structure(let found, let foundKeys) = properties.kind else {
                throw invalid(object, "properties", "must be an object of schemas")
            }
            (members, keys) = (found, foundKeys)
        }
        if let additional = object.members["additionalProperties"] {
            guard case .bool(false) = additional.kind else {
                throw unsupported(
                    object, "additionalProperties",
                    "only false is supported: generated objects have exactly the listed properties")
            }
        }
        if let order = object.members["x-order"] {
            let names = try strings(object, "x-order", order)
            guard names.count == keys.count, Set(names) == Set(keys) else {
                throw invalid(object, "x-order", "must list every property exactly once")
            }
            keys = names
        }
        var required: Set<String> = []
        if let list = object.members["required"] {
            let names = try strings(object, "required", list)
            for name in names where members[name] == nil {
                throw invalid(object, "required", "names \"\(name)\", which is not in properties")
            }
            required = Set(names)
            if required.count != names.count { throw invalid(object, "required", "lists a property twice") }
        }
        var properties: [GenerationSchema.Node.Property] = []
        let propertiesPath = object.path.appending(key: "properties")
        for key in keys {
            guard let schema = members[key] else { continue }
            let node = try convert(schema, path: propertiesPath.appending(key: key))
            properties.append(.init(name: key, node: node, isRequired: required.contains(key)))
        }
        return Node(.object(properties))
    }

    private mutating func arrayNode(_ object: SchemaObject) throws -> Node {
        var prefixItems: [Node] = []
        if let prefix = object.members["prefixItems"] {
            guard case .array(let schemas) = prefix.kind else {
                throw invalid(object, "prefixItems", "must be an array of schemas")
            }
            let path = object.path.appending(key: "prefixItems")
            for (offset, schema) in schemas.enumerated() {
                prefixItems.append(try convert(schema, path: path.appending(index: offset)))
            }
        }
        var element: Node? = Node(.any)
        if let items = object.members["items"] {
            if case .bool(false) = items.kind {
                element = nil
            } else {
                element = try convert(items, path: object.path.appending(key: "items"))
            }
        }
        let minimum = try count(object, "minItems")
        let maximum = try count(object, "maxItems")
        if let minimum, let maximum, minimum > maximum {
            throw invalid(object, "maxItems", "is below minItems (\(minimum))")
        }
        if element == nil, let minimum, minimum > prefixItems.count {
            throw invalid(object, "minItems", "needs more elements than prefixItems allows with items: false")
        }
        return Node(
            .array(.init(element: element, prefixItems: prefixItems, minimumCount: minimum, maximumCount: maximum)))
    }

    /// Converts `anyOf`, or `oneOf` when its choices cannot overlap.
    mutating func convertChoices(_ value: GeneratedContent, keyword: String, path: JSONPath) throws -> Node {
        guard case .array(let schemas) = value.kind, !schemas.isEmpty else {
            throw JSONSchemaImportError(
                code: .invalidValue, path: path.description, keyword: keyword,
                message: "must be a non-empty array of schemas")
        }
        var choices: [Node] = []
        for (offset, schema) in schemas.enumerated() {
            choices.append(try convert(schema, path: path.appending(index: offset)))
        }
        if keyword == "oneOf" {
            let schema = GenerationSchema(unchecked: Node(.null), definitions: definitions)
            if let overlap = schema.firstPossibleOverlap(among: choices) {
                throw JSONSchemaImportError(
                    code: .unsupportedKeyword, path: path.description, keyword: keyword,
                    message:
                        "choices \(overlap.0) and \(overlap.1) may both match one value, so oneOf is not the same as "
                        + "anyOf here; use anyOf, or give the choices different types or constant values")
            }
        }
        return Node(.anyOf(choices))
    }

    /// Converts `enum` or `const`: strings become a string node with choices, other values an enumeration.
    func convertEnumeration(_ object: SchemaObject) throws -> Node {
        for key in object.keys
        where !JSONSchemaImporter.annotationKeywords.contains(key) && key != "type"
            && !(JSONSchemaImporter.stringKeywords.contains(key)) && key != "enum" && key != "const"
        {
            throw unsupported(object, key, "cannot be combined with enum or const")
        }
        if object.has("enum") && object.has("const") {
            throw unsupported(object, "const", "cannot be combined with enum")
        }
        let keyword = object.has("enum") ? "enum" : "const"
        var values: [GeneratedContent]
        if keyword == "enum" {
            guard case .array(let listed)? = object.members["enum"]?.kind, !listed.isEmpty else {
                throw invalid(object, "enum", "must be a non-empty array of values")
            }
            values = listed
        } else {
            values = object.members["const"].map { [$0] } ?? []
        }
        let strings = values.compactMap { value -> String? in
            if case .string(let string) = value.kind { return string }
            return nil
        }
        if let type = object.members["type"] {
            guard case .string(let name) = type.kind else {
                throw invalid(object, "type", "must be one type name with \(keyword)")
            }
            for value in values where !JSONSchemaImporter.value(value, hasType: name) {
                throw invalid(object, keyword, "has the value \(value.jsonString), which is not of type \(name)")
            }
        }
        if strings.count == values.count {
            if Set(strings).count != strings.count { throw invalid(object, "enum", "lists a value twice") }
            let constraints = GenerationSchema.Node.StringConstraints(
                choices: keyword == "enum" ? strings : nil,
                constant: keyword == "const" ? strings.first : nil,
                pattern: try pattern(object),
                minimumLength: try count(object, "minLength"),
                maximumLength: try count(object, "maxLength"),
                format: try format(object)
            )
            return Node(.string(constraints))
        }
        for key in object.keys where JSONSchemaImporter.stringKeywords.contains(key) {
            throw unsupported(object, key, "applies only to strings, but \(keyword) has values that are not strings")
        }
        return Node(.enumeration(values))
    }

    private static func value(_ value: GeneratedContent, hasType type: String) -> Bool {
        switch (value.kind, type) {
        case (.null, "null"), (.bool, "boolean"), (.number, "number"), (.string, "string"), (.array, "array"),
            (.structure, "object"):
            return true
        case (.number(let number), "integer"): return number == number.rounded()
        default: return false
        }
    }

    private func pattern(_ object: SchemaObject) throws -> String? {
        guard let pattern = try optionalString(object, "pattern") else { return nil }
        if case .failure(let error) = RegexMatcher.cached(pattern) {
            throw invalid(object, "pattern", "is not a regular expression LMCore can use: \(error.reason)")
        }
        return pattern
    }

    private func format(_ object: SchemaObject) throws -> GenerationSchema.Node.StringFormat? {
        guard let name = try optionalString(object, "format") else { return nil }
        guard let format = GenerationSchema.Node.StringFormat(rawValue: name) else {
            let known = GenerationSchema.Node.StringFormat.allCases.map(\.rawValue).joined(separator: ", ")
            throw JSONSchemaImportError(
                code: .unsupportedKeyword, path: object.path.appending(key: "format").description, keyword: "format",
                message: "the format \"\(name)\" is not supported; use one of \(known), or a pattern")
        }
        return format
    }

    private func count(_ object: SchemaObject, _ keyword: String) throws -> Int? {
        guard let value = object.members[keyword] else { return nil }
        guard case .number(let number) = value.kind, number >= 0, number == number.rounded(), number < 1e15 else {
            throw invalid(object, keyword, "must be a whole number of at least 0, found \(value.jsonString)")
        }
        return Int(number)
    }

    private func number(_ object: SchemaObject, _ keyword: String) throws -> Double? {
        guard let value = object.members[keyword] else { return nil }
        guard case .number(let number) = value.kind, number.isFinite else {
            throw invalid(object, keyword, "must be a number, found \(value.jsonString)")
        }
        return number
    }

    private func strings(_ object: SchemaObject, _ keyword: String, _ value: GeneratedContent) throws -> [String] {
        guard case .array(let elements) = value.kind else {
            throw invalid(object, keyword, "must be an array of strings")
        }
        return try elements.map { element in
            guard case .string(let string) = element.kind else {
                throw invalid(object, keyword, "must be an array of strings")
            }
            return string
        }
    }

    private func invalid(_ object: SchemaObject, _ keyword: String, _ message: String) -> JSONSchemaImportError {
        JSONSchemaImportError(
            code: .invalidValue, path: object.path.appending(key: keyword).description, keyword: keyword,
            message: message)
    }
}
