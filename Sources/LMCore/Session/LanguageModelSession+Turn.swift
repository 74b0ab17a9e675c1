extension LanguageModelSession {
    /// The form of a turn's answer.
    enum TurnFormat: Sendable, Equatable {
        /// Free text.
        case text
        /// JSON that follows a schema, named after the generated type.
        case structured(name: String, schema: GenerationSchema, includeSchemaInPrompt: Bool)
    }

    /// The outcome of one turn: the final content and the entries the turn adds.
    struct TurnResult: Sendable {
        var text: String
        var rawContent: GeneratedContent
        var entries: [Transcript.Entry]
        var servedBy: ServedBy
        var usage: TokenUsage
    }

    /// Runs a whole turn: the prompt, any tool-calling rounds, and the final response.
    ///
    /// The caller has marked the session as responding. Nothing is appended to the transcript
    /// here; the caller appends `entries` when the turn succeeds.
    func runTurn(
        prompt: Prompt,
        format: TurnFormat,
        options: GenerationOptions,
        onSnapshot: @escaping @Sendable (GeneratedContent) -> Void
    ) async throws -> TurnResult {
        let executor: LanguageModelExecutorLease
        do {
            executor = try currentExecutor()
        } catch let error as GenerationError {
            throw error
        } catch {
            throw GenerationError.assetsUnavailable(
                .init(debugDescription: "The model could not start a session: \(error)", underlyingErrors: [error])
            )
        }
        var promptEntry = Transcript.Prompt(prompt, options: options)
        var schema: GenerationSchema?
        var contextOptions = ContextOptions()
        if case .structured(let name, let structure, let includeSchemaInPrompt) = format {
            promptEntry.responseFormat = Transcript.ResponseFormat(name: name, schema: structure)
            schema = structure
            contextOptions.includeSchemaInPrompt = includeSchemaInPrompt
        }
        let history = transcript.entries
        var turnEntries: [Transcript.Entry] = [.prompt(promptEntry)]
        let definitions = try enabledToolDefinitions(for: options)
        var usage = TokenUsage()

        var round = 0
        var attempt = 0
        while round <= maximumToolRounds {
            let request = LanguageModelExecutorGenerationRequest(
                transcript: Transcript(entries: history + turnEntries),
                enabledToolDefinitions: definitions,
                schema: schema,
                generationOptions: options.resampled(attempt: attempt),
                contextOptions: contextOptions,
                toolRound: round
            )
            try await checkFits(request)
            let snapshots = SnapshotBuilder(format: format)
            let accumulator = TurnAccumulator { delta, text in
                if let snapshot = snapshots.snapshot(adding: delta, whole: text) { onSnapshot(snapshot) }
            }
            do {
                try await executor.respond(to: request, streamingInto: accumulator.channel)
            } catch {
                throw GenerationError.surfaced(error)
            }
            try Task.checkCancellation()
            let answer = accumulator.snapshot
            usage = usage + answer.usage
            let servedBy = answer.servedBy ?? ServedBy(provider: model.providerName, model: model.modelIdentifier)
            if !answer.calls.isEmpty {
                guard round < maximumToolRounds else {
                    throw GenerationError.decodingFailure(
                        .init(
                            debugDescription:
                                "The model kept calling tools for \(maximumToolRounds) rounds without answering."
                        )
                    )
                }
                let calls = try answer.calls.map(Self.toolCall)
                let outputs = try await runTools(calls)
                turnEntries.append(.toolCalls(Transcript.ToolCalls(calls)))
                turnEntries.append(contentsOf: outputs.map(Transcript.Entry.toolOutput))
                round += 1
                continue
            }
            let text = answer.text
            let rawContent: GeneratedContent
            do {
                rawContent = try Self.finalContent(of: text, format: format)
            } catch GenerationError.decodingFailure(let context) where options.canResample {
                // A keyword the grammar can't enforce (`not`, `uniqueItems` of objects, …) failed:
                // sample the answer again, with another seed.
                guard attempt == Self.maximumResamples else {
                    attempt += 1
                    continue
                }
                throw GenerationError.decodingFailure(
                    .init(
                        debugDescription: context.debugDescription + " (in each of \(attempt + 1) samples)",
                        underlyingErrors: context.underlyingErrors))
            }
            let segment: Transcript.Segment
            switch format {
            case .text:
                segment = .text(.init(content: text))
            case .structured(let name, _, _):
                segment = .structure(.init(source: name, content: rawContent))
            }
            turnEntries.append(
                .response(
                    Transcript.Response(assetIDs: [servedBy.model], segments: [segment], metadata: answer.metadata))
            )
            return TurnResult(
                text: text,
                rawContent: rawContent,
                entries: turnEntries,
                servedBy: servedBy,
                usage: usage
            )
        }
        throw GenerationError.decodingFailure(.init(debugDescription: "The turn ended without a response."))
    }

    /// The tools offered to the model: all of the session's, unless the options disallow them or
    /// the model can't call tools (then none; a request that requires a call throws).
    func enabledToolDefinitions(for options: GenerationOptions) throws -> [Transcript.ToolDefinition] {
        guard !tools.isEmpty, options.toolCallingMode != .disallowed else { return [] }
        guard model.capabilities.contains(.toolCalling) else {
            if options.toolCallingMode == .required {
                throw LanguageModelError.unsupportedCapability(
                    .init(
                        capability: .toolCalling,
                        debugDescription:
                            "The options require a tool call, but \(model.providerName) can't call tools."))
            }
            return []
        }
        return tools.map(Transcript.ToolDefinition.init(tool:))
    }

    /// A tool call from the channel's pieces; arguments that are not a JSON object fail the turn.
    static func toolCall(_ call: (id: String, name: String, arguments: String)) throws -> Transcript.ToolCall {
        let arguments: GeneratedContent
        do {
            arguments = try GeneratedContent(json: call.arguments.isEmpty ? "{}" : call.arguments)
        } catch {
            throw GenerationError.decodingFailure(
                .init(
                    debugDescription:
                        "The arguments of the model's call of '\(call.name)' are not valid JSON: \(error)",
                    underlyingErrors: [error]))
        }
        return Transcript.ToolCall(id: call.id, toolName: call.name, arguments: arguments)
    }

    /// How many more times a structured answer that fails its schema's final check is sampled
    /// before the turn throws `decodingFailure` (only with random sampling; greedy sampling would
    /// give the same answer). Snapshots streamed from a failed try are followed by the next try's,
    /// from its start.
    public static let maximumResamples = 2

    /// Throws when a request needs more tokens than the model's context holds (for a router: than
    /// any model it may fall back to holds). Requests whose size is surely below the limit (see
    /// ``tokenUpperBound(of:)``) are not tokenized.
    func checkFits(_ request: LanguageModelExecutorGenerationRequest) async throws {
        if let router = model as? LanguageModelRouter {
            try await router.checkFits(request)
            return
        }
        try await ContextBudget.check(request, for: model)
    }

    /// Runs the tools the model called, concurrently, and returns their output in call order.
    func runTools(_ calls: [Transcript.ToolCall]) async throws -> [Transcript.ToolOutput] {
        var resolved: [(index: Int, call: Transcript.ToolCall, tool: any Tool)] = []
        for (index, call) in calls.enumerated() {
            guard let tool = tools.first(where: { $0.name == call.toolName }) else {
                throw GenerationError.decodingFailure(
                    .init(
                        debugDescription:
                            "The model called a tool named '\(call.toolName)', but the session has no such tool."
                    )
                )
            }
            resolved.append((index, call, tool))
        }
        return try await withThrowingTaskGroup(of: (Int, Transcript.ToolOutput).self) { group in
            for (index, call, tool) in resolved {
                group.addTask {
                    do {
                        let output = try await tool.callWithContent(call.arguments)
                        return (
                            index,
                            Transcript.ToolOutput(toolName: call.toolName, segments: [.text(.init(content: output))])
                        )
                    } catch is CancellationError {
                        throw CancellationError()
                    } catch {
                        throw ToolCallError(tool: tool, underlyingError: error)
                    }
                }
            }
            var outputs: [(Int, Transcript.ToolOutput)] = []
            for try await output in group {
                outputs.append(output)
            }
            return outputs.sorted { $0.0 < $1.0 }.map(\.1)
        }
    }

    /// The content generated so far, for a snapshot; `nil` when there is nothing usable yet.
    /// Structured output is parsed incrementally: `parser` reads only the new `delta`.
    static func partialContent(
        of text: String, adding delta: String, to parser: inout PartialJSONParser,
        format: LanguageModelSession.TurnFormat
    ) -> GeneratedContent? {
        switch format {
        case .text:
            return GeneratedContent(kind: .string(text))
        case .structured(_, let schema, _):
            let parsed = (try? parser.append(delta)) != nil
            return plainString(text, schema: schema) ?? (parsed ? try? parser.snapshot() : nil)
        }
    }

    /// The final content of a response, checked against the schema for structured requests.
    static func finalContent(of text: String, format: LanguageModelSession.TurnFormat) throws -> GeneratedContent {
        switch format {
        case .text:
            return GeneratedContent(kind: .string(text))
        case .structured(let name, let schema, _):
            return try finalContent(of: text, schema: schema, name: name)
        }
    }

    /// Structured content parsed from a response's text and checked against its schema.
    /// - Throws: ``GenerationError/decodingFailure(_:)`` when the text is not complete, valid JSON
    ///   that follows the schema.
    static func finalContent(of text: String, schema: GenerationSchema, name: String) throws -> GeneratedContent {
        let content: GeneratedContent
        do {
            content = try plainString(text, schema: schema) ?? GeneratedContent(json: text)
        } catch {
            throw GenerationError.decodingFailure(
                .init(
                    debugDescription: "The model's output for \(name) is not valid JSON: \(error)",
                    underlyingErrors: [error]
                )
            )
        }
        guard content.isComplete else {
            throw GenerationError.decodingFailure(
                .init(
                    debugDescription:
                        "The model's output for \(name) stopped before the JSON was complete; "
                        + "raise maximumResponseTokens."
                )
            )
        }
        do {
            try schema.validate(content)
        } catch {
            throw GenerationError.decodingFailure(
                .init(
                    debugDescription: "The model's output does not match the schema of \(name): \(error)",
                    underlyingErrors: [error]
                )
            )
        }
        return content
    }

    /// Text that is the answer itself when the schema asks for a plain string and the model
    /// answered with bare text rather than a JSON string (as `respond(to:generating: String.self)`
    /// with a text-only model does).
    static func plainString(_ text: String, schema: GenerationSchema) -> GeneratedContent? {
        guard case .string = schema.root.kind, text.first(where: { !$0.isWhitespace }) != "\"" else { return nil }
        return GeneratedContent(kind: .string(text))
    }
}
