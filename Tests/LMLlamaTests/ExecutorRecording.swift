import LMCore
import Synchronization
import Testing

@testable import LMLlama

/// What an executor sent for one request, collected from its channel.
struct ExecutorRecording: Sendable {
    var text = ""
    var toolCalls: [(id: String, name: String, arguments: String)] = []
    var usage = TokenUsage()
}

extension LlamaLanguageModel {
    /// Runs a request on the model's executor to the end and returns what it sent.
    func record(_ request: LanguageModelExecutorGenerationRequest) async throws -> ExecutorRecording {
        let recording = Mutex(ExecutorRecording())
        let channel = LanguageModelExecutorGenerationChannel { event in
            recording.withLock { recording in
                switch event {
                case .response(_, .appendText(let text, _, _)):
                    recording.text += text
                case .response(_, .updateUsage(let input, let output, _)):
                    recording.usage = TokenUsage(
                        promptTokens: input.totalTokenCount, cachedPromptTokens: input.cachedTokenCount,
                        responseTokens: output.totalTokenCount)
                case .toolCalls(_, .toolCall(let id, let name, .appendArguments(let arguments, _))):
                    if let index = recording.toolCalls.firstIndex(where: { $0.id == id }) {
                        recording.toolCalls[index].arguments += arguments
                    } else {
                        recording.toolCalls.append((id, name, arguments))
                    }
                default:
                    break
                }
            }
        }
        try await executor.respond(to: request, model: self, streamingInto: channel)
        return recording.withLock { $0 }
    }
}
