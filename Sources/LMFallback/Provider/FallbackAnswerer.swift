import LMCore

/// Answers one request of ``FallbackLanguageModel``: finds the job and the text, analyzes the
/// text, and writes the answer as text or as the JSON of content that fills the schema.
struct FallbackAnswerer {
    let model: FallbackLanguageModel
    let request: LanguageModelExecutorGenerationRequest

    func answer() throws -> String {
        let text = request.prompt?.segments.textRepresentation ?? ""
        let instructions = request.instructions?.segments.textRepresentation ?? ""
        let task =
            TextTask.named(in: instructions) ?? Self.guessTask(from: instructions, structured: request.schema != nil)
        let analysis = model.analyzer.analyze(text)
        guard analysis.language.isSupported else {
            throw LanguageModelSession.GenerationError.unsupportedLanguageOrLocale(
                .init(
                    debugDescription:
                        "The fallback model analyzes English, German, French, Spanish, Italian, Portuguese and "
                        + "Dutch text, and this text looks like '\(analysis.language.code)'. Use a model that "
                        + "supports the language."
                )
            )
        }
        if task == .correct, !["en", "und"].contains(analysis.language.code) {
            throw LanguageModelSession.GenerationError.unsupportedLanguageOrLocale(
                .init(
                    debugDescription:
                        "The fallback model corrects English text only, and this text looks like "
                        + "'\(analysis.language.code)'. Use a model that supports the language."
                )
            )
        }
        if let schema = request.schema {
            if TextTask.named(in: instructions) == .summarizeConversation || Self.isConversationSchema(schema) {
                let content = analysis.conversationSummary().generatedContent
                if (try? schema.validate(content)) != nil { return content.jsonString }
            }
            return SchemaFieldFiller(schema: schema, facts: DocumentFacts(analysis: analysis, task: task)).fill()
                .jsonString
        }
        let answer = Self.textAnswer(for: task, facts: DocumentFacts(analysis: analysis, task: task))
        guard let limit = request.generationOptions.maximumResponseTokens, limit >= 0 else { return answer }
        return Self.prefix(of: answer, words: limit)
    }

    /// Whether a schema asks for ``ConversationSummary``'s fields (topics, decisions, action items …).
    static func isConversationSchema(_ schema: GenerationSchema) -> Bool {
        guard case .object(let properties) = schema.resolve(schema.root).kind else { return false }
        let names = Set(properties.map(\.name))
        return ["topics", "decisions", "actionItems", "participants", "nextSteps"].allSatisfy(names.contains)
    }

    /// The job named by free-form instructions, by keyword; a summary when nothing matches.
    static func guessTask(from instructions: String, structured: Bool) -> TextTask {
        let lowered = instructions.lowercased()
        let keywords: [(String, TextTask)] = [
            ("title", .title), ("headline", .title), ("preview", .preview), ("snippet", .preview),
            ("tag", .tags), ("keyword", .tags), ("entit", .entities), ("correct", .correct), ("typo", .correct),
            ("action item", .summarizeConversation), ("meeting", .summarizeConversation),
            ("extract", .extract), ("summar", .summarize),
        ]
        if let match = keywords.first(where: { lowered.contains($0.0) }) { return match.1 }
        return structured ? .extract : .summarize
    }

    static func textAnswer(for task: TextTask, facts: DocumentFacts) -> String {
        switch task {
        case .title:
            return facts.title
        case .preview:
            return facts.preview
        case .tags:
            return facts.tags.joined(separator: ", ") + "\nCategory: \(facts.category.rawValue)"
                + "\nSentiment: \(facts.sentiment.rawValue)"
        case .entities:
            let entities = facts.entities
            let lines: [(String, [String])] = [
                ("people", entities.people), ("places", entities.places), ("organizations", entities.organizations),
                ("dates", entities.dates), ("emails", entities.emails), ("urls", entities.urls),
                ("phones", entities.phones), ("money", entities.money),
            ]
            return lines.filter { !$0.1.isEmpty }.map { "\($0.0): \($0.1.joined(separator: "; "))" }
                .joined(separator: "\n")
        case .correct:
            return facts.correction.refined
        case .summarize, .summarizeConversation, .extract:
            let points = facts.keyPoints.map { "- " + $0 }.joined(separator: "\n")
            return points.isEmpty ? facts.summary : facts.summary + "\n\nKey points:\n" + points
        }
    }

    /// The first `words` words of a text, keeping its spacing.
    static func prefix(of text: String, words limit: Int) -> String {
        var count = 0
        var inWord = false
        for index in text.indices {
            let isSpace = text[index].isWhitespace
            if !isSpace && !inWord {
                if count == limit { return String(text[..<index]).trimmingTrailingWhitespace() }
                count += 1
            }
            inWord = !isSpace
        }
        return text
    }
}

extension String {
    func trimmingTrailingWhitespace() -> String {
        var result = self
        while result.last?.isWhitespace == true { result.removeLast() }
        return result
    }
}
