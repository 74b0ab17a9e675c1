import Foundation
import Synchronization

/// The model an app gets without naming a provider, as with Apple's `SystemLanguageModel`.
///
/// ```swift
/// let model = SystemLanguageModel.default
/// switch model.availability {
/// case .available: break
/// case .unavailable(.modelNotReady): print("still loading")
/// case .unavailable(let reason): print(reason)   // LMCore's reasons say what to do
/// }
/// let session = LanguageModelSession()           // uses SystemLanguageModel.default
/// ```
///
/// What it runs is configured, in this order:
/// 1. a model set in code with ``bootstrap(_:)`` (in the spirit of swift-log's
///    `LoggingSystem.bootstrap`), for example a ``MockLanguageModel`` in tests;
/// 2. the providers the app links, found at run time: with `LMLlama` linked and `LMCORE_MODEL`
///    naming a GGUF file, that llama model (falling back to the `LMFallback` model when that is
///    linked too); else the `LMFallback` model;
/// 3. otherwise nothing: the model is unavailable with
///    ``LanguageModelAvailability/FoundationModelsReason/appleIntelligenceNotEnabled`` and a
///    reason that says how to configure one.
///
/// The ``UseCase`` and ``Guardrails`` reach providers in each request's metadata (keys
/// ``useCaseMetadataKey`` and ``guardrailsMetadataKey``).
public final class SystemLanguageModel: LanguageModel {
    /// The executor that hands requests to the configured model.
    public typealias Executor = SystemLanguageModelExecutor
    /// Whether the model can serve requests, as Apple's framework names the type.
    public typealias Availability = LanguageModelAvailability

    /// What the app uses the model for.
    public enum UseCase: String, Sendable, Hashable, Codable {
        /// General prompting.
        case general
        /// Tagging content: topics, entities, categories.
        case contentTagging
    }

    /// How strictly the model's safety checks treat content.
    public enum Guardrails: String, Sendable, Hashable, Codable {
        /// The default checks.
        case `default`
        /// Checks that allow transforming content the app supplies (summaries, rewrites) even when
        /// it is sensitive.
        case permissiveContentTransformations
    }

    /// The request metadata key that carries the use case.
    public static let useCaseMetadataKey = "lmcore.useCase"
    /// The request metadata key that carries the guardrails.
    public static let guardrailsMetadataKey = "lmcore.guardrails"

    /// The general-purpose model with default guardrails.
    public static let `default` = SystemLanguageModel()

    /// What the app uses the model for.
    public let useCase: UseCase
    /// How strictly content is checked.
    public let guardrails: Guardrails

    /// Creates the system model for a use case.
    /// - Parameters:
    ///   - useCase: What the app uses the model for.
    ///   - guardrails: How strictly content is checked.
    public init(useCase: UseCase = .general, guardrails: Guardrails = .default) {
        self.useCase = useCase
        self.guardrails = guardrails
    }

    /// The model requests go to now.
    public var configuredModel: any LanguageModel { Self.registry.model() }

    /// Makes every system model (``default`` included) use this model from now on.
    ///
    /// Sessions made earlier keep the model they started with.
    /// - Parameter model: The model to use.
    public static func bootstrap(_ model: any LanguageModel) {
        registry.bootstrap(model)
    }

    /// Forgets a model set with ``bootstrap(_:)``, so the configuration is found again.
    public static func resetBootstrap() {
        registry.bootstrap(nil)
    }

    public var availability: LanguageModelAvailability { configuredModel.availability }
    /// Whether the model can serve requests now.
    public var isAvailable: Bool { availability.isAvailable }
    public var capabilities: LanguageModelCapabilities { configuredModel.capabilities }
    public var contextSize: Int { configuredModel.contextSize }
    public var supportedLanguages: Set<Locale.Language> { configuredModel.supportedLanguages }
    public var providerName: String { configuredModel.providerName }
    public var modelIdentifier: String { configuredModel.modelIdentifier }

    public func tokenCount(for request: LanguageModelExecutorGenerationRequest) async throws -> Int {
        try await configuredModel.tokenCount(for: request)
    }

    public var needsPreparation: Bool { configuredModel.needsPreparation }

    public func prepare(progress: (@Sendable (Double) -> Void)?) async throws {
        try await configuredModel.prepare(progress: progress)
    }

    /// The use case, the guardrails and the configuration generation (a new bootstrap makes a
    /// new executor).
    public var executorConfiguration: SystemLanguageModelExecutor.Configuration {
        SystemLanguageModelExecutor.Configuration(
            useCase: useCase, guardrails: guardrails, generation: Self.registry.generation)
    }

    static let registry = SystemLanguageModelRegistry()
}

/// Hands a system model's requests to the configured model's own executor.
public struct SystemLanguageModelExecutor: LanguageModelExecutor {
    /// The use case, guardrails and configuration generation.
    public struct Configuration: Hashable, Sendable {
        let useCase: SystemLanguageModel.UseCase
        let guardrails: SystemLanguageModel.Guardrails
        let generation: Int
    }

    private let configuration: Configuration
    private let lease: LanguageModelExecutorLease

    /// Leases the configured model's executor.
    public init(configuration: Configuration) throws {
        self.configuration = configuration
        lease = try SystemLanguageModel.registry.model().leaseExecutor()
    }

    public func respond(
        to request: LanguageModelExecutorGenerationRequest,
        model: SystemLanguageModel,
        streamingInto channel: LanguageModelExecutorGenerationChannel
    ) async throws {
        var request = request
        request.metadata[SystemLanguageModel.useCaseMetadataKey] = GeneratedContent(configuration.useCase.rawValue)
        request.metadata[SystemLanguageModel.guardrailsMetadataKey] = GeneratedContent(
            configuration.guardrails.rawValue)
        try await lease.respond(to: request, streamingInto: channel)
    }

    public func prewarm(model: SystemLanguageModel, transcript: Transcript) {
        lease.prewarm(transcript: transcript)
    }
}
