/// An error from parsing JSON text into ``GeneratedContent``.
///
/// The error says where the text went wrong (a byte offset into its UTF-8 form, and the line and
/// column) and what the parser expected there.
public struct JSONParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Code: String, Sendable, Equatable {
        /// A character that cannot appear at this point of a JSON document.
        case unexpectedCharacter
        /// Text after a complete JSON value.
        case trailingText
        /// A number that does not follow JSON's number grammar.
        case invalidNumber
        /// A string with a raw control character or an invalid escape sequence.
        case invalidString
        /// The same key twice in one object.
        case duplicateKey
        /// Arrays and objects nested deeper than ``JSONParseError/maximumDepth``.
        case nestingTooDeep
    }

    /// The deepest nesting of arrays and objects the parser accepts.
    public static let maximumDepth = 512

    /// What went wrong.
    public let code: Code
    /// The offset in the UTF-8 text where the problem was found.
    public let offset: Int
    /// The line of the problem, counting from 1.
    public let line: Int
    /// The column of the problem in UTF-8 bytes, counting from 1.
    public let column: Int
    /// An explanation that says what the parser expected.
    public let message: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - code: What went wrong.
    ///   - offset: The UTF-8 offset of the problem.
    ///   - line: The line of the problem, counting from 1.
    ///   - column: The column of the problem, counting from 1.
    ///   - message: What was expected.
    public init(code: Code, offset: Int, line: Int, column: Int, message: String) {
        self.code = code
        self.offset = offset
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String {
        "Invalid JSON at line \(line), column \(column) (byte \(offset)): \(message)"
    }
}
