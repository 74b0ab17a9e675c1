import Synchronization

/// What one request's events add up to: the response text, the tool calls, reasoning, usage and
/// the model that served it, collected while the executor sends them.
final class TurnAccumulator: Sendable {
    struct State {
        var text = ""
        var reasoning = ""
        /// Tool calls in the order they opened: id, tool name, argument text.
        var calls: [(id: String, name: String, arguments: String)] = []
        var usage = TokenUsage()
        var servedBy: ServedBy?
        var metadata: [String: GeneratedContent] = [:]
    }

    private let state = Mutex(State())
    private let onText: @Sendable (_ delta: String?, _ whole: String) -> Void

    /// Creates an accumulator.
    /// - Parameter onText: Called after each change to the response text with what was added
    ///   (`nil` when the text was replaced) and the whole text.
    init(onText: @escaping @Sendable (_ delta: String?, _ whole: String) -> Void) {
        self.onText = onText
    }

    /// The channel an executor sends into.
    var channel: LanguageModelExecutorGenerationChannel {
        LanguageModelExecutorGenerationChannel { [self] event in
            try? Task.checkCancellation()
            receive(event)
        }
    }

    var snapshot: State { state.withLock { $0 } }

    private func receive(_ event: LanguageModelExecutorGenerationChannel.Event) {
        var changedText: (delta: String?, whole: String)?
        state.withLock { state in
            switch event {
            case .response(_, let action):
                switch action {
                case .appendText(let text, _, _):
                    guard !text.isEmpty else { return }
                    state.text += text
                    changedText = (text, state.text)
                case .replaceTextSegment(let text, _, _):
                    state.text = text
                    changedText = (nil, text)
                case .updateMetadata(let values):
                    Self.apply(values, to: &state)
                case .updateUsage(let input, let output, _):
                    Self.apply(input, output, to: &state)
                }
            case .toolCalls(_, let action):
                switch action {
                case .toolCall(let id, let name, let callAction):
                    if case .appendArguments(let text, _) = callAction {
                        if let index = state.calls.firstIndex(where: { $0.id == id }) {
                            state.calls[index].arguments += text
                        } else {
                            state.calls.append((id, name, text))
                        }
                    } else if !state.calls.contains(where: { $0.id == id }) {
                        state.calls.append((id, name, ""))
                    }
                case .removeToolCall(let id):
                    state.calls.removeAll { $0.id == id }
                case .updateMetadata(let values):
                    Self.apply(values, to: &state)
                case .updateUsage(let input, let output, _):
                    Self.apply(input, output, to: &state)
                }
            case .reasoning(_, let action):
                switch action {
                case .appendText(let text, _, let tokens):
                    state.reasoning += text
                    state.usage.reasoningTokens += tokens
                case .replaceTextSegment(let text, _, _):
                    state.reasoning = text
                case .updateSignature, .updateMetadata:
                    break
                case .updateUsage(let input, let output, _):
                    Self.apply(input, output, to: &state)
                }
            }
        }
        if let changedText { onText(changedText.delta, changedText.whole) }
    }

    private static func apply(
        _ values: [String: any ConvertibleToGeneratedContent & Sendable], to state: inout State
    ) {
        for (key, value) in values {
            if key == ServedBy.metadataKey, let servedBy = value as? ServedBy {
                state.servedBy = servedBy
            } else {
                state.metadata[key] = value.generatedContent
            }
        }
    }

    private static func apply(
        _ input: LanguageModelExecutorGenerationChannel.InputUsage,
        _ output: LanguageModelExecutorGenerationChannel.OutputUsage,
        to state: inout State
    ) {
        state.usage.promptTokens = input.totalTokenCount
        state.usage.cachedPromptTokens = input.cachedTokenCount
        state.usage.responseTokens = output.totalTokenCount
        state.usage.reasoningTokens = output.reasoningTokenCount
    }
}
