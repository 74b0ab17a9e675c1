import Foundation
import LMCore
import Synchronization

/// A GGUF model run by llama.cpp, as an LMCore ``LanguageModel``.
///
/// The model is a light description; its ``LlamaExecutor`` (one per path and configuration,
/// shared by every session and every model value with them) loads the file once
/// (memory-mapped, on a thread of its own, never blocking a caller) the first time it is
/// needed — by ``load(progress:)``, ``tokenCount(for:)``, a session's prewarm or first request —
/// and keeps a small pool of llama.cpp contexts whose KV caches sessions reuse.
/// ``availability`` says exactly what is wrong when the model can't run: llama.cpp missing
/// (built without headers, library not found, a symbol missing), the file missing or not a valid
/// GGUF, or the model still loading.
///
/// ```swift
/// let model = LlamaLanguageModel(path: "/models/qwen2.5-1.5b-instruct-q4_k_m.gguf")
/// guard model.isAvailable else { print(model.availability); return }
/// let session = LanguageModelSession(model: model)
/// let answer = try await session.respond(to: "Name three rivers.")
/// ```
public final class LlamaLanguageModel: LanguageModel {
    /// The executor that runs the model.
    public typealias Executor = LlamaExecutor

    /// How the model is loaded and how its contexts are made.
    public struct Configuration: Sendable, Hashable {
        /// The context size of each session, in tokens; nil: the model's trained length, at most 4096.
        public var contextSize: Int?
        /// The most tokens decoded at once (long prompts are fed in chunks of this size).
        public var batchSize: Int
        /// Threads for decoding; nil: the number of active processors.
        public var threads: Int?
        /// Layers to offload to a GPU (0 with the CPU backend).
        public var gpuLayers: Int32
        /// Flash attention; nil lets llama.cpp decide.
        public var flashAttention: Bool?
        /// The llama.cpp library to load; nil: the default search (see ``LlamaRuntime``).
        public var libraryPath: String?
        /// Whether the model may, must or must not call the session's tools, unless a request's
        /// `toolCallingMode` says otherwise.
        public var toolChoice: LlamaToolChoice
        /// The most llama.cpp contexts (each with its own KV cache) the model's sessions share.
        public var contextPoolSize: Int

        /// Creates a configuration.
        public init(
            contextSize: Int? = nil,
            batchSize: Int = 512,
            threads: Int? = nil,
            gpuLayers: Int32 = 0,
            flashAttention: Bool? = nil,
            libraryPath: String? = nil,
            toolChoice: LlamaToolChoice = .automatic,
            contextPoolSize: Int = 2
        ) {
            self.contextPoolSize = contextPoolSize
            self.libraryPath = libraryPath
            self.toolChoice = toolChoice
            self.contextSize = contextSize
            self.batchSize = batchSize
            self.threads = threads
            self.gpuLayers = gpuLayers
            self.flashAttention = flashAttention
        }
    }

    /// The GGUF file.
    public let path: String
    /// How the model is loaded and run.
    public let configuration: Configuration
    /// A hold on the shared executor (one that does not keep this model alive), so that the
    /// weights stay loaded while this model value exists.
    private let hold = Mutex<LanguageModelExecutorHold?>(nil)

    /// Creates a model for a GGUF file. Nothing is loaded until the model is first needed.
    /// - Parameters:
    ///   - path: The GGUF file.
    ///   - configuration: Context size, batch size, threads, GPU layers.
    public init(path: String, configuration: Configuration = Configuration()) {
        self.path = path
        self.configuration = configuration
        // The hold is taken now, so that the executor (and later the weights) outlives sessions.
        _ = executor
    }

    /// `llama`.
    public var providerName: String { "llama" }

    /// The model file's name.
    public var modelIdentifier: String { URL(fileURLWithPath: path).lastPathComponent }

    /// The shared executor of this path and configuration.
    public var executor: LlamaExecutor {
        let held = hold.withLock { hold -> LanguageModelExecutorHold? in
            if hold == nil { hold = try? LanguageModelExecutorCache.shared.hold(for: self) }
            return hold
        }
        return held?.executor as? LlamaExecutor ?? LlamaExecutor(configuration: executorConfiguration)
    }

    /// The file and the configuration.
    public var executorConfiguration: LlamaExecutor.Configuration {
        LlamaExecutor.Configuration(path: path, model: configuration)
    }

    /// Whether the model can serve requests, and if not, exactly why.
    public var availability: LanguageModelAvailability {
        executor.loader.availability
    }

    /// The context size each session gets, in tokens.
    public var contextSize: Int {
        if let contextSize = configuration.contextSize { return contextSize }
        if let model = executor.loader.loadedModel { return min(model.trainedContextLength, 4096) }
        let trained = (try? executor.loader.header().get())?.contextLength ?? 4096
        return min(trained, 4096)
    }

    /// English; a GGUF file does not declare its languages.
    public var supportedLanguages: Set<Locale.Language> { [Locale.Language(identifier: "en")] }

    /// Guided generation (JSON under a grammar) and tool calls (also under a grammar); no tool
    /// calls when ``Configuration/toolChoice`` is ``LlamaToolChoice/none``.
    public var capabilities: LanguageModelCapabilities {
        configuration.toolChoice == .none ? [.guidedGeneration] : [.guidedGeneration, .toolCalling]
    }

    /// Loads the model now (otherwise it loads when first needed). While it loads,
    /// ``availability`` is ``LanguageModelAvailability/UnavailableReason/modelLoading``.
    ///
    /// The weights load on a thread of their own, so awaiting this does not hold up Swift's
    /// cooperative threads. When the model is already loaded it returns at once; when another
    /// caller is loading it, it waits for that load.
    /// - Parameter progress: Called with the fraction of the weights loaded (0...1), from the
    ///   loading thread, when this call is the one that loads the model.
    /// - Returns: The loaded model.
    /// - Throws: ``LlamaError`` saying why it could not be loaded.
    @discardableResult
    public func load(progress: (@Sendable (Double) -> Void)? = nil) async throws -> LlamaModel {
        try await executor.loader.load(progress: progress)
    }

    /// Whether the weights are not loaded yet.
    public var needsPreparation: Bool { executor.loader.loadedModel == nil }

    /// Loads the weights (see ``load(progress:)``).
    public func prepare(progress: (@Sendable (Double) -> Void)?) async throws {
        try await load(progress: progress)
    }

    /// Counts exactly the tokens the executor would feed for the request (loading the model
    /// first when needed).
    public func tokenCount(for request: LanguageModelExecutorGenerationRequest) async throws -> Int {
        let model: LlamaModel
        do {
            model = try await load()
        } catch {
            throw LanguageModelSession.GenerationError.assetsUnavailable(
                .init(debugDescription: error.localizedDescription, underlyingErrors: [error]))
        }
        return try LlamaPromptBuilder(model: model).tokens(for: request).count
    }
}
