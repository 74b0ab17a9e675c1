extension JSONSchemaImporter {
    /// Builds the node for one type, using only the keywords that apply to it.
    mutating func typedNode(_ type: String, _ object: SchemaObject) -> Node {
        switch type {
        case "object": return objectNode(object)
        case "array": return arrayNode(object)
        case "string": return stringNode(object)
        case "integer", "number": return numberNode(object, integer: type == "integer")
        case "boolean": return Node(.boolean)
        default: return Node(.null)
        }
    }

    private mutating func objectNode(_ object: SchemaObject) -> Node {
        let path = object.path
        var members: [String: GeneratedContent] = [:]
        var keys: [String] = []
        if case .structure(let found, let foundKeys)? = object.members["properties"]?.kind {
            (members, keys) = (found, foundKeys)
        }
        if case .array(let order)? = object.members["x-order"]?.kind {
            let names = order.compactMap { if case .string(let name) = $0.kind { return name } else { return nil } }
            if names.count == keys.count, Set(names) == Set(keys) { keys = names }
        }
        var required: [String] = []
        if case .array(let list)? = object.members["required"]?.kind {
            for element in list {
                if case .string(let name) = element.kind, !required.contains(name) { required.append(name) }
            }
        }
        let closed: Bool
        if case .bool(false)? = object.members["additionalProperties"]?.kind { closed = true } else { closed = false }
        var patterns: [(RegexMatcher, GeneratedContent, String)] = []
        if case .structure(let found, let patternKeys)? = object.members["patternProperties"]?.kind {
            for key in patternKeys {
                if case .success(let matcher) = RegexMatcher.cached(key), let schema = found[key] {
                    patterns.append((matcher, schema, key))
                }
            }
        }
        if keys.isEmpty, required.isEmpty, let dictionary = dictionaryNode(object, patterns: patterns) {
            return dictionary
        }
        var properties: [GenerationSchema.Node.Property] = []
        let propertiesPath = path.appending(key: "properties")
        for key in keys {
            guard let schema = members[key] else { continue }
            let isRequired = required.contains(key)
            if case .bool(false) = schema.kind {
                if isRequired {
                    block(
                        propertiesPath, key,
                        "the property \"\(key)\" is required but its schema is false, so no object is valid",
                        code: .invalidValue)
                }
                continue
            }
            var node = convert(schema, path: propertiesPath.appending(key: key))
            for (matcher, patternSchema, pattern) in patterns where matcher.matches(in: key) {
                let extra = convert(
                    patternSchema, path: path.appending(key: "patternProperties").appending(key: pattern))
                guard let merged = merge(node, extra) else {
                    block(
                        path, "patternProperties",
                        "the property \"\(key)\" matches the pattern \(pattern), whose schema LMCore can't combine "
                            + "with the property's own")
                    continue
                }
                node = merged
            }
            properties.append(.init(name: key, node: node, isRequired: isRequired))
        }
        for name in required where members[name] == nil {
            // Required but not declared: its schema comes from patternProperties or additionalProperties.
            if let (_, schema, pattern) = patterns.first(where: { $0.0.matches(in: name) }) {
                let node = convert(schema, path: path.appending(key: "patternProperties").appending(key: pattern))
                properties.append(.init(name: name, node: node, isRequired: true))
            } else if closed {
                block(
                    path, "required",
                    "\"\(name)\" is required, but it is not in properties and additionalProperties is false, so no "
                        + "object is valid; add it to properties", code: .invalidValue)
            } else if let additional = object.members["additionalProperties"] {
                properties.append(
                    .init(
                        name: name, node: convert(additional, path: path.appending(key: "additionalProperties")),
                        isRequired: true))
            } else {
                properties.append(.init(name: name, node: Node(.any), isRequired: true))
            }
        }
        if let maximum = countValue(object, "maxProperties"), maximum < required.count {
            block(
                path, "maxProperties", "allows fewer properties than required lists, so no object is valid",
                code: .invalidValue)
        }
        if let minimum = countValue(object, "minProperties") {
            // Generate enough properties: declared optional ones first, then new ones where
            // other properties are allowed.
            var present = properties.filter(\.isRequired).count
            for index in properties.indices where present < minimum && !properties[index].isRequired {
                properties[index].isRequired = true
                present += 1
            }
            var counter = 1
            while present < minimum, !closed, counter < minimum + 64 {
                let name = "property\(counter)"
                counter += 1
                guard !properties.contains(where: { $0.name == name }),
                    !patterns.contains(where: { $0.0.matches(in: name) })
                else { continue }
                let node =
                    object.members["additionalProperties"].map {
                        convert($0, path: path.appending(key: "additionalProperties"))
                    } ?? Node(.any)
                properties.append(.init(name: name, node: node, isRequired: true))
                present += 1
            }
            if present < minimum {
                block(path, "minProperties", "asks for more properties than the object allows", code: .invalidValue)
            }
        }
        for keyword in ["propertyNames", "dependentRequired", "unevaluatedProperties"] where object.has(keyword) {
            note(
                path, keyword, .checkedAfterGeneration,
                "\(keyword) can't be enforced while generating; every answer is validated against it")
        }
        if !closed, object.has("additionalProperties") || object.has("patternProperties") {
            note(
                path, object.has("additionalProperties") ? "additionalProperties" : "patternProperties",
                .compatibility, "other properties are allowed; LMCore generates the declared ones")
        }
        return Node(.object(properties))
    }

    /// An object without declared properties whose entries `additionalProperties` (a schema) or a
    /// single `patternProperties` pattern describe, as a dictionary node: its entries are then
    /// generated, with keys that match. Nil for other objects.
    private mutating func dictionaryNode(
        _ object: SchemaObject, patterns: [(RegexMatcher, GeneratedContent, String)]
    ) -> Node? {
        let path = object.path
        let additional = object.members["additionalProperties"]
        let keyPattern: String?
        let value: Node
        switch (patterns.count, additional?.kind) {
        case (1, nil), (1, .bool(false)?):
            let (_, schema, pattern) = patterns[0]
            keyPattern = pattern
            value = convert(schema, path: path.appending(key: "patternProperties").appending(key: pattern))
        case (0, .structure?):
            guard let additional else { return nil }
            keyPattern = nil
            value = convert(additional, path: path.appending(key: "additionalProperties"))
        default:
            return nil
        }
        let minimum = countValue(object, "minProperties")
        let maximum = countValue(object, "maxProperties")
        if let minimum, let maximum, minimum > maximum {
            block(path, "minProperties", "is above maxProperties, so no object is valid", code: .invalidValue)
        }
        var constraints = GenerationSchema.Node.DictionaryConstraints(
            keyPattern: keyPattern, value: value, minimumCount: minimum, maximumCount: maximum)
        constraints.otherKeysAllowed = keyPattern != nil && additional == nil
        if let minimum, minimum > 0, constraints.sampleKeys(minimum).count < minimum {
            block(
                path, "minProperties",
                "asks for \(minimum) properties, but LMCore finds fewer different keys that match the pattern")
        }
        for keyword in ["propertyNames", "dependentRequired", "unevaluatedProperties"] where object.has(keyword) {
            note(
                path, keyword, .checkedAfterGeneration,
                "\(keyword) can't be enforced while generating; every answer is validated against it")
        }
        return Node(.dictionary(constraints))
    }

    private mutating func arrayNode(_ object: SchemaObject) -> Node {
        let path = object.path
        var prefixItems: [Node] = []
        if case .array(let schemas)? = object.members["prefixItems"]?.kind {
            for (offset, schema) in schemas.enumerated() {
                prefixItems.append(convert(schema, path: path.appending(key: "prefixItems").appending(index: offset)))
            }
        }
        var element: Node? = Node(.any)
        if let items = object.members["items"] {
            if case .bool(false) = items.kind {
                element = nil
            } else {
                element = convert(items, path: path.appending(key: "items"))
            }
        }
        var minimum = countValue(object, "minItems")
        var maximum = countValue(object, "maxItems")
        if element == nil {
            maximum = min(maximum ?? prefixItems.count, prefixItems.count)
        }
        if let low = minimum, let high = maximum, low > high {
            block(
                path, "minItems", "asks for more elements than maxItems (or prefixItems with items: false) allows",
                code: .invalidValue)
            minimum = high
        }
        if let contains = object.members["contains"] {
            // The first minContains elements are generated from items and contains together, so
            // they match contains; later elements may match it too (maxContains is checked after).
            let needed = countValue(object, "minContains") ?? 1
            let containsNode = convert(contains, path: path.appending(key: "contains"))
            if let maximumContains = countValue(object, "maxContains"), maximumContains < needed {
                block(path, "maxContains", "is below minContains, so no array is valid", code: .invalidValue)
            } else if needed > 0 {
                if case .bool(false) = contains.kind {
                    blockers.removeLast()
                    block(path, "contains", "is false, so no array contains a matching element", code: .invalidValue)
                }
                var generated = prefixItems
                var index = 0
                while index < needed {
                    let base = index < generated.count ? generated[index] : element
                    guard let base, let merged = merge(base, containsNode) else { break }
                    if index < generated.count {
                        generated[index] = merged
                    } else {
                        generated.append(merged)
                    }
                    index += 1
                }
                if index >= needed, maximum.map({ $0 >= needed }) ?? true {
                    prefixItems = generated
                    minimum = max(minimum ?? 0, needed)
                } else {
                    block(
                        path, "contains",
                        "LMCore can't make \(needed) element\(needed == 1 ? "" : "s") that match both the element "
                            + "schema and contains within maxItems, so it can't generate this array")
                }
            }
            if object.has("maxContains") {
                note(path, "maxContains", .checkedAfterGeneration, "maxContains is checked on every answer")
            }
        }
        for keyword in ["uniqueItems", "unevaluatedItems"] where object.has(keyword) {
            if keyword == "uniqueItems", case .bool(false)? = object.members[keyword]?.kind { continue }
            let how =
                keyword == "uniqueItems"
                ? "a grammar can't enforce it (the fallback chooses different values)"
                : "it can't be enforced while generating"
            note(path, keyword, .checkedAfterGeneration, "\(keyword): \(how); every answer is validated against it")
        }
        var constraints = GenerationSchema.Node.ArrayConstraints(
            element: element, prefixItems: prefixItems, minimumCount: minimum, maximumCount: maximum)
        if case .bool(true)? = object.members["uniqueItems"]?.kind {
            constraints.uniqueItems = true
            let needed = max(0, (constraints.minimumCount ?? 0) - constraints.prefixItems.count)
            if needed > 0, let element = constraints.element, let values = distinctValues(element, depth: 0),
                values < needed
            {
                block(
                    path, "uniqueItems",
                    "needs \(needed) different elements, but LMCore can generate only \(values) different values of "
                        + "the element schema; lower minItems or widen the element schema")
            }
        }
        return Node(.array(constraints))
    }

    private mutating func stringNode(_ object: SchemaObject) -> Node {
        let path = object.path
        var constraints = GenerationSchema.Node.StringConstraints(
            minimumLength: countValue(object, "minLength"), maximumLength: countValue(object, "maxLength"))
        if case .string(let pattern)? = object.members["pattern"]?.kind {
            if case .failure(let error) = RegexMatcher.cached(pattern) {
                block(path, "pattern", error.description)
            } else {
                constraints.pattern = pattern
            }
        }
        if case .string(let name)? = object.members["format"]?.kind {
            if let format = GenerationSchema.Node.StringFormat(rawValue: name) {
                constraints.format = format
            } else if let generated = Self.formatPatterns[name] {
                if constraints.pattern == nil {
                    constraints.pattern = generated
                    note(path, "format", .compatibility, "the format \(name) is generated through a pattern")
                } else {
                    note(
                        path, "format", .checkedAfterGeneration,
                        "the format \(name) is checked on every answer (the pattern is what is generated)")
                }
            } else {
                note(path, "format", .annotation, "the format \(name) is unknown to LMCore, so it is an annotation")
            }
        }
        if let low = constraints.minimumLength, let high = constraints.maximumLength, low > high {
            block(path, "minLength", "is above maxLength, so no string is valid", code: .invalidValue)
        } else if let pattern = constraints.pattern, case .success(let matcher) = RegexMatcher.cached(pattern),
            matcher.sample(
                minimumLength: constraints.minimumLength ?? 0, maximumLength: constraints.maximumLength) == nil
        {
            block(
                path, "pattern",
                "LMCore finds no string that matches the pattern with the length minLength and maxLength allow, "
                    + "so it can't generate one; check the pattern against the lengths")
        } else if constraints.pattern == nil, let format = constraints.format,
            format.sample(minimumLength: constraints.minimumLength ?? 0, maximumLength: constraints.maximumLength)
                == nil
        {
            block(
                path, "format",
                "no \(format.rawValue) has the length minLength and maxLength allow, so no string is valid",
                code: .invalidValue)
        }
        return Node(.string(constraints))
    }

    private mutating func numberNode(_ object: SchemaObject, integer: Bool) -> Node {
        let path = object.path
        var bounds = GenerationSchema.Node.NumberBounds(
            minimum: numberValue(object, "minimum"), maximum: numberValue(object, "maximum"))
        if let exclusive = numberValue(object, "exclusiveMinimum") {
            let inclusive = integer ? exclusive.rounded(.down) + 1 : exclusive.nextUp
            bounds.minimum = max(bounds.minimum ?? -.infinity, inclusive)
        }
        if let exclusive = numberValue(object, "exclusiveMaximum") {
            let inclusive = integer ? exclusive.rounded(.up) - 1 : exclusive.nextDown
            bounds.maximum = min(bounds.maximum ?? .infinity, inclusive)
        }
        if integer {
            bounds.minimum = bounds.minimum.map { $0.rounded(.up) }
            bounds.maximum = bounds.maximum.map { $0.rounded(.down) }
        }
        if let low = bounds.minimum, let high = bounds.maximum, low > high {
            block(path, "maximum", "is below the minimum, so no number is valid", code: .invalidValue)
        }
        if let divisor = numberValue(object, "multipleOf"), !(integer && JSONValues.isMultiple(1, of: divisor)) {
            note(
                path, "multipleOf", .checkedAfterGeneration,
                "multipleOf can't be enforced while generating; every answer is validated against it")
        }
        return Node(integer ? .integer(bounds) : .number(bounds))
    }

    /// Converts `anyOf` or `oneOf`; a choice that can't be generated is left out (the others
    /// still give valid answers), and `oneOf` whose choices may overlap is checked after generation.
    mutating func convertChoices(_ value: GeneratedContent, keyword: String, path: JSONPath) -> Node {
        guard case .array(let schemas) = value.kind, !schemas.isEmpty else { return Node(.any) }
        var choices: [Node] = []
        var droppedBlockers: [JSONSchemaImportError] = []
        for (offset, schema) in schemas.enumerated() {
            let before = blockers.count
            let choice = convert(schema, path: path.appending(index: offset))
            if blockers.count > before {
                droppedBlockers += blockers[before...]
                blockers.removeSubrange(before...)
                notes.append(
                    JSONSchemaNote(
                        path: path.appending(index: offset).description, keyword: keyword, kind: .compatibility,
                        message: "this choice can't be generated and is left out; the other choices are generated"))
                continue
            }
            choices.append(choice)
        }
        if choices.isEmpty {
            blockers += droppedBlockers
            return Node(.any)
        }
        if keyword == "oneOf", schemas.filter(Self.allowsEverything).count >= 2 {
            block(
                path, nil, "two choices of oneOf allow every value, so no value matches exactly one",
                code: .invalidValue)
        }
        if keyword == "oneOf" {
            let schema = GenerationSchema(unchecked: Node(.null), definitions: definitions)
            if schema.firstPossibleOverlap(among: choices) != nil {
                notes.append(
                    JSONSchemaNote(
                        path: path.description, keyword: keyword, kind: .checkedAfterGeneration,
                        message: "the choices of oneOf may overlap; every answer is validated to match exactly one"))
            }
        }
        return choices.count == 1 ? choices[0] : Node(.anyOf(choices))
    }

    /// Converts `enum` or `const`: strings become a string node with choices, other values an
    /// enumeration; values of a type the schema excludes are left out.
    mutating func convertEnumeration(_ object: SchemaObject) -> Node {
        var values: [GeneratedContent] = []
        if case .array(let listed)? = object.members["enum"]?.kind { values = listed }
        if let constant = object.members["const"] {
            values = object.has("enum") ? values.filter { JSONValues.equal($0, constant) } : [constant]
        }
        var types: [String]?
        switch object.members["type"]?.kind {
        case .string(let name)?: types = [name]
        case .array(let names)?:
            types = names.compactMap { if case .string(let name) = $0.kind { return name } else { return nil } }
        default: types = nil
        }
        if let types { values = values.filter { value in types.contains { JSONValues.has(value, type: $0) } } }
        if values.isEmpty {
            block(
                object.path, object.has("enum") ? "enum" : "const",
                "no listed value is valid, so nothing can be generated", code: .invalidValue)
            return Node(.any)
        }
        let strings = values.compactMap { value -> String? in
            if case .string(let string) = value.kind { return string }
            return nil
        }
        if strings.count == values.count {
            var unique: [String] = []
            for string in strings where !unique.contains(where: { JSONValues.sameScalars($0, string) }) {
                unique.append(string)
            }
            if object.has("const") && unique.count == 1 { return Node(.string(.init(constant: unique[0]))) }
            return Node(.string(.init(choices: unique)))
        }
        return Node(.enumeration(values))
    }

    /// How many different values generation can give a node, when that is a small finite number.
    private mutating func distinctValues(_ node: Node, depth: Int) -> Int? {
        guard depth < 16 else { return nil }
        switch node.kind {
        case .boolean: return 2
        case .null: return 1
        case .enumeration(let values):
            var unique: [GeneratedContent] = []
            for value in values where !unique.contains(where: { JSONValues.equal($0, value) }) { unique.append(value) }
            return unique.count
        case .string(let constraints):
            if constraints.constant != nil || constraints.maximumLength == 0 { return 1 }
            return constraints.choices?.count
        case .number(let bounds):
            if let low = bounds.minimum, let high = bounds.maximum, low == high { return 1 }
            return nil
        case .integer(let bounds):
            guard let low = bounds.minimum, let high = bounds.maximum, high - low < 1_000 else { return nil }
            return max(0, Int(high.rounded(.down) - low.rounded(.up)) + 1)
        case .object(let properties):
            var total = 1
            for property in properties {
                guard let count = distinctValues(property.node, depth: depth + 1) else { return nil }
                total *= property.isRequired ? count : count + 1
                if total > 1_000 { return nil }
            }
            return total
        case .reference(let name):
            guard let target = resolvedForMerge(name) else { return nil }
            return distinctValues(target, depth: depth + 1)
        case .anyOf(let choices):
            var total = 0
            for choice in choices {
                guard let count = distinctValues(choice, depth: depth + 1) else { return nil }
                total += count
            }
            return total
        default: return nil
        }
    }

    func countValue(_ object: SchemaObject, _ keyword: String) -> Int? {
        guard case .number(let number)? = object.members[keyword]?.kind, number >= 0, number.isFinite else {
            return nil
        }
        return number < 1e15 ? Int(number.rounded(.down)) : Int(1e15)
    }

    func numberValue(_ object: SchemaObject, _ keyword: String) -> Double? {
        guard case .number(let number)? = object.members[keyword]?.kind, number.isFinite else { return nil }
        return number
    }

    /// Patterns that generate strings of formats that ``GenerationSchema/Node/StringFormat`` lacks
    /// (each pattern's strings all have the format).
    static let formatPatterns: [String: String] = [
        "ipv4": #"^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$"#,
        "ipv6": #"^[0-9a-f]{1,4}(:[0-9a-f]{1,4}){7}$"#,
        "hostname": #"^[a-z0-9]([a-z0-9-]{0,20}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,20}[a-z0-9])?){0,4}$"#,
        "idn-hostname": #"^[a-z0-9]([a-z0-9-]{0,20}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,20}[a-z0-9])?){0,4}$"#,
        "uri": #"^https://[a-z0-9]([a-z0-9-]{0,20}[a-z0-9])?(\.[a-z0-9]{1,20}){0,4}(/[A-Za-z0-9._~-]{1,30}){0,8}$"#,
        "iri": #"^https://[a-z0-9]([a-z0-9-]{0,20}[a-z0-9])?(\.[a-z0-9]{1,20}){0,4}(/[A-Za-z0-9._~-]{1,30}){0,8}$"#,
        "uri-reference": #"^(https://[a-z0-9]{1,20}(\.[a-z0-9]{1,20}){0,4})?(/[A-Za-z0-9._~-]{1,30}){0,8}$"#,
        "iri-reference": #"^(https://[a-z0-9]{1,20}(\.[a-z0-9]{1,20}){0,4})?(/[A-Za-z0-9._~-]{1,30}){0,8}$"#,
        "duration": #"^P(\d{1,4}Y)?(\d{1,4}M)?\d{1,4}D(T\d{1,4}H(\d{1,4}M)?(\d{1,4}S)?)?$"#,
        "json-pointer": #"^(/([A-Za-z0-9_.-]|~[01]){0,30}){0,10}$"#,
        "relative-json-pointer": #"^(0|[1-9]\d{0,3})(#|(/([A-Za-z0-9_.-]|~[01]){0,30}){0,10})$"#,
        "idn-email": #"^[a-z0-9]{1,20}(\.[a-z0-9]{1,20}){0,3}@[a-z0-9]{1,20}(\.[a-z0-9]{1,20}){1,3}$"#,
        "uri-template":
            #"^https://[a-z0-9]{1,20}(\.[a-z0-9]{1,20}){0,4}(/([A-Za-z0-9._~-]{1,30}|\{[a-z]{1,20}\})){0,8}$"#,
        // Letters, digits, spaces and a few characters that are literal in any regular expression.
        "regex": #"^[A-Za-z0-9 _@#%,;:'-]{0,40}$"#,
    ]
}
