import Synchronization

extension LanguageModelSession {
    /// Runs one turn to completion and appends it to the transcript.
    func respondCore<Content: Generable>(
        prompt: Prompt,
        format: LanguageModelSession.TurnFormat,
        options: GenerationOptions,
        convert: (TurnResult) throws -> Content
    ) async throws -> Response<Content> {
        try beginResponding()
        do {
            let result = try await runTurn(prompt: prompt, format: format, options: options) { _ in }
            let content = try convert(result)
            endResponding(appending: result.entries)
            return Self.response(content, from: result)
        } catch {
            endResponding(appending: nil)
            throw error
        }
    }

    /// Starts one turn in a task of its own and streams its snapshots.
    func streamCore<Content: Generable>(
        prompt: Prompt,
        format: LanguageModelSession.TurnFormat,
        options: GenerationOptions,
        convert: @escaping @Sendable (TurnResult) throws -> Content
    ) -> ResponseStream<Content> {
        typealias Snapshot = ResponseStream<Content>.Snapshot
        let (snapshots, continuation) = AsyncThrowingStream<Snapshot, any Error>.makeStream()
        let claim = Result { try beginResponding() }
        let driver = Task { () throws -> Response<Content> in
            do {
                try claim.get()
            } catch {
                continuation.finish(throwing: error)
                throw error
            }
            do {
                // Only whether the last snapshot was complete is kept: holding the snapshot itself
                // would make the incremental parser copy what it is still growing.
                let lastYieldedWasComplete = Mutex<Bool?>(nil)
                let result = try await runTurn(prompt: prompt, format: format, options: options) { raw in
                    if let partial = try? Content.PartiallyGenerated(raw) {
                        let complete = raw.isComplete
                        continuation.yield(Snapshot(content: partial, rawContent: raw))
                        lastYieldedWasComplete.withLock { $0 = complete }
                    }
                }
                let content = try convert(result)
                if lastYieldedWasComplete.withLock({ $0 }) != true {
                    let final = try Content.PartiallyGenerated(result.rawContent)
                    continuation.yield(Snapshot(content: final, rawContent: result.rawContent))
                }
                endResponding(appending: result.entries)
                continuation.finish()
                return Self.response(content, from: result)
            } catch {
                endResponding(appending: nil)
                continuation.finish(throwing: error)
                throw error
            }
        }
        continuation.onTermination = { termination in
            if case .cancelled = termination { driver.cancel() }
        }
        return ResponseStream(snapshots: snapshots, driver: driver)
    }

    static func response<Content: Generable>(_ content: Content, from result: TurnResult) -> Response<Content> {
        Response(
            content: content,
            rawContent: result.rawContent,
            transcriptEntries: ArraySlice(result.entries),
            servedBy: result.servedBy,
            usage: result.usage
        )
    }

    static func structuredFormat<Content: Generable>(
        _ type: Content.Type,
        includeSchemaInPrompt: Bool
    ) -> LanguageModelSession.TurnFormat {
        .structured(
            name: String(describing: type),
            schema: type.generationSchema,
            includeSchemaInPrompt: includeSchemaInPrompt
        )
    }

    static func decode<Content: Generable>(_ type: Content.Type, from result: TurnResult) throws -> Content {
        do {
            return try Content(result.rawContent)
        } catch {
            throw GenerationError.decodingFailure(
                .init(
                    debugDescription: "The response could not be decoded as \(type): \(error)",
                    underlyingErrors: [error]
                )
            )
        }
    }
}
