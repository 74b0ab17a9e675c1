import Foundation

/// The ways content fails to match a ``GenerationSchema``, every one with its JSON path.
public struct SchemaValidationError: Error, Sendable, Equatable, LocalizedError, CustomStringConvertible {
    /// One way the content does not match.
    public struct Violation: Sendable, Equatable, CustomStringConvertible {
        /// The kind of mismatch.
        public enum Code: String, Sendable, Equatable {
            /// The value is of the wrong JSON type.
            case typeMismatch
            /// A required property is missing.
            case missingProperty
            /// A property the schema does not list.
            case unexpectedProperty
            /// A number outside `minimum`/`maximum`.
            case outOfRange
            /// An array with too few or too many elements.
            case countOutOfRange
            /// A string with too few or too many characters.
            case lengthOutOfRange
            /// A string that does not match the `pattern`.
            case patternMismatch
            /// A string that does not have the `format`.
            case formatMismatch
            /// A value that is not one of the allowed choices or the constant.
            case notAllowed
            /// A value that matches none of the `anyOf` choices.
            case noMatchingChoice
            /// A reference that the schema does not define, or content nested too deeply to check.
            case invalidSchema
        }

        /// The kind of mismatch.
        public let code: Code
        /// Where, as a JSON path such as `$.reporter.email`.
        public let path: String
        /// What was expected and what was found.
        public let message: String

        /// Creates a violation.
        ///
        /// - Parameters:
        ///   - code: The kind of mismatch.
        ///   - path: Where, as a JSON path.
        ///   - message: What was expected and what was found.
        public init(code: Code, path: String, message: String) {
            self.code = code
            self.path = path
            self.message = message
        }

        public var description: String { "\(path): \(message)" }
    }

    /// Every violation found, in document order.
    public let violations: [Violation]

    /// Creates an error from violations.
    ///
    /// - Parameter violations: The violations; there should be at least one.
    public init(violations: [Violation]) {
        self.violations = violations
    }

    public var description: String {
        let count = violations.count == 1 ? "1 violation" : "\(violations.count) violations"
        return "The content does not match the schema (\(count)): "
            + violations.map(\.description).joined(separator: "; ")
    }

    public var errorDescription: String? { description }
}
