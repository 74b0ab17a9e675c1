import LMCore

extension DocumentTask {
    /// A task over LMCore's `TextTasks`, with its result rendered as JSON and as text.
    static func text<Value: ConvertibleToGeneratedContent & Sendable>(
        _ name: String,
        parameters: String = "",
        render: @escaping @Sendable (Value) -> String,
        call: @escaping @Sendable (TextTasks, String) async throws -> TaskResult<Value>
    ) -> DocumentTask {
        DocumentTask(name: name, parameters: parameters) { document, provider, options in
            let tasks = TextTasks(model: provider.model, options: options)
            let result = try await call(tasks, document.text)
            return TaskOutput(
                resultJSON: result.value.generatedContent.jsonString,
                text: render(result.value),
                servedBy: result.servedBy,
                usage: result.usage,
                pieces: result.pieces
            )
        }
    }
}
