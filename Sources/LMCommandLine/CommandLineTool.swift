import LMCore

/// lmctl's entry point: parses the arguments, runs a command, and returns the exit status.
///
/// `main.swift` only calls ``run(arguments:output:diagnostics:)``, so everything here can be
/// tested without starting a process.
public enum CommandLineTool {
    /// Exit statuses, as documented in `lmctl --help` and the README.
    public enum ExitCode: Int32, Sendable {
        /// Success.
        case success = 0
        /// The command line could not be understood.
        case usage = 2
        /// The requested provider is unavailable.
        case providerUnavailable = 3
        /// An input could not be read or understood.
        case input = 4
        /// The model failed to generate.
        case generation = 5
    }

    /// The text `lmctl --help` prints.
    public static let help = """
        lmctl — summaries, titles, tags, extraction, correction and chat over any LMCore provider

        USAGE: lmctl <command> [options] [FILE...]

        OPTIONS:
          --help       Show this help.
          --version    Show the LMCore version.

        EXIT STATUS:
          0 success, 2 usage error, 3 requested provider unavailable, 4 input error,
          5 generation error.
        """

    /// Runs lmctl.
    /// - Parameters:
    ///   - arguments: The command-line arguments, without the program name.
    ///   - output: Where results go (standard output).
    ///   - diagnostics: Where messages go (standard error).
    /// - Returns: The exit status.
    public static func run(
        arguments: [String],
        output: (String) -> Void,
        diagnostics: (String) -> Void
    ) async -> ExitCode {
        switch arguments.first {
        case nil, "--help", "-h", "help":
            output(help)
            return .success
        case "--version":
            output("lmctl \(LMCoreVersion.current)")
            return .success
        case let other?:
            diagnostics("lmctl: unknown command or option '\(other)'. Run 'lmctl --help' for the commands.")
            return .usage
        }
    }
}
