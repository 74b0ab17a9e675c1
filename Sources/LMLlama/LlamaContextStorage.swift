import CLlama

/// Owns a llama.cpp context handle and frees it last.
final class LlamaContextStorage: @unchecked Sendable {
    // Invariant for @unchecked Sendable: `handle` is set once and freed only in deinit. Only the
    // context's single owner (a `LlamaContext`) decodes through it; other threads reach it only
    // through `LlamaAbortHandle`, whose functions touch nothing but an atomic flag.
    let handle: OpaquePointer
    // Keeps the model alive for as long as the context exists.
    let model: LlamaModel

    init(handle: OpaquePointer, model: LlamaModel) {
        self.handle = handle
        self.model = model
    }

    deinit {
        lmc_context_free(handle)
    }
}
