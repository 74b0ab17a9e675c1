import Synchronization

/// Finds the key under which a generated structure holds the property a key path reads.
///
/// ``PartialContent`` reads a property straight from the content generated so far, so it needs
/// the property's key (its coding key, which may differ from the Swift name). A key path does not
/// tell it, so the locator asks the type: it decodes a sample of the schema, then the same sample
/// with one property changed at a time, and the key path's key is the one property whose change
/// changes what the key path reads (and whose content decodes to exactly that). Each key path is
/// located once per process.
enum PartialPropertyLocator {
    /// Located keys by key path; `nil` for a key path no single property holds (a computed
    /// property, for example).
    private static let cache = Mutex(Located())

    /// The cache's table.
    ///
    /// `@unchecked Sendable` because `AnyKeyPath` is not declared `Sendable`: key path objects
    /// are immutable after creation, and the ones stored here come from `dynamicMember` lookups,
    /// which capture no subscript arguments, so sharing them across threads is safe.
    private struct Located: @unchecked Sendable {
        var keys: [AnyKeyPath: String?] = [:]
    }

    /// The key of the property a key path reads, or `nil` when no single property holds it.
    static func key<Value: Generable, Field: ConvertibleFromGeneratedContent & ConvertibleToGeneratedContent>(
        for keyPath: KeyPath<Value, Field>
    ) -> String? {
        if let found = cache.withLock({ $0.keys[keyPath] }) { return found }
        let located = locate(keyPath)
        cache.withLock { $0.keys[keyPath] = located }
        return located
    }

    private static func locate<
        Value: Generable, Field: ConvertibleFromGeneratedContent & ConvertibleToGeneratedContent
    >(_ keyPath: KeyPath<Value, Field>) -> String? {
        let schema = Value.generationSchema
        guard case .object(let properties) = schema.resolve(schema.root).kind else { return nil }
        let filler = SchemaFiller(schema: schema)
        let base = filler.sample(schema.root, variant: .high)
        guard case .structure(let values, let keys) = base.kind, let baseValue = try? Value(base) else { return nil }
        let baseField = baseValue[keyPath: keyPath].generatedContent
        var candidates: [String] = []
        for property in properties {
            var changed = values
            var changedKeys = keys
            if property.isRequired {
                changed[property.name] = filler.sample(property.node, variant: .low)
            } else {
                changed[property.name] = nil
                changedKeys.removeAll { $0 == property.name }
            }
            let content = GeneratedContent(kind: .structure(properties: changed, orderedKeys: changedKeys))
            guard let changedValue = try? Value(content) else { continue }
            let changedField = changedValue[keyPath: keyPath].generatedContent
            guard changedField != baseField else { continue }
            // The key path must read the property as it is, not something computed from it.
            guard reads(Field.self, values[property.name], as: baseField),
                reads(Field.self, changed[property.name], as: changedField)
            else { return nil }
            candidates.append(property.name)
        }
        return candidates.count == 1 ? candidates[0] : nil
    }

    private static func reads<Field: ConvertibleFromGeneratedContent & ConvertibleToGeneratedContent>(
        _ type: Field.Type, _ content: GeneratedContent?, as expected: GeneratedContent
    ) -> Bool {
        guard let decoded = try? Field(content ?? GeneratedContent(kind: .null)) else { return false }
        return decoded.generatedContent == expected
    }
}
