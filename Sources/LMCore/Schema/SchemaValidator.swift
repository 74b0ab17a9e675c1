/// Checks ``GeneratedContent`` against a ``GenerationSchema`` and collects every violation.
struct SchemaValidator {
    typealias Violation = SchemaValidationError.Violation
    typealias Node = GenerationSchema.Node

    static let maximumDepth = 1024

    private let schema: GenerationSchema
    private(set) var violations: [Violation] = []

    init(schema: GenerationSchema) {
        self.schema = schema
    }

    mutating func check(_ content: GeneratedContent, against node: Node, at path: JSONPath, depth: Int = 0) {
        guard depth < SchemaValidator.maximumDepth else {
            report(
                .invalidSchema, path, "content or references nest deeper than \(SchemaValidator.maximumDepth) levels")
            return
        }
        switch node.kind {
        case .any:
            return
        case .reference(let name):
            guard let target = schema.definitions[name] else {
                report(.invalidSchema, path, "the schema refers to \"\(name)\", which it does not define")
                return
            }
            check(content, against: target, at: path, depth: depth + 1)
        case .anyOf(let choices):
            var reasons: [String] = []
            for (offset, choice) in choices.enumerated() {
                var trial = SchemaValidator(schema: schema)
                trial.check(content, against: choice, at: path, depth: depth + 1)
                if trial.violations.isEmpty { return }
                reasons.append("choice \(offset): " + trial.violations.map(\.description).joined(separator: ", "))
            }
            report(
                .noMatchingChoice, path,
                "matches none of the \(choices.count) choices (\(reasons.joined(separator: "; ")))")
        case .enumeration(let values):
            if !values.contains(where: { GenerationSchema.sameJSONValue($0, content) }) {
                let list = values.map(\.jsonString).joined(separator: ", ")
                report(.notAllowed, path, "expected one of \(list), found \(content.jsonString)")
            }
        case .null:
            if case .null = content.kind { return }
            mismatch("null", content, path)
        case .boolean:
            if case .bool = content.kind { return }
            mismatch("a Boolean", content, path)
        case .integer(let bounds):
            guard case .number(let number) = content.kind else { return mismatch("an integer", content, path) }
            guard number == number.rounded() else {
                return report(.typeMismatch, path, "expected an integer, found \(content.jsonString)")
            }
            checkBounds(number, bounds, path)
        case .number(let bounds):
            guard case .number(let number) = content.kind else { return mismatch("a number", content, path) }
            checkBounds(number, bounds, path)
        case .string(let constraints):
            guard case .string(let string) = content.kind else { return mismatch("a string", content, path) }
            checkString(string, constraints, path)
        case .array(let array):
            guard case .array(let elements) = content.kind else { return mismatch("an array", content, path) }
            checkArray(elements, array, path, depth: depth)
        case .dictionary(let dictionary):
            guard case .structure(let values, let keys) = content.kind else {
                return mismatch("an object", content, path)
            }
            checkDictionary(values, keys, dictionary, path, depth: depth)
        case .object(let properties):
            guard case .structure(let values, let keys) = content.kind else {
                return mismatch("an object", content, path)
            }
            for property in properties {
                if let value = values[property.name] {
                    check(value, against: property.node, at: path.appending(key: property.name), depth: depth + 1)
                } else if property.isRequired {
                    report(.missingProperty, path.appending(key: property.name), "the required property is missing")
                }
            }
            let known = Set(properties.map(\.name))
            for key in keys where !known.contains(key) {
                let allowed = properties.map(\.name).joined(separator: ", ")
                report(
                    .unexpectedProperty, path.appending(key: key),
                    "is not a property of this object (allowed: \(allowed))")
            }
        }
    }

    private mutating func checkDictionary(
        _ values: [String: GeneratedContent], _ keys: [String], _ dictionary: Node.DictionaryConstraints,
        _ path: JSONPath, depth: Int
    ) {
        if let minimum = dictionary.minimumCount, keys.count < minimum {
            report(.countOutOfRange, path, "has \(keys.count) properties, fewer than the minimum \(minimum)")
        }
        if let maximum = dictionary.maximumCount, keys.count > maximum {
            report(.countOutOfRange, path, "has \(keys.count) properties, more than the maximum \(maximum)")
        }
        let matcher = dictionary.keyPattern.map { RegexMatcher.cached($0) }
        for key in keys {
            switch matcher {
            case .success(let matcher)? where !matcher.matches(in: key):
                report(
                    .patternMismatch, path.appending(key: key),
                    "the key does not match the pattern \(dictionary.keyPattern ?? "")")
            case .failure(let error)?:
                report(.invalidSchema, path, "the key pattern can't be used: \(error.reason)")
                return
            default:
                break
            }
            if let value = values[key] {
                check(value, against: dictionary.value, at: path.appending(key: key), depth: depth + 1)
            }
        }
    }

    private mutating func checkBounds(_ number: Double, _ bounds: Node.NumberBounds, _ path: JSONPath) {
        if let minimum = bounds.minimum, number < minimum {
            report(.outOfRange, path, "\(JSONWriter.format(number)) is below the minimum \(JSONWriter.format(minimum))")
        }
        if let maximum = bounds.maximum, number > maximum {
            report(.outOfRange, path, "\(JSONWriter.format(number)) is above the maximum \(JSONWriter.format(maximum))")
        }
    }

    private mutating func checkArray(
        _ elements: [GeneratedContent], _ array: Node.ArrayConstraints, _ path: JSONPath, depth: Int
    ) {
        if let minimum = array.minimumCount, elements.count < minimum {
            report(.countOutOfRange, path, "has \(elements.count) elements, fewer than the minimum \(minimum)")
        }
        if let maximum = array.maximumCount, elements.count > maximum {
            report(.countOutOfRange, path, "has \(elements.count) elements, more than the maximum \(maximum)")
        }
        if array.uniqueItems {
            var seen: Set<[UInt8]> = []
            for (offset, element) in elements.enumerated()
            where !seen.insert(JSONValues.canonicalBytes(element)).inserted {
                report(
                    .notAllowed, path.appending(index: offset),
                    "repeats an earlier element, but the items must be unique")
                break
            }
        }
        for (offset, element) in elements.enumerated() {
            let elementPath = path.appending(index: offset)
            if offset < array.prefixItems.count {
                check(element, against: array.prefixItems[offset], at: elementPath, depth: depth + 1)
            } else if let node = array.element {
                check(element, against: node, at: elementPath, depth: depth + 1)
            } else {
                report(
                    .countOutOfRange, elementPath, "no element is allowed after the first \(array.prefixItems.count)")
            }
        }
    }

    private mutating func checkString(_ string: String, _ constraints: Node.StringConstraints, _ path: JSONPath) {
        if let choices = constraints.choices, !choices.contains(where: { JSONValues.sameScalars($0, string) }) {
            let list = choices.map { "\"\($0)\"" }.joined(separator: ", ")
            report(.notAllowed, path, "\"\(string)\" is not one of \(list)")
        }
        if let constant = constraints.constant, !JSONValues.sameScalars(constant, string) {
            report(.notAllowed, path, "expected the constant \"\(constant)\", found \"\(string)\"")
        }
        let length = string.unicodeScalars.count
        if let minimum = constraints.minimumLength, length < minimum {
            report(.lengthOutOfRange, path, "has \(length) characters, fewer than the minimum \(minimum)")
        }
        if let maximum = constraints.maximumLength, length > maximum {
            report(.lengthOutOfRange, path, "has \(length) characters, more than the maximum \(maximum)")
        }
        if let pattern = constraints.pattern {
            switch RegexMatcher.cached(pattern) {
            case .success(let matcher):
                if !matcher.matches(in: string) {
                    report(.patternMismatch, path, "\"\(string)\" does not match the pattern \(pattern)")
                }
            case .failure(let error):
                report(.invalidSchema, path, "the pattern \(pattern) can't be used: \(error.reason)")
            }
        }
        if let format = constraints.format, !StringFormatChecker.matches(string, format) {
            report(.formatMismatch, path, "\"\(string)\" is not a valid \(format.rawValue)")
        }
    }

    private mutating func mismatch(_ expected: String, _ content: GeneratedContent, _ path: JSONPath) {
        report(.typeMismatch, path, "expected \(expected), found \(content.kindName)")
    }

    private mutating func report(_ code: Violation.Code, _ path: JSONPath, _ message: String) {
        violations.append(Violation(code: code, path: path.description, message: message))
    }
}

extension GenerationSchema {
    /// Every way the content fails to match the schema, in document order; empty when it matches.
    ///
    /// - Parameter content: The content to check.
    /// - Returns: The violations, each with its JSON path.
    public func violations(of content: GeneratedContent) -> [SchemaValidationError.Violation] {
        if let source {
            do {
                return try source.validator.violations(of: content)
            } catch {
                return [.init(code: .invalidSchema, path: "$", message: "the content could not be checked: \(error)")]
            }
        }
        var validator = SchemaValidator(schema: self)
        validator.check(content, against: root, at: .root)
        return validator.violations
    }

    /// Whether two JSON values are equal, ignoring key order and completeness.
    package static func sameJSONValue(_ first: GeneratedContent, _ second: GeneratedContent) -> Bool {
        switch (first.kind, second.kind) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.string(let a), .string(let b)): return JSONValues.sameScalars(a, b)
        case (.array(let a), .array(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { sameJSONValue($0, $1) }
        case (.structure(let a, _), .structure(let b, _)):
            return a.count == b.count && a.allSatisfy { key, value in b[key].map { sameJSONValue(value, $0) } ?? false }
        default: return false
        }
    }
}
