import Foundation

/// An error from turning a JSON Schema document into a ``GenerationSchema``.
///
/// Every error names the JSON path of the problem in the document and, where one is at fault, the
/// keyword; nothing in a document is silently ignored.
public struct JSONSchemaImportError: Error, Sendable, Equatable, LocalizedError, CustomStringConvertible {
    /// What went wrong.
    public enum Code: String, Sendable, Equatable {
        /// The text is not a complete JSON document.
        case invalidJSON
        /// A keyword LMCore does not understand, or does not support in this place.
        case unsupportedKeyword
        /// A keyword whose value has the wrong type or an impossible value.
        case invalidValue
        /// A `$ref` that does not point to a schema in the document.
        case unresolvableReference
        /// Definitions that refer to each other with no way to stop.
        case recursionWithoutBaseCase
        /// A `$ref` to a schema outside the document (LMCore does not fetch schemas); the message
        /// names the URI.
        case remoteReference
        /// A documented limit (schema size, nesting depth, pattern size) was exceeded; the
        /// message names the limit.
        case limitExceeded
    }

    /// What went wrong.
    public let code: Code
    /// Where in the document, as a JSON path such as `$.properties.tags.items`.
    public let path: String
    /// The keyword at fault, if one is.
    public let keyword: String?
    /// What is wrong and what to do about it.
    public let message: String
    /// The other problems found in the same document, when there are several (each keyword that
    /// keeps a schema from being generated is reported, not only the first).
    public internal(set) var otherProblems: [JSONSchemaImportError] = []

    /// This problem and every other one found with it, in document order.
    public var allProblems: [JSONSchemaImportError] { [self] + otherProblems }

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - code: What went wrong.
    ///   - path: Where in the document.
    ///   - keyword: The keyword at fault.
    ///   - message: What is wrong and what to do about it.
    public init(code: Code, path: String, keyword: String? = nil, message: String) {
        self.code = code
        self.path = path
        self.keyword = keyword
        self.message = message
    }

    public var description: String {
        let own = "JSON Schema \(subject): \(message)"
        guard !otherProblems.isEmpty else { return own }
        return own + "; and \(otherProblems.count) more: "
            + otherProblems.map { "\($0.subject): \($0.message)" }.joined(separator: "; ")
    }

    private var subject: String { keyword.map { "keyword \"\($0)\" at \(path)" } ?? path }

    public var errorDescription: String? { description }
}

extension JSONSchemaImportError {
    /// Parses a JSON Schema document's text: a complete JSON value, or an `invalidJSON` error.
    package static func document(from text: String) throws(JSONSchemaImportError) -> GeneratedContent {
        let document: GeneratedContent
        do {
            document = try GeneratedContent(json: text)
        } catch {
            throw JSONSchemaImportError(code: .invalidJSON, path: "$", message: "the text is not JSON: \(error)")
        }
        guard document.isComplete else {
            throw JSONSchemaImportError(code: .invalidJSON, path: "$", message: "the JSON document is incomplete")
        }
        return document
    }
}
