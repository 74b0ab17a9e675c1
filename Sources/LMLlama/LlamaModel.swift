import CLlama
import Foundation
import Synchronization

/// A GGUF model loaded by llama.cpp: weights (memory-mapped) and vocabulary.
///
/// A model is loaded once and shared: any number of ``LlamaContext``s, on any threads, can be made
/// from it. Loading checks the file first (``GGUFHeader/validate(path:)``), so a missing,
/// truncated or corrupt file is a clear error with its path rather than a crash.
///
/// ```swift
/// let model = try LlamaModel(path: ".models/tiny.gguf")
/// let tokens = try model.tokenize("Hello", addSpecial: true)
/// ```
public final class LlamaModel: @unchecked Sendable {
    // Invariant for @unchecked Sendable: `handle` is set once and freed only in deinit; every
    // function called through it reads the model (metadata, vocabulary, tokenizer), which
    // llama.cpp allows from several threads at once. Contexts keep the model alive.
    let handle: OpaquePointer

    /// The runtime that loaded the model.
    public let runtime: LlamaRuntime
    /// The model file.
    public let path: String
    /// The file's header, as checked before loading.
    public let header: GGUFHeader
    /// The context length the model was trained with.
    public let trainedContextLength: Int
    /// The number of tokens in the vocabulary.
    public let vocabularySize: Int
    /// The number of parameters.
    public let parameterCount: UInt64
    /// The size of the weights, in bytes.
    public let weightsSize: UInt64
    /// llama.cpp's description of the model, such as `llama ?B F16`.
    public let summary: String
    /// The model's own chat template (from `tokenizer.chat_template`), if it has one.
    public let chatTemplate: String?
    /// The beginning-of-sequence token, if the vocabulary has one.
    public let beginningOfSequenceToken: Int32?
    /// Whether tokenizing with special tokens adds the beginning-of-sequence token.
    public let addsBeginningOfSequence: Bool
    /// The tokens that end generation and that a grammar may allow at its end (end of sequence,
    /// end of turn), as far as the vocabulary has them.
    public let endTokens: [Int32]
    private let closingTokensCache = Mutex<[Int32]?>(nil)

    /// How to load a model.
    public struct Configuration: Sendable, Equatable {
        /// Layers to offload to a GPU (0 with the CPU backend).
        public var gpuLayers: Int32
        /// Whether to memory-map the weights (the default) instead of reading them.
        public var memoryMapped: Bool
        /// Load only the vocabulary (enough for tokenizing and counting tokens).
        public var vocabularyOnly: Bool

        /// Creates a configuration.
        public init(gpuLayers: Int32 = 0, memoryMapped: Bool = true, vocabularyOnly: Bool = false) {
            self.gpuLayers = gpuLayers
            self.memoryMapped = memoryMapped
            self.vocabularyOnly = vocabularyOnly
        }
    }

    /// Loads a model.
    /// - Parameters:
    ///   - path: The GGUF file.
    ///   - runtime: The llama.cpp library to use; by default the one found by ``LlamaRuntime/load()``.
    ///   - configuration: How to load it.
    ///   - progress: Called on the loading thread with the fraction of the weights loaded (0...1).
    /// - Throws: ``LlamaError`` — the runtime's reason, ``LlamaError/modelFileNotFound(path:)``,
    ///   ``LlamaError/invalidModelFile(path:detail:)`` or ``LlamaError/modelLoadFailed(path:detail:)``.
    public init(
        path: String,
        runtime given: LlamaRuntime? = nil,
        configuration: Configuration = Configuration(),
        progress: (@Sendable (Double) -> Void)? = nil
    ) throws(LlamaError) {
        let header = try GGUFHeader.validate(path: path)
        let runtime: LlamaRuntime
        if let given {
            runtime = given
        } else {
            runtime = try LlamaRuntime.load()
        }
        var parameters = lmc_model_params()
        parameters.gpu_layers = configuration.gpuLayers
        parameters.use_mmap = configuration.memoryMapped
        parameters.vocab_only = configuration.vocabularyOnly
        let reporter = progress.map(LoadProgressReporter.init)
        if let reporter {
            parameters.progress = { fraction, context in
                guard let context else { return true }
                Unmanaged<LoadProgressReporter>.fromOpaque(context).takeUnretainedValue().report(Double(fraction))
                return true
            }
            parameters.progress_context = Unmanaged.passUnretained(reporter).toOpaque()
        }
        var loaded: OpaquePointer?
        let message = CBuffer.message { buffer, size in
            withExtendedLifetime(reporter) {
                loaded = lmc_model_load(runtime.handle, path, parameters, buffer, size)
            }
        }
        guard let loaded else { throw .modelLoadFailed(path: path, detail: message) }
        self.handle = loaded
        self.runtime = runtime
        self.path = path
        self.header = header
        // llama.cpp reports the (unsigned) trained length as an Int32: beyond Int32.max it reads
        // negative, so the header's value is used then.
        let trained = Int(lmc_model_context_length(loaded))
        self.trainedContextLength = trained > 0 ? trained : max(header.contextLength ?? 4096, 1)
        self.vocabularySize = Int(lmc_model_vocabulary_size(loaded))
        self.parameterCount = lmc_model_parameter_count(loaded)
        self.weightsSize = lmc_model_size(loaded)
        self.summary = CBuffer.growing { buffer, size in lmc_model_description(loaded, buffer, size) } ?? ""
        self.chatTemplate = lmc_model_chat_template(loaded).map { String(cString: $0) }
        let bos = lmc_token_bos(loaded)
        self.beginningOfSequenceToken = bos >= 0 ? bos : nil
        self.addsBeginningOfSequence = lmc_token_adds_bos(loaded)
        self.endTokens = [lmc_token_eos(loaded), lmc_token_eot(loaded)].filter { $0 >= 0 }
    }

    deinit {
        lmc_model_free(handle)
    }

    /// A metadata value of the model as text, such as `general.name`.
    /// - Parameter key: The GGUF key.
    /// - Returns: The value, or nil when the model has no such key.
    public func metadata(_ key: String) -> String? {
        CBuffer.growing { buffer, size in lmc_model_metadata(handle, key, buffer, size) }
    }

    /// Whether a token ends generation (end of sequence, end of turn and the like).
    public func isEndOfGeneration(_ token: Int32) -> Bool {
        lmc_token_is_end_of_generation(handle, token)
    }

    /// Tokens made only of JSON's closing characters (`"`, `}`, `]`), longest first: what a
    /// response under a grammar is steered to when its token budget runs low.
    public var closingTokens: [Int32] {
        closingTokensCache.withLock { cached in
            if let cached { return cached }
            let closing: Set<UInt8> = [UInt8(ascii: "\""), UInt8(ascii: "}"), UInt8(ascii: "]")]
            let tokens = (0..<Int32(vocabularySize)).compactMap { token -> (token: Int32, length: Int)? in
                let bytes = piece(token)
                guard !bytes.isEmpty, !isEndOfGeneration(token), bytes.allSatisfy(closing.contains) else { return nil }
                return (token, bytes.count)
            }
            .sorted { $0.length != $1.length ? $0.length > $1.length : $0.token < $1.token }
            .map(\.token)
            cached = tokens
            return tokens
        }
    }

    /// Whether a token is a control token (such as a chat template's role markers).
    public func isControl(_ token: Int32) -> Bool {
        lmc_token_is_control(handle, token)
    }
}
