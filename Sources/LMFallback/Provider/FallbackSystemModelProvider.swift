import LMCore

/// Offers ``FallbackLanguageModel`` to `SystemLanguageModel` when an app links LMFallback: it is
/// always available, so it is the last model of the system chain.
public enum FallbackSystemModelProvider: SystemLanguageModelProvider {
    /// The fallback model, whatever the environment.
    public static func systemLanguageModel(environment: [String: String]) -> (any LanguageModel)? {
        FallbackLanguageModel()
    }
}
