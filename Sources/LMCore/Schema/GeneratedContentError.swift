/// An error from reading a Swift value out of ``GeneratedContent``.
public struct GeneratedContentError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Code: String, Sendable, Equatable {
        /// The content is not the kind of value the type needs.
        case typeMismatch
        /// A property the type needs is not in the content.
        case missingProperty
        /// A number does not fit the integer type, or is not whole.
        case numberOutOfRange
        /// A string is not one of the values the type accepts.
        case invalidValue
    }

    /// What went wrong.
    public let code: Code
    /// Where in the content, as a JSON path such as `$.items[2].name`.
    public let path: String
    /// An explanation that says what was expected.
    public let message: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - code: What went wrong.
    ///   - path: Where, as a JSON path.
    ///   - message: What was expected.
    public init(code: Code, path: String = "$", message: String) {
        self.code = code
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): \(message)" }
}
