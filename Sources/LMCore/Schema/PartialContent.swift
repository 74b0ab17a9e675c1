/// A value that is still being generated, with typed access to the parts already written.
///
/// This is the default ``Generable/PartiallyGenerated`` type. Read properties through it with
/// the value's own property names; each is `nil` until it has been generated:
///
/// ```swift
/// for try await snapshot in session.streamResponse(to: prompt, generating: Summary.self) {
///     if let title = snapshot.content.title { print(title) }      // while keyPoints stream
/// }
/// ```
///
/// Strings are reported while they grow; numbers, Booleans and nested structures once complete;
/// arrays with their complete elements. An optional property reads as `nil` both while it is
/// missing and when it is absent from a complete value.
@dynamicMemberLookup
public struct PartialContent<Value: Generable>: ConvertibleFromGeneratedContent, Sendable {
    /// The content generated so far.
    public let content: GeneratedContent
    private let low: Value?
    private let high: Value?

    /// Wraps partial content.
    ///
    /// The content is completed with two different samples from the value's schema; a property is
    /// reported when both completions agree on it, which means the model wrote it.
    ///
    /// - Parameter content: Content parsed from a prefix of the model's output.
    public init(_ content: GeneratedContent) {
        self.content = content
        let filler = SchemaFiller(schema: Value.generationSchema)
        low = try? Value(filler.fill(content, variant: .low))
        high = try? Value(filler.fill(content, variant: .high))
    }

    /// Whether the value is complete.
    public var isComplete: Bool { content.isComplete }

    /// The whole value, once the content is complete and decodes.
    public var value: Value? {
        guard content.isComplete else { return nil }
        return try? Value(content)
    }

    /// A property of the value, once it has been generated.
    ///
    /// - Parameter keyPath: The property.
    /// - Returns: The property's value, or `nil` while it is missing or cut off.
    public subscript<Field: Generable>(dynamicMember keyPath: KeyPath<Value, Field>) -> Field? {
        guard let low, let high else { return nil }
        let first = low[keyPath: keyPath]
        return first.generatedContent == high[keyPath: keyPath].generatedContent ? first : nil
    }

    /// An optional property of the value, once it has been generated.
    ///
    /// - Parameter keyPath: The property.
    /// - Returns: The property's value, or `nil` while it is missing, cut off, or absent.
    public subscript<Field: Generable>(dynamicMember keyPath: KeyPath<Value, Field?>) -> Field? {
        guard let low, let high else { return nil }
        guard let first = low[keyPath: keyPath], let second = high[keyPath: keyPath] else { return nil }
        return first.generatedContent == second.generatedContent ? first : nil
    }
}
