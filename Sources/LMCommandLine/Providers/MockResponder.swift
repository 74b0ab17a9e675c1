import LMCore

/// The deterministic mock behind `--provider mock`, for tests and scripts.
///
/// Text requests get the first words of the prompt back, streamed word by word. Structured
/// requests get a small valid instance of the schema, made by the schema engine's filler
/// (every property present, arrays with one element, strings at their minimum length plus one).
enum MockResponder {
    /// How many words a text answer echoes.
    static let echoedWords = 8

    /// A mock model that answers this way.
    static func model() -> MockLanguageModel {
        MockLanguageModel(contextSize: 8192) { request in
            reply(to: request)
        }
    }

    /// The reply to one request.
    static func reply(to request: GenerationRequest) -> MockReply {
        let prompt = request.prompt?.segments.textRepresentation ?? ""
        if let schema = request.schema {
            let sample = SchemaFiller(schema: schema).sample(schema.root, variant: .high)
            return .structured(sample, pieces: 4)
        }
        let words = prompt.split(whereSeparator: { $0.isWhitespace }).prefix(echoedWords)
        guard !words.isEmpty else { return .text("(empty prompt)") }
        let pieces = words.enumerated().map { index, word in index == 0 ? String(word) : " " + word }
        return .chunks(pieces)
    }
}
