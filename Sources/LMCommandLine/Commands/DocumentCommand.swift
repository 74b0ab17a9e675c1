import LMCore

/// The document commands (summarize, title, preview, tags, entities, correct, conversation,
/// extract): pick the task, resolve the provider, and run the batch.
enum DocumentCommand {
    static func run(_ command: CommandKind, context: CommandContext) async throws(CommandFailure)
        -> CommandLineTool.ExitCode
    {
        let task = try self.task(for: command, context: context)
        let provider = try await ProviderResolver.resolveAndLoad(context)
        let items = InputCollector.collect(context.line.operands)
        return await BatchRunner(context: context, task: task, provider: provider).run(items)
    }

    private static func task(for command: CommandKind, context: CommandContext) throws(CommandFailure) -> DocumentTask {
        switch command {
        case .summarize: return SummarizeCommand.task
        case .title: return TitleCommand.task
        case .preview: return PreviewCommand.task
        case .tags: return TagsCommand.task
        case .entities: return EntitiesCommand.task
        case .correct: return CorrectCommand.task
        case .conversation: return ConversationCommand.task
        case .extract: return try ExtractCommand.task(context)
        default: throw CommandFailure(.usage, "'\(command.rawValue)' is not a document command.")
        }
    }
}
