/// The one rule for whether a request fits a model's context, used by sessions, routers,
/// executors and ``TextTasks`` alike: the prompt's tokens plus the tokens kept for the response
/// must not exceed the context size.
package enum ContextBudget {
    /// The tokens kept for a response: the options' `maximumResponseTokens`, else `fallback`
    /// (at least 1, so that an answer can start).
    package static func responseReserve(for options: GenerationOptions, fallback: Int = 1) -> Int {
        max(1, options.maximumResponseTokens ?? fallback)
    }

    /// Whether a prompt of `promptTokens` leaves `responseReserve` tokens in a context.
    package static func fits(promptTokens: Int, responseReserve: Int, contextSize: Int) -> Bool {
        promptTokens + responseReserve <= contextSize
    }

    /// The error for a prompt that does not leave room for its response.
    package static func overflow(promptTokens: Int, responseReserve: Int, contextSize: Int)
        -> LanguageModelSession.GenerationError
    {
        .exceededContextWindowSize(
            .init(
                debugDescription: "The request needs \(promptTokens + responseReserve) tokens (\(promptTokens) "
                    + "prompt, \(responseReserve) response) but the model's context holds \(contextSize).",
                tokenCount: promptTokens + responseReserve,
                contextSize: contextSize))
    }

    /// Throws unless a request fits a model. A request whose size is surely below the limit
    /// (see ``LanguageModelSession/tokenUpperBound(of:)``) is not tokenized.
    /// - Throws: ``LanguageModelSession/GenerationError/exceededContextWindowSize(_:)``.
    package static func check(_ request: LanguageModelExecutorGenerationRequest, for model: any LanguageModel)
        async throws
    {
        let reserve = responseReserve(for: request.generationOptions)
        let limit = model.contextSize
        if fits(
            promptTokens: LanguageModelSession.tokenUpperBound(of: request), responseReserve: reserve,
            contextSize: limit)
        {
            return
        }
        let needed = try await model.tokenCount(for: request)
        guard fits(promptTokens: needed, responseReserve: reserve, contextSize: limit) else {
            throw overflow(promptTokens: needed, responseReserve: reserve, contextSize: limit)
        }
    }
}
