import LMCore

/// The model a command uses, with what the cache and diagnostics need to know about it.
struct ResolvedProvider: Sendable {
    /// The model (possibly a router over several).
    let model: any LanguageModel
    /// The provider that was asked for.
    let requested: ProviderChoice
    /// What identifies the model for the cache.
    let identity: String
    /// For `auto`, why the chosen model serves (the models passed over), when the model itself
    /// can't know it because it is the only one left.
    var autoReason: ServedBy.Reason?
    /// How many inference servers serve first (0 when none do): a batch then sends several
    /// requests at once, and llama, a later choice, is not loaded up front.
    var serverCount = 0
}
