import Foundation
import LMCore

/// lmctl's entry point: parses the arguments, runs a command, and returns the exit status.
///
/// `main.swift` only calls ``run(arguments:environment:)``, so everything here can also run in
/// a test without starting a process:
///
/// ```swift
/// let status = await CommandLineTool.run(arguments: ["title", "notes.txt"], environment: .process())
/// ```
public enum CommandLineTool {
    /// Exit statuses, as documented in `lmctl --help` and the README. This is the only place
    /// they are defined.
    public enum ExitCode: Int32, Sendable, CaseIterable {
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
        /// A JSON Schema that is valid but that LMCore can't use for the command (a keyword it
        /// can't generate, a remote reference, a limit), as opposed to an unreadable file.
        case unsupportedSchema = 6
        /// Stopped by SIGINT (Ctrl-C): 128 + 2.
        case interrupted = 130
        /// Stopped by SIGTERM: 128 + 15.
        case terminated = 143

        /// What the status means, for help.
        public var meaning: String {
            switch self {
            case .success: "success"
            case .usage: "usage error"
            case .providerUnavailable: "requested provider unavailable"
            case .input: "input error"
            case .generation: "generation error"
            case .unsupportedSchema: "unsupported schema"
            case .interrupted: "interrupted (Ctrl-C); finished results are kept"
            case .terminated: "terminated (SIGTERM); finished results are kept"
            }
        }

        /// The more serious of two statuses, for a batch with several failures: the highest.
        func worst(_ other: ExitCode) -> ExitCode {
            other.rawValue > rawValue ? other : self
        }
    }

    /// Runs lmctl as a process: like ``run(arguments:environment:)``, and SIGINT (Ctrl-C) or
    /// SIGTERM stops the command promptly, keeps what is finished, and exits 130 or 143.
    /// - Parameters:
    ///   - arguments: The command-line arguments, without the program name.
    ///   - environment: Environment variables, standard streams and core count.
    /// - Returns: The exit status.
    public static func runProcess(arguments: [String], environment: ToolEnvironment) async -> ExitCode {
        let command = Task { await run(arguments: arguments, environment: environment) }
        let signals = InterruptSignals { command.cancel() }
        let status = await command.value
        switch signals.signal {
        case SIGINT: return .interrupted
        case SIGTERM: return .terminated
        default: return status
        }
    }

    /// Runs lmctl.
    /// - Parameters:
    ///   - arguments: The command-line arguments, without the program name.
    ///   - environment: Environment variables, standard streams and core count.
    /// - Returns: The exit status.
    public static func run(arguments: [String], environment: ToolEnvironment) async -> ExitCode {
        let console = environment.console
        let line: ParsedCommandLine
        do {
            line = try ArgumentParser.parse(arguments)
        } catch {
            console.diagnose("lmctl: \(error.message)")
            return .usage
        }
        switch line.action {
        case .help(let command):
            console.print(command.map { HelpText.command(CommandSpec.spec(for: $0)) } ?? HelpText.overview)
            return .success
        case .version:
            console.print("lmctl \(LMCoreVersion.current)")
            return .success
        case .run(let command):
            let context = CommandContext(line: line, environment: environment)
            return await CommandDispatcher.run(command, context: context)
        }
    }

    /// Runs lmctl with standard input empty and the two output streams sent to closures.
    /// - Parameters:
    ///   - arguments: The command-line arguments, without the program name.
    ///   - variables: Environment variables.
    ///   - output: Receives what goes to standard output, piece by piece.
    ///   - diagnostics: Receives what goes to standard error, piece by piece.
    /// - Returns: The exit status.
    public static func run(
        arguments: [String],
        variables: [String: String] = [:],
        output: @escaping @Sendable (String) -> Void,
        diagnostics: @escaping @Sendable (String) -> Void
    ) async -> ExitCode {
        let console = Console { stream, text in
            stream == .output ? output(text) : diagnostics(text)
        }
        let environment = ToolEnvironment(variables: variables, console: console, input: .text(""))
        return await run(arguments: arguments, environment: environment)
    }
}
