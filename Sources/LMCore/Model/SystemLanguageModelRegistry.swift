import Foundation
import Synchronization

/// Where ``SystemLanguageModel`` finds its model: a bootstrapped one, else the linked providers.
package final class SystemLanguageModelRegistry: Sendable {
    private struct State {
        var bootstrapped: (any LanguageModel)?
        var discovered: (any LanguageModel)?
        var generation = 0
    }

    private let state = Mutex(State())

    /// The mangled names of the providers LMCore's own modules ship, most preferred first
    /// (`LMLlama.LlamaSystemModelProvider`, `LMFallback.FallbackSystemModelProvider`).
    package static let providerTypeNames = [
        "7LMLlama24LlamaSystemModelProviderO",
        "10LMFallback27FallbackSystemModelProviderO",
    ]

    /// Increases with every bootstrap, so executors made for an earlier model are not reused.
    var generation: Int { state.withLock { $0.generation } }

    func bootstrap(_ model: (any LanguageModel)?) {
        state.withLock { state in
            state.bootstrapped = model
            state.generation += 1
        }
    }

    /// The configured model.
    func model() -> any LanguageModel {
        if let model = state.withLock({ $0.bootstrapped ?? $0.discovered }) { return model }
        let found = Self.discover(environment: ProcessInfo.processInfo.environment)
        return state.withLock { state in
            if let model = state.bootstrapped ?? state.discovered { return model }
            state.discovered = found
            return found
        }
    }

    /// The linked providers' models, chained in order of preference.
    /// - Parameters:
    ///   - environment: The process environment the providers read.
    ///   - typeNames: The mangled names of the provider types to look for.
    package static func discover(
        environment: [String: String], typeNames: [String] = providerTypeNames
    ) -> any LanguageModel {
        let offered = typeNames.compactMap { name -> (any LanguageModel)? in
            guard let provider = _typeByName(name) as? any SystemLanguageModelProvider.Type else { return nil }
            return provider.systemLanguageModel(environment: environment)
        }
        switch offered.count {
        case 0: return UnconfiguredLanguageModel()
        case 1: return offered[0]
        default: return LanguageModelRouter(offered)
        }
    }
}

/// The model of a process with no provider configured: always unavailable, saying how to fix it.
struct UnconfiguredLanguageModel: LanguageModel {
    typealias Executor = UnconfiguredLanguageModelExecutor

    static let reason = LanguageModelAvailability.UnavailableReason.notConfigured(
        detail: "no language model is configured: link LMFallback or LMLlama (with LMCORE_MODEL set to a GGUF "
            + "file), or call SystemLanguageModel.bootstrap(_:) with a model")

    var providerName: String { "none" }
    var modelIdentifier: String { "none" }
    var availability: LanguageModelAvailability { .unavailable(Self.reason) }
    var capabilities: LanguageModelCapabilities { [] }
    var executorConfiguration: Int { 0 }
}

/// Fails every request of an ``UnconfiguredLanguageModel``.
struct UnconfiguredLanguageModelExecutor: LanguageModelExecutor {
    init(configuration: Int) throws {}

    func respond(
        to request: LanguageModelExecutorGenerationRequest,
        model: UnconfiguredLanguageModel,
        streamingInto channel: LanguageModelExecutorGenerationChannel
    ) async throws {
        throw LanguageModelSession.GenerationError.assetsUnavailable(
            .init(debugDescription: "The system language model is unavailable: \(UnconfiguredLanguageModel.reason)."))
    }
}
