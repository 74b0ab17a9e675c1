extension LanguageModelSession.GenerationError {
    /// The ``LanguageModelError`` this error was made from, when an executor threw one.
    public var languageModelError: LanguageModelError? {
        context.underlyingErrors.lazy.compactMap { $0 as? LanguageModelError }.first
    }

    /// The error a session throws for an executor's failure: the matching Foundation Models 26
    /// error where there is one (with the original kept as an underlying error), else the
    /// failure itself.
    static func surfaced(_ error: any Error) -> any Error {
        guard let error = error as? LanguageModelError else { return error }
        let context = Context(debugDescription: error.debugDescription, underlyingErrors: [error])
        switch error {
        case .contextSizeExceeded(let value):
            return Self.exceededContextWindowSize(
                Context(
                    debugDescription: value.debugDescription, tokenCount: value.tokenCount,
                    contextSize: value.contextSize, underlyingErrors: [error]))
        case .rateLimited:
            return Self.rateLimited(context)
        case .refusal(let value):
            return Self.refusal(Refusal(explanation: value.explanation), context)
        case .guardrailViolation:
            return Self.guardrailViolation(context)
        case .unsupportedGenerationGuide:
            return Self.unsupportedGuide(context)
        case .unsupportedLanguageOrLocale:
            return Self.unsupportedLanguageOrLocale(context)
        case .timeout, .unsupportedCapability, .unsupportedTranscriptContent:
            return error
        }
    }
}
