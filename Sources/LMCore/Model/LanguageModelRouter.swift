import Foundation

/// A chain of models: each request is served by the first available model, and retried on the
/// next one when it fails in a way the ``FallbackPolicy`` allows.
///
/// One answer always comes from one model: a request falls back only while nothing of the answer
/// has been delivered yet, and the tool-calling rounds of a turn stay on the model that started
/// it. Every response says which model produced it and why, in ``ServedBy/reason``:
///
/// ```swift
/// let model = LanguageModelRouter([llama, FallbackLanguageModel()])
/// let session = LanguageModelSession(model: model)
/// let reply = try await session.respond(to: "Title this note: …")
/// print(reply.servedBy)   // used=fallback reason=llama unavailable: runtime not installed: …
/// ```
public struct LanguageModelRouter: LanguageModel {
    /// The models, in order of preference.
    public let models: [any LanguageModel]
    /// Which failures are retried on the next model.
    public let policy: FallbackPolicy

    /// Creates a chain.
    /// - Parameters:
    ///   - models: The models, most preferred first.
    ///   - policy: Which failures are retried on the next model.
    public init(_ models: [any LanguageModel], policy: FallbackPolicy = .default) {
        self.models = models
        self.policy = policy
    }

    /// The first available model, if any.
    public var selectedModel: (any LanguageModel)? {
        models.first { $0.isAvailable }
    }

    public var providerName: String { "router" }

    public var modelIdentifier: String {
        models.map { "\($0.providerName):\($0.modelIdentifier)" }.joined(separator: ",")
    }

    public var availability: LanguageModelAvailability {
        if selectedModel != nil { return .available }
        return models.first?.availability ?? .unavailable(.notConfigured(detail: "the router has no models"))
    }

    public var contextSize: Int { (selectedModel ?? models.first)?.contextSize ?? 0 }

    public var supportedLanguages: Set<Locale.Language> {
        (selectedModel ?? models.first)?.supportedLanguages ?? []
    }

    public var capabilities: LanguageModelCapabilities {
        (selectedModel ?? models.first)?.capabilities ?? LanguageModelCapabilities(maximumContextSize: 0)
    }

    public func tokenCount(for request: GenerationRequest) async throws -> Int {
        guard let model = selectedModel else {
            throw LanguageModelSession.GenerationError.assetsUnavailable(
                .init(debugDescription: "No model in the chain is available: \(availability).")
            )
        }
        return try await model.tokenCount(for: request)
    }

    public func makeExecutor() throws -> any LanguageModelExecutor {
        LanguageModelRouterExecutor(models: models, policy: policy)
    }
}
