import Foundation
import LMCore
import Synchronization

/// A GGUF model run by llama.cpp, as an LMCore ``LanguageModel``.
///
/// The model file is loaded once (memory-mapped) the first time it is needed — by
/// ``load()``, ``tokenCount(for:)`` or a session's first executor — and shared by every session;
/// each session's executor owns its own llama.cpp context and keeps its KV cache between turns.
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
    /// How the model is loaded and how its contexts are made.
    public struct Configuration: Sendable, Equatable {
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
        /// Whether the model may, must or must not call the session's tools.
        public var toolChoice: LlamaToolChoice

        /// Creates a configuration.
        public init(
            contextSize: Int? = nil,
            batchSize: Int = 512,
            threads: Int? = nil,
            gpuLayers: Int32 = 0,
            flashAttention: Bool? = nil,
            libraryPath: String? = nil,
            toolChoice: LlamaToolChoice = .automatic
        ) {
            self.libraryPath = libraryPath
            self.toolChoice = toolChoice
            self.contextSize = contextSize
            self.batchSize = batchSize
            self.threads = threads
            self.gpuLayers = gpuLayers
            self.flashAttention = flashAttention
        }
    }

    private enum LoadState {
        case notLoaded
        case loading
        case loaded(LlamaModel)
        case failed(LlamaError)
    }

    /// The GGUF file.
    public let path: String
    /// How the model is loaded and run.
    public let configuration: Configuration
    private let state = Mutex<LoadState>(.notLoaded)
    /// Held while the weights load, so concurrent first uses load them once.
    private let loading = NSLock()
    private let checkedHeader = Mutex<Result<GGUFHeader, LlamaError>?>(nil)

    /// Creates a model for a GGUF file. Nothing is loaded until the model is first needed.
    /// - Parameters:
    ///   - path: The GGUF file.
    ///   - configuration: Context size, batch size, threads, GPU layers.
    public init(path: String, configuration: Configuration = Configuration()) {
        self.path = path
        self.configuration = configuration
    }

    /// `llama`.
    public var providerName: String { "llama" }

    /// The model file's name.
    public var modelIdentifier: String { URL(fileURLWithPath: path).lastPathComponent }

    /// Whether the model can serve requests, and if not, exactly why.
    public var availability: LanguageModelAvailability {
        switch state.withLock({ $0 }) {
        case .loaded: return .available
        case .loading: return .unavailable(.modelLoading)
        case .failed(let error): return .unavailable(Self.reason(for: error))
        case .notLoaded:
            if case .failure(let error) = runtime() { return .unavailable(Self.reason(for: error)) }
            switch header() {
            case .success: return .available
            case .failure(let error): return .unavailable(Self.reason(for: error))
            }
        }
    }

    /// The configured runtime, or why it can't be loaded.
    private func runtime() -> Result<LlamaRuntime, LlamaError> {
        guard let libraryPath = configuration.libraryPath else { return LlamaRuntime.status }
        return Result { () throws(LlamaError) in try LlamaRuntime.load(libraryPath: libraryPath) }
    }

    /// The file's header, checked once.
    private func header() -> Result<GGUFHeader, LlamaError> {
        if let checked = checkedHeader.withLock({ $0 }) { return checked }
        let result = Result { () throws(LlamaError) in try GGUFHeader.validate(path: path) }
        checkedHeader.withLock { $0 = result }
        return result
    }

    /// The context size each session gets, in tokens.
    public var contextSize: Int {
        if let contextSize = configuration.contextSize { return contextSize }
        if case .loaded(let model) = state.withLock({ $0 }) { return min(model.trainedContextLength, 4096) }
        let trained = (try? header().get())?.contextLength ?? 4096
        return min(trained, 4096)
    }

    /// English; a GGUF file does not declare its languages.
    public var supportedLanguages: Set<Locale.Language> { [Locale.Language(identifier: "en")] }

    /// Text, streaming, structured output and tool calls (JSON under a grammar); no tool calls
    /// when ``Configuration/toolChoice`` is ``LlamaToolChoice/none``.
    public var capabilities: LanguageModelCapabilities {
        LanguageModelCapabilities(
            textGeneration: true, guidedGeneration: true, toolCalling: configuration.toolChoice != .none,
            streaming: true,
            maximumContextSize: contextSize)
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
        if case .loaded(let model) = state.withLock({ $0 }) { return model }
        return try await withCheckedThrowingContinuation { continuation in
            let loader = Thread { [self] in
                continuation.resume(with: Result { () throws(LlamaError) in try loadedModel(progress: progress) })
            }
            loader.name = "LMLlama model loader"
            loader.start()
        }
    }

    /// Counts exactly the tokens an executor would feed for the request.
    public func tokenCount(for request: GenerationRequest) async throws -> Int {
        let model = try assets()
        return try LlamaPromptBuilder(model: model).tokens(for: request).count
    }

    /// Creates the executor of one session, with its own llama.cpp context.
    public func makeExecutor() throws -> any LanguageModelExecutor {
        let model = try assets()
        let context: LlamaContext
        do {
            context = try LlamaContext(
                model: model,
                configuration: .init(
                    contextSize: configuration.contextSize ?? min(model.trainedContextLength, 4096),
                    batchSize: configuration.batchSize,
                    threads: configuration.threads,
                    flashAttention: configuration.flashAttention))
        } catch {
            throw LanguageModelSession.GenerationError.assetsUnavailable(
                .init(debugDescription: error.localizedDescription, underlyingErrors: [error]))
        }
        return LlamaExecutor(
            model: model, context: context, servedBy: ServedBy(self), toolChoice: configuration.toolChoice)
    }

    private func assets() throws -> LlamaModel {
        do {
            return try loadedModel()
        } catch {
            throw LanguageModelSession.GenerationError.assetsUnavailable(
                .init(debugDescription: error.localizedDescription, underlyingErrors: [error]))
        }
    }

    /// The loaded model, loading it on this thread first when nobody has. Callers that arrive
    /// while another thread loads block on `loading` until it is done (no polling).
    private func loadedModel(progress: (@Sendable (Double) -> Void)? = nil) throws(LlamaError) -> LlamaModel {
        if case .loaded(let model) = state.withLock({ $0 }) { return model }
        loading.lock()
        defer { loading.unlock() }
        if case .loaded(let model) = state.withLock({ $0 }) { return model }
        state.withLock { $0 = .loading }
        let result = Result { () throws(LlamaError) in
            try LlamaModel(
                path: path, runtime: try runtime().get(),
                configuration: .init(gpuLayers: configuration.gpuLayers, memoryMapped: true),
                progress: progress)
        }
        state.withLock { state in
            switch result {
            case .success(let model): state = .loaded(model)
            case .failure(let error): state = .failed(error)
            }
        }
        return try result.get()
    }

    /// The availability reason for a llama error.
    static func reason(for error: any Error) -> LanguageModelAvailability.UnavailableReason {
        guard let error = error as? LlamaError else { return .modelFailedToLoad(detail: "\(error)") }
        let detail = error.localizedDescription
        switch error {
        case .builtWithoutHeaders, .libraryNotFound, .symbolMissing, .libraryIncomplete:
            return .runtimeNotInstalled(detail: detail)
        case .modelFileNotFound(let path):
            return .modelFileNotFound(path: path)
        case .invalidModelFile(let path, let problem):
            return .invalidModelFile(path: path, detail: problem)
        default:
            return .modelFailedToLoad(detail: detail)
        }
    }
}
