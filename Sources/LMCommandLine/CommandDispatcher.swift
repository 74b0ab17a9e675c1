/// Runs the command a command line names.
enum CommandDispatcher {
    static func run(_ command: CommandKind, context: CommandContext) async -> CommandLineTool.ExitCode {
        do {
            switch command {
            default:
                throw CommandFailure(.usage, "'\(command.rawValue)' is not implemented yet.")
            }
        } catch let failure as CommandFailure {
            context.error(failure.message)
            return failure.code
        } catch {
            context.error("\(error)")
            return .generation
        }
    }
}
