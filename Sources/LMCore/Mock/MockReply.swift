/// One scripted answer of a ``MockLanguageModel``.
public indirect enum MockReply: Sendable {
    /// Answers with text, in one piece.
    case text(String)
    /// Answers with text in pieces, waiting `interval` before each piece.
    case chunks([String], interval: Duration = .zero)
    /// Answers with structured content, as its JSON in `pieces` roughly equal pieces.
    case structured(GeneratedContent, pieces: Int = 1)
    /// Asks the session to call tools.
    case toolCalls([Transcript.ToolCall])
    /// Fails the request.
    case failure(any Error)
    /// Waits, then answers.
    case delayed(Duration, MockReply)

    /// Asks the session to call one tool.
    /// - Parameters:
    ///   - name: The tool's name.
    ///   - arguments: The arguments, as generated content.
    public static func toolCall(_ name: String, arguments: GeneratedContent) -> MockReply {
        .toolCalls([Transcript.ToolCall(toolName: name, arguments: arguments)])
    }

    /// Splits text into `count` pieces of about equal length, never inside a character.
    static func split(_ text: String, into count: Int) -> [String] {
        let characters = Array(text)
        guard count > 1, characters.count > 1 else { return [text] }
        let size = max(1, (characters.count + count - 1) / count)
        return stride(from: 0, to: characters.count, by: size).map {
            String(characters[$0..<min($0 + size, characters.count)])
        }
    }
}
