import Dispatch
import Foundation
import LMCore
import Synchronization

/// Runs a ``LlamaLanguageModel``: loads its weights once and answers requests from a small pool
/// of llama.cpp contexts, shared by every session of the model.
///
/// Each request is rendered with the model's chat template and tokenized, then given the free
/// context whose cached tokens share the longest prefix with it (see ``LlamaContextPool``): that
/// context decodes only the tokens after the shared prefix (``statistics`` counts them), so each
/// conversation — and sessions that share instructions — keeps reusing its KV cache. With more
/// concurrent requests than contexts, the extra ones wait for a context. The executor samples as
/// the request's options say and streams text as it is decoded, never splitting a UTF-8
/// character. A request that can't fit in the context throws `exceededContextWindowSize` before
/// anything is decoded. Cancelling stops decoding within one step (a decode in progress is
/// aborted) and leaves the context usable.
///
/// Loading and generation run on threads of their own rather than Swift's cooperative pool, so a
/// long decode never starves other tasks.
public final class LlamaExecutor: LanguageModelExecutor {
    /// The model file and how to run it.
    public struct Configuration: Hashable, Sendable {
        /// The GGUF file.
        public var path: String
        /// How the model is loaded and its contexts made.
        public var model: LlamaLanguageModel.Configuration
    }

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

    /// What the generation thread produces.
    private enum Output: Sendable {
        case text(String)
        case toolCalls([Transcript.ToolCall])
        case usage(TokenUsage)
    }

    let configuration: Configuration
    let loader: LlamaModelLoader
    private let pool: LlamaContextPool
    private let counters = Mutex(Statistics())

    /// Creates the executor; nothing is loaded until a request (or a prewarm) needs it.
    public init(configuration: Configuration) {
        self.configuration = configuration
        loader = LlamaModelLoader(path: configuration.path, configuration: configuration.model)
        pool = LlamaContextPool(capacity: configuration.model.contextPoolSize)
    }

    /// What this executor has done so far, for all sessions together.
    public var statistics: Statistics { counters.withLock { $0 } }

    /// How many contexts the pool has made.
    public var contextCount: Int { pool.contextCount }

    /// Loads the weights and decodes the transcript into a context, in the background.
    public func prewarm(model: LlamaLanguageModel, transcript: Transcript) {
        Task.detached { [self] in
            guard let weights = try? await loader.load(),
                let tokens = try? LlamaPromptBuilder(model: weights).tokens(
                    for: LanguageModelExecutorGenerationRequest(transcript: transcript)),
                let slot = try? await pool.checkout(prompt: tokens, make: { try makeContext(weights) })
            else { return }
            DispatchQueue.global(qos: .utility).async { [pool] in
                _ = try? slot.context.evaluate(tokens)
                pool.checkin(slot)
            }
        }
    }

    /// Answers a request; see the type's discussion.
    public func respond(
        to request: LanguageModelExecutorGenerationRequest,
        model: LlamaLanguageModel,
        streamingInto channel: LanguageModelExecutorGenerationChannel
    ) async throws {
        counters.withLock { $0.requests += 1 }
        let weights: LlamaModel
        do {
            weights = try await loader.load()
        } catch {
            throw Self.generationError(for: error)
        }
        let prompt: [Int32]
        do {
            prompt = try LlamaPromptBuilder(model: weights).tokens(for: request)
        } catch {
            throw Self.generationError(for: error)
        }
        let contextSize = configuration.model.contextSize ?? min(weights.trainedContextLength, 4096)
        let reserve = ContextBudget.responseReserve(for: request.generationOptions)
        guard ContextBudget.fits(promptTokens: prompt.count, responseReserve: reserve, contextSize: contextSize) else {
            throw ContextBudget.overflow(promptTokens: prompt.count, responseReserve: reserve, contextSize: contextSize)
        }
        let slot = try await pool.checkout(prompt: prompt) { try makeContext(weights) }
        let flag = LlamaCancellationFlag()
        let outputs = AsyncThrowingStream<Output, any Error> { continuation in
            DispatchQueue.global(qos: .userInitiated).async { [pool] in
                let failure: (any Error)?
                do {
                    try self.run(
                        request, prompt: prompt, model: weights, context: slot.context,
                        emit: { continuation.yield($0) }, cancellation: flag)
                    failure = nil
                } catch {
                    failure = error
                }
                // The context goes back when this thread is done with it, and before the stream
                // ends, so that the caller's next request finds it free.
                pool.checkin(slot)
                continuation.finish(throwing: failure.map(Self.generationError(for:)))
            }
        }
        let responseID = UUID().uuidString
        let toolCallsID = UUID().uuidString
        try await withTaskCancellationHandler {
            for try await output in outputs {
                switch output {
                case .text(let text):
                    await channel.send(.response(entryID: responseID, action: .appendText(text, tokenCount: 1)))
                case .toolCalls(let calls):
                    await channel.send(calls, entryID: toolCallsID)
                case .usage(let usage):
                    await channel.send(
                        .response(
                            entryID: responseID,
                            action: .updateUsage(
                                input: .init(
                                    totalTokenCount: usage.promptTokens, cachedTokenCount: usage.cachedPromptTokens),
                                output: .init(totalTokenCount: usage.responseTokens))))
                }
            }
        } onCancel: {
            flag.cancel()
            slot.abort.requestAbort()
        }
        try Task.checkCancellation()
    }

    private func makeContext(_ weights: LlamaModel) throws -> LlamaContext {
        do {
            return try LlamaContext(
                model: weights,
                configuration: .init(
                    contextSize: configuration.model.contextSize,
                    batchSize: configuration.model.batchSize,
                    threads: configuration.model.threads,
                    flashAttention: configuration.model.flashAttention))
        } catch {
            throw LanguageModelSession.GenerationError.assetsUnavailable(
                .init(debugDescription: error.localizedDescription, underlyingErrors: [error]))
        }
    }

    /// The tool choice for a request: its options' mode when set, else the model's configuration.
    private func toolChoice(for request: LanguageModelExecutorGenerationRequest) -> LlamaToolChoice {
        switch request.generationOptions.toolCallingMode {
        case .allowed: .automatic
        case .required: .required
        case .disallowed: LlamaToolChoice.none
        case nil: configuration.model.toolChoice
        }
    }

    private func run(
        _ request: LanguageModelExecutorGenerationRequest,
        prompt: [Int32],
        model: LlamaModel,
        context: LlamaContext,
        emit: (Output) -> Void,
        cancellation: LlamaCancellationFlag
    ) throws {
        let mode = Self.samplerMode(for: request.generationOptions)
        let toolChoice = toolChoice(for: request)
        let offersTools =
            !request.enabledToolDefinitions.isEmpty && toolChoice != .none
            && request.toolRound < Self.maximumToolRounds
        let grammar = grammar(for: request, offeringTools: offersTools, toolChoice: toolChoice)
        let limit = min(request.generationOptions.maximumResponseTokens ?? Int.max, context.contextSize - prompt.count)
        let usage = try { () throws -> TokenUsage in
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
                    ?? (isStructure && loopGuard.isLooping
                        ? closingToken(sampler, model: model, insideString: true) : nil)
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
                if !text.isEmpty { emit(.text(text)) }
                guard generated < limit else { break }
                do {
                    try context.append(token)
                } catch LlamaError.aborted {
                    throw CancellationError()
                }
            }
            let rest = splitter.take(decoder.finish())
            if !rest.isEmpty { emit(.text(rest)) }
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
                if !answer.isEmpty { emit(.text(answer)) }
            } else {
                emit(.toolCalls(try LlamaToolCallFormat.parse(splitter.heldBack)))
            }
            return TokenUsage(
                promptTokens: prompt.count, cachedPromptTokens: evaluation.reused, responseTokens: generated)
        }()
        emit(.usage(usage))
    }

    /// The rounds of tool calls a turn may have before the model must answer. A small model that
    /// keeps calling tools (SmolLM2-135M calls the same tool again after every output) is then
    /// made to answer from what the calls returned, well within the session's own limit.
    static let maximumToolRounds = 3

    /// A token that brings the structure closer to its end, accepted by the sampler; nil when there
    /// is none and the next token is sampled as usual (as when the grammar demands a literal).
    ///
    /// An end token when the structure is complete; else the longest token made only of `"`, `}`
    /// and `]` that the grammar allows — inside a string, only one that starts with the closing
    /// quote (there `]]]` would be allowed as text and would never close anything). Used to end a
    /// string value that has started repeating itself (see ``LlamaLoopGuard``).
    private func closingToken(_ sampler: LlamaSampler, model: LlamaModel, insideString: Bool) -> Int32? {
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
    private func grammar(
        for request: LanguageModelExecutorGenerationRequest, offeringTools: Bool, toolChoice: LlamaToolChoice
    ) -> String? {
        guard offeringTools else {
            return request.schema.map { LlamaGrammarCompiler.compile($0) }
        }
        // `required` asks for a call only in a turn's first round, before any tool output.
        return LlamaGrammarCompiler.compileToolChoice(
            tools: request.enabledToolDefinitions, answer: request.schema,
            requireToolCall: toolChoice == .required && request.toolRound == 0)
    }

    /// The sampler for a request's options: greedy when asked (or at temperature 0), otherwise
    /// random with the requested top-k or top-p, temperature and seed.
    static func samplerMode(for options: GenerationOptions) -> LlamaSampler.Mode {
        let temperature = options.temperature ?? 0.8
        if temperature <= 0 { return .greedy }
        switch options.samplingMode?.kind {
        case .greedy:
            return .greedy
        case .randomTopK(let k, let seed):
            return .random(temperature: temperature, topK: k, topP: nil, seed: fold(seed))
        case .randomProbabilityThreshold(let threshold, let seed):
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
