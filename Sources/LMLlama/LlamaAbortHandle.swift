import CLlama

/// Stops a ``LlamaContext``'s decode from any thread, for cancellation.
///
/// A request to abort makes the decode in progress (or the next one) return within one
/// micro-batch with ``LlamaError/aborted``; ``LlamaContext/clearAbort()`` lets decoding run again.
public struct LlamaAbortHandle: Sendable {
    let storage: LlamaContextStorage

    /// Asks the context to stop decoding.
    public func requestAbort() {
        lmc_context_request_abort(storage.handle)
    }
}
