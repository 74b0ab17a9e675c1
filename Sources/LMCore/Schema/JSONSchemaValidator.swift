/// Validates JSON values against any JSON Schema draft 2020-12 document, with the official
/// semantics of the core and validation vocabularies.
///
/// Unlike ``GenerationSchema/init(jsonSchema:)-(String)``, which reads the part of JSON Schema
/// that LMCore can *generate*, this type accepts every draft 2020-12 schema for *validation*:
/// open objects, keywords that apply only to their own type, `$ref` with siblings, `$anchor`,
/// `$id` base URIs, `$dynamicRef`, `allOf`/`anyOf`/`oneOf`/`not`/`if`-`then`-`else`,
/// `dependentSchemas`, `unevaluatedProperties`/`unevaluatedItems`, `contains` with
/// `minContains`/`maxContains`, exact decimal `multipleOf`, JSON equality for `const`/`enum`
/// (`1 == 1.0`, strings by code point), ECMA-262 `pattern`s, and `definitions` read like `$defs`.
///
/// ```swift
/// let validator = try JSONSchemaValidator(jsonSchema: #"{"type": "object", "required": ["id"]}"#)
/// try validator.validate(GeneratedContent(json: #"{"id": 1, "extra": true}"#))   // passes
/// ```
///
/// Keywords that do not validate — annotations such as `title`, `default`, `examples`, and
/// unknown or vendor keywords — are ignored and listed in ``ignoredKeywords``; with
/// ``Options/strict`` they are an error instead. `format` is an annotation unless
/// ``Options/assertsFormats`` is set, as the specification says.
///
/// Limits (each exceeded limit is a ``JSONSchemaImportError`` with code `limitExceeded` that
/// names it): at most ``maximumSchemas`` schemas in a document, evaluation nested at most
/// ``maximumDepth`` schemas deep, patterns of at most ``RegexMatcher`` 100,000 automaton
/// states, and JSON nested at most ``JSONParseError/maximumDepth`` levels. Remote references
/// (to a URI outside the document) are an error naming the URI: nothing is fetched.
public struct JSONSchemaValidator: Sendable {
    /// How to validate.
    public struct Options: Sendable, Equatable {
        /// Whether `format` is asserted (checked) rather than an annotation.
        public var assertsFormats: Bool
        /// Whether annotations and unknown keywords are errors rather than listed and ignored.
        public var strict: Bool

        /// Creates options.
        ///
        /// - Parameters:
        ///   - assertsFormats: Whether `format` is checked.
        ///   - strict: Whether keywords that don't validate are errors.
        public init(assertsFormats: Bool = false, strict: Bool = false) {
            self.assertsFormats = assertsFormats
            self.strict = strict
        }
    }

    /// A keyword that takes no part in validation.
    public struct IgnoredKeyword: Sendable, Equatable, CustomStringConvertible {
        /// The keyword's JSON path in the schema document.
        public let path: String
        /// The keyword.
        public let keyword: String
        /// Whether it is an annotation JSON Schema defines (`title`, `default`, `format`…);
        /// otherwise it is unknown to JSON Schema (a vendor or misspelled keyword).
        public let isAnnotation: Bool

        public var description: String {
            "\(path) (\(isAnnotation ? "annotation" : "unknown keyword"))"
        }
    }

    /// The most schemas a document may contain.
    public static let maximumSchemas = 1_000_000
    /// The deepest nesting of schemas applied while validating one value.
    public static let maximumDepth = 400

    private let index: JSONSchemaIndex
    /// The options the validator was made with.
    public let options: Options
    /// The annotations and unknown keywords of the document, in document order.
    public let ignoredKeywords: [IgnoredKeyword]

    /// Compiles a schema document.
    ///
    /// - Parameters:
    ///   - jsonSchema: A JSON Schema document (an object or a boolean).
    ///   - options: How to validate.
    /// - Throws: ``JSONSchemaImportError``: invalid JSON, keyword values of the wrong type,
    ///   references that resolve to nothing, remote references, reference loops that check
    ///   nothing, exceeded limits, and with `strict`, every ignored keyword.
    public init(jsonSchema: String, options: Options = Options()) throws {
        try self.init(jsonSchema: JSONSchemaImportError.document(from: jsonSchema), options: options)
    }

    /// Compiles a schema document already parsed into content.
    ///
    /// - Parameters:
    ///   - jsonSchema: The document.
    ///   - options: How to validate.
    /// - Throws: ``JSONSchemaImportError``, as for ``init(jsonSchema:options:)-(String,_)``.
    public init(jsonSchema: GeneratedContent, options: Options = Options()) throws {
        index = try JSONSchemaIndex(
            document: jsonSchema, maximumNodes: Self.maximumSchemas, assertsFormats: options.assertsFormats)
        self.options = options
        ignoredKeywords = index.notes.map {
            IgnoredKeyword(path: $0.path.description, keyword: $0.keyword, isAnnotation: $0.isAnnotation)
        }
        if options.strict, let first = ignoredKeywords.first {
            throw JSONSchemaImportError(
                code: .unsupportedKeyword, path: first.path, keyword: first.keyword,
                message: "strict validation allows no keyword that is ignored; found "
                    + ignoredKeywords.map(\.description).joined(separator: ", "))
        }
    }

    /// Where each `$ref` of the document points, resolved with `$id` base URIs and anchors: the
    /// JSON path of the schema holding the `$ref`, and the JSON path of its target.
    package var referenceTargets: [JSONPath: JSONPath] {
        var targets: [JSONPath: JSONPath] = [:]
        for node in index.nodes where node.referenceText != nil {
            if let target = node.reference { targets[node.path] = index.nodes[target].path }
        }
        return targets
    }

    /// Every way an instance fails the schema; empty when it is valid.
    ///
    /// - Parameter instance: The value to check.
    /// - Returns: The violations, each with the JSON path of the failing value.
    /// - Throws: ``JSONSchemaImportError`` with code `limitExceeded` when evaluation nests deeper
    ///   than ``maximumDepth`` or a schema applies itself to the same value without end.
    public func violations(of instance: GeneratedContent) throws -> [SchemaValidationError.Violation] {
        var evaluator = JSONSchemaEvaluator(
            index: index, instance: instance, assertsFormats: options.assertsFormats, maximumDepth: Self.maximumDepth)
        let valid = try evaluator.run()
        if !valid, evaluator.violations.isEmpty {
            return [.init(code: .invalidSchema, path: "$", message: "the value does not match the schema")]
        }
        return valid ? [] : evaluator.violations
    }

    /// Whether an instance is valid.
    ///
    /// - Parameter instance: The value to check.
    /// - Throws: ``JSONSchemaImportError`` when a limit is exceeded.
    public func isValid(_ instance: GeneratedContent) throws -> Bool {
        var evaluator = JSONSchemaEvaluator(
            index: index, instance: instance, assertsFormats: options.assertsFormats, maximumDepth: Self.maximumDepth)
        return try evaluator.runQuietly()
    }

    /// Checks an instance.
    ///
    /// - Parameter instance: The value to check.
    /// - Throws: ``SchemaValidationError`` listing every violation; ``JSONSchemaImportError``
    ///   when a limit is exceeded.
    public func validate(_ instance: GeneratedContent) throws {
        let found = try violations(of: instance)
        if !found.isEmpty { throw SchemaValidationError(violations: found) }
    }
}
