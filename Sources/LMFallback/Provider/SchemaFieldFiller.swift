import Foundation
import LMCore

/// Fills every field of a schema from what the fallback knows about a text, honouring every
/// constraint; the result always validates against the schema.
///
/// Each field gets a value by its role (read from its name and description: a title, people,
/// a date, an amount …), converted to the field's type and checked against its constraints.
/// When the informed answer does not validate, a minimal valid instance is returned instead.
struct SchemaFieldFiller {
    typealias Node = GenerationSchema.Node

    let schema: GenerationSchema
    let facts: DocumentFacts
    private let maximumDepth = 24

    init(schema: GenerationSchema, facts: DocumentFacts) {
        self.schema = schema
        self.facts = facts
    }

    /// Context for one field: its role and, inside an array of objects, the item it describes.
    struct Field {
        var role: FieldRole
        var name: String?
        var item: String?
        /// The name of the enclosing property (`patient` for `patient.name`).
        var parent: String? = nil
        /// The field's description.
        var description: String? = nil
        /// Inside an array of item objects, the line item the object describes.
        var line: LineItem? = nil
    }

    func fill() -> GeneratedContent {
        let rootField = Field(role: .none, name: nil, item: nil)
        let informed = value(for: schema.root, field: rootField, informed: true, depth: 0)
        if (try? schema.validate(informed)) != nil { return informed }
        let minimal = value(for: schema.root, field: rootField, informed: false, depth: 0)
        if (try? schema.validate(minimal)) != nil { return minimal }
        // Keywords the tree can't express (`not`, overlapping `oneOf`…) are checked on the
        // whole answer: try the schema's other samples before giving the minimal one, which
        // the session then refuses rather than return invalid content.
        let sampler = SchemaFiller(schema: schema)
        for variant in [SchemaFiller.Variant.high, .low] {
            let sample = sampler.sample(schema.root, variant: variant)
            if (try? schema.validate(sample)) != nil { return sample }
        }
        return minimal
    }

    func value(for node: Node, field: Field, informed: Bool, depth: Int) -> GeneratedContent {
        guard depth < maximumDepth else { return GeneratedContent(kind: .null) }
        switch node.kind {
        case .reference:
            return value(for: schema.resolve(node), field: field, informed: informed, depth: depth + 1)
        case .object(let properties):
            return object(properties, field: field, informed: informed, depth: depth)
        case .dictionary(let dictionary):
            // Entries whose keys the text doesn't say: as few as allowed, with sample keys.
            var values: [String: GeneratedContent] = [:]
            let keys = dictionary.sampleKeys(max(0, dictionary.minimumCount ?? 0))
            for key in keys {
                values[key] = value(
                    for: dictionary.value, field: Field(role: .none, name: key, item: nil), informed: informed,
                    depth: depth + 1)
            }
            return GeneratedContent(kind: .structure(properties: values, orderedKeys: keys))
        case .array(let constraints):
            return array(constraints, field: field, informed: informed, depth: depth)
        case .string(let constraints):
            return GeneratedContent(kind: .string(string(constraints, field: field, informed: informed)))
        case .integer(let bounds):
            return GeneratedContent(kind: .number(number(bounds, field: field, informed: informed, integer: true)))
        case .number(let bounds):
            return GeneratedContent(kind: .number(number(bounds, field: field, informed: informed, integer: false)))
        case .boolean:
            return GeneratedContent(kind: .bool(informed && cueBoolean(for: field)))
        case .null:
            return GeneratedContent(kind: .null)
        case .enumeration(let values):
            return choose(among: values, field: field, informed: informed) ?? GeneratedContent(kind: .null)
        case .anyOf(let options):
            return anyOf(options, field: field, informed: informed, depth: depth)
        case .any:
            return GeneratedContent(kind: .string(informed ? facts.summary : ""))
        }
    }

    private func object(_ properties: [Node.Property], field: Field, informed: Bool, depth: Int) -> GeneratedContent {
        var values: [String: GeneratedContent] = [:]
        var keys: [String] = []
        for property in properties {
            var child = Field(
                role: FieldRole.of(name: property.name, description: property.node.description),
                name: property.name,
                item: field.item,
                parent: field.name,
                description: property.node.description ?? schema.resolve(property.node).description
            )
            child.line = field.line
            if let role = Self.entityRole(name: property.name, parent: field.name) { child.role = role }
            if child.role == .none, field.item != nil, Self.isNameLike(property.name) { child.role = .title }
            if !property.isRequired && (!informed || !hasFacts(for: child)) { continue }
            values[property.name] = value(for: property.node, field: child, informed: informed, depth: depth + 1)
            keys.append(property.name)
        }
        return GeneratedContent(kind: .structure(properties: values, orderedKeys: keys))
    }

    private func array(
        _ constraints: Node.ArrayConstraints,
        field: Field,
        informed: Bool,
        depth: Int
    ) -> GeneratedContent {
        var elements: [GeneratedContent] = []
        let prefixLimit = min(constraints.prefixItems.count, constraints.maximumCount ?? Int.max)
        for (index, prefix) in constraints.prefixItems.prefix(prefixLimit).enumerated() {
            let item = informed ? listCandidates(for: field).dropFirst(index).first : nil
            var prefixField = field
            prefixField.item = item
            elements.append(value(for: prefix, field: prefixField, informed: informed, depth: depth + 1))
        }
        let minimum = max(constraints.minimumCount ?? 0, elements.count)
        let maximum = constraints.maximumCount ?? Int.max
        // Only elements the prefix leaves room for, and none past the prefix without `items`.
        guard elements.count < maximum, let element = constraints.element else {
            return GeneratedContent(kind: .array(distinct(elements, constraints)))
        }
        let resolved = schema.resolve(element)
        var seen = Set(elements.map(\.jsonString))
        if informed, case .object(let properties) = resolved.kind, field.line == nil, Self.describesItems(properties),
            !facts.lineItems.isEmpty
        {
            for line in facts.lineItems where elements.count < maximum {
                var elementField = field
                elementField.item = line.description
                elementField.line = line
                let made = value(for: element, field: elementField, informed: true, depth: depth + 1)
                if seen.insert(made.jsonString).inserted && satisfies(made, element) { elements.append(made) }
            }
            if elements.count >= minimum {
                return GeneratedContent(
                    kind: .array(
                        distinct(Array(elements.prefix(max(minimum, min(maximum, elements.count)))), constraints)))
            }
        }
        var candidates = informed ? listCandidates(for: field) : []
        if case .object = resolved.kind { candidates = Array(candidates.prefix(3)) }
        for candidate in candidates where elements.count < maximum {
            var elementField = field
            elementField.item = candidate
            let made = value(for: element, field: elementField, informed: informed, depth: depth + 1)
            if seen.insert(made.jsonString).inserted && satisfies(made, element) { elements.append(made) }
        }
        var filler = 0
        while elements.count < minimum && filler < minimum + 8 {
            let made = value(
                for: element, field: Field(role: .none, name: field.name, item: nil), informed: false, depth: depth + 1)
            elements.append(made)
            filler += 1
        }
        let kept = Array(elements.prefix(max(minimum, min(maximum, elements.count))))
        return GeneratedContent(kind: .array(distinct(kept, constraints)))
    }

    private func anyOf(_ options: [Node], field: Field, informed: Bool, depth: Int) -> GeneratedContent {
        let nullOption = options.first { if case .null = schema.resolve($0).kind { true } else { false } }
        if nullOption != nil && (!informed || !hasFacts(for: field)) { return GeneratedContent(kind: .null) }
        for option in options {
            if case .null = schema.resolve(option).kind { continue }
            let made = value(for: option, field: field, informed: informed, depth: depth + 1)
            if satisfies(made, option) { return made }
        }
        if nullOption != nil { return GeneratedContent(kind: .null) }
        guard let first = options.first else { return GeneratedContent(kind: .null) }
        return value(for: first, field: field, informed: false, depth: depth + 1)
    }

    /// Whether content validates against one node of the schema.
    func satisfies(_ content: GeneratedContent, _ node: Node) -> Bool {
        // The node comes from `schema`, whose references were checked when it was made.
        GenerationSchema(unchecked: node, definitions: schema.definitions).violations(of: content).isEmpty
    }

    /// Parents whose `name` is a person's name.
    static let personParents: Set<String> = [
        "author", "sender", "customer", "patient", "attendee", "attendees", "assignee", "reporter", "passenger",
        "passengers", "employee", "provider", "doctor", "contact", "owner", "organizer", "organiser", "speaker",
        "reviewer", "approver", "person", "people", "recipient", "traveler", "traveller", "guest", "candidate",
        "applicant", "manager", "member", "members", "user", "client", "physician", "clinician", "presenter",
    ]
    /// Parents whose `name` is an organization's name.
    static let organizationParents: Set<String> = [
        "supplier", "vendor", "company", "employer", "organization", "organisation", "merchant", "retailer",
        "airline", "facility", "hospital", "clinic", "store", "shop", "brand", "manufacturer", "publisher",
        "school", "university", "bank", "insurer", "carrier",
    ]

    /// The entity a name-like field holds, from its parent (`patient.name` → people) or its own words
    /// (`contact_name`, `first_name`).
    static func entityRole(name: String, parent: String?) -> FieldRole? {
        let words = FieldRole.words(of: name)
        guard let last = words.last, last == "name" || last == "names" else { return nil }
        let qualifiers = Set(words.dropLast()).union(FieldRole.words(of: parent ?? "").suffix(1))
        if qualifiers.contains("first") || qualifiers.contains("last") || qualifiers.contains("given")
            || qualifiers.contains("family") || qualifiers.contains("full") && parent == nil
        {
            return .people
        }
        if !qualifiers.isDisjoint(with: personParents) { return .people }
        if !qualifiers.isDisjoint(with: organizationParents) { return .organizations }
        return nil
    }

    /// Whether objects with these properties describe line items: an amount, price or quantity
    /// beside something that names the item.
    static func describesItems(_ properties: [Node.Property]) -> Bool {
        let words = properties.map { FieldRole.words(of: $0.name) }
        let priced = words.contains {
            !Set($0).isDisjoint(with: ["amount", "price", "cost", "quantity", "qty", "total"])
        }
        let named = words.contains {
            !Set($0).isDisjoint(with: ["description", "name", "item", "product", "title", "label", "service"])
        }
        return priced && named
    }

    static func isNameLike(_ name: String) -> Bool {
        let words = FieldRole.words(of: name)
        return words.last.map { ["name", "label", "entity", "value", "text", "task", "item", "step"].contains($0) }
            ?? false
    }
}
