extension JSONSchemaEvaluator {
    mutating func checkNumber(
        _ node: JSONSchemaNode, _ number: Double, _ instance: Int, _ report: Bool, _ outcome: inout Outcome
    ) {
        let text = JSONWriter.format(number)
        if let minimum = node.minimum, number < minimum {
            fail(&outcome, report, .outOfRange, instance, "\(text) is below the minimum \(JSONWriter.format(minimum))")
        }
        if let maximum = node.maximum, number > maximum {
            fail(&outcome, report, .outOfRange, instance, "\(text) is above the maximum \(JSONWriter.format(maximum))")
        }
        if let minimum = node.exclusiveMinimum, number <= minimum {
            fail(
                &outcome, report, .outOfRange, instance,
                "\(text) is not above the exclusive minimum \(JSONWriter.format(minimum))")
        }
        if let maximum = node.exclusiveMaximum, number >= maximum {
            fail(
                &outcome, report, .outOfRange, instance,
                "\(text) is not below the exclusive maximum \(JSONWriter.format(maximum))")
        }
        if let divisor = node.multipleOf, !JSONValues.isMultiple(number, of: divisor) {
            fail(&outcome, report, .outOfRange, instance, "\(text) is not a multiple of \(JSONWriter.format(divisor))")
        }
    }

    mutating func checkString(
        _ node: JSONSchemaNode, _ string: String, _ instance: Int, _ report: Bool, _ outcome: inout Outcome
    ) {
        if node.minLength != nil || node.maxLength != nil {
            let length = string.unicodeScalars.count
            if let minimum = node.minLength, length < minimum {
                fail(
                    &outcome, report, .lengthOutOfRange, instance,
                    "has \(length) characters, fewer than the minimum \(minimum)")
            }
            if let maximum = node.maxLength, length > maximum {
                fail(
                    &outcome, report, .lengthOutOfRange, instance,
                    "has \(length) characters, more than the maximum \(maximum)")
            }
        }
        if let pattern = node.pattern, !pattern.matches(in: string) {
            fail(&outcome, report, .patternMismatch, instance, "does not match the pattern \(pattern.source)")
        }
        if assertsFormats, let format = node.format, JSONSchemaFormats.check(string, format: format) == false {
            fail(&outcome, report, .formatMismatch, instance, "is not a valid \(format)")
        }
    }

    mutating func checkArray(_ node: JSONSchemaNode, _ instance: Int, _ report: Bool, _ outcome: inout Outcome) throws {
        let elements = tree.children[instance]
        if let minimum = node.minItems, elements.count < minimum {
            fail(
                &outcome, report, .countOutOfRange, instance,
                "has \(elements.count) elements, fewer than the minimum \(minimum)")
        }
        if let maximum = node.maxItems, elements.count > maximum {
            fail(
                &outcome, report, .countOutOfRange, instance,
                "has \(elements.count) elements, more than the maximum \(maximum)")
        }
        if node.uniqueItems {
            var seen: Set<[UInt8]> = []
            for (offset, element) in elements.enumerated()
            where !seen.insert(JSONValues.canonicalBytes(tree.values[element])).inserted {
                fail(&outcome, report, .notAllowed, element, "repeats an earlier element, but the items must be unique")
                _ = offset
                break
            }
        }
        if !outcome.valid, !report { return }
        let prefixCount = min(node.prefixItems.count, elements.count)
        for offset in 0..<prefixCount {
            try apply(node.prefixItems[offset], elements[offset], report, &outcome)
            if !outcome.valid, !report { return }
        }
        outcome.prefix = max(outcome.prefix, prefixCount)
        if let items = node.items {
            for element in elements.dropFirst(prefixCount) {
                if index.nodes[items].boolean == false {
                    fail(
                        &outcome, report, .countOutOfRange, element,
                        "no element is allowed after the first \(node.prefixItems.count)")
                } else {
                    try apply(items, element, report, &outcome)
                }
                if !outcome.valid, !report { return }
            }
            outcome.allItems = true
        }
        if let contains = node.contains {
            var matched: Set<Int> = []
            for (offset, element) in elements.enumerated() where try evaluate(contains, element, report: false).valid {
                matched.insert(offset)
            }
            let minimum = node.minContains ?? 1
            if matched.count < minimum {
                fail(
                    &outcome, report, .countOutOfRange, instance,
                    "has \(matched.count) elements that match \"contains\", fewer than \(minimum)")
            } else if let maximum = node.maxContains, matched.count > maximum {
                fail(
                    &outcome, report, .countOutOfRange, instance,
                    "has \(matched.count) elements that match \"contains\", more than \(maximum)")
            } else if index.collectsAnnotations {
                outcome.indices.formUnion(matched)
            }
        }
    }

    mutating func checkObject(_ node: JSONSchemaNode, _ instance: Int, _ report: Bool, _ outcome: inout Outcome) throws
    {
        let members = tree.children[instance]
        let names = tree.keys[instance]
        if let minimum = node.minProperties, members.count < minimum {
            fail(
                &outcome, report, .countOutOfRange, instance,
                "has \(members.count) properties, fewer than the minimum \(minimum)")
        }
        if let maximum = node.maxProperties, members.count > maximum {
            fail(
                &outcome, report, .countOutOfRange, instance,
                "has \(members.count) properties, more than the maximum \(maximum)")
        }
        let present = Set(names)
        for name in node.required where !present.contains(name) {
            fail(&outcome, report, .missingProperty, instance, "the required property is missing", key: name)
        }
        for (name, required) in node.dependentRequired where present.contains(name) {
            for other in required where !present.contains(other) {
                fail(
                    &outcome, report, .missingProperty, instance,
                    "is missing, and dependentRequired needs it because \"\(name)\" is present", key: other)
            }
        }
        if !outcome.valid, !report { return }
        var declared: [String: Int] = [:]
        for property in node.properties where declared[property.name] == nil {
            declared[property.name] = property.schema
        }
        for (offset, member) in members.enumerated() {
            let name = names[offset]
            var matched = false
            if let schema = declared[name] {
                matched = true
                try apply(schema, member, report, &outcome)
            }
            for (matcher, schema) in node.patternProperties where matcher.matches(in: name) {
                matched = true
                try apply(schema, member, report, &outcome)
            }
            if matched {
                if index.collectsAnnotations { outcome.properties.insert(name) }
            } else if let additional = node.additionalProperties {
                if index.nodes[additional].boolean == false {
                    fail(
                        &outcome, report, .unexpectedProperty, member,
                        "is not a property of this object (additionalProperties is false)")
                } else {
                    try apply(additional, member, report, &outcome)
                }
                if index.collectsAnnotations { outcome.properties.insert(name) }
            }
            if !outcome.valid, !report { return }
        }
        if let propertyNames = node.propertyNames {
            for (offset, name) in names.enumerated() {
                let key = tree.add(GeneratedContent(kind: .string(name)), samePlaceAs: members[offset])
                if try !evaluate(propertyNames, key, report: false).valid {
                    fail(
                        &outcome, report, .notAllowed, members[offset],
                        "the name \"\(name)\" is not allowed by propertyNames")
                    if !report { return }
                }
            }
        }
        for (name, schema) in node.dependentSchemas where present.contains(name) {
            try apply(schema, instance, report, &outcome)
            if !outcome.valid, !report { return }
        }
    }

    mutating func checkCombinators(
        _ node: JSONSchemaNode, _ instance: Int, _ report: Bool, _ outcome: inout Outcome
    ) throws {
        for schema in node.allOf {
            try apply(schema, instance, report, &outcome)
            if !outcome.valid, !report { return }
        }
        if !node.anyOf.isEmpty {
            var any = false
            for schema in node.anyOf {
                let result = try evaluate(schema, instance, report: false)
                if result.valid {
                    any = true
                    outcome.absorb(result)
                }
            }
            if !any {
                let explanation = report ? try reasons(node.anyOf, instance) : ""
                let why = explanation.isEmpty ? "" : " (\(explanation))"
                fail(
                    &outcome, report, .noMatchingChoice, instance,
                    "matches none of the \(node.anyOf.count) choices of anyOf at \(node.path)\(why)")
                if !report { return }
            }
        }
        if !node.oneOf.isEmpty {
            var matches: [Outcome] = []
            for schema in node.oneOf {
                let result = try evaluate(schema, instance, report: false)
                if result.valid { matches.append(result) }
            }
            if matches.count == 1 {
                outcome.absorb(matches[0])
            } else {
                let explanation = report && matches.isEmpty ? try reasons(node.oneOf, instance) : ""
                let why = explanation.isEmpty ? "" : " (\(explanation))"
                fail(
                    &outcome, report, .noMatchingChoice, instance,
                    "matches \(matches.count)\(why) of the \(node.oneOf.count) schemas of oneOf at \(node.path); "
                        + "exactly one must match")
                if !report { return }
            }
        }
        if let not = node.not, try evaluate(not, instance, report: false).valid {
            fail(&outcome, report, .notAllowed, instance, "matches the schema of \"not\" at \(node.path)")
            if !report { return }
        }
        if let condition = node.ifSchema {
            let result = try evaluate(condition, instance, report: false)
            if result.valid {
                outcome.absorb(result)
                if let then = node.thenSchema { try apply(then, instance, report, &outcome) }
            } else if let otherwise = node.elseSchema {
                try apply(otherwise, instance, report, &outcome)
            }
        }
    }
}
