/// A value that is still being generated, with typed access to the parts already written.
///
/// This is the default ``Generable/PartiallyGenerated`` type, the counterpart of the
/// `PartiallyGenerated` structure Apple's `@Generable` macro writes. Read properties through it
/// with the value's own property names; each is `nil` until it has been generated, and is itself
/// in its partially generated form:
///
/// ```swift
/// struct Itinerary: Codable, Generable {
///     var title: String
///     var days: [DayPlan]
/// }
///
/// for try await snapshot in session.streamResponse(to: prompt, generating: Itinerary.self) {
///     let itinerary = snapshot.content               // Itinerary.PartiallyGenerated
///     print(itinerary.title ?? "…")                   // String?, growing
///     for day in itinerary.days ?? [] {               // [DayPlan.PartiallyGenerated]?
///         print(day.id, day.activities?.count ?? 0)  // the last day is still growing
///     }
/// }
/// ```
///
/// Strings are reported while they grow; numbers and Booleans once complete; nested structures
/// as partial values of their own; arrays with their elements so far, each in its partial form.
/// A property reads as `nil` while it is missing or cut off, and when it is `null`. A computed
/// property is read from the whole value, once it is complete.
///
/// A partial value is `Identifiable` by the ``GenerationID`` of its content: snapshots streamed
/// by a session give every object one identity from the moment it opens, so SwiftUI's
/// `ForEach(itinerary.days ?? [])` keeps its rows while they grow. Content without an identity
/// (made in code, or parsed with ``GeneratedContent/init(json:)``) gets a new one each time it is
/// wrapped. Partial values are `Equatable` (same content, same identity), for
/// `.animation(value:)`.
///
/// Creating a partial value only stores the content: the work of reading a property is done
/// when, and each time, the property is read.
@dynamicMemberLookup
public struct PartialContent<Value: Generable>: ConvertibleFromGeneratedContent, Identifiable, Equatable, Sendable {
    /// The content generated so far.
    public let content: GeneratedContent
    /// The identity of the generated object: the content's ``GeneratedContent/id``, or a new
    /// identity when the content has none.
    public let id: GenerationID

    /// Wraps partial content.
    ///
    /// - Parameter content: Content parsed from a prefix of the model's output.
    public init(_ content: GeneratedContent) {
        self.content = content
        self.id = content.id ?? GenerationID()
    }

    /// Whether the value is complete.
    public var isComplete: Bool { content.isComplete }

    /// The whole value, once the content is complete and decodes.
    public var value: Value? {
        guard content.isComplete else { return nil }
        return try? Value(content)
    }

    /// A property of the value, in its partially generated form, once it has been generated.
    ///
    /// - Parameter keyPath: The property.
    /// - Returns: The property so far, or `nil` while it is missing or cut off.
    public subscript<Field: Generable>(dynamicMember keyPath: KeyPath<Value, Field>) -> Field.PartiallyGenerated? {
        partial(keyPath, as: Field.self)
    }

    /// An optional property of the value, in its partially generated form, once it has been
    /// generated.
    ///
    /// - Parameter keyPath: The property.
    /// - Returns: The property so far, or `nil` while it is missing, cut off, or absent.
    public subscript<Field: Generable>(dynamicMember keyPath: KeyPath<Value, Field?>) -> Field.PartiallyGenerated? {
        partial(keyPath, as: Field.self)
    }

    /// An enumeration property of the value, once its case is complete.
    ///
    /// - Parameter keyPath: The property.
    /// - Returns: The case, or `nil` while it is missing or cut off.
    public subscript<Field: Generable & CaseIterable>(dynamicMember keyPath: KeyPath<Value, Field>) -> Field? {
        complete(keyPath, as: Field.self)
    }

    /// An optional enumeration property of the value, once its case is complete.
    ///
    /// - Parameter keyPath: The property.
    /// - Returns: The case, or `nil` while it is missing, cut off, or absent.
    public subscript<Field: Generable & CaseIterable>(dynamicMember keyPath: KeyPath<Value, Field?>) -> Field? {
        complete(keyPath, as: Field.self)
    }

    /// Whether two partial values have the same content and the same identity.
    ///
    /// - Parameters:
    ///   - lhs: A partial value.
    ///   - rhs: Another partial value.
    /// - Returns: `true` when both the content and its ``GeneratedContent/id`` are equal.
    public static func == (lhs: PartialContent, rhs: PartialContent) -> Bool {
        lhs.content.id == rhs.content.id && lhs.content == rhs.content
    }

    private func partial<Stored: ConvertibleFromGeneratedContent & ConvertibleToGeneratedContent, Field: Generable>(
        _ keyPath: KeyPath<Value, Stored>,
        as field: Field.Type
    ) -> Field.PartiallyGenerated? {
        guard let key = PartialPropertyLocator.key(for: keyPath) else {
            return completedValue(keyPath).flatMap { try? Field.PartiallyGenerated($0) }
        }
        guard case .structure(let properties, _) = content.kind, let property = properties[key] else { return nil }
        switch property.kind {
        case .null:
            return nil
        case .number, .bool:
            guard property.isComplete else { return nil }
        case .string, .array, .structure:
            break
        }
        return try? Field.PartiallyGenerated(property)
    }

    private func complete<Stored: ConvertibleFromGeneratedContent & ConvertibleToGeneratedContent, Field: Generable>(
        _ keyPath: KeyPath<Value, Stored>,
        as field: Field.Type
    ) -> Field? {
        guard let key = PartialPropertyLocator.key(for: keyPath) else {
            return completedValue(keyPath).flatMap { try? Field($0) }
        }
        guard case .structure(let properties, _) = content.kind, let property = properties[key], property.isComplete
        else { return nil }
        if case .null = property.kind { return nil }
        return try? Field(property)
    }

    /// A property no single key holds (a computed one), read from the whole value once it is
    /// complete: while it streams, what such a property would read is not known.
    private func completedValue<Stored: ConvertibleToGeneratedContent>(
        _ keyPath: KeyPath<Value, Stored>
    ) -> GeneratedContent? {
        guard let value else { return nil }
        let field = value[keyPath: keyPath].generatedContent
        if case .null = field.kind { return nil }
        return field
    }
}
