import Foundation

/// Everyday text jobs as one-line calls over any model: summaries, titles, previews, tags,
/// entities, extraction into any schema, corrections and conversation summaries.
///
/// ```swift
/// let tasks = TextTasks(model: LanguageModelRouter([llama, FallbackLanguageModel()]))
/// let title = try await tasks.title(note)
/// print(title.value, title.servedBy)
/// ```
///
/// Each job runs in a fresh session whose instructions name the job and whose prompt is the
/// text. Inputs too long for the model's context are split into pieces that fit, each piece is
/// processed, and the results are combined (map-reduce); nothing is truncated silently, and
/// ``TaskResult/pieces`` says how many pieces there were.
public struct TextTasks: Sendable {
    /// The model that does the jobs.
    public let model: any LanguageModel
    /// Options for every request.
    public var options: GenerationOptions
    /// Tokens kept free for the answer when deciding whether an input fits; also the limit of a
    /// structured answer when `options` sets none (a small model otherwise keeps extending a list
    /// until the context is full; the answer still ends valid at the limit).
    public var responseReserve: Int

    /// The options of a structured request: ``options``, with ``responseReserve`` as the token
    /// limit when they set none.
    var structuredOptions: GenerationOptions {
        var structured = options
        if structured.maximumResponseTokens == nil { structured.maximumResponseTokens = responseReserve }
        return structured
    }

    /// Creates a task runner.
    /// - Parameters:
    ///   - model: The model that does the jobs.
    ///   - options: Options for every request.
    ///   - responseReserve: Tokens kept free for the answer.
    public init(model: any LanguageModel, options: GenerationOptions = GenerationOptions(), responseReserve: Int = 512)
    {
        self.model = model
        self.options = options
        self.responseReserve = responseReserve
    }

    /// Summarizes a document.
    /// - Returns: A summary, key points, and the reading time of the whole text.
    public func summarize(_ text: String) async throws -> TaskResult<DocumentSummary> {
        var result = try await mapReduce(text, task: .summarize, generating: DocumentSummary.self) { parts in
            try await summarize(parts.map(\.summary).joined(separator: "\n\n")).value
        }
        result.value.readingTimeMinutes = Self.readingTimeMinutes(of: text)
        result.value = result.value.clampedToSchema()
        return result
    }

    /// Suggests a title of three to five words.
    ///
    /// With `onPartial`, the answer streams: the closure gets the title so far, cleaned the way
    /// the final title is and cut after its last complete word, each time it grows. Every value
    /// it gets is a prefix of the next one and of the final title, so printing what each adds
    /// prints exactly the final title.
    /// - Parameters:
    ///   - text: The text to title.
    ///   - onPartial: Receives the growing title, when streaming is wanted.
    /// - Returns: The title, who produced it, tokens used, and how many pieces the text had.
    public func title(_ text: String, onPartial: (@Sendable (String) -> Void)? = nil) async throws
        -> TaskResult<String>
    {
        let source = try await condensedSource(text, task: .title)
        var result = try await respondText(source.text, task: .title, clean: Self.cleanTitle, onPartial: onPartial)
        result.pieces = source.pieces
        result.usage = result.usage + source.usage
        return result
    }

    /// Writes a one-line preview.
    ///
    /// With `onPartial`, the answer streams as with ``title(_:onPartial:)``.
    /// - Parameters:
    ///   - text: The text to preview.
    ///   - onPartial: Receives the growing preview, when streaming is wanted.
    /// - Returns: The preview, who produced it, tokens used, and how many pieces the text had.
    public func preview(_ text: String, onPartial: (@Sendable (String) -> Void)? = nil) async throws
        -> TaskResult<String>
    {
        let pieces = try await split(text, task: .preview)
        var result = try await respondText(
            String(pieces[0]), task: .preview, clean: Self.firstLine, onPartial: onPartial)
        result.pieces = pieces.count
        return result
    }

    /// Gives tags, a category and a sentiment.
    public func tags(_ text: String) async throws -> TaskResult<DocumentTags> {
        try await mapReduce(text, task: .tags, generating: DocumentTags.self) { parts in
            DocumentTags.combining(parts)
        }
    }

    /// Lists the entities in a text.
    public func extractEntities(_ text: String) async throws -> TaskResult<ExtractedEntities> {
        try await mapReduce(text, task: .entities, generating: ExtractedEntities.self) { parts in
            parts.dropFirst().reduce(parts[0]) { $0.merged(with: $1) }
        }
    }

    /// Fills any schema from a text.
    /// - Parameters:
    ///   - text: The text to extract from.
    ///   - schema: The schema of the result.
    /// - Returns: Content that validates against `schema`.
    public func extract(_ text: String, schema: GenerationSchema) async throws -> TaskResult<GeneratedContent> {
        let pieces = try await split(text, task: .extract, schema: schema)
        var results: [TaskResult<GeneratedContent>] = []
        for piece in pieces {
            let session = LanguageModelSession(model: model, instructions: TextTask.extract.instructions)
            let response = try await session.respond(to: String(piece), schema: schema, options: structuredOptions)
            results.append(
                TaskResult(value: response.content, servedBy: response.servedBy, usage: response.usage, pieces: 1))
        }
        let merged = results.dropFirst().reduce(results[0].value) { $0.mergedForExtraction(with: $1.value) }
        let value = (try? schema.validate(merged)) != nil ? merged : results[0].value
        return TaskResult(
            value: value,
            servedBy: results[0].servedBy,
            usage: results.map(\.usage).reduce(TokenUsage(), +),
            pieces: pieces.count
        )
    }

    /// Corrects hastily typed text three ways.
    public func correct(_ text: String) async throws -> TaskResult<TextCorrection> {
        try await mapReduce(text, task: .correct, generating: TextCorrection.self) { parts in
            TextCorrection(
                closest: parts.map(\.closest).joined(separator: " "),
                refined: parts.map(\.refined).joined(separator: " "),
                alternative: parts.map(\.alternative).joined(separator: " ")
            )
        }
    }

    /// Summarizes a conversation or meeting.
    public func summarizeConversation(_ text: String) async throws -> TaskResult<ConversationSummary> {
        try await mapReduce(text, task: .summarizeConversation, generating: ConversationSummary.self) { parts in
            ConversationSummary.combining(parts)
        }
    }
}
