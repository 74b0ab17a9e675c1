/// A failure that ends a command with an exit status and one line of explanation.
struct CommandFailure: Error, Sendable {
    let code: CommandLineTool.ExitCode
    let message: String

    init(_ code: CommandLineTool.ExitCode, _ message: String) {
        self.code = code
        self.message = message
    }
}
