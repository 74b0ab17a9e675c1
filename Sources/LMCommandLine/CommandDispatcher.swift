/// Runs the command a command line names.
enum CommandDispatcher {
    static func run(_ command: CommandKind, context: CommandContext) async -> CommandLineTool.ExitCode {
        do {
            switch command {
            case .summarize, .title, .preview, .tags, .entities, .correct, .conversation, .extract:
                return try await DocumentCommand.run(command, context: context)
            case .respond: return try await RespondCommand.run(context)
            case .chat: return try await ChatCommand.run(context)
            case .schemaCheck: return try SchemaCheckCommand.run(context)
            case .schemaValidate: return try SchemaValidateCommand.run(context)
            case .doctor: return try await DoctorCommand.run(context)
            case .tokens: return try await TokensCommand.run(context)
            case .cacheClear: return try CacheClearCommand.run(context)
            case .cacheStats: return CacheStatsCommand.run(context)
            }
        } catch {
            context.error(error.message)
            if context.global.json, let input = error.input {
                // The same error record a batch writes for an input that fails.
                let record = JSONText.object([
                    ("status", String(error.code.rawValue)), ("kind", JSONText.string(input.kind)),
                    ("message", JSONText.string(error.message)),
                ])
                context.console.print(JSONText.object([("input", JSONText.string(input.path)), ("error", record)]))
            }
            return error.code
        }
    }
}
