/// A provider module's offer of a model for ``SystemLanguageModel``, found at run time when the
/// app links the module.
///
/// `LMLlama` and `LMFallback` each ship one; an app never implements this.
public protocol SystemLanguageModelProvider {
    /// The model this provider offers under a process environment, or `nil` when it has none
    /// (for example no model file configured).
    static func systemLanguageModel(environment: [String: String]) -> (any LanguageModel)?
}
