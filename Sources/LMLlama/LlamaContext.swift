import CLlama
import Foundation

/// One llama.cpp context on a model: a KV cache, and the tokens it holds.
///
/// A context has one owner at a time (it is not `Sendable`): the executor of one session. The
/// owner feeds it with ``evaluate(_:)``, which keeps whatever the cache shares with the new
/// tokens — the longest common prefix — trims the rest, and decodes only the new tokens, in
/// batch-size chunks. ``abortHandle`` is the one part other threads may use: it stops a decode
/// in progress.
///
/// ```swift
/// let context = try LlamaContext(model: model, configuration: .init(contextSize: 2048))
/// let result = try context.evaluate(try model.tokenize("Hello", addSpecial: true))
/// ```
public final class LlamaContext {
    /// How to create a context.
    public struct Configuration: Sendable, Equatable {
        /// The context size in tokens; nil: the model's trained length, at most 4096.
        public var contextSize: Int?
        /// The most tokens decoded in one call (prompts are fed in chunks of this size).
        public var batchSize: Int
        /// The physical batch size; nil: the same as `batchSize`.
        public var microBatchSize: Int?
        /// Threads for generation; nil: automatic — one per core that other processes leave free,
        /// checked before each decode (see ``threadsInUse``).
        public var threads: Int?
        /// Threads for prompt processing; nil: the same as `threads`.
        public var batchThreads: Int?
        /// Flash attention: nil lets llama.cpp decide.
        public var flashAttention: Bool?

        /// Creates a configuration.
        public init(
            contextSize: Int? = nil,
            batchSize: Int = 512,
            microBatchSize: Int? = nil,
            threads: Int? = nil,
            batchThreads: Int? = nil,
            flashAttention: Bool? = nil
        ) {
            self.contextSize = contextSize
            self.batchSize = batchSize
            self.microBatchSize = microBatchSize
            self.threads = threads
            self.batchThreads = batchThreads
            self.flashAttention = flashAttention
        }
    }

    /// What one ``evaluate(_:)`` did.
    public struct Evaluation: Sendable, Equatable {
        /// Tokens kept from the cache.
        public var reused: Int
        /// Tokens decoded.
        public var decoded: Int
    }

    /// The model.
    public let model: LlamaModel
    /// The context size llama.cpp allocated, in tokens.
    public let contextSize: Int
    /// The most tokens one decode call takes.
    public let batchSize: Int
    /// The tokens in the KV cache, in order.
    public private(set) var cachedTokens: [Int32] = []
    /// Every token this context has decoded since it was created.
    public private(set) var decodedTokenCount = 0
    /// Whether the last decode produced logits to sample from.
    public private(set) var hasLogits = false

    /// The threads decodes use now. With automatic threads (a configuration without `threads`)
    /// it follows the cores other processes leave free: spinning OpenMP workers collapse when one
    /// of them loses its core, so a busy machine gets fewer threads and a quiet one all cores.
    public private(set) var threadsInUse: Int
    private let automaticThreads: Bool
    private let fixedBatchThreads: Int?

    let storage: LlamaContextStorage

    /// Creates a context.
    /// - Throws: ``LlamaError/contextCreationFailed(detail:)``.
    public init(model: LlamaModel, configuration: Configuration = Configuration()) throws(LlamaError) {
        let threads = configuration.threads ?? ProcessInfo.processInfo.activeProcessorCount
        var parameters = lmc_context_params()
        parameters.context_size = UInt32(clamping: configuration.contextSize ?? min(model.trainedContextLength, 4096))
        parameters.batch_size = UInt32(clamping: max(1, configuration.batchSize))
        parameters.micro_batch_size = UInt32(clamping: configuration.microBatchSize ?? configuration.batchSize)
        parameters.threads = Int32(clamping: threads)
        parameters.batch_threads = Int32(clamping: configuration.batchThreads ?? threads)
        parameters.flash_attention = configuration.flashAttention.map { $0 ? 1 : 0 } ?? -1
        var created: OpaquePointer?
        let message = CBuffer.message { buffer, size in
            created = lmc_context_create(model.handle, parameters, buffer, size)
        }
        guard let created else { throw .contextCreationFailed(detail: message) }
        self.model = model
        self.storage = LlamaContextStorage(handle: created, model: model)
        self.contextSize = Int(lmc_context_size(created))
        self.batchSize = Int(lmc_context_batch_size(created))
        self.threadsInUse = threads
        self.automaticThreads = configuration.threads == nil
        self.fixedBatchThreads = configuration.batchThreads
    }

    /// With automatic threads, one thread per core that is free now (shared with this process's
    /// other decodes running at the same time).
    private func adjustThreads() {
        guard automaticThreads else { return }
        let free = min(ProcessInfo.processInfo.activeProcessorCount, LlamaCPUShare.shared.threadsForDecode())
        guard free != threadsInUse else { return }
        threadsInUse = free
        lmc_context_set_threads(storage.handle, Int32(clamping: free), Int32(clamping: fixedBatchThreads ?? free))
    }

    /// Something other threads can use to stop a decode of this context.
    public var abortHandle: LlamaAbortHandle { LlamaAbortHandle(storage: storage) }

    /// A copy of the latest logits, one per vocabulary token, or nil when the last decode produced
    /// none (for checking samplers against the whole distribution).
    func latestLogits() -> [Float]? {
        guard hasLogits, let logits = lmc_context_logits(storage.handle) else { return nil }
        return Array(UnsafeBufferPointer(start: logits, count: model.vocabularySize))
    }

    /// Clears an abort request, so that the next decode runs.
    public func clearAbort() {
        lmc_context_clear_abort(storage.handle)
    }

    /// Makes the cache hold exactly `tokens`, decoding only those after the longest prefix it
    /// already holds, and leaves the logits of the last token ready for sampling.
    /// - Parameter tokens: The whole sequence (not just the new part); at least one token.
    /// - Returns: How many tokens were reused and decoded.
    /// - Throws: ``LlamaError/contextOverflow(needed:available:)`` before touching the cache when
    ///   the tokens don't fit; ``LlamaError/aborted`` or ``LlamaError/decodeFailed(code:detail:)``
    ///   (the cache then holds what was decoded before the failure).
    @discardableResult
    public func evaluate(_ tokens: [Int32]) throws(LlamaError) -> Evaluation {
        guard !tokens.isEmpty else {
            throw .tokenizationFailed(detail: "there are no tokens to evaluate")
        }
        guard tokens.count <= contextSize else {
            throw .contextOverflow(needed: tokens.count, available: contextSize)
        }
        var keep = Self.commonPrefixLength(cachedTokens, tokens)
        // The last token is decoded again when everything is cached, to get its logits.
        if keep == tokens.count { keep -= 1 }
        trim(to: keep)
        keep = cachedTokens.count
        var position = keep
        while position < tokens.count {
            let end = min(position + batchSize, tokens.count)
            try decode(Array(tokens[position..<end]), logitsForLast: end == tokens.count)
            position = end
        }
        return Evaluation(reused: keep, decoded: tokens.count - keep)
    }

    /// Decodes one more token (typically the one just sampled) and computes its logits.
    /// - Throws: ``LlamaError/contextOverflow(needed:available:)`` when the context is full, or a
    ///   decode error.
    public func append(_ token: Int32) throws(LlamaError) {
        guard cachedTokens.count < contextSize else {
            throw .contextOverflow(needed: cachedTokens.count + 1, available: contextSize)
        }
        try decode([token], logitsForLast: true)
    }

    /// Removes every cached token from position `count` on.
    public func trim(to count: Int) {
        guard count < cachedTokens.count else { return }
        if count <= 0 || !lmc_context_remove_positions(storage.handle, Int32(count), -1) {
            lmc_context_clear(storage.handle)
            cachedTokens.removeAll()
        } else {
            cachedTokens.removeSubrange(count...)
        }
        hasLogits = false
    }

    /// Empties the cache.
    public func reset() {
        lmc_context_clear(storage.handle)
        cachedTokens.removeAll()
        hasLogits = false
    }

    private func decode(_ tokens: [Int32], logitsForLast: Bool) throws(LlamaError) {
        let start = cachedTokens.count
        let result = LlamaCPUShare.shared.whileDecoding {
            adjustThreads()
            return tokens.withUnsafeBufferPointer { buffer in
                lmc_context_decode(
                    storage.handle, buffer.baseAddress, Int32(buffer.count), Int32(start), logitsForLast)
            }
        }
        hasLogits = result == 0 && logitsForLast
        if result == 0 {
            cachedTokens.append(contentsOf: tokens)
            decodedTokenCount += tokens.count
            return
        }
        // After an abort or a failure, the cache keeps the micro-batches that were processed.
        let kept = max(start, min(start + tokens.count, Int(lmc_context_max_position(storage.handle)) + 1))
        cachedTokens.append(contentsOf: tokens[0..<(kept - start)])
        decodedTokenCount += kept - start
        if kept - start < tokens.count {
            trim(to: kept)
        }
        switch result {
        case 2: throw .aborted
        case 1: throw .decodeFailed(code: result, detail: "no KV cache slot for \(tokens.count) tokens")
        case -100: throw .decodeFailed(code: result, detail: "\(tokens.count) tokens at position \(start)")
        default: throw .decodeFailed(code: result, detail: "see LMCORE_LLAMA_LOG=1 for llama.cpp's log")
        }
    }

    /// The length of the common prefix of two token sequences.
    static func commonPrefixLength(_ lhs: [Int32], _ rhs: [Int32]) -> Int {
        var index = 0
        let limit = min(lhs.count, rhs.count)
        while index < limit && lhs[index] == rhs[index] { index += 1 }
        return index
    }
}
