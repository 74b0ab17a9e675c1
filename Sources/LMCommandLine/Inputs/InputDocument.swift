import Foundation

/// An input's text, ready for a task, with what identifies its version for the cache.
public struct InputDocument: Sendable {
    /// The path as given, or `-` for standard input.
    public let path: String
    /// The text, with any invalid UTF-8 repaired.
    public let text: String
    /// What identifies this version of the input: path, modification time and size for a file;
    /// a hash of the content for standard input.
    public let identity: String
    /// Warnings to print, such as a repaired encoding.
    public let warnings: [String]
}
