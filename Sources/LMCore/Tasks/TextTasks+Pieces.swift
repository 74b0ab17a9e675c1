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
            let response = try await session.respond(to: piece, generating: type, options: options)
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
        let pieces = try await split(text, task: task)
        guard pieces.count > 1 else { return (text, 1, TokenUsage()) }
        let summary = try await summarize(text)
        return (summary.value.summary, pieces.count, summary.usage)
    }

    /// Splits a text into pieces that each fit the model's context with the job's instructions,
    /// schema and room for the answer.
    ///
    /// A text that surely fits is not tokenized at all: no tokenizer makes more tokens of a text
    /// than it has UTF-8 bytes, so when the bytes of the instructions, the schema's JSON Schema
    /// text and the prompt, plus the session's allowance for a chat template's own tokens, leave
    /// room for the answer, the text is one piece. Counting tokens costs as much as a fallback
    /// answer, so this halves the work of a title in a batch of small files.
    func split(_ text: String, task: TextTask, schema: GenerationSchema? = nil) async throws -> [String] {
        let schemaBytes = schema.map { $0.jsonSchemaString.utf8.count } ?? 0
        let bound = LanguageModelSession.tokenUpperBound(
            textBytes: task.instructions.utf8.count + schemaBytes + text.utf8.count, entries: 2)
        if bound + responseReserve <= model.contextSize { return [text] }
        let overhead = try await model.tokenCount(for: Instructions(task.instructions))
        let schemaTokens = try await schema.asyncMap { try await model.tokenCount(for: $0) } ?? 0
        let budget = model.contextSize - overhead - schemaTokens - responseReserve
        guard budget > 16 else {
            throw LanguageModelSession.GenerationError.contextOverflow(
                tokenCount: overhead + schemaTokens + responseReserve,
                contextSize: model.contextSize
            )
        }
        let whole = try await model.tokenCount(for: Prompt(text))
        if whole <= budget { return [text] }
        let charactersPerToken = Double(text.count) / Double(max(whole, 1))
        var target = max(64, Int(Double(budget) * charactersPerToken * 0.9))
        while true {
            let pieces = Self.pieces(of: text, maximumCharacters: target)
            var fits = true
            for piece in pieces where try await model.tokenCount(for: Prompt(piece)) > budget {
                fits = false
                break
            }
            if fits || target <= 64 { return pieces }
            target /= 2
        }
    }

    /// Splits text at paragraph, then sentence, then word boundaries into pieces of at most
    /// `maximumCharacters` characters (a single longer word is cut).
    static func pieces(of text: String, maximumCharacters: Int) -> [String] {
        var pieces: [String] = []
        var current = ""
        func flush() {
            let trimmed = current.trimmingCharacters(in: .whitespacesAndNewlines)
            if !trimmed.isEmpty { pieces.append(trimmed) }
            current = ""
        }
        func add(_ unit: String, separator: String) {
            if current.count + separator.count + unit.count <= maximumCharacters {
                current += current.isEmpty ? unit : separator + unit
                return
            }
            flush()
            if unit.count <= maximumCharacters {
                current = unit
            } else if unit.contains(where: \.isWhitespace) {
                for word in unit.split(whereSeparator: \.isWhitespace) { add(String(word), separator: " ") }
            } else {
                var rest = Substring(unit)
                while !rest.isEmpty {
                    pieces.append(String(rest.prefix(maximumCharacters)))
                    rest = rest.dropFirst(maximumCharacters)
                }
            }
        }
        for paragraph in text.components(separatedBy: "\n\n") {
            if paragraph.count <= maximumCharacters {
                add(paragraph, separator: "\n\n")
            } else {
                for sentence in sentences(of: paragraph) { add(sentence, separator: " ") }
            }
        }
        flush()
        return pieces
    }

    /// Splits a paragraph after sentence-ending punctuation followed by whitespace.
    static func sentences(of paragraph: String) -> [String] {
        var sentences: [String] = []
        var current = ""
        var previous: Character?
        for character in paragraph {
            if character.isWhitespace, let previous, ".!?".contains(previous), !current.isEmpty {
                sentences.append(current)
                current = ""
            } else if !(character.isWhitespace && current.isEmpty) {
                current.append(character)
            }
            previous = character
        }
        if !current.isEmpty { sentences.append(current) }
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
