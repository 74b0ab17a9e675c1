import Foundation

/// A chain of models: each request is served by the first available model, and retried on the
/// next one when it fails in a way the ``FallbackPolicy`` allows.
///
/// One answer always comes from one model: a text answer falls back only while nothing of it
/// has been delivered yet, and the tool-calling rounds of a turn stay on the model that started
/// it. Structured answers are, by default, held back until the router has checked them against
/// their schema, so an answer that breaks its schema falls back too; their snapshots then arrive
/// together at the end (set `checksStructuredAnswers` to `false` to stream them as they come, at
/// the price of no fallback after the first snapshot). Every response says which model produced
/// it and why, in ``ServedBy/reason``:
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
    /// Whether structured answers are checked against their schema before anything of them is
    /// passed on, so that an invalid one falls back.
    public let checksStructuredAnswers: Bool
    private let identity = UUID()

    /// Creates a chain.
    /// - Parameters:
    ///   - models: The models, most preferred first.
    ///   - policy: Which failures are retried on the next model.
    ///   - checksStructuredAnswers: Whether structured answers are held back and checked before
    ///     they are passed on (snapshots then arrive at the end).
    public init(_ models: [any LanguageModel], policy: FallbackPolicy = .default, checksStructuredAnswers: Bool = true)
    {
        self.models = models
        self.policy = policy
        self.checksStructuredAnswers = checksStructuredAnswers
    }

    /// The first available model, if any.
    public var selectedModel: (any LanguageModel)? {
        models.first { $0.isAvailable }
    }

    /// `router`.
    public var providerName: String { "router" }

    /// The models' `provider:identifier` names, comma-separated.
    public var modelIdentifier: String {
        models.map { "\($0.providerName):\($0.modelIdentifier)" }.joined(separator: ",")
    }

    /// Available when any model is; otherwise the first model's reason.
    public var availability: LanguageModelAvailability {
        if selectedModel != nil { return .available }
        return models.first?.availability ?? .unavailable(.notConfigured(detail: "the router has no models"))
    }

    /// The selected model's context size.
    public var contextSize: Int { (selectedModel ?? models.first)?.contextSize ?? 0 }

    /// The selected model's languages.
    public var supportedLanguages: Set<Locale.Language> {
        (selectedModel ?? models.first)?.supportedLanguages ?? []
    }

    /// The selected model's capabilities.
    public var capabilities: LanguageModelCapabilities {
        (selectedModel ?? models.first)?.capabilities ?? []
    }

    /// The selected model's count.
    public func tokenCount(for request: LanguageModelExecutorGenerationRequest) async throws -> Int {
        guard let model = selectedModel else {
            throw LanguageModelSession.GenerationError.assetsUnavailable(
                .init(debugDescription: "No model in the chain is available: \(availability).")
            )
        }
        return try await model.tokenCount(for: request)
    }

    /// Whether an available model in the chain has something to load.
    public var needsPreparation: Bool {
        models.contains { $0.isAvailable && $0.needsPreparation }
    }

    /// Prepares every available model that needs it, in order.
    /// - Throws: The first model's failure, after trying the others (a failed model is passed
    ///   over when requests come, as its availability will say).
    public func prepare(progress: (@Sendable (Double) -> Void)?) async throws {
        var firstFailure: (any Error)?
        for model in models where model.isAvailable && model.needsPreparation {
            do {
                try await model.prepare(progress: progress)
            } catch {
                firstFailure = firstFailure ?? error
            }
        }
        if let firstFailure { throw firstFailure }
    }

    /// The router itself (its models and policy), identified by the router value it was made
    /// from: copies of one router share an executor.
    public var executorConfiguration: Executor.Configuration {
        Executor.Configuration(identity: identity, router: self)
    }

    /// Throws unless some model the request may fall back to can hold it.
    ///
    /// The models are tried in order, as the router would serve them: a model whose context
    /// holds the request ends the check; one whose context is too small is passed over when the
    /// policy falls back on ``LanguageModelSession/GenerationError/exceededContextWindowSize(_:)``
    /// (the default does, since nothing has been generated yet), else its overflow is the error.
    func checkFits(_ request: LanguageModelExecutorGenerationRequest) async throws {
        var firstOverflow: (any Error)?
        for model in models where model.isAvailable {
            do {
                try await ContextBudget.check(request, for: model)
                return
            } catch let overflow as LanguageModelSession.GenerationError {
                guard case .exceededContextWindowSize = overflow else { throw overflow }
                firstOverflow = firstOverflow ?? overflow
                guard policy.shouldFallBack(after: overflow) else { break }
            }
        }
        if let firstOverflow { throw firstOverflow }
    }
}
