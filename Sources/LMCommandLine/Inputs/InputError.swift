/// An input lmctl can't use; it is reported in one line and makes lmctl exit with status 4.
public struct InputError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What kind of problem it is.
    public enum Kind: String, Sendable, Equatable {
        /// No file at the path.
        case missing
        /// The file exists but can't be read.
        case unreadable
        /// A directory where a file was expected.
        case isDirectory
        /// Not text.
        case binary
        /// Nothing but white space.
        case empty
        /// The file's contents are not what the command needs (for example malformed JSON).
        case malformed
        /// A valid JSON Schema that LMCore can't use for the command (exit status 6).
        case unsupported
    }

    /// The input's path, or `-` for standard input.
    public let path: String
    /// What kind of problem it is.
    public let kind: Kind
    /// What is wrong and what to do, without the path.
    public let message: String

    /// Creates an input error.
    public init(path: String, kind: Kind, message: String) {
        self.path = path
        self.kind = kind
        self.message = message
    }

    /// The exit status for this error: 6 for an unsupported schema, 4 otherwise.
    var exitCode: CommandLineTool.ExitCode { kind == .unsupported ? .unsupportedSchema : .input }

    /// `PATH: MESSAGE`, the line lmctl prints.
    public var description: String { "\(path == "-" ? "<stdin>" : path): \(message)" }
}
