import LMCore

/// The model a command uses, with what the cache and diagnostics need to know about it.
struct ResolvedProvider: Sendable {
    /// The model (possibly a router over several).
    let model: any LanguageModel
    /// The provider that was asked for.
    let requested: ProviderChoice
    /// What identifies the model for the cache.
    let identity: String
}
