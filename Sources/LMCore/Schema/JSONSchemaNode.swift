/// One schema of a compiled JSON Schema document, its keywords read and its subschemas
/// replaced by their indices in ``JSONSchemaIndex/nodes``.
struct JSONSchemaNode {
    /// `true` or `false` for a boolean schema; nil for an object.
    var boolean: Bool?
    /// Where the schema is in the document, for messages.
    var path: JSONPath
    /// The schema resource (``JSONSchemaIndex/resources``) the schema belongs to.
    var resource: Int
    /// Whether this schema starts its resource (the root, or a schema with `$id`).
    var isResourceRoot = false
    /// Whether this schema is a choice of `anyOf` or `oneOf` (its results are memoized).
    var isChoice = false
    /// Whether a `$ref` or `$dynamicRef` points here (only such schemas can start a loop).
    var isReferenceTarget = false

    var reference: Int?
    var referenceText: String?
    var dynamicReference: DynamicReference?

    var types: [String]?
    var enumeration: [GeneratedContent]?
    var constant: GeneratedContent?
    var hasConstant = false

    var multipleOf: Double?
    var minimum: Double?
    var maximum: Double?
    var exclusiveMinimum: Double?
    var exclusiveMaximum: Double?

    var minLength: Int?
    var maxLength: Int?
    var pattern: RegexMatcher?
    var format: String?

    var prefixItems: [Int] = []
    var items: Int?
    var contains: Int?
    var minContains: Int?
    var maxContains: Int?
    var minItems: Int?
    var maxItems: Int?
    var uniqueItems = false
    var unevaluatedItems: Int?

    var properties: [(name: String, schema: Int)] = []
    var patternProperties: [(matcher: RegexMatcher, schema: Int)] = []
    var additionalProperties: Int?
    var propertyNames: Int?
    var required: [String] = []
    var dependentRequired: [(name: String, required: [String])] = []
    var dependentSchemas: [(name: String, schema: Int)] = []
    var minProperties: Int?
    var maxProperties: Int?
    var unevaluatedProperties: Int?

    var allOf: [Int] = []
    var anyOf: [Int] = []
    var oneOf: [Int] = []
    var not: Int?
    var ifSchema: Int?
    var thenSchema: Int?
    var elseSchema: Int?

    init(path: JSONPath, resource: Int) {
        self.path = path
        self.resource = resource
    }

    /// A `$dynamicRef`: its static target and the anchor name that makes it dynamic.
    struct DynamicReference {
        var text: String
        var target: Int?
        var anchor: String?
    }

    /// Whether the schema is only a `$ref` (so references can be followed without evaluating).
    var isOnlyReference: Bool {
        boolean == nil && reference != nil && dynamicReference == nil && types == nil && enumeration == nil
            && !hasConstant && multipleOf == nil && minimum == nil && maximum == nil && exclusiveMinimum == nil
            && exclusiveMaximum == nil && minLength == nil && maxLength == nil && pattern == nil && format == nil
            && prefixItems.isEmpty && items == nil && contains == nil && minItems == nil && maxItems == nil
            && !uniqueItems && unevaluatedItems == nil && properties.isEmpty && patternProperties.isEmpty
            && additionalProperties == nil && propertyNames == nil && required.isEmpty && dependentRequired.isEmpty
            && dependentSchemas.isEmpty && minProperties == nil && maxProperties == nil && unevaluatedProperties == nil
            && allOf.isEmpty && anyOf.isEmpty && oneOf.isEmpty && not == nil && ifSchema == nil && !isResourceRoot
    }
}
