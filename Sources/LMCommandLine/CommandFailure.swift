/// A failure that ends a command with an exit status and one line of explanation.
struct CommandFailure: Error, Sendable {
    let code: CommandLineTool.ExitCode
    let message: String
    /// The input at fault and the kind of problem, for a `--json` error record (as
    /// ``InputError`` gives them: an unsupported schema is `unsupported`, an unreadable one
    /// `unreadable`); nil for failures that aren't about one input.
    let input: (path: String, kind: String)?

    init(_ code: CommandLineTool.ExitCode, _ message: String, input: (path: String, kind: String)? = nil) {
        self.code = code
        self.message = message
        self.input = input
    }

    /// A failure from an input error, keeping its path and kind.
    init(_ error: InputError) {
        self.init(error.exitCode, error.description, input: (error.path, error.kind.rawValue))
    }
}
