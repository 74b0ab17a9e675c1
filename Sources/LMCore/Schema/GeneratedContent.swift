/// A value produced by a language model: the dynamic, ordered form of structured output.
///
/// Generated content is a JSON value whose objects remember the order of their keys. It is what
/// a model's structured output is parsed into before it becomes a Swift value, and what a
/// ``Generable`` value turns into when it is sent back to a model.
///
/// Content parsed from an incomplete JSON document (a prefix of a valid document, as seen while
/// a response is streaming) has ``isComplete`` set to `false`, on the root and on every value that
/// was still being written.
///
/// ```swift
/// let partial = try GeneratedContent(json: #"{"title": "Swift on Li"#)
/// partial.isComplete                                        // false
/// try partial.value(String.self, forProperty: "title")      // "Swift on Li"
/// ```
public struct GeneratedContent: Sendable, Equatable {
    /// The shape of a generated value.
    public enum Kind: Sendable, Equatable {
        /// The JSON `null` value.
        case null
        /// A Boolean value.
        case bool(Bool)
        /// A number; JSON does not distinguish integers from other numbers.
        case number(Double)
        /// A string.
        case string(String)
        /// An ordered list of values.
        case array([GeneratedContent])
        /// An object: its properties and the order of their keys.
        ///
        /// `orderedKeys` lists every key of `properties` exactly once, in the order the value was
        /// written or generated.
        case structure(properties: [String: GeneratedContent], orderedKeys: [String])
    }

    /// The value's shape and contents.
    public var kind: Kind
    /// An identity shared by the snapshots of one generation.
    public var id: GenerationID?
    /// Whether this value was complete when it was parsed.
    ///
    /// Content created in code is always complete. Content parsed with ``init(json:)`` from a
    /// prefix of a JSON document is incomplete, as is every value inside it that was cut off.
    public var isComplete: Bool

    /// Creates content of the given kind.
    ///
    /// - Parameters:
    ///   - kind: The value.
    ///   - id: An identity shared by the snapshots of one generation.
    public init(kind: Kind, id: GenerationID? = nil) {
        self.kind = kind
        self.id = id
        self.isComplete = true
    }

    /// Creates content of the given kind with an explicit completeness flag.
    package init(kind: Kind, isComplete: Bool) {
        self.kind = kind
        self.id = nil
        self.isComplete = isComplete
    }

    /// Parses JSON text, which may be a prefix of a valid document.
    ///
    /// A complete document gives complete content. A prefix of a valid document (for example the
    /// text a model has streamed so far) gives the values written so far, with ``isComplete`` set
    /// to `false`: strings cut off are kept as far as they go; keys without a value yet, escapes
    /// cut off in the middle and dangling commas are left out. An empty or whitespace-only text,
    /// or a lone `-`, is a prefix with no value yet and gives incomplete `null`.
    ///
    /// - Parameter json: JSON text, complete or cut off.
    /// - Throws: ``JSONParseError`` when the text is not a prefix of any valid JSON document
    ///   (with the byte offset and what was expected), or when arrays and objects nest deeper than
    ///   ``JSONParseError/maximumDepth`` levels.
    public init(json: String) throws {
        var text = json
        self = try text.withUTF8 { bytes in
            var parser = JSONParser(bytes: bytes)
            return try parser.parseDocument()
        }
    }

    /// Whether two values have the same contents and completeness.
    ///
    /// The ``id`` takes no part: it tells which generation a value came from, not what it is, so
    /// a streamed snapshot equals the same text parsed with ``init(json:)``.
    ///
    /// - Parameters:
    ///   - lhs: A value.
    ///   - rhs: Another value.
    /// - Returns: `true` when the kinds and contents are equal and both are complete or both not.
    public static func == (lhs: GeneratedContent, rhs: GeneratedContent) -> Bool {
        lhs.isComplete == rhs.isComplete && lhs.kind == rhs.kind
    }

    /// The value as compact JSON text, with object keys in their generated order.
    ///
    /// Numbers that are whole and smaller than 10¹⁵ in magnitude are written without a fraction;
    /// non-finite numbers, which JSON cannot express, are written as `null`.
    public var jsonString: String {
        var writer = JSONWriter()
        writer.write(self)
        return writer.output
    }
}
