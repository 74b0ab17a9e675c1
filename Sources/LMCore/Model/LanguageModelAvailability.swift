/// Whether a model can serve requests now, and if not, why.
public enum LanguageModelAvailability: Sendable, Equatable, CustomStringConvertible {
    /// The model is ready.
    case available
    /// The model can't serve requests, for the given reason.
    case unavailable(UnavailableReason)

    /// Why a model can't serve requests, in terms a person can act on.
    public enum UnavailableReason: Sendable, Equatable, CustomStringConvertible {
        /// The runtime the provider needs (for example llama.cpp) is not installed or is incomplete.
        case runtimeNotInstalled(detail: String)
        /// No file at the model's path.
        case modelFileNotFound(path: String)
        /// The file at the model's path is not a model the provider can read.
        case invalidModelFile(path: String, detail: String)
        /// The model is still loading.
        case modelLoading
        /// Loading the model failed.
        case modelFailedToLoad(detail: String)
        /// The provider is switched off or not configured.
        case notConfigured(detail: String)
        /// The server that runs the model can't serve it now: unreachable, refusing the
        /// credentials, or not serving the model (`detail` says which, and what to do).
        case serverUnavailable(url: String, detail: String)

        /// The reason as Foundation Models names it, for code that switches on Apple's three
        /// reasons (`case .unavailable(.modelNotReady):` matches a model that is loading, missing
        /// or damaged; the richer reason stays in the value).
        public var foundationModelsReason: FoundationModelsReason {
            switch self {
            case .runtimeNotInstalled, .modelFailedToLoad: .deviceNotEligible
            case .notConfigured: .appleIntelligenceNotEnabled
            case .modelFileNotFound, .invalidModelFile, .modelLoading, .serverUnavailable: .modelNotReady
            }
        }

        public var description: String {
            switch self {
            case .runtimeNotInstalled(let detail):
                "runtime not installed: \(detail)"
            case .modelFileNotFound(let path):
                "model file not found at \(path): check the path, or pass one with --model or LMCORE_MODEL"
            case .invalidModelFile(let path, let detail):
                "\(path) is not a valid model file (\(detail)): re-download or re-convert it"
            case .modelLoading:
                "the model is still loading: try again in a moment"
            case .modelFailedToLoad(let detail):
                "the model failed to load: \(detail)"
            case .notConfigured(let detail):
                "not configured: \(detail)"
            case .serverUnavailable(let url, let detail):
                "the server at \(url) can't serve the model: \(detail)"
            }
        }
    }

    /// The three reasons Apple's Foundation Models gives for an unavailable model; each of LMCore's
    /// reasons maps onto one (see ``UnavailableReason/foundationModelsReason``).
    public enum FoundationModelsReason: Sendable, Hashable, CaseIterable {
        /// The machine can't run the model: its runtime is missing or the model failed to load.
        case deviceNotEligible
        /// No model is configured (Apple: Apple Intelligence is off).
        case appleIntelligenceNotEnabled
        /// The model is loading, not downloaded yet, or its file is damaged.
        case modelNotReady
    }

    /// Whether this is ``available``.
    public var isAvailable: Bool { self == .available }

    public var description: String {
        switch self {
        case .available: "available"
        case .unavailable(let reason): "unavailable (\(reason))"
        }
    }
}

/// Matches an unavailable reason against one of Foundation Models' three reasons, so that
/// `case .unavailable(.modelNotReady):` compiles and matches as on Apple platforms.
public func ~= (
    pattern: LanguageModelAvailability.FoundationModelsReason,
    value: LanguageModelAvailability.UnavailableReason
) -> Bool {
    value.foundationModelsReason == pattern
}
