import LMCore

/// Builds the exact tokens an executor feeds for a request: transcript → chat messages → the
/// model's chat template → tokens. ``LlamaLanguageModel/tokenCount(for:)`` uses the same builder,
/// so counts match what is decoded.
struct LlamaPromptBuilder {
    let model: LlamaModel

    /// The prompt text of a request, ending where the assistant's reply starts.
    func text(for request: GenerationRequest) throws(LlamaError) -> String {
        let formatter = LlamaChatFormatter(template: model.chatTemplate)
        return try formatter.render(formatter.messages(for: request), runtime: model.runtime)
    }

    /// The prompt tokens of a request.
    func tokens(for request: GenerationRequest) throws(LlamaError) -> [Int32] {
        var tokens = try model.tokenize(try text(for: request), addSpecial: true, parseSpecial: true)
        // A template that writes the beginning-of-sequence token itself must not get a second one.
        if let bos = model.beginningOfSequenceToken, tokens.count >= 2, tokens[0] == bos, tokens[1] == bos {
            tokens.removeFirst()
        }
        return tokens
    }
}
