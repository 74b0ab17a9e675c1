import LMCore

/// The deterministic mock behind `--provider mock`, for tests and scripts.
///
/// Text requests get the first words of the prompt back, streamed word by word. Structured
/// requests get a small valid instance of the schema, made by the schema engine's filler
/// (every property present, arrays with one element, strings at their minimum length plus one).
///
/// `LMCORE_MOCK_CHUNK_INTERVAL_MS` makes the mock pause that many milliseconds before each
/// word of a text answer, so scripts and tests can watch `--stream` print as text arrives.
enum MockResponder {
    /// How many words a text answer echoes.
    static let echoedWords = 8

    /// The environment variable that sets the pause between the words of a text answer.
    static let intervalVariable = "LMCORE_MOCK_CHUNK_INTERVAL_MS"

    /// A mock model that answers this way.
    /// - Parameter environment: Environment variables, for ``intervalVariable``.
    static func model(environment: [String: String] = [:]) -> MockLanguageModel {
        let milliseconds = environment[intervalVariable].flatMap { Int($0) }.map { max(0, min($0, 10_000)) } ?? 0
        let interval = Duration.milliseconds(milliseconds)
        return MockLanguageModel(contextSize: 8192) { request in
            reply(to: request, interval: interval)
        }
    }

    /// The reply to one request.
    /// - Parameters:
    ///   - request: The request.
    ///   - interval: The pause before each word of a text answer.
    static func reply(to request: LanguageModelExecutorGenerationRequest, interval: Duration = .zero) -> MockReply {
        let prompt = request.prompt?.segments.textRepresentation ?? ""
        if let schema = request.schema {
            let sample = SchemaFiller(schema: schema).sample(schema.root, variant: .high)
            return .structured(sample, pieces: 4)
        }
        let words = prompt.split(whereSeparator: { $0.isWhitespace }).prefix(echoedWords)
        guard !words.isEmpty else { return .text("(empty prompt)") }
        let pieces = words.enumerated().map { index, word in index == 0 ? String(word) : " " + word }
        return .chunks(pieces, interval: interval)
    }
}
