import Foundation
import Testing

@testable import LMLlama

/// The grammar's rescue (when the grammar rejects the sampled token) checks only some candidates:
/// those whose first byte, and first two bytes, the grammar accepts, most likely first. These tests
/// compare its choice with filtering the whole vocabulary token by token. The generated test model
/// has random weights, so its favourite tokens are almost never allowed and the rescue runs on
/// nearly every token.
@Suite("The grammar's rescue", .enabled(if: LlamaTestSupport.canRun, LlamaTestSupport.skipReason))
struct LlamaGrammarRescueTests {
    /// A JSON object with free text, a pattern, an enum and a number: many grammar states.
    private let grammar =
        "root ::= " + LlamaGrammarCompiler.literal(#"{"note": ""#) + #" [a-z ]{1,40} "#
        + LlamaGrammarCompiler.literal(#"", "code": ""#) + " [A-Z] [0-9] [0-9] "
        + LlamaGrammarCompiler.literal(#"", "kind": "#) + #" ("\"one\"" | "\"two\"") "#
        + LlamaGrammarCompiler.literal(#", "n": "#) + " [0-9]{1,4} " + LlamaGrammarCompiler.literal("}")

    /// The allowed tokens, found by asking the grammar about every token of the vocabulary.
    private func allowedTokens(_ sampler: LlamaSampler, vocabularySize: Int) -> [Int32] {
        (0..<Int32(vocabularySize)).filter { sampler.allows($0) }
    }

    @Test("Greedy sampling picks the most likely token of the whole grammar-filtered vocabulary")
    func greedyIsExact() throws {
        let context = try LlamaTestSupport.context()
        let model = context.model
        let sampler = try LlamaSampler(model: model, mode: .greedy, grammar: grammar)
        try context.evaluate(try model.tokenize("Fill in the record:", addSpecial: true))
        var steps = 0
        while steps < 60 {
            let logits = try #require(context.latestLogits())
            let allowed = allowedTokens(sampler, vocabularySize: model.vocabularySize)
            let expected = try #require(allowed.max { logits[Int($0)] < logits[Int($1)] })
            let token = try sampler.sample(from: context)
            #expect(
                logits[Int(token)] == logits[Int(expected)],
                "step \(steps): sampled \(token) (logit \(logits[Int(token)])), best allowed \(expected) (logit \(logits[Int(expected)]))"
            )
            steps += 1
            if model.isEndOfGeneration(token) { break }
            try context.append(token)
        }
        let statistics = sampler.statistics
        #expect(statistics.acceptedFromTopCandidates + statistics.resampled > 0, "the rescue ran")
        #expect(statistics.resampled > 0, "some rescues needed stages beyond the most likely 256")
    }

    @Test("Top-k sampling chooses among the k most likely allowed tokens", arguments: [UInt32(3), 11])
    func topKIsExact(seed: UInt32) throws {
        let context = try LlamaTestSupport.context()
        let model = context.model
        let k = 5
        let sampler = try LlamaSampler(
            model: model, mode: .random(temperature: 1.5, topK: k, topP: nil, seed: seed), grammar: grammar)
        try context.evaluate(try model.tokenize("Fill in the record:", addSpecial: true))
        var rescuedChoices = 0
        for step in 0..<60 {
            let logits = try #require(context.latestLogits())
            let allowed = allowedTokens(sampler, vocabularySize: model.vocabularySize)
            let best = allowed.sorted { logits[Int($0)] > logits[Int($1)] }.prefix(k)
            let threshold = try #require(best.last.map { logits[Int($0)] })
            let before = sampler.statistics
            let token = try sampler.sample(from: context)
            #expect(allowed.contains(token), "step \(step): token \(token) is not allowed")
            if sampler.statistics.acceptedAtOnce == before.acceptedAtOnce {
                // Chosen by the rescue: it must be one of the k best allowed tokens.
                rescuedChoices += 1
                #expect(
                    logits[Int(token)] >= threshold,
                    "step \(step): sampled logit \(logits[Int(token)]) is below the k-th best allowed \(threshold)")
            }
            if model.isEndOfGeneration(token) { break }
            try context.append(token)
        }
        #expect(rescuedChoices > 0, "the rescue ran")
    }
}
