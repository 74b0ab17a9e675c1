/// Turns a JSON Schema document into the generation tree of a ``GenerationSchema``: what a
/// grammar and a filler can produce, such that every produced value is valid.
///
/// Keywords that don't validate are listed as notes; keywords that generation can't enforce
/// while decoding (`not`, `uniqueItems`, `unevaluatedProperties`…) are listed as checked after
/// generation (the session validates every answer with the exact ``JSONSchemaValidator``);
/// keywords that can't be generated at all are *blockers*, all collected, and the import fails
/// with every one of them.
///
/// References are converted from a work list, not recursively, so a chain of 100,000 `$ref`s
/// takes linear time; nesting is bounded by ``maximumDepth``.
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
        case queued
        case inProgress
        case done
    }

    private struct Queued {
        var pointer: String
        var value: GeneratedContent
        var path: JSONPath
    }

    /// Schemas nest at most this deep while converting.
    static let maximumDepth = 200

    static let objectKeywords: Set<String> = [
        "properties", "required", "additionalProperties", "patternProperties", "propertyNames", "minProperties",
        "maxProperties", "dependentRequired", "dependentSchemas", "unevaluatedProperties", "x-order",
    ]
    static let arrayKeywords: Set<String> = [
        "items", "prefixItems", "minItems", "maxItems", "contains", "minContains", "maxContains", "uniqueItems",
        "unevaluatedItems",
    ]
    static let stringKeywords: Set<String> = ["pattern", "minLength", "maxLength", "format"]
    static let numberKeywords: Set<String> = [
        "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf",
    ]

    let document: GeneratedContent
    /// Where the validator resolved each `$ref` (by the JSON path of the schema holding it).
    let referenceTargets: [JSONPath: JSONPath]
    var definitions: [String: Node] = [:]
    var notes: [JSONSchemaNote] = []
    var blockers: [JSONSchemaImportError] = []
    private var pointerNames: [String: String] = [:]
    private var states: [String: DefinitionState] = [:]
    private var queue: [Queued] = []
    private var usedNames: Set<String> = []
    private var anchors: [String: String] = [:]
    /// The pointer of a `$dynamicRef` in the document, if any: its target depends on the
    /// evaluation path, which a generation tree can't follow.
    private var dynamicReference: String?
    private var depth = 0

    init(document: GeneratedContent, referenceTargets: [JSONPath: JSONPath] = [:]) {
        self.document = document
        self.referenceTargets = referenceTargets
    }

    /// Reads the whole document.
    mutating func run() throws -> GenerationSchema {
        switch document.kind {
        case .structure, .bool: break
        default:
            throw JSONSchemaImportError(
                code: .invalidValue, path: "$",
                message: "a JSON Schema document must be an object or a boolean, found \(document.kindName)")
        }
        findAnchors()
        var root = convert(document, path: .root)
        if let pointer = dynamicReference, !blockers.contains(where: { $0.keyword == "$dynamicRef" }) {
            blockers.append(
                JSONSchemaImportError(
                    code: .unsupportedKeyword, path: pointer, keyword: "$dynamicRef",
                    message: "LMCore validates $dynamicRef but can't generate from it; use $ref to the schema you mean")
            )
        }
        while let next = queue.popLast() {
            guard states[next.pointer] == .queued else { continue }
            convertDefinition(next)
        }
        if let rootName = pointerNames["#"] {
            definitions[rootName] = root
            root = Node(.reference(rootName))
        }
        try checkBaseCases()
        if let first = blockers.first {
            var error = first
            error.otherProblems = Array(blockers.dropFirst())
            throw error
        }
        return GenerationSchema(unchecked: root, definitions: definitions)
    }

    private mutating func convertDefinition(_ item: Queued) {
        let name = definitionName(for: item.pointer)
        states[item.pointer] = .inProgress
        definitions[name] = convert(item.value, path: item.path)
        states[item.pointer] = .done
    }

    // MARK: Reporting

    /// Records a keyword that keeps the schema from being generated; `code` is `invalidValue`
    /// for a schema no value satisfies.
    mutating func block(
        _ path: JSONPath, _ keyword: String?, _ message: String,
        code: JSONSchemaImportError.Code = .unsupportedKeyword
    ) {
        blockers.append(
            JSONSchemaImportError(
                code: code, path: (keyword.map { path.appending(key: $0) } ?? path).description,
                keyword: keyword, message: message))
    }

    mutating func note(_ path: JSONPath, _ keyword: String, _ kind: JSONSchemaNote.Kind, _ message: String) {
        notes.append(
            JSONSchemaNote(
                path: path.appending(key: keyword).description, keyword: keyword, kind: kind, message: message))
    }

    // MARK: Converting

    /// Converts one schema (an object or a boolean).
    mutating func convert(_ schema: GeneratedContent, path: JSONPath) -> Node {
        switch schema.kind {
        case .bool(true):
            return Node(.any)
        case .bool(false):
            block(path, nil, "the schema false allows no value, so nothing can be generated here", code: .invalidValue)
            return Node(.any)
        case .structure(let members, let keys):
            guard depth < Self.maximumDepth else {
                blockers.append(
                    JSONSchemaImportError(
                        code: .limitExceeded, path: path.description,
                        message: "schemas nest more than \(Self.maximumDepth) levels deep (the generation limit)"))
                return Node(.any)
            }
            depth += 1
            defer { depth -= 1 }
            return convert(SchemaObject(members: members, keys: keys, path: path))
        default:
            // The validator already refused this document; keep going for the other problems.
            block(path, nil, "a schema must be an object or a boolean, found \(schema.kindName)")
            return Node(.any)
        }
    }

    private mutating func convert(_ object: SchemaObject) -> Node {
        for key in object.keys {
            if JSONSchemaIndex.annotationKeywords.contains(key) {
                if key != "title" && key != "description" {
                    note(object.path, key, .annotation, "\(key) is an annotation: it doesn't change what is valid")
                }
            } else if key == "definitions" {
                note(object.path, key, .compatibility, "definitions (draft 7) is read like $defs; nothing to do")
            } else if !JSONSchemaIndex.validationKeywords.contains(key) && key != "x-order" {
                note(
                    object.path, key, .unknown,
                    "\(key) is not a JSON Schema keyword; it is ignored (check its spelling if you meant one)")
            }
        }
        var node = convertConstraints(object)
        if case .string(let name)? = object.members["title"]?.kind { node.name = name }
        if case .string(let text)? = object.members["description"]?.kind { node.description = text }
        return node
    }

    private mutating func convertConstraints(_ object: SchemaObject) -> Node {
        var parts: [Node] = []
        if case .string(let pointer)? = object.members["$ref"]?.kind {
            parts.append(convertReference(pointer, path: object.path.appending(key: "$ref")))
        }
        if object.has("$dynamicRef") {
            block(
                object.path, "$dynamicRef",
                "LMCore validates $dynamicRef but can't generate from it; use $ref to the schema you mean")
        }
        if case .array(let schemas)? = object.members["allOf"]?.kind {
            for (offset, schema) in schemas.enumerated() {
                parts.append(convert(schema, path: object.path.appending(key: "allOf").appending(index: offset)))
            }
        }
        for keyword in ["anyOf", "oneOf"] {
            guard let choices = object.members[keyword] else { continue }
            parts.append(convertChoices(choices, keyword: keyword, path: object.path.appending(key: keyword)))
        }
        if object.has("enum") || object.has("const") {
            parts.append(convertEnumeration(object))
        }
        if let typed = typedPart(object) { parts.append(typed) }
        if let condition = object.members["if"], object.has("then") || object.has("else") {
            // A value that matches `if` and `then` is valid whatever `else` says; with `if: false`,
            // `else` applies to every value.
            if case .bool(false) = condition.kind {
                if let otherwise = object.members["else"] {
                    parts.append(convert(otherwise, path: object.path.appending(key: "else")))
                }
            } else {
                parts.append(convert(condition, path: object.path.appending(key: "if")))
                if let then = object.members["then"] {
                    parts.append(convert(then, path: object.path.appending(key: "then")))
                }
            }
        }
        if let negated = object.members["not"], Self.allowsEverything(negated) {
            block(object.path, "not", "not of a schema that allows everything allows nothing", code: .invalidValue)
        }
        for keyword in ["not", "dependentSchemas"] where object.has(keyword) {
            note(
                object.path, keyword, .checkedAfterGeneration,
                "\(keyword) can't be enforced while generating; every answer is validated against it")
        }
        guard var merged = parts.first else { return Node(.any) }
        for part in parts.dropFirst() {
            guard let next = merge(merged, part) else {
                let keywords = ["$ref", "allOf", "anyOf", "oneOf", "enum", "const", "type"].filter(object.has)
                block(
                    object.path, keywords.first,
                    "LMCore can't combine \(keywords.joined(separator: ", ")) here into one schema it can generate "
                        + "(the parts are of different kinds or set conflicting constraints); move the constraints "
                        + "into one schema")
                return Node(.any)
            }
            merged = next
        }
        return merged
    }

    /// The types a schema declares, or those its keywords imply when it has no `type`; nil for none.
    private mutating func typedPart(_ object: SchemaObject) -> Node? {
        var types: [String] = []
        switch object.members["type"]?.kind {
        case .string(let name)?: types = [name]
        case .array(let names)?:
            types = names.compactMap { if case .string(let name) = $0.kind { return name } else { return nil } }
        default:
            if object.keys.contains(where: Self.objectKeywords.contains) { types.append("object") }
            if object.keys.contains(where: Self.arrayKeywords.contains) { types.append("array") }
            if object.keys.contains(where: Self.stringKeywords.contains) { types.append("string") }
            if object.keys.contains(where: Self.numberKeywords.contains) { types.append("number") }
            if types.isEmpty { return nil }
        }
        if object.has("type") {
            let applicable = types.reduce(into: Set<String>()) { $0.formUnion(Self.keywords(for: $1)) }
            for key in object.keys where Self.typeSpecificKeywords.contains(key) && !applicable.contains(key) {
                note(
                    object.path, key, .notApplicable,
                    "\(key) does not apply to \(types.joined(separator: " or ")) values, so it never applies here")
            }
        }
        let nodes = types.map { typedNode($0, object) }
        return nodes.count == 1 ? nodes[0] : Node(.anyOf(nodes))
    }

    static let typeSpecificKeywords = objectKeywords.union(arrayKeywords).union(stringKeywords).union(numberKeywords)

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

    /// Whether a schema allows every value (`true`, or only annotations).
    static func allowsEverything(_ schema: GeneratedContent) -> Bool {
        switch schema.kind {
        case .bool(let flag): return flag
        case .structure(_, let keys): return keys.allSatisfy { JSONSchemaIndex.annotationKeywords.contains($0) }
        default: return false
        }
    }

    // MARK: References

    private mutating func convertReference(_ reference: String, path: JSONPath) -> Node {
        let objectPath = JSONPath(components: Array(path.components.dropLast()))
        var pointer = reference
        if let target = referenceTargets[objectPath] {
            // Resolved by the validator, with `$id` base URIs and anchors: use the target's place.
            pointer = Self.pointer(for: target)
        } else if reference.hasPrefix("#"), !reference.hasPrefix("#/"), reference != "#" {
            guard let found = anchors[String(reference.dropFirst())] else {
                block(objectPath, "$ref", "\"\(reference)\" names an anchor no $anchor defines")
                return Node(.any)
            }
            pointer = found
        }
        let decoded = referenceTargets[objectPath] != nil ? pointer : URIReference.percentDecoded(pointer)
        guard pointer == "#" || pointer.hasPrefix("#/"), let decoded else {
            block(
                objectPath, "$ref",
                "\"\(reference)\" refers to a schema outside the document; LMCore generates from references inside "
                    + "it: copy the schema into $defs")
            return Node(.any)
        }
        let name = definitionName(for: decoded)
        if decoded == "#" { return Node(.reference(name)) }
        if states[decoded] == nil {
            guard let (target, targetPath) = resolvePointer(decoded) else {
                block(objectPath, "$ref", "\"\(reference)\" points to nothing in the document")
                return Node(.any)
            }
            states[decoded] = .queued
            queue.append(Queued(pointer: decoded, value: target, path: targetPath))
        }
        return Node(.reference(name))
    }

    /// The definition a reference names, converted now if it is only queued; nil while it is
    /// being converted (a recursive reference can't be merged).
    mutating func resolvedForMerge(_ name: String) -> Node? {
        guard let pointer = pointerNames.first(where: { $0.value == name })?.key else { return nil }
        switch states[pointer] {
        case .done?: return definitions[name]
        case .queued?:
            guard let (target, path) = resolvePointer(pointer) else { return nil }
            convertDefinition(Queued(pointer: pointer, value: target, path: path))
            return definitions[name]
        default: return nil
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

    private func resolvePointer(_ pointer: String) -> (GeneratedContent, JSONPath)? {
        var current = document
        var currentPath = JSONPath.root
        for rawPart in pointer.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false) {
            let part = rawPart.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            switch current.kind {
            case .structure(let members, _) where members[part] != nil:
                current = members[part] ?? current
                currentPath = currentPath.appending(key: part)
            case .array(let elements) where Int(part).map(elements.indices.contains) ?? false:
                let index = Int(part) ?? 0
                current = elements[index]
                currentPath = currentPath.appending(index: index)
            default:
                return nil
            }
        }
        return (current, currentPath)
    }

    /// The JSON pointer (unescaped tokens) of a place in the document.
    static func pointer(for path: JSONPath) -> String {
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

    /// Records the pointer of every `$anchor` (and `$dynamicAnchor`), without recursion.
    private mutating func findAnchors() {
        var pending: [(GeneratedContent, String)] = [(document, "#")]
        while let (value, pointer) = pending.popLast() {
            switch value.kind {
            case .structure(let members, let keys):
                for keyword in ["$anchor", "$dynamicAnchor"] {
                    if case .string(let name)? = members[keyword]?.kind, anchors[name] == nil {
                        anchors[name] = pointer
                    }
                }
                for key in keys where key != "enum" && key != "const" && key != "default" && key != "examples" {
                    if let member = members[key] {
                        let token = key.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(
                            of: "/", with: "~1")
                        pending.append((member, pointer + "/" + token))
                    }
                }
            case .array(let elements):
                for (offset, element) in elements.enumerated() { pending.append((element, pointer + "/\(offset)")) }
            default:
                break
            }
        }
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
