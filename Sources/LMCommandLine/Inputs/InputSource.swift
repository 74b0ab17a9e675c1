/// One input of a batch: a file or standard input.
public struct InputSource: Sendable, Equatable {
    /// Where the text comes from.
    public enum Origin: Sendable, Equatable {
        /// A file, as named or found in a directory.
        case file(String)
        /// Standard input (`-`).
        case standardInput
    }

    /// Where the text comes from.
    public let origin: Origin
    /// Whether the file was found by walking a directory (then a binary file is skipped quietly).
    public let foundInDirectory: Bool

    /// Creates a source.
    public init(_ origin: Origin, foundInDirectory: Bool = false) {
        self.origin = origin
        self.foundInDirectory = foundInDirectory
    }

    /// The path as lmctl prints it: the file's path, or `-` for standard input.
    public var path: String {
        switch origin {
        case .file(let path): path
        case .standardInput: "-"
        }
    }
}

/// One entry of a batch, in order: an input to process, or one that failed before reading.
public enum InputItem: Sendable, Equatable {
    /// An input to read and process.
    case source(InputSource)
    /// An operand that can't be used.
    case failure(InputError)
}
