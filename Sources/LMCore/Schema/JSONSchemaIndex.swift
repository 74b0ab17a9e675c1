/// A JSON Schema document compiled for validation: every schema in it read once into a
/// ``JSONSchemaNode``, schema resources (`$id`) and anchors registered by URI, and every `$ref`
/// and `$dynamicRef` resolved to a node index.
///
/// The walk over the document uses an explicit work list (no recursion), each reference is
/// resolved once through hash tables, and chains of schemas that are only a `$ref` are followed
/// once with cycle detection — so compiling takes time linear in the document, and a chain of
/// 100,000 references or a reference cycle is an answer or a named error, not a crash.
struct JSONSchemaIndex {
    /// A schema resource: the document root or a schema with `$id`.
    struct Resource {
        var uri: URIReference
        var key: String
        var root: GeneratedContent
        var rootPath: JSONPath
        var dynamicAnchors: [String: Int] = [:]
    }

    /// A keyword that does not take part in validation, listed so nothing is dropped unseen.
    struct Note {
        var path: JSONPath
        var keyword: String
        var isAnnotation: Bool
    }

    private struct Pending {
        var value: GeneratedContent
        var index: Int
        var addresses: [(resource: Int, pointer: String)]
    }

    static let annotationKeywords: Set<String> = [
        "title", "description", "default", "deprecated", "readOnly", "writeOnly", "examples", "$comment",
        "contentEncoding", "contentMediaType", "contentSchema", "$schema", "$vocabulary",
    ]

    static let validationKeywords: Set<String> = [
        "$id", "$ref", "$anchor", "$dynamicRef", "$dynamicAnchor", "$defs", "definitions", "type", "enum", "const",
        "multipleOf", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "minLength", "maxLength",
        "pattern", "format", "prefixItems", "items", "contains", "minContains", "maxContains", "minItems", "maxItems",
        "uniqueItems", "unevaluatedItems", "properties", "patternProperties", "additionalProperties",
        "propertyNames", "required", "dependentRequired", "dependentSchemas", "minProperties", "maxProperties",
        "unevaluatedProperties", "allOf", "anyOf", "oneOf", "not", "if", "then", "else",
    ]

    static let assertionKeywords: Set<String> = [
        "type", "enum", "const", "multipleOf", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum",
        "minLength", "maxLength", "pattern", "format", "minContains", "maxContains", "minItems", "maxItems",
        "uniqueItems", "required", "dependentRequired", "minProperties", "maxProperties",
    ]

    static let applicatorKeywords: Set<String> = [
        "allOf", "anyOf", "oneOf", "not", "if", "then", "else", "prefixItems", "items", "contains", "unevaluatedItems",
        "properties", "patternProperties", "additionalProperties", "propertyNames", "dependentSchemas",
        "unevaluatedProperties",
    ]

    private(set) var nodes: [JSONSchemaNode] = []
    private(set) var resources: [Resource] = []
    private(set) var notes: [Note] = []
    private(set) var usesDynamicReferences = false
    /// Whether any schema has `unevaluatedItems` or `unevaluatedProperties`, which need the
    /// annotations of evaluated properties and items (otherwise they are not collected).
    private(set) var collectsAnnotations = false
    private var resourceByKey: [String: Int] = [:]
    private var locations: [String: Int] = [:]
    private var pending: [Pending] = []
    private var unresolved: [Int] = []
    private let maximumNodes: Int
    private let assertsFormats: Bool

    /// The index of the document's root schema.
    var root: Int { 0 }

    /// The default base URI of a document without `$id`.
    static let defaultBase = "lmcore:schema"

    /// Compiles a document.
    /// - Throws: ``JSONSchemaImportError`` for invalid keyword values, unresolvable and remote
    ///   references, reference cycles that check nothing, and documents over the size limit.
    init(document: GeneratedContent, maximumNodes: Int, assertsFormats: Bool) throws {
        self.maximumNodes = maximumNodes
        self.assertsFormats = assertsFormats
        let base = URIReference(Self.defaultBase)
        resources.append(Resource(uri: base, key: base.text, root: document, rootPath: .root))
        resourceByKey[base.text] = 0
        _ = try enqueue(document, path: .root, addresses: [(0, "")])
        while true {
            while let next = pending.popLast() { try read(next) }
            guard let node = unresolved.popLast() else { break }
            try resolveReferences(of: node)
        }
        try collapseReferenceChains()
    }

    // MARK: Walking

    private mutating func enqueue(
        _ value: GeneratedContent, path: JSONPath, addresses: [(resource: Int, pointer: String)]
    ) throws -> Int {
        guard nodes.count < maximumNodes else {
            throw JSONSchemaImportError(
                code: .limitExceeded, path: path.description,
                message: "the document has more than \(maximumNodes) schemas (the limit); split it")
        }
        var addresses = addresses
        var resource = addresses.last?.resource ?? 0
        var isResourceRoot = nodes.isEmpty
        if case .structure(let members, _) = value.kind, case .string(let id)? = members["$id"]?.kind {
            let uri = URIReference(id).resolved(against: resources[resource].uri).withoutFragment
            let key = uri.text
            if nodes.isEmpty {
                resources[0].uri = uri
                resources[0].key = key
                resourceByKey[key] = 0
            } else {
                if let existing = resourceByKey[key] {
                    resource = existing
                } else {
                    resource = resources.count
                    resources.append(Resource(uri: uri, key: key, root: value, rootPath: path))
                    resourceByKey[key] = resource
                }
                addresses.append((resource, ""))
            }
            isResourceRoot = true
        }
        let index = nodes.count
        var node = JSONSchemaNode(path: path, resource: resource)
        node.isResourceRoot = isResourceRoot
        nodes.append(node)
        for address in addresses {
            let key = resources[address.resource].key + "#" + address.pointer
            if locations[key] == nil { locations[key] = index }
        }
        pending.append(Pending(value: value, index: index, addresses: addresses))
        return index
    }

    private static func token(_ key: String) -> String {
        key.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }

    /// Compiles a subschema under a keyword (and key or index).
    private mutating func child(
        _ value: GeneratedContent, _ from: Pending, _ path: JSONPath, _ tokens: [String]
    ) throws -> Int {
        let suffix = tokens.map { "/" + Self.token($0) }.joined()
        let addresses = from.addresses.map { ($0.resource, $0.pointer + suffix) }
        return try enqueue(value, path: path, addresses: addresses)
    }

    private mutating func read(_ item: Pending) throws {
        let path = nodes[item.index].path
        switch item.value.kind {
        case .bool(let flag):
            nodes[item.index].boolean = flag
            return
        case .structure(let members, let keys):
            var node = nodes[item.index]
            let reader = JSONSchemaKeywordReader(members: members, path: path)
            for key in keys {
                if Self.annotationKeywords.contains(key) {
                    notes.append(Note(path: path.appending(key: key), keyword: key, isAnnotation: true))
                } else if !Self.validationKeywords.contains(key) {
                    notes.append(Note(path: path.appending(key: key), keyword: key, isAnnotation: false))
                }
            }
            try readCore(&node, reader, item, members)
            // Most schemas use a few keywords: read each group only when one of it is present.
            if keys.contains(where: Self.assertionKeywords.contains) {
                try reader.readAssertions(into: &node, assertsFormats: assertsFormats)
            }
            if node.format != nil, !assertsFormats {
                notes.append(Note(path: path.appending(key: "format"), keyword: "format", isAnnotation: true))
            }
            if keys.contains(where: Self.applicatorKeywords.contains) {
                try readApplicators(&node, reader, item, members)
            }
            nodes[item.index] = node
        default:
            throw JSONSchemaImportError(
                code: .invalidValue, path: path.description,
                message: "a schema must be an object or a boolean, found \(item.value.kindName)")
        }
    }

    private mutating func readCore(
        _ node: inout JSONSchemaNode, _ reader: JSONSchemaKeywordReader, _ item: Pending,
        _ members: [String: GeneratedContent]
    ) throws {
        let path = node.path
        if let text = try reader.string("$ref") {
            node.referenceText = text
            unresolved.append(item.index)
        }
        if let text = try reader.string("$dynamicRef") {
            node.dynamicReference = .init(text: text)
            usesDynamicReferences = true
            if node.referenceText == nil { unresolved.append(item.index) }
        }
        let resourceKey = resources[node.resource].key
        if let anchor = try reader.string("$anchor") {
            locations[resourceKey + "#" + anchor] = item.index
        }
        if let anchor = try reader.string("$dynamicAnchor") {
            if locations[resourceKey + "#" + anchor] == nil { locations[resourceKey + "#" + anchor] = item.index }
            if resources[node.resource].dynamicAnchors[anchor] == nil {
                resources[node.resource].dynamicAnchors[anchor] = item.index
            }
        }
        for keyword in ["$defs", "definitions"] {
            guard let defs = members[keyword] else { continue }
            guard case .structure(let schemas, let names) = defs.kind else {
                throw reader.invalid(keyword, "must be an object of schemas")
            }
            for name in names {
                guard let schema = schemas[name] else { continue }
                _ = try child(schema, item, path.appending(key: keyword).appending(key: name), [keyword, name])
            }
        }
    }

    private mutating func readApplicators(
        _ node: inout JSONSchemaNode, _ reader: JSONSchemaKeywordReader, _ item: Pending,
        _ members: [String: GeneratedContent]
    ) throws {
        let path = node.path
        func single(_ keyword: String) throws -> Int? {
            guard let value = members[keyword] else { return nil }
            return try child(value, item, path.appending(key: keyword), [keyword])
        }
        func list(_ keyword: String) throws -> [Int] {
            guard let value = members[keyword] else { return [] }
            guard case .array(let schemas) = value.kind, !schemas.isEmpty else {
                throw reader.invalid(keyword, "must be a non-empty array of schemas")
            }
            var indices: [Int] = []
            for (offset, schema) in schemas.enumerated() {
                indices.append(
                    try child(
                        schema, item, path.appending(key: keyword).appending(index: offset), [keyword, "\(offset)"]))
            }
            return indices
        }
        func map(_ keyword: String) throws -> [(String, Int)] {
            guard let value = members[keyword] else { return [] }
            guard case .structure(let schemas, let names) = value.kind else {
                throw reader.invalid(keyword, "must be an object of schemas")
            }
            var result: [(String, Int)] = []
            for name in names {
                guard let schema = schemas[name] else { continue }
                result.append(
                    (name, try child(schema, item, path.appending(key: keyword).appending(key: name), [keyword, name])))
            }
            return result
        }
        node.allOf = try list("allOf")
        node.anyOf = try list("anyOf")
        node.oneOf = try list("oneOf")
        for choice in node.anyOf + node.oneOf { nodes[choice].isChoice = true }
        node.not = try single("not")
        node.ifSchema = try single("if")
        node.thenSchema = try single("then")
        node.elseSchema = try single("else")
        node.prefixItems = try list("prefixItems")
        node.items = try single("items")
        node.contains = try single("contains")
        node.unevaluatedItems = try single("unevaluatedItems")
        node.properties = try map("properties").map { (name: $0.0, schema: $0.1) }
        for (pattern, schema) in try map("patternProperties") {
            switch RegexMatcher.cached(pattern) {
            case .success(let matcher): node.patternProperties.append((matcher, schema))
            case .failure(let error):
                throw JSONSchemaImportError(
                    code: .invalidValue, path: path.appending(key: "patternProperties").description,
                    keyword: "patternProperties", message: error.description)
            }
        }
        node.additionalProperties = try single("additionalProperties")
        node.propertyNames = try single("propertyNames")
        node.dependentSchemas = try map("dependentSchemas").map { (name: $0.0, schema: $0.1) }
        node.unevaluatedProperties = try single("unevaluatedProperties")
        if node.unevaluatedItems != nil || node.unevaluatedProperties != nil { collectsAnnotations = true }
    }

    // MARK: References

    private mutating func resolveReferences(of index: Int) throws {
        let node = nodes[index]
        if let text = node.referenceText, node.reference == nil {
            let target = try resolve(text, from: index, keyword: "$ref")
            nodes[index].reference = target
            nodes[target].isReferenceTarget = true
        }
        if var dynamic = node.dynamicReference, dynamic.target == nil {
            let target = try resolve(dynamic.text, from: index, keyword: "$dynamicRef")
            dynamic.target = target
            nodes[target].isReferenceTarget = true
            if let fragment = URIReference(dynamic.text).fragment, !fragment.isEmpty, !fragment.hasPrefix("/") {
                dynamic.anchor = fragment
            }
            nodes[index].dynamicReference = dynamic
        }
    }

    private mutating func resolve(_ text: String, from index: Int, keyword: String) throws -> Int {
        let node = nodes[index]
        let path = node.path.appending(key: keyword)
        let target = URIReference(text).resolved(against: resources[node.resource].uri)
        let key = target.withoutFragment.text
        guard let resource = resourceByKey[key] else {
            throw JSONSchemaImportError(
                code: .remoteReference, path: path.description, keyword: keyword,
                message: "\"\(text)\" refers to \(key), which is not in this document; LMCore does not fetch "
                    + "remote schemas: copy the schema into $defs and refer to it with #/$defs/…")
        }
        let fragment = target.fragment ?? ""
        if !fragment.isEmpty, !fragment.hasPrefix("/") {
            guard let found = locations[key + "#" + fragment] else {
                throw JSONSchemaImportError(
                    code: .unresolvableReference, path: path.description, keyword: keyword,
                    message: "\"\(text)\" names the anchor \"\(fragment)\", which no $anchor defines")
            }
            return found
        }
        guard let pointer = URIReference.percentDecoded(fragment) else {
            throw JSONSchemaImportError(
                code: .unresolvableReference, path: path.description, keyword: keyword,
                message: "\"\(text)\" has a malformed percent escape")
        }
        if let found = locations[key + "#" + pointer] { return found }
        // A pointer into a place the walk did not read as a schema: read it now.
        var current = resources[resource].root
        var currentPath = resources[resource].rootPath
        for rawToken in pointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
            let token = rawToken.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            switch current.kind {
            case .structure(let members, _) where members[token] != nil:
                current = members[token] ?? current
                currentPath = currentPath.appending(key: token)
            case .array(let elements) where Int(token).map(elements.indices.contains) ?? false:
                let offset = Int(token) ?? 0
                current = elements[offset]
                currentPath = currentPath.appending(index: offset)
            default:
                throw JSONSchemaImportError(
                    code: .unresolvableReference, path: path.description, keyword: keyword,
                    message: "\"\(text)\" points to nothing: \(currentPath) has no \"\(token)\"")
            }
        }
        return try enqueue(current, path: currentPath, addresses: [(resource, pointer)])
    }

    /// Follows chains of schemas that are only a `$ref` once, so evaluation jumps to the end;
    /// a chain that loops back on itself checks nothing and is an error.
    private mutating func collapseReferenceChains() throws {
        guard !usesDynamicReferences else { return }
        var final: [Int: Int] = [:]
        for start in nodes.indices {
            guard let first = nodes[start].reference, nodes[first].isOnlyReference else { continue }
            var chain: [Int] = []
            var seen: Set<Int> = [start]
            var current = first
            while final[current] == nil, nodes[current].isOnlyReference, let next = nodes[current].reference {
                guard seen.insert(current).inserted else {
                    throw JSONSchemaImportError(
                        code: .unresolvableReference, path: nodes[start].path.appending(key: "$ref").description,
                        keyword: "$ref",
                        message: "the reference loops back to itself (through \(nodes[current].path)) without a "
                            + "schema to check; point one of the $refs at a real schema")
                }
                chain.append(current)
                current = next
            }
            let end = final[current] ?? current
            for link in chain { final[link] = end }
            nodes[start].reference = end
            nodes[end].isReferenceTarget = true
        }
    }
}
