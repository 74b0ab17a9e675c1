/// Turns a JSON Schema document into a ``GenerationSchema``, rejecting what it does not understand.
struct JSONSchemaImporter {
    typealias Node = GenerationSchema.Node

    /// A schema object being read: its members and where it is in the document.
    struct SchemaObject {
        let members: [String: GeneratedContent]
        let keys: [String]
        let path: JSONPath

        func has(_ keyword: String) -> Bool { members[keyword] != nil }
    }

    private enum DefinitionState {
        case inProgress
        case done
    }

    static let annotationKeywords: Set<String> = ["title", "description", "$comment", "$defs"]
    static let objectKeywords: Set<String> = ["properties", "required", "additionalProperties", "x-order"]
    static let arrayKeywords: Set<String> = ["items", "prefixItems", "minItems", "maxItems"]
    static let stringKeywords: Set<String> = ["pattern", "minLength", "maxLength", "format"]
    static let numberKeywords: Set<String> = ["minimum", "maximum"]
    static let otherKeywords: Set<String> = ["type", "enum", "const", "anyOf", "oneOf", "$ref"]
    static let knownKeywords = annotationKeywords.union(objectKeywords).union(arrayKeywords)
        .union(stringKeywords).union(numberKeywords).union(otherKeywords)

    private let document: GeneratedContent
    var definitions: [String: Node] = [:]
    private var pointerNames: [String: String] = [:]
    private var states: [String: DefinitionState] = [:]
    private var usedNames: Set<String> = []

    init(document: GeneratedContent) {
        self.document = document
    }

    /// Reads the whole document.
    mutating func run() throws -> GenerationSchema {
        guard case .structure(var members, var keys) = document.kind else {
            throw JSONSchemaImportError(
                code: .invalidValue, path: "$",
                message: "a JSON Schema document must be an object, found \(document.kindName)")
        }
        if let version = members["$schema"] {
            guard case .string = version.kind else {
                throw JSONSchemaImportError(
                    code: .invalidValue, path: "$.$schema", keyword: "$schema", message: "must be a string URI")
            }
            members["$schema"] = nil
            keys.removeAll { $0 == "$schema" }
        }
        let rootObject = GeneratedContent(kind: .structure(properties: members, orderedKeys: keys))
        var root = try convert(rootObject, path: .root)
        if let rootName = pointerNames["#"] {
            definitions[rootName] = root
            root = Node(.reference(rootName))
        }
        try checkBaseCases()
        return GenerationSchema(unchecked: root, definitions: definitions)
    }

    /// Converts one schema (an object, or the boolean `true`).
    mutating func convert(_ schema: GeneratedContent, path: JSONPath) throws -> Node {
        switch schema.kind {
        case .bool(true):
            return Node(.any)
        case .structure(let members, let keys):
            return try convert(SchemaObject(members: members, keys: keys, path: path))
        default:
            throw JSONSchemaImportError(
                code: .invalidValue, path: path.description,
                message: "a schema must be an object (or true), found \(schema.kindName)")
        }
    }

    private mutating func convert(_ object: SchemaObject) throws -> Node {
        for key in object.keys where !JSONSchemaImporter.knownKeywords.contains(key) {
            let hint = key == "$schema" ? "; $schema is allowed only at the root" : ""
            throw JSONSchemaImportError(
                code: .unsupportedKeyword, path: object.path.appending(key: key).description, keyword: key,
                message: "LMCore does not support this keyword\(hint); remove it or express it with supported keywords")
        }
        if let defs = object.members["$defs"] {
            try importDefinitions(defs, path: object.path.appending(key: "$defs"))
        }
        let name = try optionalString(object, "title")
        let description = try optionalString(object, "description")
        var node = try convertConstraints(object)
        if let name { node.name = name }
        if let description { node.description = description }
        return node
    }

    private mutating func convertConstraints(_ object: SchemaObject) throws -> Node {
        if let reference = object.members["$ref"] {
            try rejectSiblings(of: "$ref", in: object)
            return try convertReference(reference, path: object.path.appending(key: "$ref"))
        }
        for keyword in ["anyOf", "oneOf"] {
            guard let choices = object.members[keyword] else { continue }
            try rejectSiblings(of: keyword, in: object)
            return try convertChoices(choices, keyword: keyword, path: object.path.appending(key: keyword))
        }
        if object.has("enum") || object.has("const") {
            return try convertEnumeration(object)
        }
        let types = try declaredTypes(object)
        if types.isEmpty { return Node(.any) }
        if types.count == 1 { return try typedNode(types[0], object) }
        var choices: [Node] = []
        for type in types { choices.append(try typedNode(type, object)) }
        let constraintKeys = Set(object.keys).subtracting(JSONSchemaImporter.annotationKeywords).subtracting(["type"])
        for key in object.keys where constraintKeys.contains(key) {
            if !types.contains(where: { JSONSchemaImporter.keywords(for: $0).contains(key) }) {
                throw unsupported(object, key, "does not apply to any of the types \(types.joined(separator: ", "))")
            }
        }
        return Node(.anyOf(choices))
    }

    /// The types a schema declares, or the one its keywords imply when it has no `type`.
    private func declaredTypes(_ object: SchemaObject) throws -> [String] {
        let typePath = object.path.appending(key: "type")
        guard let type = object.members["type"] else {
            var implied: [String] = []
            if object.keys.contains(where: JSONSchemaImporter.objectKeywords.contains) { implied.append("object") }
            if object.keys.contains(where: JSONSchemaImporter.arrayKeywords.contains) { implied.append("array") }
            if object.keys.contains(where: JSONSchemaImporter.stringKeywords.contains) { implied.append("string") }
            if object.keys.contains(where: JSONSchemaImporter.numberKeywords.contains) { implied.append("number") }
            if implied.count > 1 {
                throw JSONSchemaImportError(
                    code: .invalidValue, path: object.path.description,
                    message: "keywords for \(implied.joined(separator: " and ")) are mixed without a \"type\"; add one")
            }
            return implied
        }
        var names: [String] = []
        switch type.kind {
        case .string(let name): names = [name]
        case .array(let elements):
            for (offset, element) in elements.enumerated() {
                guard case .string(let name) = element.kind else {
                    throw JSONSchemaImportError(
                        code: .invalidValue, path: typePath.appending(index: offset).description, keyword: "type",
                        message: "a type name must be a string")
                }
                names.append(name)
            }
            if names.isEmpty {
                throw JSONSchemaImportError(
                    code: .invalidValue, path: typePath.description, keyword: "type",
                    message: "the array of types is empty")
            }
        default:
            throw JSONSchemaImportError(
                code: .invalidValue, path: typePath.description, keyword: "type",
                message: "must be a type name or an array of type names")
        }
        for name in names where !["object", "array", "string", "integer", "number", "boolean", "null"].contains(name) {
            throw JSONSchemaImportError(
                code: .invalidValue, path: typePath.description, keyword: "type",
                message:
                    "\"\(name)\" is not a JSON Schema type; use object, array, string, integer, number, boolean or null"
            )
        }
        if Set(names).count != names.count {
            throw JSONSchemaImportError(
                code: .invalidValue, path: typePath.description, keyword: "type", message: "lists a type twice")
        }
        return names
    }

    /// The keywords that apply to a type.
    static func keywords(for type: String) -> Set<String> {
        switch type {
        case "object": return objectKeywords
        case "array": return arrayKeywords
        case "string": return stringKeywords
        case "integer", "number": return numberKeywords
        default: return []
        }
    }

    private mutating func convertReference(_ reference: GeneratedContent, path: JSONPath) throws -> Node {
        guard case .string(let pointer) = reference.kind else {
            throw JSONSchemaImportError(
                code: .invalidValue, path: path.description, keyword: "$ref", message: "must be a string")
        }
        guard pointer == "#" || pointer.hasPrefix("#/") else {
            throw JSONSchemaImportError(
                code: .unresolvableReference, path: path.description, keyword: "$ref",
                message:
                    "\"\(pointer)\" is not a local reference; only references inside the document (#/...) are supported"
            )
        }
        let name = definitionName(for: pointer)
        if pointer == "#" { return Node(.reference(name)) }
        if states[pointer] == nil {
            let (target, targetPath) = try resolvePointer(pointer, at: path)
            states[pointer] = .inProgress
            let node = try convert(target, path: targetPath)
            definitions[name] = node
            states[pointer] = .done
        }
        return Node(.reference(name))
    }

    private mutating func importDefinitions(_ defs: GeneratedContent, path: JSONPath) throws {
        guard case .structure(let members, let keys) = defs.kind else {
            throw JSONSchemaImportError(
                code: .invalidValue, path: path.description, keyword: "$defs", message: "must be an object of schemas")
        }
        for key in keys {
            guard let schema = members[key] else { continue }
            let pointer = JSONSchemaImporter.pointer(for: path.appending(key: key))
            let name = definitionName(for: pointer)
            guard states[pointer] == nil else { continue }
            states[pointer] = .inProgress
            definitions[name] = try convert(schema, path: path.appending(key: key))
            states[pointer] = .done
        }
    }

    /// The definition name for a pointer: its last part, made unique in the document.
    private mutating func definitionName(for pointer: String) -> String {
        if let name = pointerNames[pointer] { return name }
        let last = pointer == "#" ? "Root" : String(pointer.split(separator: "/").last ?? "Root")
        var name = last.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        if pointer == "#", case .structure(let members, _) = document.kind,
            case .string(let title)? = members["title"]?.kind
        {
            name = title
        }
        var candidate = name
        var counter = 2
        while usedNames.contains(candidate) {
            candidate = "\(name)\(counter)"
            counter += 1
        }
        usedNames.insert(candidate)
        pointerNames[pointer] = candidate
        return candidate
    }

    private static func pointer(for path: JSONPath) -> String {
        var pointer = "#"
        for component in path.components {
            switch component {
            case .key(let key):
                pointer += "/" + key.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
            case .index(let index): pointer += "/\(index)"
            }
        }
        return pointer
    }

    private func resolvePointer(_ pointer: String, at path: JSONPath) throws -> (GeneratedContent, JSONPath) {
        var current = document
        var currentPath = JSONPath.root
        for rawPart in pointer.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false) {
            let part = rawPart.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            switch current.kind {
            case .structure(let members, _):
                if let next = members[part] {
                    current = next
                    currentPath = currentPath.appending(key: part)
                    continue
                }
            case .array(let elements):
                if let index = Int(part), elements.indices.contains(index) {
                    current = elements[index]
                    currentPath = currentPath.appending(index: index)
                    continue
                }
            default:
                break
            }
            throw JSONSchemaImportError(
                code: .unresolvableReference, path: path.description, keyword: "$ref",
                message: "\"\(pointer)\" points to nothing: \(currentPath) has no \"\(part)\"")
        }
        return (current, currentPath)
    }

    private func rejectSiblings(of keyword: String, in object: SchemaObject) throws {
        for key in object.keys where key != keyword && !JSONSchemaImporter.annotationKeywords.contains(key) {
            throw unsupported(
                object, key, "cannot be combined with \"\(keyword)\" in one schema; move it into the \(keyword) target")
        }
    }

    func unsupported(_ object: SchemaObject, _ keyword: String, _ message: String) -> JSONSchemaImportError {
        JSONSchemaImportError(
            code: .unsupportedKeyword, path: object.path.appending(key: keyword).description, keyword: keyword,
            message: message)
    }

    func optionalString(_ object: SchemaObject, _ keyword: String) throws -> String? {
        guard let value = object.members[keyword] else { return nil }
        guard case .string(let string) = value.kind else {
            throw JSONSchemaImportError(
                code: .invalidValue, path: object.path.appending(key: keyword).description, keyword: keyword,
                message: "must be a string, found \(value.kindName)")
        }
        return string
    }

    /// Rejects definitions that can only be satisfied by an infinitely deep value.
    private func checkBaseCases() throws {
        let schema = GenerationSchema(unchecked: Node(.null), definitions: definitions)
        let stuck = schema.definitionsWithoutBaseCase()
        if let name = stuck.first {
            let pointer = pointerNames.first { $0.value == name }?.key ?? "#/$defs/\(name)"
            throw JSONSchemaImportError(
                code: .recursionWithoutBaseCase, path: pointer, keyword: "$ref",
                message: "the definition \"\(name)\" (with \(stuck.joined(separator: ", "))) refers to itself on every "
                    + "path; make one of the references optional, nullable (anyOf with null) or an array that may be empty"
            )
        }
    }
}
