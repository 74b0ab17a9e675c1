import Foundation
import LMCore

/// Reads the `data` payloads of a streamed chat completion and sends them into a session's
/// channel: text deltas as response text, tool-call deltas routed by their `index`, reasoning,
/// and usage from the final chunk.
final class ChatCompletionStreamReader {
    private struct OpenCall {
        var id: String?
        var name: String?
        var bufferedArguments = ""
        var announced = false
    }

    private let channel: LanguageModelExecutorGenerationChannel
    private let responseEntryID = UUID().uuidString
    private let toolCallsEntryID = UUID().uuidString
    private var calls: [Int: OpenCall] = [:]
    private var callOrder: [Int] = []
    private var sentText = false
    private var decoder = JSONDecoder()

    /// Whether any event has reached the channel (after which the request must not be retried).
    private(set) var hasSent = false
    /// Whether the stream's `[DONE]` arrived.
    private(set) var isDone = false

    init(channel: LanguageModelExecutorGenerationChannel) {
        self.channel = channel
    }

    /// Reads one event's data.
    /// - Parameters:
    ///   - payload: The event's data.
    ///   - lineNumber: The line of the stream it ended on, for error messages.
    /// - Throws: ``ServerError`` for a payload that is not a chunk or reports an error;
    ///   ``LanguageModelError/guardrailViolation(_:)`` or ``LanguageModelError/refusal(_:)``
    ///   when the server says so.
    func read(_ payload: String, lineNumber: Int) async throws {
        if payload == "[DONE]" {
            try await finish()
            return
        }
        let chunk: ChatCompletionChunk
        do {
            chunk = try decoder.decode(ChatCompletionChunk.self, from: Data(payload.utf8))
        } catch {
            throw ServerSentEventParser.malformed(
                "data: " + payload, lineNumber: lineNumber, why: "not a chat-completion chunk")
        }
        if let error = chunk.error {
            throw ServerError(
                .serverReported,
                "the server reported an error mid-stream: \(error.message ?? error.type ?? "no message")")
        }
        for choice in chunk.choices ?? [] where (choice.index ?? 0) == 0 {
            try await read(choice)
        }
        if let usage = chunk.usage { await send(usage) }
    }

    private func read(_ choice: ChatCompletionChunk.Choice) async throws {
        if let delta = choice.delta {
            if let reasoning = delta.reasoningContent ?? delta.reasoning, !reasoning.isEmpty {
                await send(.reasoning(entryID: nil, action: .appendText(reasoning, tokenCount: 1)))
            }
            if let text = delta.content, !text.isEmpty {
                sentText = true
                await send(.response(entryID: responseEntryID, action: .appendText(text, tokenCount: 1)))
            }
            if let refusal = delta.refusal, !refusal.isEmpty {
                throw LanguageModelError.refusal(.init(explanation: refusal))
            }
            for call in delta.toolCalls ?? [] { await read(call) }
        }
        if choice.finishReason == "content_filter" {
            throw LanguageModelError.guardrailViolation(
                .init(debugDescription: "the server's content filter stopped the response"))
        }
    }

    private func read(_ delta: ChatCompletionChunk.ToolCallDelta) async {
        let index = delta.index ?? callOrder.last ?? 0
        var call = calls[index] ?? OpenCall()
        if calls[index] == nil { callOrder.append(index) }
        if call.id == nil, let id = delta.id, !id.isEmpty { call.id = id }
        if call.name == nil, let name = delta.function?.name, !name.isEmpty { call.name = name }
        call.bufferedArguments += delta.function?.arguments ?? ""
        if let name = call.name, !call.bufferedArguments.isEmpty || !call.announced {
            let id = call.id ?? "call_\(index)_\(UUID().uuidString)"
            call.id = id
            let arguments = call.bufferedArguments
            call.bufferedArguments = ""
            call.announced = true
            calls[index] = call
            await send(
                .toolCalls(
                    entryID: toolCallsEntryID,
                    action: .toolCall(id: id, name: name, action: .appendArguments(arguments, tokenCount: 1))))
            return
        }
        calls[index] = call
    }

    /// Checks that the stream ended well.
    private func finish() async throws {
        isDone = true
        for index in callOrder where calls[index]?.name == nil {
            throw ServerError(
                .incompleteResponse, "the server streamed a tool call (index \(index)) without a function name")
        }
    }

    private func send(_ usage: ChatCompletionChunk.Usage) async {
        let input = LanguageModelExecutorGenerationChannel.InputUsage(
            totalTokenCount: usage.promptTokens ?? 0,
            cachedTokenCount: usage.promptTokensDetails?.cachedTokens ?? 0)
        let output = LanguageModelExecutorGenerationChannel.OutputUsage(
            totalTokenCount: usage.completionTokens ?? 0,
            reasoningTokenCount: usage.completionTokensDetails?.reasoningTokens ?? 0)
        if !sentText, !callOrder.isEmpty {
            await send(.toolCalls(entryID: toolCallsEntryID, action: .updateUsage(input: input, output: output)))
        } else {
            await send(.response(entryID: responseEntryID, action: .updateUsage(input: input, output: output)))
        }
    }

    private func send(_ event: LanguageModelExecutorGenerationChannel.Event) async {
        hasSent = true
        await channel.send(event)
    }
}
