import Dispatch
import Foundation
import LMCore
import Synchronization

/// Serves one session of a ``LlamaLanguageModel``: owns a llama.cpp context and keeps its KV
/// cache between turns.
///
/// Each request is rendered with the model's chat template and tokenized; the executor then
/// decodes only the tokens after the longest prefix its cache shares with them (``statistics``
/// counts them), samples as the request's options say, and streams text as it is decoded, never
/// splitting a UTF-8 character. A request that can't fit in the context throws
/// `exceededContextWindowSize` before anything is decoded. Cancelling the stream stops decoding
/// within one step (a decode in progress is aborted) and leaves the executor usable.
///
/// Generation runs on a Dispatch thread rather than Swift's cooperative pool, so a long decode
/// never starves other tasks.
public final class LlamaExecutor: LanguageModelExecutor {
    /// Counters of the work this executor did.
    public struct Statistics: Sendable, Equatable {
        /// Requests served (including failed and cancelled ones).
        public var requests = 0
        /// Prompt tokens fed in all requests.
        public var promptTokens = 0
        /// Of those, tokens found in the KV cache and not decoded again.
        public var reusedPromptTokens = 0
        /// Every token passed to llama.cpp's decoder (prompt and generated).
        public var decodedTokens = 0
        /// Tokens generated.
        public var generatedTokens = 0
    }

    private let model: LlamaModel
    private let servedBy: ServedBy
    private let toolChoice: LlamaToolChoice
    // The context's single owner is whoever holds this lock: one request at a time.
    private let context: Mutex<LlamaContext>
    private let abort: LlamaAbortHandle
    private let counters = Mutex(Statistics())
    /// The context size, in tokens.
    public let contextSize: Int

    init(
        model: LlamaModel, context: consuming sending LlamaContext, servedBy: ServedBy,
        toolChoice: LlamaToolChoice = .automatic
    ) {
        self.model = model
        self.servedBy = servedBy
        self.toolChoice = toolChoice
        self.abort = context.abortHandle
        self.contextSize = context.contextSize
        self.context = Mutex(context)
    }

    /// What this executor has done so far.
    public var statistics: Statistics { counters.withLock { $0 } }

    /// Decodes the start of a prompt so that the first request starts faster.
    public func prewarm(promptPrefix: Prompt?) async {
        let request = GenerationRequest(
            transcript: Transcript(entries: promptPrefix.map { [.prompt(.init($0))] } ?? []))
        guard let tokens = try? LlamaPromptBuilder(model: model).tokens(for: request) else { return }
        _ = try? context.withLock { context in try context.evaluate(tokens) }
    }

    /// Serves a request; see the type's discussion.
    public func generate(_ request: GenerationRequest) -> AsyncThrowingStream<GenerationEvent, any Error> {
        AsyncThrowingStream { continuation in
            let flag = LlamaCancellationFlag()
            continuation.onTermination = { [abort] termination in
                if case .cancelled = termination {
                    flag.cancel()
                    abort.requestAbort()
                }
            }
            DispatchQueue.global(qos: .userInitiated).async {
                do {
                    try self.run(request, continuation: continuation, cancellation: flag)
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: Self.generationError(for: error))
                }
            }
        }
    }

    private func run(
        _ request: GenerationRequest,
        continuation: AsyncThrowingStream<GenerationEvent, any Error>.Continuation,
        cancellation: LlamaCancellationFlag
    ) throws {
        counters.withLock { $0.requests += 1 }
        let prompt = try LlamaPromptBuilder(model: model).tokens(for: request)
        let reserved = max(1, request.options.maximumResponseTokens ?? 1)
        guard prompt.count + reserved <= contextSize else {
            throw LanguageModelSession.GenerationError.exceededContextWindowSize(
                .init(
                    debugDescription: "The request needs \(prompt.count + reserved) tokens (\(prompt.count) "
                        + "prompt, \(reserved) response) but the context holds \(contextSize).",
                    tokenCount: prompt.count + reserved,
                    contextSize: contextSize))
        }
        let mode = Self.samplerMode(for: request.options)
        let offersTools =
            !request.tools.isEmpty && toolChoice != .none && Self.toolRounds(in: request) < Self.maximumToolRounds
        let grammar = grammar(for: request, offeringTools: offersTools)
        let limit = min(request.options.maximumResponseTokens ?? Int.max, contextSize - prompt.count)
        let usage = try context.withLock { context throws -> TokenUsage in
            // Made here so that it shares the context's isolation region.
            let sampler = try LlamaSampler(model: model, mode: mode, grammar: grammar)
            context.clearAbort()
            guard !cancellation.isCancelled else { throw CancellationError() }
            let decodedBefore = context.decodedTokenCount
            defer {
                let decoded = context.decodedTokenCount - decodedBefore
                counters.withLock { $0.decodedTokens += decoded }
            }
            let evaluation: LlamaContext.Evaluation
            do {
                evaluation = try context.evaluate(prompt)
            } catch LlamaError.aborted {
                throw CancellationError()
            }
            counters.withLock {
                $0.promptTokens += prompt.count
                $0.reusedPromptTokens += evaluation.reused
            }
            var decoder = UTF8StreamDecoder()
            var splitter = LlamaResponseSplitter(toolsOffered: offersTools)
            var generated = 0
            var loopGuard = LlamaLoopGuard()
            var finishedStructure = grammar == nil
            // A structure is closed in time for the limit (see LlamaStructureCloser).
            var closer = LlamaStructureCloser()
            while generated < limit {
                guard !cancellation.isCancelled else { throw CancellationError() }
                let isStructure = grammar != nil && (request.schema != nil || splitter.kind == .toolCalls)
                let planned =
                    isStructure
                    ? try closer.nextToken(
                        sampler: sampler, context: context, text: loopGuard, model: model, generated: generated,
                        limit: limit) : nil
                let token =
                    try planned
                    ?? (isStructure && loopGuard.isLooping ? closingToken(sampler, insideString: true) : nil)
                    ?? sampler.sample(from: context)
                if model.isEndOfGeneration(token) {
                    finishedStructure = true
                    break
                }
                generated += 1
                counters.withLock { $0.generatedTokens += 1 }
                let piece = model.piece(token)
                if grammar != nil { loopGuard.append(token, piece: piece) }
                let text = splitter.take(decoder.append(piece))
                if !text.isEmpty { continuation.yield(.textDelta(text)) }
                guard generated < limit else { break }
                do {
                    try context.append(token)
                } catch LlamaError.aborted {
                    throw CancellationError()
                }
            }
            let rest = splitter.take(decoder.finish())
            if !rest.isEmpty { continuation.yield(.textDelta(rest)) }
            // Cut at the limit: the structure counts as finished when its grammar would end here.
            if !finishedStructure, model.endTokens.contains(where: { sampler.allows($0) }) {
                finishedStructure = true
            }
            // Cut inside a tool call: the calls completed before it stand.
            if !finishedStructure, splitter.dropUnfinishedToolCall() {
                finishedStructure = true
            }
            if !finishedStructure {
                throw LanguageModelSession.GenerationError.decodingFailure(
                    .init(
                        debugDescription: "The response reached its limit of \(limit) tokens before its JSON was "
                            + "complete."))
            }
            if let answer = splitter.finish() {
                if !answer.isEmpty { continuation.yield(.textDelta(answer)) }
            } else {
                continuation.yield(.toolCalls(try LlamaToolCallFormat.parse(splitter.heldBack)))
            }
            return TokenUsage(
                promptTokens: prompt.count, cachedPromptTokens: evaluation.reused, responseTokens: generated)
        }
        continuation.yield(.finished(GenerationSummary(servedBy: servedBy, usage: usage)))
    }

    /// The rounds of tool calls a turn may have before the model must answer. A small model that
    /// keeps calling tools (SmolLM2-135M calls the same tool again after every output) is then
    /// made to answer from what the calls returned, well within the session's own limit.
    static let maximumToolRounds = 3

    /// The rounds of tool calls since the turn's prompt.
    static func toolRounds(in request: GenerationRequest) -> Int {
        var rounds = 0
        for entry in request.transcript.reversed() {
            switch entry {
            case .toolCalls: rounds += 1
            case .prompt: return rounds
            default: continue
            }
        }
        return rounds
    }

    /// A token that brings the structure closer to its end, accepted by the sampler; nil when there
    /// is none and the next token is sampled as usual (as when the grammar demands a literal).
    ///
    /// An end token when the structure is complete; else the longest token made only of `"`, `}`
    /// and `]` that the grammar allows — inside a string, only one that starts with the closing
    /// quote (there `]]]` would be allowed as text and would never close anything). Used to end a
    /// string value that has started repeating itself (see ``LlamaLoopGuard``).
    private func closingToken(_ sampler: LlamaSampler, insideString: Bool) -> Int32? {
        if !insideString, let end = model.endTokens.first(where: { sampler.allows($0) }) { return end }
        let quote = UInt8(ascii: "\"")
        // Inside a string only the closing quote closes; outside, a quote opens a string, so only
        // a lone one (an empty string, closed by the next step) is taken.
        guard
            let token = model.closingTokens.first(where: { token in
                let piece = model.piece(token)
                let fits = insideString ? piece.first == quote : (piece.first != quote || piece == [quote])
                return fits && sampler.allows(token)
            })
        else { return nil }
        sampler.accept(token)
        return token
    }

    /// The grammar a response must follow: the choice between answering and calling tools when
    /// tools are offered, else the response schema's, else none.
    private func grammar(for request: GenerationRequest, offeringTools: Bool) -> String? {
        guard offeringTools else {
            return request.schema.map { LlamaGrammarCompiler.compile($0) }
        }
        // `required` asks for a call only in a turn's first round, before any tool output.
        let firstRound: Bool
        if case .prompt = request.transcript.last { firstRound = true } else { firstRound = false }
        return LlamaGrammarCompiler.compileToolChoice(
            tools: request.tools, answer: request.schema, requireToolCall: toolChoice == .required && firstRound)
    }

    /// The sampler for a request's options: greedy when asked (or at temperature 0), otherwise
    /// random with the requested top-k or top-p, temperature and seed.
    static func samplerMode(for options: GenerationOptions) -> LlamaSampler.Mode {
        let temperature = options.temperature ?? 0.8
        if temperature <= 0 { return .greedy }
        switch options.sampling?.strategy {
        case .greedy:
            return .greedy
        case .topK(let k, let seed):
            return .random(temperature: temperature, topK: k, topP: nil, seed: fold(seed))
        case .nucleus(let threshold, let seed):
            return .random(temperature: temperature, topK: nil, topP: threshold, seed: fold(seed))
        case nil:
            return .random(temperature: temperature, topK: 40, topP: 0.95, seed: fold(nil))
        }
    }

    /// A 32-bit seed from a 64-bit one; a random seed when there is none.
    private static func fold(_ seed: UInt64?) -> UInt32 {
        guard let seed else { return UInt32.random(in: 0..<UInt32.max) }
        return UInt32(truncatingIfNeeded: seed) ^ UInt32(truncatingIfNeeded: seed >> 32)
    }

    /// Maps llama errors onto the session's error type.
    static func generationError(for error: any Error) -> any Error {
        guard let error = error as? LlamaError else { return error }
        switch error {
        case .contextOverflow(let needed, let available):
            return LanguageModelSession.GenerationError.contextOverflow(tokenCount: needed, contextSize: available)
        case .aborted:
            return CancellationError()
        case .grammarDeadEnd, .malformedToolCall:
            return LanguageModelSession.GenerationError.decodingFailure(
                .init(debugDescription: error.localizedDescription, underlyingErrors: [error]))
        default:
            return LanguageModelSession.GenerationError.assetsUnavailable(
                .init(debugDescription: error.localizedDescription, underlyingErrors: [error]))
        }
    }
}
