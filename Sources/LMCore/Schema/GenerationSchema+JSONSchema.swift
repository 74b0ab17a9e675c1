extension GenerationSchema {
    /// The schema as a JSON Schema document, with keys in a fixed order.
    package var jsonSchema: GeneratedContent {
        var object = GenerationSchema.jsonSchemaObject(for: root)
        if !definitions.isEmpty {
            var defs = OrderedJSONObject()
            for name in definitions.keys.sorted() {
                if let node = definitions[name] { defs.set(name, GenerationSchema.jsonSchemaObject(for: node).content) }
            }
            object.set("$defs", defs.content)
        }
        return object.content
    }

    /// The JSON pointer that refers to a definition.
    package static func referencePointer(to name: String) -> String {
        "#/$defs/" + name.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }

    private static func jsonSchemaObject(for node: Node) -> OrderedJSONObject {
        var object = OrderedJSONObject()
        if let name = node.name { object.set("title", string: name) }
        if let description = node.description { object.set("description", string: description) }
        switch node.kind {
        case .object(let properties):
            object.set("type", string: "object")
            var members = OrderedJSONObject()
            for property in properties { members.set(property.name, jsonSchemaObject(for: property.node).content) }
            object.set("properties", members.content)
            let required = properties.filter(\.isRequired).map(\.name)
            if !required.isEmpty { object.set("required", strings: required) }
            object.set("additionalProperties", GeneratedContent(kind: .bool(false)))
            if !properties.isEmpty { object.set("x-order", strings: properties.map(\.name)) }
        case .dictionary(let dictionary):
            object.set("type", string: "object")
            let value = jsonSchemaObject(for: dictionary.value).content
            if let pattern = dictionary.keyPattern {
                var patterns = OrderedJSONObject()
                patterns.set(pattern, value)
                object.set("patternProperties", patterns.content)
                if !dictionary.otherKeysAllowed {
                    object.set("additionalProperties", GeneratedContent(kind: .bool(false)))
                }
            } else {
                object.set("additionalProperties", value)
            }
            if let minimum = dictionary.minimumCount { object.set("minProperties", number: Double(minimum)) }
            if let maximum = dictionary.maximumCount { object.set("maxProperties", number: Double(maximum)) }
        case .array(let array):
            object.set("type", string: "array")
            if !array.prefixItems.isEmpty {
                object.set(
                    "prefixItems",
                    GeneratedContent(kind: .array(array.prefixItems.map { jsonSchemaObject(for: $0).content })))
            }
            if let element = array.element {
                object.set("items", jsonSchemaObject(for: element).content)
            } else {
                object.set("items", GeneratedContent(kind: .bool(false)))
            }
            if let minimum = array.minimumCount { object.set("minItems", number: Double(minimum)) }
            if let maximum = array.maximumCount { object.set("maxItems", number: Double(maximum)) }
            if array.uniqueItems { object.set("uniqueItems", GeneratedContent(kind: .bool(true))) }
        case .string(let string):
            object.set("type", string: "string")
            if let choices = string.choices { object.set("enum", strings: choices) }
            if let constant = string.constant { object.set("const", string: constant) }
            if let pattern = string.pattern { object.set("pattern", string: pattern) }
            if let minimum = string.minimumLength { object.set("minLength", number: Double(minimum)) }
            if let maximum = string.maximumLength { object.set("maxLength", number: Double(maximum)) }
            if let format = string.format { object.set("format", string: format.rawValue) }
        case .integer(let bounds), .number(let bounds):
            if case .integer = node.kind {
                object.set("type", string: "integer")
            } else {
                object.set("type", string: "number")
            }
            if let minimum = bounds.minimum { object.set("minimum", number: minimum) }
            if let maximum = bounds.maximum { object.set("maximum", number: maximum) }
        case .boolean:
            object.set("type", string: "boolean")
        case .null:
            object.set("type", string: "null")
        case .anyOf(let choices):
            object.set("anyOf", GeneratedContent(kind: .array(choices.map { jsonSchemaObject(for: $0).content })))
        case .enumeration(let values):
            object.set("enum", GeneratedContent(kind: .array(values)))
        case .reference(let name):
            object.set("$ref", string: referencePointer(to: name))
        case .any:
            break
        }
        return object
    }
}
