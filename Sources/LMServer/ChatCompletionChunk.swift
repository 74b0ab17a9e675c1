/// One `data:` payload of a streamed chat completion, as OpenAI-compatible servers send it.
///
/// Only what the provider reads is decoded; unknown fields (llama-server's `timings`, vLLM's
/// `prompt_logprobs`…) are ignored.
struct ChatCompletionChunk: Decodable {
    var choices: [Choice]?
    var usage: Usage?
    var error: ErrorBody?

    struct Choice: Decodable {
        var index: Int?
        var delta: Delta?
        var finishReason: String?

        enum CodingKeys: String, CodingKey {
            case index, delta
            case finishReason = "finish_reason"
        }
    }

    struct Delta: Decodable {
        var content: String?
        var reasoningContent: String?
        var reasoning: String?
        var refusal: String?
        var toolCalls: [ToolCallDelta]?

        enum CodingKeys: String, CodingKey {
            case content, reasoning, refusal
            case reasoningContent = "reasoning_content"
            case toolCalls = "tool_calls"
        }
    }

    struct ToolCallDelta: Decodable {
        var index: Int?
        var id: String?
        var function: FunctionDelta?
    }

    struct FunctionDelta: Decodable {
        var name: String?
        var arguments: String?
    }

    struct Usage: Decodable {
        var promptTokens: Int?
        var completionTokens: Int?
        var promptTokensDetails: PromptDetails?
        var completionTokensDetails: CompletionDetails?

        enum CodingKeys: String, CodingKey {
            case promptTokens = "prompt_tokens"
            case completionTokens = "completion_tokens"
            case promptTokensDetails = "prompt_tokens_details"
            case completionTokensDetails = "completion_tokens_details"
        }
    }

    struct PromptDetails: Decodable {
        var cachedTokens: Int?

        enum CodingKeys: String, CodingKey {
            case cachedTokens = "cached_tokens"
        }
    }

    struct CompletionDetails: Decodable {
        var reasoningTokens: Int?

        enum CodingKeys: String, CodingKey {
            case reasoningTokens = "reasoning_tokens"
        }
    }

    struct ErrorBody: Decodable {
        var message: String?
        var type: String?
        var code: Int?

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            message = try? container.decodeIfPresent(String.self, forKey: .message)
            type = try? container.decodeIfPresent(String.self, forKey: .type)
            code = try? container.decodeIfPresent(Int.self, forKey: .code)
        }

        enum CodingKeys: String, CodingKey {
            case message, type, code
        }
    }
}
