import LMCore

/// `lmctl tokens FILE... | -`: each input's token count for the configured model.
enum TokensCommand {
    static func run(_ context: CommandContext) async throws(CommandFailure) -> CommandLineTool.ExitCode {
        let provider = try await ProviderResolver.resolveAndLoad(context)
        let task = DocumentTask(name: "tokens", cacheable: false) { document, provider, _ in
            let model = (provider.model as? LanguageModelRouter)?.selectedModel ?? provider.model
            let count = try await model.tokenCount(for: Prompt(document.text))
            let result = JSONText.object([
                ("tokens", String(count)), ("contextSize", String(model.contextSize)),
            ])
            return TaskOutput(
                resultJSON: result,
                text: "\(count) tokens (context: \(model.contextSize))",
                servedBy: ServedBy(model),
                usage: TokenUsage(promptTokens: count),
                pieces: 1
            )
        }
        let items = InputCollector.collect(context.line.operands, allowDirectories: false)
        return await BatchRunner(context: context, task: task, provider: provider).run(items)
    }
}
