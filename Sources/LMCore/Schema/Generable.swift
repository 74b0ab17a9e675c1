/// A type that can be created from generated content.
///
/// `Decodable` types get an implementation that decodes the content with the type's own
/// `init(from:)`.
public protocol ConvertibleFromGeneratedContent: SendableMetatype {
    /// Creates a value from generated content.
    ///
    /// - Parameter content: The content, usually a model's output.
    /// - Throws: An error when the content does not have the expected shape.
    init(_ content: GeneratedContent) throws
}

/// A type that can be expressed as generated content.
///
/// `Encodable` types get an implementation that encodes the value with the type's own
/// `encode(to:)`, keeping the order in which it encodes its keys.
public protocol ConvertibleToGeneratedContent: PromptRepresentable, InstructionsRepresentable {
    /// The value as generated content.
    var generatedContent: GeneratedContent { get }
}

extension ConvertibleToGeneratedContent {
    /// The value's JSON, as a prompt.
    public var promptRepresentation: Prompt { Prompt(generatedContent.jsonString) }
    /// The value's JSON, as instructions.
    public var instructionsRepresentation: Instructions { Instructions(generatedContent.jsonString) }
}

/// A type a model can generate, guided by its schema.
///
/// A `Codable` struct, or a `Codable` `CaseIterable` enum (plain or `String`-backed), conforms by declaring the
/// conformance; its schema is derived from its own `Codable` implementation (properties in
/// declaration order, optionals not required, nested `Generable` types by their schemas,
/// recursion as references). Descriptions and guides are attached with one static declaration
/// keyed by the type's coding keys:
///
/// ```swift
/// struct Summary: Codable, Generable {
///     var title: String
///     var keyPoints: [String]
///     var readingTimeMinutes: Int
///
///     static let generationGuides = GenerationGuides(
///         CodingKeys.self,
///         description: "A summary of a text.",
///         [
///             .title: [.description("A title of at most eight words.")],
///             .keyPoints: [.count(3...5), .element(.description("One point."))],
///             .readingTimeMinutes: [.range(1...60)],
///         ]
///     )
/// }
/// ```
///
/// Types with other needs implement ``generationSchema`` and ``ConvertibleFromGeneratedContent/init(_:)``
/// (and ``ConvertibleToGeneratedContent/generatedContent``) by hand, as with Apple's protocol.
///
/// While a response streams, snapshots hold a ``PartiallyGenerated`` value. By default that is
/// ``PartialContent``, which gives typed access to every property already generated, each in
/// its own partial form: `snapshot.content.title` is the title as soon as it is written, while
/// the key points are still coming. Strings, numbers and Booleans are their own partial forms,
/// arrays the partial forms of their elements, and an enumeration property (a `CaseIterable`
/// type) reads as the case itself once it is complete.
public protocol Generable: ConvertibleFromGeneratedContent, ConvertibleToGeneratedContent, Sendable {
    /// The form of the type while it is still being generated.
    associatedtype PartiallyGenerated: ConvertibleFromGeneratedContent & Sendable = PartialContent<Self>
    /// The schema that guides generation of this type.
    static var generationSchema: GenerationSchema { get }
    /// The descriptions and guides of a `Codable` type's derived schema; empty by default.
    static var generationGuides: GenerationGuides { get }
}

extension Generable {
    /// No descriptions or guides.
    public static var generationGuides: GenerationGuides { GenerationGuides() }

    /// The type's schema, or the error found while deriving it.
    ///
    /// ``generationSchema`` cannot throw, so a derived schema with a problem (for example a guide
    /// that does not fit its property) carries the error and throws it from
    /// ``GenerationSchema/validate(_:)``. Call this to surface the problem early, in a test.
    ///
    /// - Returns: The schema.
    /// - Throws: ``SchemaError`` found while deriving the schema.
    public static func checkedGenerationSchema() throws -> GenerationSchema {
        let schema = generationSchema
        if let error = schema.derivationError { throw error }
        return schema
    }
}

extension ConvertibleFromGeneratedContent where Self: Decodable {
    /// Decodes the content with the type's own `init(from:)`.
    ///
    /// - Parameter content: The content.
    /// - Throws: `DecodingError` with the coding path of the first mismatch.
    public init(_ content: GeneratedContent) throws {
        try self.init(from: GeneratedContentDecoder(content: content))
    }
}

extension ConvertibleToGeneratedContent where Self: Encodable {
    /// The value encoded with its own `encode(to:)`; keys keep their encoding order.
    ///
    /// An `encode(to:)` that throws gives `null`.
    public var generatedContent: GeneratedContent {
        (try? GeneratedContentEncoder.encode(self)) ?? GeneratedContent(kind: .null)
    }
}

extension Generable where Self: Decodable {
    /// The schema derived from the type's `Decodable` implementation and its
    /// ``Generable/generationGuides``; computed once per type.
    public static var generationSchema: GenerationSchema {
        SchemaDerivation.schema(for: Self.self)
    }
}
