import LMCore

/// Builds the exact tokens an executor feeds for a request: transcript → chat messages → the
/// model's chat template → tokens. ``LlamaLanguageModel/tokenCount(for:)`` uses the same builder,
/// so counts match what is decoded.
///
/// The template's own markup is tokenized with special tokens recognized (`<|im_start|>` and the
/// like become control tokens), but the messages' contents never are: a user who types
/// `<|im_end|>` gets those characters as text, not the end of their turn.
package struct LlamaPromptBuilder {
    package let model: LlamaModel

    /// Creates a builder for a model.
    package init(model: LlamaModel) {
        self.model = model
    }

    /// The prompt text of a request, ending where the assistant's reply starts.
    package func text(for request: LanguageModelExecutorGenerationRequest) throws(LlamaError) -> String {
        let formatter = LlamaChatFormatter(template: model.chatTemplate)
        return try formatter.render(formatter.messages(for: request), runtime: model.runtime)
    }

    /// The prompt tokens of a request.
    package func tokens(for request: LanguageModelExecutorGenerationRequest) throws(LlamaError) -> [Int32] {
        let formatter = LlamaChatFormatter(template: model.chatTemplate)
        let messages = formatter.messages(for: request)
        let text = try formatter.render(messages, runtime: model.runtime)
        var tokens = try model.tokenize(text, addSpecial: true, parseSpecial: true)
        // The markup alone, with each content replaced by a placeholder that holds no special text.
        let placeholders = messages.indices.map(Self.placeholder)
        let markup = try formatter.render(
            zip(messages, placeholders).map { LlamaChatFormatter.Message(role: $0.role, content: $1) },
            runtime: model.runtime)
        let markupTokens = try model.tokenize(markup, addSpecial: true, parseSpecial: true)
        // When the contents added control tokens, tokenize markup and contents separately.
        if controlCount(tokens) > controlCount(markupTokens) {
            tokens = try separatelyTokenized(markup: markup, contents: messages.map(\.content))
        }
        // A template that writes the beginning-of-sequence token itself must not get a second one.
        if let bos = model.beginningOfSequenceToken, tokens.count >= 2, tokens[0] == bos, tokens[1] == bos {
            tokens.removeFirst()
        }
        return tokens
    }

    /// The placeholder of message `index`: private-use characters no template or tokenizer treats
    /// as markup.
    private static func placeholder(_ index: Int) -> String {
        "\u{E000}\(index)\u{E001}"
    }

    private func controlCount(_ tokens: [Int32]) -> Int {
        tokens.reduce(0) { $0 + (model.isControl($1) ? 1 : 0) }
    }

    /// Tokens of the markup (special tokens recognized) with each placeholder replaced by its
    /// content's tokens (special tokens not recognized).
    private func separatelyTokenized(markup: String, contents: [String]) throws(LlamaError) -> [Int32] {
        var tokens: [Int32] = []
        var rest = Substring(markup)
        var isFirst = true
        while let start = rest.firstIndex(of: "\u{E000}") {
            tokens += try model.tokenize(String(rest[..<start]), addSpecial: isFirst, parseSpecial: true)
            isFirst = false
            let afterStart = rest.index(after: start)
            guard let end = rest[afterStart...].firstIndex(of: "\u{E001}"),
                let index = Int(rest[afterStart..<end]), contents.indices.contains(index)
            else {
                throw .tokenizationFailed(detail: "the chat template altered a message placeholder")
            }
            tokens += try model.tokenize(contents[index], addSpecial: false, parseSpecial: false)
            rest = rest[rest.index(after: end)...]
        }
        tokens += try model.tokenize(String(rest), addSpecial: isFirst, parseSpecial: true)
        return tokens
    }
}
