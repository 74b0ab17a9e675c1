import CLlama

/// Picks tokens from a context's logits: a llama.cpp sampler chain, optionally under a grammar.
///
/// With a grammar (GBNF), every token returned is one the grammar allows. The check is cheap:
/// the token is sampled first and tested alone against the grammar. When the grammar rejects it,
/// the tokens whose first byte the grammar accepts are checked in stages, most likely first (256,
/// then 1,024, then four times more each stage), until enough are allowed: one for greedy sampling,
/// k for top-k. Every later token is less likely than those found, so the token sampled among them
/// is exactly the choice over the whole grammar-filtered vocabulary; only sampling without top-k
/// checks every candidate (see ``statistics``).
///
/// ```swift
/// let sampler = try LlamaSampler(model: model, mode: .random(temperature: 0.8, topK: 40, topP: 0.95, seed: 7))
/// let token = try sampler.sample(from: context)
/// ```
public final class LlamaSampler {
    /// How tokens are picked.
    public enum Mode: Sendable, Equatable {
        /// Always the most likely token.
        case greedy
        /// Random, from the distribution shaped by top-k, top-p and temperature, with a seed.
        case random(temperature: Double, topK: Int?, topP: Double?, seed: UInt32)
    }

    /// Counters of the grammar checks.
    public struct Statistics: Sendable, Equatable {
        /// Tokens sampled.
        public var sampled: Int
        /// Tokens the grammar accepted as first sampled.
        public var acceptedAtOnce: Int
        /// Tokens sampled again after the grammar rejected the first pick, when the first stage
        /// (the 256 most likely candidates) held enough allowed tokens.
        public var acceptedFromTopCandidates: Int
        /// Tokens sampled again after the grammar rejected the first pick, when later stages (less
        /// likely candidates) had to be checked too.
        public var resampled: Int
    }

    /// The model whose vocabulary the sampler uses.
    public let model: LlamaModel
    /// How tokens are picked.
    public let mode: Mode
    /// The grammar, if any.
    public let grammar: String?

    private let handle: OpaquePointer

    /// Creates a sampler.
    /// - Parameters:
    ///   - model: The model.
    ///   - mode: Greedy or random.
    ///   - grammar: A GBNF grammar every sampled token must follow, or nil.
    ///   - grammarRoot: The grammar's start rule.
    /// - Throws: ``LlamaError/samplerCreationFailed(detail:)`` (for example, a grammar llama.cpp
    ///   can't parse).
    public init(model: LlamaModel, mode: Mode, grammar: String? = nil, grammarRoot: String = "root")
        throws(LlamaError)
    {
        var parameters = lmc_sampler_params()
        switch mode {
        case .greedy:
            parameters.greedy = true
        case .random(let temperature, let topK, let topP, let seed):
            parameters.greedy = false
            parameters.temperature = Float(temperature)
            parameters.top_k = Int32(clamping: topK ?? 0)
            parameters.top_p = Float(topP ?? 1)
            parameters.seed = seed
        }
        var created: OpaquePointer?
        let message = CBuffer.message { buffer, size in
            created = lmc_sampler_create(model.handle, parameters, grammar, grammarRoot, buffer, size)
        }
        guard let created else { throw .samplerCreationFailed(detail: message) }
        self.handle = created
        self.model = model
        self.mode = mode
        self.grammar = grammar
    }

    deinit {
        lmc_sampler_free(handle)
    }

    /// Samples the next token from the context's latest logits, and accepts it.
    /// - Throws: ``LlamaError/grammarDeadEnd`` when the grammar allows nothing, or
    ///   ``LlamaError/decodeFailed(code:detail:)`` when the context has no logits.
    public func sample(from context: LlamaContext) throws(LlamaError) -> Int32 {
        let token = lmc_sampler_sample(handle, context.storage.handle)
        switch token {
        case -2: throw .grammarDeadEnd
        case ..<0: throw .decodeFailed(code: -1, detail: "there are no logits to sample from: evaluate tokens first")
        default: return token
        }
    }

    /// Tells the sampler about a token that was fed without being sampled (it advances the
    /// grammar).
    public func accept(_ token: Int32) {
        lmc_sampler_accept(handle, token)
    }

    /// Whether the grammar allows `token` next (always true without a grammar).
    public func allows(_ token: Int32) -> Bool {
        lmc_sampler_allows(handle, token)
    }

    /// The shortest way the grammar knows to finish from here (or from after `first`), without
    /// changing the sampler: the tokens to feed, the last one an end token; nil without a grammar,
    /// when `first` isn't allowed, or when it can't be finished within `capacity` tokens.
    /// - Parameters:
    ///   - first: A token to walk past first, as if it were accepted.
    ///   - position: Where the text ends (after `first`, with one), in JSON terms.
    ///   - endTokens: The model's end-of-generation tokens.
    ///   - capacity: The most tokens the plan may take.
    func closingPlan(
        after first: Int32? = nil, at position: LlamaLoopGuard.Position, endTokens: [Int32], capacity: Int
    ) -> [Int32]? {
        guard capacity > 0 else { return nil }
        var plan = [Int32](repeating: 0, count: capacity)
        let count = endTokens.withUnsafeBufferPointer { ends in
            lmc_sampler_closing_plan(
                handle, first ?? -1, position.inString, position.escaped, ends.baseAddress, Int32(ends.count),
                &plan, Int32(capacity))
        }
        return count > 0 ? Array(plan.prefix(Int(count))) : nil
    }

    /// Samples the next token like ``sample(from:)`` but leaves it unaccepted: the caller then
    /// accepts it (``accept(_:)``) or feeds another.
    func sampleUnaccepted(from context: LlamaContext) throws(LlamaError) -> Int32 {
        let token = lmc_sampler_sample_unaccepted(handle, context.storage.handle)
        switch token {
        case -2: throw .grammarDeadEnd
        case ..<0: throw .decodeFailed(code: -1, detail: "there are no logits to sample from: evaluate tokens first")
        default: return token
        }
    }

    /// The tokens the grammar checks when it rejected the most likely ones: those whose first byte
    /// it accepts now, and those always checked (nil without a grammar).
    func grammarCandidates() -> [Int32]? {
        var tokens = [Int32](repeating: 0, count: max(1, model.vocabularySize))
        let count = lmc_sampler_grammar_candidates(handle, &tokens)
        return count < 0 ? nil : Array(tokens.prefix(Int(count)))
    }

    /// How many tokens were sampled, and how the grammar checks went.
    public var statistics: Statistics {
        let stats = lmc_sampler_get_stats(handle)
        return Statistics(
            sampled: Int(stats.sampled), acceptedAtOnce: Int(stats.accepted_fast),
            acceptedFromTopCandidates: Int(stats.accepted_top), resampled: Int(stats.resampled))
    }
}
