/// Reads the values of one schema object's keywords, with an error naming the keyword and path
/// for a value of the wrong type.
struct JSONSchemaKeywordReader {
    let members: [String: GeneratedContent]
    let path: JSONPath

    static let typeNames: Set<String> = ["null", "boolean", "object", "array", "number", "string", "integer"]

    func invalid(_ keyword: String, _ message: String) -> JSONSchemaImportError {
        JSONSchemaImportError(
            code: .invalidValue, path: path.appending(key: keyword).description, keyword: keyword, message: message)
    }

    func string(_ keyword: String) throws -> String? {
        guard let value = members[keyword] else { return nil }
        guard case .string(let text) = value.kind else { throw invalid(keyword, "must be a string") }
        return text
    }

    func number(_ keyword: String) throws -> Double? {
        guard let value = members[keyword] else { return nil }
        guard case .number(let number) = value.kind, number.isFinite else { throw invalid(keyword, "must be a number") }
        return number
    }

    func count(_ keyword: String) throws -> Int? {
        guard let value = members[keyword] else { return nil }
        guard case .number(let number) = value.kind, number >= 0, number == number.rounded() else {
            throw invalid(keyword, "must be a whole number of at least 0")
        }
        return number < 1e15 ? Int(number) : Int(1e15)
    }

    func strings(_ keyword: String) throws -> [String]? {
        guard let value = members[keyword] else { return nil }
        guard case .array(let elements) = value.kind else { throw invalid(keyword, "must be an array of strings") }
        return try elements.map { element in
            guard case .string(let text) = element.kind else { throw invalid(keyword, "must be an array of strings") }
            return text
        }
    }

    /// Reads every keyword that asserts something without subschemas.
    func readAssertions(into node: inout JSONSchemaNode, assertsFormats: Bool) throws {
        if let type = members["type"] {
            switch type.kind {
            case .string(let name): node.types = [name]
            case .array: node.types = try strings("type")
            default: throw invalid("type", "must be a type name or an array of type names")
            }
            for name in node.types ?? [] where !Self.typeNames.contains(name) {
                throw invalid(
                    "type",
                    "\"\(name)\" is not a JSON Schema type; use null, boolean, object, array, number, string "
                        + "or integer")
            }
        }
        if let values = members["enum"] {
            guard case .array(let list) = values.kind else { throw invalid("enum", "must be an array") }
            node.enumeration = list
        }
        if let value = members["const"] {
            node.constant = value
            node.hasConstant = true
        }
        if let divisor = try number("multipleOf") {
            guard divisor > 0 else { throw invalid("multipleOf", "must be greater than 0") }
            node.multipleOf = divisor
        }
        node.minimum = try number("minimum")
        node.maximum = try number("maximum")
        node.exclusiveMinimum = try number("exclusiveMinimum")
        node.exclusiveMaximum = try number("exclusiveMaximum")
        node.minLength = try count("minLength")
        node.maxLength = try count("maxLength")
        if let pattern = try string("pattern") {
            switch RegexMatcher.cached(pattern) {
            case .success(let matcher): node.pattern = matcher
            case .failure(let error): throw invalid("pattern", error.description)
            }
        }
        node.format = try string("format")
        node.minContains = try count("minContains")
        node.maxContains = try count("maxContains")
        node.minItems = try count("minItems")
        node.maxItems = try count("maxItems")
        if let unique = members["uniqueItems"] {
            guard case .bool(let flag) = unique.kind else { throw invalid("uniqueItems", "must be true or false") }
            node.uniqueItems = flag
        }
        node.required = try strings("required") ?? []
        if let dependent = members["dependentRequired"] {
            guard case .structure(let lists, let names) = dependent.kind else {
                throw invalid("dependentRequired", "must be an object of arrays of strings")
            }
            for name in names {
                guard case .array(let elements)? = lists[name]?.kind else {
                    throw invalid("dependentRequired", "must be an object of arrays of strings")
                }
                let required = try elements.map { element -> String in
                    guard case .string(let text) = element.kind else {
                        throw invalid("dependentRequired", "must be an object of arrays of strings")
                    }
                    return text
                }
                node.dependentRequired.append((name, required))
            }
        }
        node.minProperties = try count("minProperties")
        node.maxProperties = try count("maxProperties")
    }
}
