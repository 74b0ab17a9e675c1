/// A command line lmctl can't understand; it exits with status 2.
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong and what to do instead, in one line.
    public let message: String

    /// Creates a usage error.
    /// - Parameter message: What is wrong and what to do instead.
    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
