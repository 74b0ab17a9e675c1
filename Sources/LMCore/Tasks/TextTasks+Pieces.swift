import Foundation

extension TextTasks {
    /// Runs a structured job on each piece of a text and combines the results.
    func mapReduce<Value: Generable>(
        _ text: String,
        task: TextTask,
        generating type: Value.Type,
        combine: ([Value]) async throws -> Value
    ) async throws -> TaskResult<Value> {
        let pieces = try await split(text, task: task, schema: type.generationSchema)
        var values: [Value] = []
        var usage = TokenUsage()
        var servedBy: ServedBy?
        for piece in pieces {
            let session = LanguageModelSession(model: model, instructions: task.instructions)
            let response = try await session.respond(
                to: String(piece), generating: type, options: structuredOptions)
            values.append(response.content)
            usage = usage + response.usage
            servedBy = servedBy ?? response.servedBy
        }
        // What `combine` computes (merged tags, counts) is brought within the type's own schema.
        let value = (pieces.count == 1 ? values[0] : try await combine(values)).clampedToSchema()
        return TaskResult(value: value, servedBy: servedBy ?? ServedBy(model), usage: usage, pieces: pieces.count)
    }

    /// Runs a text job on one piece and cleans the answer; streams it when `onPartial` is given.
    func respondText(
        _ text: String,
        task: TextTask,
        clean: @escaping (String) -> String,
        onPartial: (@Sendable (String) -> Void)? = nil
    ) async throws -> TaskResult<String> {
        var textOptions = options
        if textOptions.maximumResponseTokens == nil {
            textOptions.maximumResponseTokens = task == .title ? 24 : 64
        }
        let session = LanguageModelSession(model: model, instructions: task.instructions)
        let response: LanguageModelSession.Response<String>
        if let onPartial {
            let stream = session.streamResponse(to: text, options: textOptions)
            var partial = PartialText(clean: clean)
            for try await snapshot in stream {
                if let grown = partial.advance(to: snapshot.content) { onPartial(grown) }
            }
            response = try await stream.collect()
            if let grown = partial.finish(with: response.content) { onPartial(grown) }
        } else {
            response = try await session.respond(to: text, options: textOptions)
        }
        return TaskResult(
            value: clean(response.content), servedBy: response.servedBy, usage: response.usage, pieces: 1)
    }

    /// The text itself when it fits, else a summary of it, for jobs that need the whole text at once.
    func condensedSource(_ text: String, task: TextTask) async throws -> (text: String, pieces: Int, usage: TokenUsage)
    {
        // Only the count is kept: the summary splits the text again, and holding both sets of
        // pieces would double the memory a large input needs.
        let pieceCount = try await split(text, task: task).count
        guard pieceCount > 1 else { return (text, 1, TokenUsage()) }
        let summary = try await summarize(text)
        return (summary.value.summary, pieceCount, summary.usage)
    }

    /// Splits a text into pieces that each fit the model's context with the job's instructions,
    /// schema and room for the answer.
    ///
    /// A text that surely fits is not tokenized at all: no tokenizer makes more tokens of a text
    /// than it has UTF-8 bytes, so when the bytes of the instructions, the schema's JSON Schema
    /// text and the prompt, plus the session's allowance for a chat template's own tokens, leave
    /// room for the answer, the text is one piece. Counting tokens costs as much as a fallback
    /// answer, so this halves the work of a title in a batch of small files.
    ///
    /// With a ``LanguageModelRouter`` whose policy falls back on context overflow, the pieces are
    /// cut for the first available model whose context holds the job at all; a model too small
    /// even for the instructions is passed over, as the router itself would pass it over.
    func split(_ text: String, task: TextTask, schema: GenerationSchema? = nil) async throws -> [Substring] {
        let candidates = sizingModels()
        for (position, candidate) in candidates.enumerated() where position + 1 < candidates.count {
            do {
                return try await split(text, task: task, schema: schema, sizedFor: candidate)
            } catch LanguageModelSession.GenerationError.exceededContextWindowSize {
                continue
            }
        }
        return try await split(text, task: task, schema: schema, sizedFor: candidates.last ?? model)
    }

    /// The models pieces may be cut for, in the order a request would try them.
    private func sizingModels() -> [any LanguageModel] {
        guard let router = model as? LanguageModelRouter else { return [model] }
        let overflow = LanguageModelSession.GenerationError.contextOverflow(tokenCount: 1, contextSize: 0)
        let available = router.models.filter(\.isAvailable)
        guard router.policy.shouldFallBack(after: overflow), !available.isEmpty else { return [model] }
        return available
    }

    private func split(
        _ text: String, task: TextTask, schema: GenerationSchema?, sizedFor model: any LanguageModel
    ) async throws -> [Substring] {
        let schemaBytes = schema.map { $0.jsonSchemaString.utf8.count } ?? 0
        let bound = LanguageModelSession.tokenUpperBound(
            textBytes: task.instructions.utf8.count + schemaBytes + text.utf8.count, entries: 2)
        if ContextBudget.fits(promptTokens: bound, responseReserve: responseReserve, contextSize: model.contextSize) {
            return [text[...]]
        }
        let overhead = try await model.tokenCount(for: Instructions(task.instructions))
        let schemaTokens = try await schema.asyncMap { try await model.tokenCount(for: $0) } ?? 0
        let budget = model.contextSize - overhead - schemaTokens - responseReserve
        guard budget > 16 else {
            throw ContextBudget.overflow(
                promptTokens: overhead + schemaTokens, responseReserve: responseReserve, contextSize: model.contextSize)
        }
        let whole = try await Self.tokenCount(of: text, model: model)
        if whole <= budget { return [text[...]] }
        let charactersPerToken = Double(text.count) / Double(max(whole, 1))
        var target = max(64, Int(Double(budget) * charactersPerToken * 0.9))
        while true {
            let pieces = Self.pieces(of: text, maximumCharacters: target)
            var fits = true
            for piece in pieces where try await model.tokenCount(for: Prompt(String(piece))) > budget {
                fits = false
                break
            }
            if fits || target <= 64 { return pieces }
            target /= 2
        }
    }

    /// The tokens of a text as a prompt. A text of more than a mebibyte is counted in slices cut
    /// at paragraph, sentence or word boundaries, and the counts added (an upper bound: a
    /// tokenizer never joins tokens across white space): a model may copy the prompt to count it,
    /// and a slice at a time keeps that copy small.
    static func tokenCount(of text: String, model: any LanguageModel) async throws -> Int {
        let sliceCharacters = 1 << 20
        guard text.utf8.count > sliceCharacters else { return try await model.tokenCount(for: Prompt(text)) }
        var total = 0
        for slice in pieces(of: text, maximumCharacters: sliceCharacters) {
            total += try await model.tokenCount(for: Prompt(String(slice)))
        }
        return total
    }

    /// Splits text at paragraph, then sentence, then word boundaries into pieces of at most
    /// `maximumCharacters` characters (a single longer word is cut). The pieces are slices of the
    /// text (nothing is copied) and it takes time linear in the text's length.
    static func pieces(of text: String, maximumCharacters: Int) -> [Substring] {
        var builder = TextPieceBuilder(text: text, limit: maximumCharacters)
        forEachParagraph(of: text) { paragraph in
            let count = paragraph.count
            if count <= maximumCharacters {
                builder.add(paragraph, count: count)
            } else {
                for sentence in sentences(of: paragraph) { builder.add(sentence, count: sentence.count) }
            }
        }
        builder.flush()
        return builder.pieces.isEmpty ? [text[...]] : builder.pieces
    }

    /// The text between blank lines (`\n\n`), as slices; empty ones included.
    static func paragraphs(of text: String) -> [Substring] {
        var paragraphs: [Substring] = []
        forEachParagraph(of: text) { paragraphs.append($0) }
        return paragraphs
    }

    /// Calls `body` with each slice of the text between blank lines (`\n\n`), in order, empty ones
    /// included, without collecting them (a large text has millions).
    static func forEachParagraph(of text: String, _ body: (Substring) -> Void) {
        let utf8 = text.utf8
        var start = utf8.startIndex
        var index = start
        var previousWasNewline = false
        while index != utf8.endIndex {
            let byte = utf8[index]
            if byte == 0x0A, previousWasNewline {
                body(text[start..<utf8.index(before: index)])
                index = utf8.index(after: index)
                start = index
                previousWasNewline = false
                continue
            }
            previousWasNewline = byte == 0x0A
            index = utf8.index(after: index)
        }
        body(text[start..<utf8.endIndex])
    }

    /// Splits a paragraph after sentence-ending punctuation followed by white space, as slices
    /// without their leading white space.
    static func sentences(of paragraph: Substring) -> [Substring] {
        var sentences: [Substring] = []
        var start: Substring.Index?
        var previous: Character?
        var index = paragraph.startIndex
        while index != paragraph.endIndex {
            let character = paragraph[index]
            if character.isWhitespace, let previous, ".!?".contains(previous), let first = start {
                sentences.append(paragraph[first..<index])
                start = nil
            } else if start == nil, !character.isWhitespace {
                start = index
            }
            previous = character
            index = paragraph.index(after: index)
        }
        if let first = start { sentences.append(paragraph[first...]) }
        return sentences
    }
}

extension Optional {
    /// Maps the wrapped value with an async throwing function.
    func asyncMap<T>(_ transform: (Wrapped) async throws -> T) async rethrows -> T? {
        guard let value = self else { return nil }
        return try await transform(value)
    }
}
