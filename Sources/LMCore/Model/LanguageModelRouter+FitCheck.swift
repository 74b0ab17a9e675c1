extension LanguageModelRouter {
    /// Throws unless some model the request may fall back to can hold it.
    ///
    /// The models are tried in order, as the router would serve them: a model whose context
    /// holds the request ends the check; one whose context is too small is passed over when the
    /// policy falls back on ``LanguageModelSession/GenerationError/exceededContextWindowSize(_:)``
    /// (the default does, since nothing has been generated yet), else its overflow is the error.
    /// - Parameter request: The request, as the session would send it.
    /// - Throws: The first available model's overflow when no model holds the request.
    func checkFits(_ request: GenerationRequest) async throws {
        var firstOverflow: (any Error)?
        for model in models where model.isAvailable {
            let limit = model.contextSize
            if LanguageModelSession.tokenUpperBound(of: request) < limit { return }
            let needed = try await model.tokenCount(for: request)
            if needed < limit { return }
            let overflow = LanguageModelSession.GenerationError.contextOverflow(tokenCount: needed, contextSize: limit)
            firstOverflow = firstOverflow ?? overflow
            guard policy.shouldFallBack(after: overflow) else { break }
        }
        if let firstOverflow { throw firstOverflow }
    }
}
