import Foundation
import Testing

@testable import LMLlama

@Suite("llama.cpp model, context and sampler", .enabled(if: LlamaTestSupport.canRun, LlamaTestSupport.skipReason))
struct LlamaContextTests {
    /// Generates `count` tokens after `prompt` with a fresh sampler.
    private func generate(
        _ context: LlamaContext,
        prompt: [Int32],
        count: Int,
        mode: LlamaSampler.Mode,
        grammar: String? = nil
    ) throws -> [Int32] {
        let sampler = try LlamaSampler(model: context.model, mode: mode, grammar: grammar)
        try context.evaluate(prompt)
        var output: [Int32] = []
        for _ in 0..<count {
            let token = try sampler.sample(from: context)
            output.append(token)
            if context.model.isEndOfGeneration(token) { break }
            try context.append(token)
        }
        return output
    }

    @Test("The model's metadata and vocabulary are read")
    func metadata() throws {
        let model = try LlamaTestSupport.model()
        #expect(model.vocabularySize > 100_000)
        #expect(model.trainedContextLength >= 2048)
        #expect(model.chatTemplate?.contains("<|eot_id|>") == true)
        #expect(model.metadata("general.architecture") == "llama")
        #expect(model.metadata("no.such.key") == nil)
        #expect(model.addsBeginningOfSequence)
    }

    @Test("Tokenizing and detokenizing gives the text back, including multi-byte characters")
    func tokenizeRoundTrip() throws {
        let model = try LlamaTestSupport.model()
        let text = "Hello, wörld! 日本語 and emoji 😀."
        let tokens = try model.tokenize(text, addSpecial: false)
        #expect(!tokens.isEmpty)
        #expect(model.detokenize(tokens) == text)
        let withSpecial = try model.tokenize(text, addSpecial: true)
        #expect(withSpecial.first == model.beginningOfSequenceToken)
        let control = try model.tokenize("<|eot_id|>", addSpecial: false, parseSpecial: true)
        #expect(control.count == 1)
        #expect(model.isEndOfGeneration(control[0]))
    }

    @Test("A prompt several times the batch size is decoded in chunks")
    func longPrompt() throws {
        let context = try LlamaTestSupport.context(batchSize: 16)
        let model = context.model
        let prompt = try model.tokenize(String(repeating: "The quick brown fox jumps. ", count: 12), addSpecial: true)
        try #require(prompt.count > 16 * 4)
        let evaluation = try context.evaluate(prompt)
        #expect(evaluation == .init(reused: 0, decoded: prompt.count))
        #expect(context.cachedTokens == prompt)
        #expect(context.hasLogits)
    }

    @Test("A second evaluation decodes only the tokens after the common prefix")
    func reusesCommonPrefix() throws {
        let context = try LlamaTestSupport.context()
        let model = context.model
        let first = try model.tokenize("Turn one: a question about the weather.", addSpecial: true)
        let more = try model.tokenize(" Turn two: another question.", addSpecial: false)
        try context.evaluate(first)
        let before = context.decodedTokenCount
        let evaluation = try context.evaluate(first + more)
        #expect(evaluation.reused == first.count)
        #expect(evaluation.decoded == more.count)
        #expect(context.decodedTokenCount - before == more.count)
        // A diverging sequence trims the cache back to the shared part.
        let diverging = Array(first.prefix(5)) + more
        let trimmed = try context.evaluate(diverging)
        #expect(trimmed.reused == 5)
        #expect(context.cachedTokens == diverging)
        // The same sequence again re-decodes just its last token (for its logits).
        #expect(try context.evaluate(diverging) == .init(reused: diverging.count - 1, decoded: 1))
    }

    @Test("Tokens that don't fit are refused before anything is decoded")
    func overflowBeforeDecoding() throws {
        let context = try LlamaTestSupport.context(contextSize: 64)
        let model = context.model
        let fits = try model.tokenize("short", addSpecial: true)
        try context.evaluate(fits)
        let decoded = context.decodedTokenCount
        // llama.cpp may round the context up: overflow whatever size it chose.
        let tooLong = try model.tokenize(String(repeating: "word ", count: context.contextSize + 10), addSpecial: true)
        try #require(tooLong.count > context.contextSize)
        #expect(throws: LlamaError.contextOverflow(needed: tooLong.count, available: context.contextSize)) {
            try context.evaluate(tooLong)
        }
        #expect(context.decodedTokenCount == decoded)
        #expect(context.cachedTokens == fits)
    }

    @Test("Greedy decoding is reproducible, and so is seeded sampling")
    func reproducible() throws {
        let model = try LlamaTestSupport.model()
        let prompt = try model.tokenize("Once upon a time", addSpecial: true)
        let greedyA = try generate(try LlamaTestSupport.context(), prompt: prompt, count: 24, mode: .greedy)
        let greedyB = try generate(try LlamaTestSupport.context(), prompt: prompt, count: 24, mode: .greedy)
        #expect(greedyA == greedyB)
        #expect(greedyA.count == 24)
        let seeded = LlamaSampler.Mode.random(temperature: 0.9, topK: 50, topP: 0.95, seed: 42)
        let seededA = try generate(try LlamaTestSupport.context(), prompt: prompt, count: 24, mode: seeded)
        let seededB = try generate(try LlamaTestSupport.context(), prompt: prompt, count: 24, mode: seeded)
        #expect(seededA == seededB)
        let otherSeed = LlamaSampler.Mode.random(temperature: 0.9, topK: 50, topP: 0.95, seed: 43)
        let seededC = try generate(try LlamaTestSupport.context(), prompt: prompt, count: 24, mode: otherSeed)
        #expect(seededA != seededC)
    }

    @Test("Under a grammar, every generation follows it", arguments: [UInt32(1), 2, 3, 4, 5])
    func grammarConstrains(seed: UInt32) throws {
        let context = try LlamaTestSupport.context()
        let model = context.model
        let grammar = #"root ::= "{\"answer\": " ("\"yes\"" | "\"no\"" | [0-9]{1,3}) "}""#
        let prompt = try model.tokenize("Answer:", addSpecial: true)
        let tokens = try generate(
            context, prompt: prompt, count: 40,
            mode: .random(temperature: 1.0, topK: nil, topP: nil, seed: seed), grammar: grammar)
        let last = try #require(tokens.last)
        #expect(model.isEndOfGeneration(last), "the grammar completes and then allows only end of generation")
        let text = model.detokenize(Array(tokens.dropLast()))
        let valid =
            text == #"{"answer": "yes"}"# || text == #"{"answer": "no"}"#
            || text.wholeMatch(of: /\{"answer": [0-9]{1,3}\}/) != nil
        #expect(valid, "generated \(text)")
    }

    @Test("The grammar check is cheap when the sampled token is allowed")
    func grammarStatistics() throws {
        let context = try LlamaTestSupport.context()
        let model = context.model
        let sampler = try LlamaSampler(model: model, mode: .greedy, grammar: #"root ::= [a-z ]+ "." "#)
        try context.evaluate(try model.tokenize("Say something:", addSpecial: true))
        for _ in 0..<20 {
            let token = try sampler.sample(from: context)
            if model.isEndOfGeneration(token) { break }
            try context.append(token)
        }
        let statistics = sampler.statistics
        #expect(statistics.sampled > 0)
        #expect(
            statistics.acceptedAtOnce + statistics.acceptedFromTopCandidates + statistics.resampled
                == statistics.sampled)
        #expect(!sampler.allows(try model.tokenize("{", addSpecial: false)[0]))
    }

    @Test("The first-byte filter keeps every token the grammar allows, and few others")
    func firstByteCandidates() throws {
        let model = try LlamaTestSupport.model()
        let grammar =
            "root ::= " + LlamaGrammarCompiler.literal(#"{"name": ""#) + " [a-z]+ "
            + LlamaGrammarCompiler.literal(#"", "n": "#) + " [0-9]+ " + LlamaGrammarCompiler.literal("}")
        let sampler = try LlamaSampler(model: model, mode: .greedy, grammar: grammar)
        // States: at the start (a literal), inside the name (letters), inside the number (digits).
        let steps = [#"{"name": ""#, "abc", #"", "n": "#, "42"]
        for step in steps {
            let candidates = try #require(sampler.grammarCandidates())
            let candidateSet = Set(candidates)
            let allowed = (0..<Int32(model.vocabularySize)).filter { sampler.allows($0) }
            #expect(!allowed.isEmpty)
            #expect(allowed.allSatisfy { candidateSet.contains($0) }, "no allowed token is filtered out")
            #expect(candidates.count < model.vocabularySize / 4, "the filter checks a small part of the vocabulary")
            for token in try model.tokenize(step, addSpecial: false) { sampler.accept(token) }
        }
        let free = try LlamaSampler(model: model, mode: .greedy)
        #expect(free.grammarCandidates() == nil)
    }

    @Test("A grammar llama.cpp can't parse is a clear error")
    func badGrammar() throws {
        let model = try LlamaTestSupport.model()
        #expect {
            try LlamaSampler(model: model, mode: .greedy, grammar: "root ::= (unclosed")
        } throws: { error in
            guard case .samplerCreationFailed(let detail)? = error as? LlamaError else { return false }
            return detail.contains("grammar")
        }
    }

    @Test("An abort request stops decoding and the context stays usable")
    func abortAndRecover() throws {
        let context = try LlamaTestSupport.context(batchSize: 8)
        let model = context.model
        let prompt = try model.tokenize(String(repeating: "abort me please ", count: 10), addSpecial: true)
        context.abortHandle.requestAbort()
        #expect(throws: LlamaError.aborted) { try context.evaluate(prompt) }
        #expect(context.cachedTokens.count < prompt.count)
        context.clearAbort()
        let evaluation = try context.evaluate(prompt)
        #expect(evaluation.reused + evaluation.decoded == prompt.count)
        #expect(context.cachedTokens == prompt)
    }

    @Test("Two contexts on one model run at the same time and match sequential runs")
    func parallelContexts() async throws {
        let model = try LlamaTestSupport.model()
        let prompts = ["First prompt here", "A different second prompt"]
        var sequential: [[Int32]] = []
        for prompt in prompts {
            let context = try LlamaTestSupport.context(threads: 1)
            sequential.append(
                try generate(context, prompt: try model.tokenize(prompt, addSpecial: true), count: 16, mode: .greedy))
        }
        let parallel = try await withThrowingTaskGroup(of: (Int, [Int32]).self) { group in
            for (index, prompt) in prompts.enumerated() {
                group.addTask {
                    let context = try LlamaTestSupport.context(threads: 1)
                    let tokens = try model.tokenize(prompt, addSpecial: true)
                    return (index, try generate(context, prompt: tokens, count: 16, mode: .greedy))
                }
            }
            var results = [[Int32]](repeating: [], count: prompts.count)
            for try await (index, tokens) in group { results[index] = tokens }
            return results
        }
        #expect(parallel == sequential)
    }
}
