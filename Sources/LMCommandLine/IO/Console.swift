import Foundation

/// Where lmctl writes: results to standard output, diagnostics to standard error.
///
/// Writes are serialized by the sink, so tasks may share one console.
public final class Console: Sendable {
    /// The two output streams.
    public enum Stream: Sendable, Equatable {
        /// Standard output: results only.
        case output
        /// Standard error: notes, warnings, errors, progress.
        case diagnostics
    }

    private let sink: @Sendable (Stream, String) -> Void
    /// Whether standard error is a terminal, so a progress bar may be drawn on it.
    public let diagnosticsIsTerminal: Bool
    /// Whether diagnostics may use color (a terminal, and `NO_COLOR` unset).
    public let usesColor: Bool

    /// Creates a console over a sink.
    /// - Parameters:
    ///   - diagnosticsIsTerminal: Whether standard error is a terminal.
    ///   - usesColor: Whether diagnostics may use color.
    ///   - sink: Receives each piece of text and the stream it belongs to, exactly as written.
    public init(
        diagnosticsIsTerminal: Bool = false,
        usesColor: Bool = false,
        sink: @escaping @Sendable (Stream, String) -> Void
    ) {
        self.sink = sink
        self.diagnosticsIsTerminal = diagnosticsIsTerminal
        self.usesColor = usesColor && diagnosticsIsTerminal
    }

    /// The process's own standard output and standard error.
    /// - Parameter environment: The environment, for `NO_COLOR`.
    /// - Returns: A console that writes to file descriptors 1 and 2.
    public static func standard(environment: [String: String]) -> Console {
        let terminal = isatty(STDERR_FILENO) == 1
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty || environment["TERM"] == "dumb"
        return Console(diagnosticsIsTerminal: terminal, usesColor: !noColor) { stream, text in
            let handle = stream == .output ? FileHandle.standardOutput : FileHandle.standardError
            handle.write(Data(text.utf8))
        }
    }

    /// Writes a line of results to standard output.
    public func print(_ line: String) {
        sink(.output, line + "\n")
    }

    /// Writes text to standard output as it is, for streaming.
    public func write(_ text: String) {
        sink(.output, text)
    }

    /// Writes a line to standard error.
    public func diagnose(_ line: String) {
        sink(.diagnostics, line + "\n")
    }

    /// Writes text to standard error as it is, for a progress bar.
    public func writeDiagnostics(_ text: String) {
        sink(.diagnostics, text)
    }

    /// Wraps text in an ANSI color when color is on.
    /// - Parameters:
    ///   - text: The text.
    ///   - code: The SGR code, such as `31` for red.
    /// - Returns: The text, colored or not.
    public func colored(_ text: String, _ code: Int) -> String {
        usesColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
