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

    /// A task whose result is text that can stream, such as a title: `call` gets the closure
    /// that receives the growing text, or `nil` when nothing streams.
    static func streamingText(
        _ name: String,
        call: @escaping @Sendable (TextTasks, String, (@Sendable (String) -> Void)?) async throws -> TaskResult<String>
    ) -> DocumentTask {
        @Sendable func output(_ result: TaskResult<String>) -> TaskOutput {
            TaskOutput(
                resultJSON: JSONText.string(result.value),
                text: result.value,
                servedBy: result.servedBy,
                usage: result.usage,
                pieces: result.pieces
            )
        }
        return DocumentTask(
            name: name,
            run: { document, provider, options in
                output(try await call(TextTasks(model: provider.model, options: options), document.text, nil))
            },
            streamingRun: { document, provider, options, onPartial in
                output(try await call(TextTasks(model: provider.model, options: options), document.text, onPartial))
            }
        )
    }
}
