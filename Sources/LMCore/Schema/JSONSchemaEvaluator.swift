/// Evaluates an instance against a compiled document (``JSONSchemaIndex``) with draft 2020-12
/// semantics, collecting violations and the annotations that `unevaluatedItems` and
/// `unevaluatedProperties` need.
///
/// Results of subschemas evaluated quietly (inside `anyOf`, `oneOf`, `not`, `if`, `contains`…)
/// are memoized per (schema, place in the instance), so recursive `anyOf` does not re-validate
/// exponentially; a schema applied again to the same place while it is still being evaluated is
/// a loop and an error; evaluation nests at most `maximumDepth` schemas deep.
struct JSONSchemaEvaluator {
    typealias Violation = SchemaValidationError.Violation

    /// What a subschema evaluation found: validity and the annotations it produced.
    struct Outcome {
        var valid = true
        var properties: Set<String> = []
        var allItems = false
        var prefix = 0
        var indices: Set<Int> = []

        mutating func absorb(_ other: Outcome) {
            properties.formUnion(other.properties)
            allItems = allItems || other.allItems
            prefix = max(prefix, other.prefix)
            indices.formUnion(other.indices)
        }
    }

    let index: JSONSchemaIndex
    var tree: JSONInstanceTree
    let assertsFormats: Bool
    let maximumDepth: Int
    private var memo: [Int: Outcome] = [:]
    private var active: Set<Int> = []
    private var depth = 0
    private var scope: [Int] = []
    /// (schema, value) pairs whose violations are already reported, so shared subschemas are
    /// reported once and report mode stays linear.
    private var reported: Set<Int> = []
    /// Above 0 while explaining why choices failed: nested choices are not explained again.
    private var explaining = 0
    private(set) var violations: [Violation] = []

    init(index: JSONSchemaIndex, instance: GeneratedContent, assertsFormats: Bool, maximumDepth: Int) {
        self.index = index
        self.tree = JSONInstanceTree(instance)
        self.assertsFormats = assertsFormats
        self.maximumDepth = maximumDepth
    }

    /// Evaluates the whole instance against the root schema, reporting violations.
    mutating func run() throws -> Bool {
        try evaluate(index.root, 0, report: true).valid
    }

    /// Evaluates the whole instance without collecting violations (stops at the first).
    mutating func runQuietly() throws -> Bool {
        try evaluate(index.root, 0, report: false).valid
    }

    mutating func fail(
        _ outcome: inout Outcome, _ report: Bool, _ code: Violation.Code, _ instance: Int, _ message: String,
        key: String? = nil
    ) {
        outcome.valid = false
        guard report else { return }
        let path = key.map { tree.path(instance).appending(key: $0) } ?? tree.path(instance)
        violations.append(Violation(code: code, path: path.description, message: message))
    }

    /// Why each of several subschemas rejects a value, for the message of a failed choice.
    mutating func reasons(_ schemas: [Int], _ instance: Int) throws -> String {
        guard explaining == 0 else { return "" }
        explaining += 1
        let savedReported = reported
        defer {
            explaining -= 1
            reported = savedReported
        }
        var parts: [String] = []
        for (offset, schema) in schemas.enumerated() {
            let start = violations.count
            _ = try evaluate(schema, instance, report: true)
            let found = violations[start...].map(\.description)
            violations.removeSubrange(start...)
            parts.append("choice \(offset): " + (found.isEmpty ? "matches" : found.joined(separator: ", ")))
        }
        return parts.joined(separator: "; ")
    }

    /// Evaluates one subschema at one place of the instance.
    mutating func evaluate(_ schema: Int, _ instance: Int, report: Bool) throws -> Outcome {
        let node = index.nodes[schema]
        if let flag = node.boolean {
            var outcome = Outcome()
            if !flag {
                fail(&outcome, report, .notAllowed, instance, "no value is allowed here (\(node.path) is false)")
            }
            return outcome
        }
        let key = schema << 32 | instance
        if report {
            // Report only where the quiet (memoized) evaluation fails, and each place once.
            let quiet = try evaluate(schema, instance, report: false)
            if quiet.valid { return quiet }
            guard reported.insert(key).inserted else { return quiet }
        }
        let memoizable = !report && (node.isChoice || node.isReferenceTarget) && !index.usesDynamicReferences
        if memoizable, let cached = memo[key] { return cached }
        // Only a schema some reference points to can be applied to the same value again.
        let tracked = node.isReferenceTarget || node.isResourceRoot
        guard !tracked || active.insert(key).inserted else {
            throw JSONSchemaImportError(
                code: .limitExceeded, path: node.path.description,
                message: "the schema applies itself to the same value (\(tree.path(instance))) again without end; "
                    + "break the loop of references")
        }
        guard depth < maximumDepth else {
            throw JSONSchemaImportError(
                code: .limitExceeded, path: node.path.description,
                message: "schemas nest more than \(maximumDepth) levels deep while validating "
                    + "\(tree.path(instance)) (the evaluation depth limit)")
        }
        depth += 1
        let pushed = scope.last != node.resource
        if pushed { scope.append(node.resource) }
        defer {
            depth -= 1
            if pushed { scope.removeLast() }
            if tracked { active.remove(key) }
        }
        var outcome = Outcome()
        try evaluateKeywords(node, instance, report, &outcome)
        if memoizable { memo[key] = outcome }
        return outcome
    }

    /// Applies a subschema in place: its failure fails this schema; its annotations count.
    mutating func apply(_ schema: Int, _ instance: Int, _ report: Bool, _ outcome: inout Outcome) throws {
        let result = try evaluate(schema, instance, report: report)
        if result.valid {
            outcome.absorb(result)
        } else {
            outcome.valid = false
        }
    }

    private mutating func evaluateKeywords(
        _ node: JSONSchemaNode, _ instance: Int, _ report: Bool, _ outcome: inout Outcome
    ) throws {
        if let reference = node.reference {
            try apply(reference, instance, report, &outcome)
            if !outcome.valid, !report { return }
        }
        if let dynamic = node.dynamicReference, var target = dynamic.target {
            if let anchor = dynamic.anchor,
                index.resources[index.nodes[target].resource].dynamicAnchors[anchor] == target
            {
                for resource in scope {
                    if let found = index.resources[resource].dynamicAnchors[anchor] {
                        target = found
                        break
                    }
                }
            }
            try apply(target, instance, report, &outcome)
            if !outcome.valid, !report { return }
        }
        let value = tree.values[instance]
        if let types = node.types, !types.contains(where: { JSONValues.has(value, type: $0) }) {
            fail(
                &outcome, report, .typeMismatch, instance,
                "expected \(types.joined(separator: " or ")), found \(JSONValues.typeName(value))")
            if !report { return }
        }
        if let values = node.enumeration, !values.contains(where: { JSONValues.equal($0, value) }) {
            let list = values.prefix(10).map(\.jsonString).joined(separator: ", ")
            fail(&outcome, report, .notAllowed, instance, "\(value.jsonString) is not one of \(list)")
            if !report { return }
        }
        if node.hasConstant, let constant = node.constant, !JSONValues.equal(constant, value) {
            fail(&outcome, report, .notAllowed, instance, "expected the constant \(constant.jsonString)")
            if !report { return }
        }
        switch value.kind {
        case .number(let number): checkNumber(node, number, instance, report, &outcome)
        case .string(let string): checkString(node, string, instance, report, &outcome)
        case .array: try checkArray(node, instance, report, &outcome)
        case .structure: try checkObject(node, instance, report, &outcome)
        default: break
        }
        if !outcome.valid, !report { return }
        try checkCombinators(node, instance, report, &outcome)
        guard outcome.valid else { return }
        if case .array = value.kind, let unevaluated = node.unevaluatedItems, !outcome.allItems {
            for (offset, element) in tree.children[instance].enumerated()
            where offset >= outcome.prefix && !outcome.indices.contains(offset) {
                try applyUnevaluated(unevaluated, element, report, &outcome, what: "item")
                if !outcome.valid, !report { return }
            }
            outcome.allItems = true
        }
        if case .structure = value.kind, let unevaluated = node.unevaluatedProperties {
            for (offset, member) in tree.children[instance].enumerated() {
                let name = tree.keys[instance][offset]
                guard !outcome.properties.contains(name) else { continue }
                try applyUnevaluated(unevaluated, member, report, &outcome, what: "property")
                if !outcome.valid, !report { return }
                outcome.properties.insert(name)
            }
        }
    }

    private mutating func applyUnevaluated(
        _ schema: Int, _ member: Int, _ report: Bool, _ outcome: inout Outcome, what: String
    ) throws {
        if index.nodes[schema].boolean == false {
            fail(
                &outcome, report, .unexpectedProperty, member,
                "this \(what) is not evaluated by any subschema, and \(index.nodes[schema].path) allows no more")
            return
        }
        let result = try evaluate(schema, member, report: report)
        if !result.valid { outcome.valid = false }
    }
}
