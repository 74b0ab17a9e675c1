import LMCore
import Testing

@testable import LMLlama

/// Numbers with bounds: llama.cpp's grammar, built from the bounds, lets through only numbers
/// within them (checked byte by byte against the grammar itself).
@Suite("Grammar for bounded numbers", .enabled(if: LlamaTestSupport.canRun, LlamaTestSupport.skipReason))
struct LlamaNumberGrammarTests {
    /// Whether the grammar of a schema allows exactly `text`, fed one byte token at a time.
    static func allows(_ text: String, _ node: GenerationSchema.Node) throws -> Bool {
        let model = try LlamaTestSupport.model()
        let schema = try GenerationSchema(root: node)
        let sampler = try LlamaSampler(model: model, mode: .greedy, grammar: LlamaGrammarCompiler.compile(schema))
        for character in text {
            let tokens = try model.tokenize(String(character), addSpecial: false)
            for token in tokens {
                guard sampler.allows(token) else { return false }
                sampler.accept(token)
            }
        }
        return model.endTokens.contains { sampler.allows($0) }
    }

    @Test(
        "numbers within the bounds pass, others don't",
        arguments: [
            (0.5, 3.0, ["1", "2.75", "3", "1.5"], ["0", "0.4", "3.5", "4", "-1", "1e1", "3.01"]),
            (-3.0, -1.0, ["-1", "-2.5", "-3", "-1.25"], ["0", "-0.5", "-3.5", "1", "-4"]),
            (-2.0, 2.0, ["0", "1.5", "2"], ["2.5", "3", "-3"]),
            (0.25, 0.75, ["0.5"], ["0", "1", "0.8", "0.1", "0.45"]),
        ] as [(Double, Double, [String], [String])])
    func bounded(low: Double, high: Double, inside: [String], outside: [String]) throws {
        let node = GenerationSchema.Node(.number(.init(minimum: low, maximum: high)))
        for text in inside { #expect(try Self.allows(text, node), "\(text) in [\(low), \(high)]") }
        for text in outside { #expect(try !Self.allows(text, node), "\(text) outside [\(low), \(high)]") }
    }

    @Test("one-sided bounds and bounds beyond the digit patterns")
    func oneSided() throws {
        let atLeast = GenerationSchema.Node(.number(.init(minimum: 2.5)))
        #expect(try Self.allows("3", atLeast))
        #expect(try Self.allows("12.5", atLeast))
        #expect(try !Self.allows("2", atLeast))
        let atMost = GenerationSchema.Node(.number(.init(maximum: -0.5)))
        #expect(try Self.allows("-1", atMost))
        #expect(try !Self.allows("0", atMost))
        let huge = GenerationSchema.Node(.integer(.init(minimum: 1e20)))
        #expect(try Self.allows("1e+20", huge))
        #expect(try !Self.allows("5", huge))
        let unbounded = GenerationSchema.Node(.number(.init()))
        #expect(try Self.allows("-1.5e-12", unbounded))
        #expect(try !Self.allows("1e300", unbounded))
    }
}
