import Foundation

/// lmctl's standard input, read whole (for `-`) or line by line (for `chat`).
public struct StandardInput: Sendable {
    private let readAllBody: @Sendable () -> Data
    private let readLineBody: @Sendable () -> String?
    /// Whether standard input is a terminal (so `chat` shows a prompt).
    public let isTerminal: Bool

    /// Creates an input from its two ways of reading.
    /// - Parameters:
    ///   - isTerminal: Whether it is a terminal.
    ///   - readAll: Reads everything up to end of input.
    ///   - readLine: Reads one line without its line break, or `nil` at end of input.
    public init(
        isTerminal: Bool = false,
        readAll: @escaping @Sendable () -> Data,
        readLine: @escaping @Sendable () -> String?
    ) {
        self.isTerminal = isTerminal
        self.readAllBody = readAll
        self.readLineBody = readLine
    }

    /// The process's standard input.
    public static var process: StandardInput {
        StandardInput(
            isTerminal: isatty(STDIN_FILENO) == 1,
            readAll: { FileHandle.standardInput.readDataToEndOfFile() },
            readLine: { Swift.readLine(strippingNewline: true) }
        )
    }

    /// An input that holds fixed text, for tests.
    /// - Parameter text: Everything the input holds.
    /// - Returns: An input that yields `text` whole or line by line.
    public static func text(_ text: String) -> StandardInput {
        let lines = LineQueue(text)
        return StandardInput(readAll: { Data(lines.rest().utf8) }, readLine: { lines.next() })
    }

    /// Reads everything up to end of input.
    public func readAll() -> Data { readAllBody() }

    /// Reads one line, without its line break; `nil` at end of input.
    public func readLine() -> String? { readLineBody() }
}
