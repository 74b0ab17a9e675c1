import Foundation
import LMCore
import Synchronization

/// Loads a GGUF file's weights once, on a thread of its own, for every session that uses them,
/// and says why they can't be loaded when they can't.
final class LlamaModelLoader: Sendable {
    private enum LoadState {
        case notLoaded
        case loading
        case loaded(LlamaModel)
        case failed(LlamaError)
    }

    let path: String
    let configuration: LlamaLanguageModel.Configuration
    private let state = Mutex<LoadState>(.notLoaded)
    /// Held while the weights load, so concurrent first uses load them once.
    private let loading = NSLock()
    private let checkedHeader = Mutex<Result<GGUFHeader, LlamaError>?>(nil)

    init(path: String, configuration: LlamaLanguageModel.Configuration) {
        self.path = path
        self.configuration = configuration
    }

    /// Whether the weights can be used, and if not, exactly why.
    var availability: LanguageModelAvailability {
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

    /// The weights, when they are loaded.
    var loadedModel: LlamaModel? {
        if case .loaded(let model) = state.withLock({ $0 }) { return model }
        return nil
    }

    /// The file's header, checked once.
    func header() -> Result<GGUFHeader, LlamaError> {
        if let checked = checkedHeader.withLock({ $0 }) { return checked }
        let result = Result { () throws(LlamaError) in try GGUFHeader.validate(path: path) }
        checkedHeader.withLock { $0 = result }
        return result
    }

    /// Loads the weights without blocking the caller's thread: they load on a thread of their
    /// own; callers that arrive while another loads wait for that load.
    /// - Parameter progress: Called with the fraction loaded (0...1) by the call that loads.
    /// - Throws: ``LlamaError`` saying why the weights could not be loaded.
    func load(progress: (@Sendable (Double) -> Void)? = nil) async throws -> LlamaModel {
        if let model = loadedModel { return model }
        return try await withCheckedThrowingContinuation { continuation in
            let loader = Thread { [self] in
                continuation.resume(with: Result { () throws(LlamaError) in try loadNow(progress: progress) })
            }
            loader.name = "LMLlama model loader"
            loader.start()
        }
    }

    /// The runtime the configuration names, or why it can't be loaded.
    private func runtime() -> Result<LlamaRuntime, LlamaError> {
        guard let libraryPath = configuration.libraryPath else { return LlamaRuntime.status }
        return Result { () throws(LlamaError) in try LlamaRuntime.load(libraryPath: libraryPath) }
    }

    /// Loads on this thread (blocking on `loading` while another thread loads).
    private func loadNow(progress: (@Sendable (Double) -> Void)?) throws(LlamaError) -> LlamaModel {
        if let model = loadedModel { return model }
        loading.lock()
        defer { loading.unlock() }
        if let model = loadedModel { return model }
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
