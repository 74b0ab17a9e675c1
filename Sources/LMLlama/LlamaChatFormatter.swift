import CLlama
import Foundation
import LMCore

/// Turns a request's transcript into the prompt text a model reads, with the model's chat template.
///
/// Transcript entries map onto chat messages: instructions (with the tools' definitions) become
/// the `system` message, prompts `user`, responses `assistant`, tool calls an `assistant`
/// message holding the calls as ``LlamaToolCallFormat`` blocks, and tool output a `tool` message. With
/// `includeSchemaInPrompt`, the response schema's fields (``GenerationSchema/promptForm``) follow
/// the instructions in the system message.
///
/// The template is the model's own (`tokenizer.chat_template`), rendered by llama.cpp's
/// `llama_chat_apply_template`, which recognizes the common template families (ChatML, Llama 2
/// and 3, Mistral, Gemma, Phi, ...) from the template text. A model without a template, or with one
/// llama.cpp does not recognize, uses ChatML (``defaultTemplate``).
public struct LlamaChatFormatter: Sendable, Equatable {
    /// The template used when the model has none, or one llama.cpp can't render: ChatML.
    public static let defaultTemplate = "chatml"

    /// One chat message.
    public struct Message: Sendable, Equatable {
        /// `system`, `user`, `assistant` or `tool`.
        public var role: String
        /// The message's text.
        public var content: String

        /// Creates a message.
        public init(role: String, content: String) {
            self.role = role
            self.content = content
        }
    }

    /// The template text (or a llama.cpp template name such as `chatml`).
    public let template: String

    /// Creates a formatter for a model's template.
    /// - Parameter template: The model's template; nil uses ``defaultTemplate``.
    public init(template: String?) {
        self.template = template ?? Self.defaultTemplate
    }

    /// The chat messages of a request, in order.
    public func messages(for request: LanguageModelExecutorGenerationRequest) -> [Message] {
        var messages: [Message] = []
        for entry in request.transcript {
            switch entry {
            case .instructions(let instructions):
                var text = instructions.segments.textRepresentation
                let definitions =
                    instructions.toolDefinitions
                    + request.enabledToolDefinitions.filter { tool in
                        !instructions.toolDefinitions.contains { $0.name == tool.name }
                    }
                if !definitions.isEmpty { text += "\n\n" + Self.describe(definitions) }
                messages.append(Message(role: "system", content: text))
            case .prompt(let prompt):
                messages.append(Message(role: "user", content: prompt.segments.textRepresentation))
            case .response(let response):
                messages.append(Message(role: "assistant", content: response.segments.textRepresentation))
            case .toolCalls(let calls):
                messages.append(Message(role: "assistant", content: LlamaToolCallFormat.render(calls)))
            case .toolOutput(let output):
                messages.append(
                    Message(role: "tool", content: "\(output.toolName): \(output.segments.textRepresentation)"))
            case .reasoning:
                // Earlier reasoning is not sent back: chat templates have no place for it.
                continue
            }
        }
        if request.includesSchemaInPrompt, let schema = request.schema {
            // The fields to fill go with the instructions, so the user's text is the last thing the
            // model reads before it answers; a small model shown JSON Schema after the text copies
            // its descriptions into the answer (see `GenerationSchema.promptForm`).
            if let system = messages.firstIndex(where: { $0.role == "system" }) {
                messages[system].content += "\n\n" + schema.promptForm
            } else {
                messages.insert(Message(role: "system", content: schema.promptForm), at: 0)
            }
        }
        if messages.isEmpty || messages.allSatisfy({ $0.role == "system" }) {
            messages.append(Message(role: "user", content: ""))
        }
        return messages
    }

    /// Renders messages with the template, ending with the start of the assistant's reply.
    /// - Throws: ``LlamaError/chatTemplateFailed(detail:)`` when neither the template nor ChatML
    ///   can be applied.
    public func render(_ messages: [Message], runtime: LlamaRuntime) throws(LlamaError) -> String {
        if let text = apply(template, messages, runtime: runtime) { return text }
        if template != Self.defaultTemplate, let text = apply(Self.defaultTemplate, messages, runtime: runtime) {
            return text
        }
        throw .chatTemplateFailed(detail: "llama.cpp supports neither the model's template nor ChatML")
    }

    private func apply(_ template: String, _ messages: [Message], runtime: LlamaRuntime) -> String? {
        let roles = messages.map { strdup($0.role) }
        let contents = messages.map { strdup($0.content) }
        defer {
            for pointer in roles + contents { free(pointer) }
        }
        let roleArray: [UnsafePointer<CChar>?] = roles.map { $0.map { UnsafePointer($0) } }
        let contentArray: [UnsafePointer<CChar>?] = contents.map { $0.map { UnsafePointer($0) } }
        let estimate = messages.reduce(256) { $0 + $1.role.utf8.count + $1.content.utf8.count * 2 + 64 }
        return CBuffer.growing(initial: estimate) { buffer, size in
            lmc_chat_apply_template(
                runtime.handle, template, roleArray, contentArray, messages.count, true, buffer, Int32(clamping: size))
        }
    }

    /// The tools' definitions as the system message lists them.
    static func describe(_ tools: [Transcript.ToolDefinition]) -> String {
        let lines = tools.map { tool in
            #"{"name": \#(quoted(tool.name)), "description": \#(quoted(tool.description)), "#
                + #""parameters": \#(tool.parameters.jsonSchemaString)}"#
        }
        return "You can call these tools:\n" + lines.joined(separator: "\n") + "\n\n" + LlamaToolCallFormat.instructions
    }

    /// A JSON string literal.
    static func quoted(_ text: String) -> String {
        GeneratedContent(kind: .string(text)).jsonString
    }
}
