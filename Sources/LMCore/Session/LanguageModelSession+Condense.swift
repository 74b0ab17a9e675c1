extension LanguageModelSession {
    /// Creates a session that continues this conversation in less context: the instructions and
    /// the most recent turns.
    ///
    /// Use it after ``GenerationError/exceededContextWindowSize(_:)``:
    ///
    /// ```swift
    /// do {
    ///     try await session.respond(to: question)
    /// } catch LanguageModelSession.GenerationError.exceededContextWindowSize {
    ///     session = session.condensed(keepingLastTurns: 2)
    /// }
    /// ```
    /// - Parameter turns: How many of the most recent turns (a prompt and everything after it)
    ///   to keep.
    /// - Returns: A new session on the same model and tools.
    public func condensed(keepingLastTurns turns: Int = 2) -> LanguageModelSession {
        let (instructions, _, kept) = Self.split(transcript, keepingLastTurns: turns)
        return LanguageModelSession(
            model: model,
            tools: tools,
            transcript: Transcript(entries: (instructions.map { [.instructions($0)] } ?? []) + kept)
        )
    }

    /// Creates a session that continues this conversation in less context, with the older turns
    /// replaced by a summary written by `summarizer`.
    /// - Parameters:
    ///   - summarizer: The model that summarizes the older turns (it may be this session's model).
    ///   - turns: How many of the most recent turns to keep as they are.
    /// - Returns: A new session whose instructions end with the summary of the older turns.
    /// - Throws: What the summarizer throws.
    public func condensed(
        summarizingWith summarizer: any LanguageModel,
        keepingLastTurns turns: Int = 1
    ) async throws -> LanguageModelSession {
        let (instructions, older, kept) = Self.split(transcript, keepingLastTurns: turns)
        guard !older.isEmpty else { return condensed(keepingLastTurns: turns) }
        let summarySession = LanguageModelSession(
            model: summarizer,
            instructions: "Summarize the conversation in the prompt in a few sentences. Keep names, numbers and decisions."
        )
        let summary = try await summarySession.respond(to: older.map(\.plainText).joined(separator: "\n"))
        var segments = instructions?.segments ?? []
        segments.append(.text(.init(content: "Summary of the earlier conversation: " + summary.content)))
        let condensedInstructions = Transcript.Instructions(
            segments: segments,
            toolDefinitions: instructions?.toolDefinitions ?? tools.map(Transcript.ToolDefinition.init(tool:))
        )
        return LanguageModelSession(
            model: model,
            tools: tools,
            transcript: Transcript(entries: [.instructions(condensedInstructions)] + kept)
        )
    }

    /// Splits a transcript into its instructions, the older entries and the last `turns` turns.
    static func split(
        _ transcript: Transcript,
        keepingLastTurns turns: Int
    ) -> (Transcript.Instructions?, [Transcript.Entry], [Transcript.Entry]) {
        let body = transcript.entries.filter {
            if case .instructions = $0 { return false }
            return true
        }
        let turnStarts = body.indices.filter {
            if case .prompt = body[$0] { return true }
            return false
        }
        let keepFrom: Int
        if turns <= 0 {
            keepFrom = body.count
        } else if turnStarts.count > turns {
            keepFrom = turnStarts[turnStarts.count - turns]
        } else {
            keepFrom = turnStarts.first ?? body.count
        }
        return (transcript.instructions, Array(body[..<keepFrom]), Array(body[keepFrom...]))
    }
}
