import Foundation
import LMCore

/// Turns an executor request into the JSON body of a streamed `POST /v1/chat/completions`.
///
/// - The transcript becomes messages: instructions → `system`, prompts → `user`, responses →
///   `assistant`, tool calls → `assistant` with `tool_calls` (ids kept), tool output → `tool`
///   with the `tool_call_id` of the call it answers. Reasoning entries are not sent back.
/// - Sampling: greedy → `temperature: 0`; a probability threshold → `top_p`; a seed → `seed`;
///   top-k (beyond k = 1) → `top_k` in the dialects that accept it (llama-server, vLLM), and
///   ``LanguageModelError/unsupportedCapability(_:)`` in the others.
/// - Tools → `tools`, and the tool-calling mode → `tool_choice`.
/// - A schema, with LMCore's JSON Schema export, in the dialect's field (see ``ServerDialect``):
///   `response_format: {"type": "json_schema", …}`, llama-server's top-level `json_schema`, or
///   vLLM's `structured_outputs: {"json": …}`.
struct ChatCompletionRequestBuilder {
    /// The model name to send; empty sends none.
    var model: String
    /// The dialect to speak, already resolved (``ServerDialect/automatic`` speaks
    /// ``ServerDialect/openAI``).
    var dialect: ServerDialect = .openAI

    /// The request body.
    /// - Throws: ``LanguageModelError/unsupportedCapability(_:)`` for a sampling mode the
    ///   protocol can't express.
    func body(for request: LanguageModelExecutorGenerationRequest) throws -> GeneratedContent {
        let options = request.generationOptions
        var temperature = options.temperature
        var topP: Double?
        var topK: Int?
        var seed: UInt64?
        switch options.samplingMode?.kind {
        case nil: break
        case .greedy: temperature = 0
        case .randomTopK(let k, _) where k <= 1: temperature = 0
        case .randomTopK(let k, let chosenSeed) where dialect.acceptsTopK:
            topK = k
            seed = chosenSeed
        case .randomTopK(let k, _):
            throw LanguageModelError.unsupportedCapability(
                .init(
                    capability: .init("topKSampling"),
                    debugDescription:
                        "the \(dialect == .automatic ? ServerDialect.openAI : dialect) dialect of chat completions "
                        + "can't express top-\(k) sampling: use .random(probabilityThreshold:) or .greedy with "
                        + "this model, or a server dialect that takes top_k (llama-server, vllm)"))
        case .randomProbabilityThreshold(let threshold, let chosenSeed):
            topP = threshold
            seed = chosenSeed
        }
        let tools = request.enabledToolDefinitions
        let schema = request.schema
        return .object([
            "model": model.isEmpty ? nil : .string(model),
            "messages": .array(messages(for: request)),
            "stream": .bool(true),
            "stream_options": .object(["include_usage": .bool(true)]),
            "temperature": temperature.map { .number($0) },
            "top_p": topP.map { .number($0) },
            "top_k": topK.map { .number(Double($0)) },
            "seed": seed.map { .number(Double($0)) },
            "max_tokens": options.maximumResponseTokens.map { .number(Double($0)) },
            "tools": tools.isEmpty ? nil : .array(tools.map(toolObject)),
            "tool_choice": tools.isEmpty ? nil : toolChoice(for: request),
            "response_format": dialect.takesResponseFormat
                ? schema.map { responseFormat(name: request.schemaName, schema: $0) } : nil,
            "json_schema": dialect == .llamaServer ? schema?.jsonSchema : nil,
            "structured_outputs": dialect == .vLLM ? schema.map { .object(["json": $0.jsonSchema]) } : nil,
        ])
    }

    private func toolChoice(for request: LanguageModelExecutorGenerationRequest) -> GeneratedContent {
        switch request.generationOptions.toolCallingMode {
        case .required where request.toolRound == 0: .string("required")
        case .disallowed: .string("none")
        case nil, .allowed, .required: .string("auto")
        }
    }

    private func toolObject(_ tool: Transcript.ToolDefinition) -> GeneratedContent {
        .object([
            "type": .string("function"),
            "function": .object([
                "name": .string(tool.name),
                "description": .string(tool.description),
                "parameters": tool.parameters.jsonSchema,
            ]),
        ])
    }

    private func responseFormat(name: String, schema: GenerationSchema) -> GeneratedContent {
        .object([
            "type": .string("json_schema"),
            "json_schema": .object([
                "name": .string(Self.schemaName(name)),
                "schema": schema.jsonSchema,
                "strict": .bool(true),
            ]),
        ])
    }

    /// A schema name as OpenAI accepts it: letters, digits, `_` and `-`, at most 64 characters.
    static func schemaName(_ name: String) -> String {
        let allowed = name.map { character -> Character in
            (character.isASCII && (character.isLetter || character.isNumber)) || character == "_" || character == "-"
                ? character : "_"
        }
        let cleaned = String(allowed.prefix(64))
        return cleaned.isEmpty ? "response" : cleaned
    }

    /// The transcript as chat messages.
    func messages(for request: LanguageModelExecutorGenerationRequest) -> [GeneratedContent] {
        var messages: [GeneratedContent] = []
        // Calls not answered yet, in order, so tool output finds the id of the call it answers.
        var openCalls: [Transcript.ToolCall] = []
        var wroteSystemMessage = false
        for entry in request.transcript {
            switch entry {
            case .instructions(let instructions):
                var text = instructions.segments.textRepresentation
                if request.includesSchemaInPrompt, let schema = request.schema {
                    text +=
                        (text.isEmpty ? "" : "\n\n") + "Answer with JSON that follows this JSON Schema:\n"
                        + schema.jsonSchemaString
                }
                // Instructions that only carry tool definitions (they go in `tools`) send no message.
                if !text.isEmpty {
                    messages.append(.object(["role": .string("system"), "content": .string(text)]))
                    wroteSystemMessage = true
                }
            case .prompt(let prompt):
                messages.append(
                    .object(["role": .string("user"), "content": .string(prompt.segments.textRepresentation)]))
            case .response(let response):
                messages.append(
                    .object(["role": .string("assistant"), "content": .string(response.segments.textRepresentation)]))
            case .toolCalls(let calls):
                openCalls.append(contentsOf: calls)
                messages.append(
                    .object([
                        "role": .string("assistant"),
                        "content": .null,
                        "tool_calls": .array(calls.map(callObject)),
                    ]))
            case .toolOutput(let output):
                let index =
                    openCalls.firstIndex { $0.id == output.id }
                    ?? openCalls.firstIndex { $0.toolName == output.toolName }
                let callID = index.map { openCalls.remove(at: $0).id } ?? output.id
                messages.append(
                    .object([
                        "role": .string("tool"),
                        "tool_call_id": .string(callID),
                        "content": .string(output.segments.textRepresentation),
                    ]))
            case .reasoning:
                continue
            }
        }
        if request.includesSchemaInPrompt, !wroteSystemMessage, let schema = request.schema {
            messages.insert(
                .object([
                    "role": .string("system"),
                    "content": .string("Answer with JSON that follows this JSON Schema:\n" + schema.jsonSchemaString),
                ]),
                at: 0)
        }
        return messages
    }

    private func callObject(_ call: Transcript.ToolCall) -> GeneratedContent {
        .object([
            "id": .string(call.id),
            "type": .string("function"),
            "function": .object([
                "name": .string(call.toolName),
                "arguments": .string(call.arguments.jsonString),
            ]),
        ])
    }
}
