import Foundation
import LMCore
import LMLlama

/// LMLlama's benchmarks on the ~100M-parameter generated model, each against an anchor measured
/// in the same run:
/// - prompt and generation tokens/s against llama.cpp's own `llama-bench` (same threads, batch
///   sizes, flash attention off);
/// - per-token cost of grammar-constrained against unconstrained generation;
/// - time to first token of turn 10 against turn 1 of a growing conversation;
/// - model load time and resident memory.
///
/// Settings come from the environment: `LMCORE_BENCH_MODEL` (default `.models/bench-100m.gguf`),
/// `LMCORE_BENCH_THREADS` (default 2).
enum LlamaBenchmarks {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        let modelPath = environment["LMCORE_BENCH_MODEL"] ?? root.appendingPathComponent(".models/bench-100m.gguf").path
        let threads = Int(environment["LMCORE_BENCH_THREADS"] ?? "") ?? 2
        let promptTokens = 256
        let generatedTokens = 64
        print("== llama (model \(modelPath), \(threads) threads)")
        guard FileManager.default.fileExists(atPath: modelPath) else {
            print("llama: skipped, no model at \(modelPath): run scripts/make-test-model.py")
            return
        }
        guard case .success(let runtime) = LlamaRuntime.status else {
            print("llama: skipped, llama.cpp is not installed: run scripts/install-llama.sh")
            return
        }

        let residentBefore = residentMemory()
        let loadStart = ContinuousClock.now
        let model = try LlamaModel(path: modelPath, runtime: runtime)
        let loadTime = seconds(ContinuousClock.now - loadStart)
        let vocabulary = Int32(model.vocabularySize)
        print(
            "llama.load seconds=\(format(loadTime)) resident_mb=\(format(Double(residentMemory() - residentBefore) / 1e6)) "
                + "weights_mb=\(format(Double(model.weightsSize) / 1e6)) parameters_m=\(format(Double(model.parameterCount) / 1e6))"
        )

        // The same context as llama-bench's runs: prompt + generated tokens, batch 512, no flash attention.
        let configuration = LlamaContext.Configuration(
            contextSize: promptTokens + generatedTokens, batchSize: 512, microBatchSize: 512, threads: threads,
            flashAttention: false)
        let context = try LlamaContext(model: model, configuration: configuration)
        var generator = SystemRandomNumberGenerator()
        let prompt = (0..<promptTokens).map { _ in Int32.random(in: 1000..<vocabulary, using: &generator) }
        try context.evaluate(Array(prompt.prefix(16)))  // warm-up

        // The machine may be shared: both sides take the best of several runs (the least disturbed
        // one), in two rounds that alternate llama-bench and LMLlama.
        var best = (prompt: 0.0, generation: 0.0, decode: 0.0, anchorPrompt: 0.0, anchorGeneration: 0.0)
        for _ in 0..<2 {
            if let anchor = llamaBench(
                model: modelPath, threads: threads, promptTokens: promptTokens, generatedTokens: generatedTokens)
            {
                best.anchorPrompt = max(best.anchorPrompt, anchor.prompt)
                best.anchorGeneration = max(best.anchorGeneration, anchor.generation)
            }
            for _ in 0..<5 {
                context.reset()
                let start = ContinuousClock.now
                try context.evaluate(prompt)
                best.prompt = max(best.prompt, Double(promptTokens) / seconds(ContinuousClock.now - start))
                // Generation as an application does it: sample greedily, decode each token.
                best.generation = max(
                    best.generation,
                    try generationRate(context: context, prompt: Array(prompt.prefix(8)), count: generatedTokens))
                // Decoding alone, as llama-bench's tg measures it.
                best.decode = max(
                    best.decode, try decodingRate(context: context, tokens: Array(prompt.prefix(generatedTokens))))
            }
        }
        print(
            "llama.prompt_tokens_per_second ours=\(format(best.prompt)) anchor(llama-bench pp\(promptTokens))="
                + "\(format(best.anchorPrompt)) ratio=\(format(best.prompt / best.anchorPrompt))")
        print(
            "llama.generation_tokens_per_second ours=\(format(best.generation)) "
                + "anchor(llama-bench tg\(generatedTokens))=\(format(best.anchorGeneration)) "
                + "ratio=\(format(best.generation / best.anchorGeneration)) (ours includes sampling)")
        print(
            "llama.decode_tokens_per_second ours=\(format(best.decode)) anchor(llama-bench tg\(generatedTokens))="
                + "\(format(best.anchorGeneration)) ratio=\(format(best.decode / best.anchorGeneration))")

        // Constrained against unconstrained generation, per token.
        let grammar = LlamaGrammarCompiler.compile(try benchSchema())
        var free = try perTokenSeconds(context: context, prompt: Array(prompt.prefix(8)), grammar: nil)
        var constrained = try perTokenSeconds(context: context, prompt: Array(prompt.prefix(8)), grammar: grammar)
        for _ in 0..<2 {
            let nextFree = try perTokenSeconds(context: context, prompt: Array(prompt.prefix(8)), grammar: nil)
            if nextFree.seconds < free.seconds { free = nextFree }
            let next = try perTokenSeconds(context: context, prompt: Array(prompt.prefix(8)), grammar: grammar)
            if next.seconds < constrained.seconds { constrained = next }
        }
        print(
            "llama.constrained_token_ms ours=\(format(constrained.seconds * 1000)) "
                + "anchor(unconstrained)=\(format(free.seconds * 1000)) ratio=\(format(constrained.seconds / free.seconds)) "
                + "tokens=\(constrained.sampled) first_pick_allowed=\(constrained.fastPath) "
                + "allowed_in_top_256=\(constrained.top) whole_vocabulary=\(constrained.full)")

        // Time to first token along a growing conversation: the best of three conversations per turn.
        var firstTokenTimes = try await conversationTimesToFirstToken(path: modelPath, threads: threads)
        for _ in 0..<2 {
            let next = try await conversationTimesToFirstToken(path: modelPath, threads: threads)
            firstTokenTimes = zip(firstTokenTimes, next).map { min($0, $1) }
        }
        let turn1 = firstTokenTimes[0]
        let turn10 = firstTokenTimes[9]
        print(
            "llama.time_to_first_token_turn10_ms ours=\(format(turn10 * 1000)) anchor(turn1)=\(format(turn1 * 1000)) "
                + "ratio=\(format(turn10 / turn1))")
    }

    private static func generationRate(context: LlamaContext, prompt: [Int32], count: Int) throws -> Double {
        context.reset()
        try context.evaluate(prompt)
        let sampler = try LlamaSampler(model: context.model, mode: .greedy)
        let start = ContinuousClock.now
        for _ in 0..<count {
            let token = try sampler.sample(from: context)
            try context.append(token)
        }
        return Double(count) / seconds(ContinuousClock.now - start)
    }

    private static func decodingRate(context: LlamaContext, tokens: [Int32]) throws -> Double {
        context.reset()
        let start = ContinuousClock.now
        for token in tokens { try context.append(token) }
        return Double(tokens.count) / seconds(ContinuousClock.now - start)
    }

    private static func perTokenSeconds(
        context: LlamaContext,
        prompt: [Int32],
        grammar: String?
    ) throws -> (seconds: Double, sampled: Int, fastPath: Int, top: Int, full: Int) {
        context.reset()
        try context.evaluate(prompt)
        let sampler = try LlamaSampler(
            model: context.model, mode: .random(temperature: 0.8, topK: 40, topP: 0.95, seed: 5), grammar: grammar)
        var produced = 0
        let start = ContinuousClock.now
        for _ in 0..<96 {
            let token = try sampler.sample(from: context)
            produced += 1
            if context.model.isEndOfGeneration(token) { break }
            try context.append(token)
        }
        let elapsed = seconds(ContinuousClock.now - start)
        let statistics = sampler.statistics
        return (
            elapsed / Double(produced), statistics.sampled, statistics.acceptedAtOnce,
            statistics.acceptedFromTopCandidates, statistics.resampled
        )
    }

    /// A record with strings, numbers, an enum and an array: a typical extraction schema.
    private static func benchSchema() throws -> GenerationSchema {
        let word = GenerationSchema.Node(.string(.init(pattern: "[a-z]{1,10}")))
        return try GenerationSchema(
            root: .init(
                .object([
                    .init(name: "title", node: .init(.string(.init(pattern: "[A-Z][a-z]{2,12}( [a-z]{2,10}){0,3}")))),
                    .init(name: "year", node: .init(.integer(.init(minimum: 1900, maximum: 2030)))),
                    .init(name: "genre", node: .init(.string(.init(choices: ["drama", "comedy", "documentary"])))),
                    .init(name: "tags", node: .init(.array(.init(element: word, minimumCount: 2, maximumCount: 4)))),
                    .init(name: "rating", node: .init(.integer(.init(minimum: 1, maximum: 10)))),
                ])))
    }

    private static func conversationTimesToFirstToken(path: String, threads: Int) async throws -> [Double] {
        let model = LlamaLanguageModel(
            path: path, configuration: .init(contextSize: 4096, batchSize: 512, threads: threads, flashAttention: false)
        )
        let executor = try model.makeExecutor()
        var entries: [Transcript.Entry] = [
            .instructions(.init(segments: [.text(.init(content: "You are a helpful assistant."))], toolDefinitions: []))
        ]
        var firstTokenTimes: [Double] = []
        for turn in 1...10 {
            entries.append(
                .prompt(
                    .init(segments: [.text(.init(content: "Turn \(turn): tell me more about topic number \(turn)."))])))
            let request = GenerationRequest(
                transcript: Transcript(entries: entries),
                options: GenerationOptions(sampling: .greedy, maximumResponseTokens: 16))
            let start = ContinuousClock.now
            var first: Double?
            var text = ""
            for try await event in executor.generate(request) {
                if case .textDelta(let delta) = event {
                    if first == nil { first = seconds(ContinuousClock.now - start) }
                    text += delta
                }
            }
            firstTokenTimes.append(first ?? seconds(ContinuousClock.now - start))
            entries.append(.response(.init(assetIDs: [], segments: [.text(.init(content: text))])))
        }
        return firstTokenTimes
    }

    /// Runs llama-bench from the project's prefix and reads its average tokens/s.
    private static func llamaBench(
        model: String,
        threads: Int,
        promptTokens: Int,
        generatedTokens: Int
    ) -> (prompt: Double, generation: Double)? {
        let tool = root.appendingPathComponent(".llama/bin/llama-bench")
        guard FileManager.default.isExecutableFile(atPath: tool.path) else {
            print("llama: no anchor, \(tool.path) is missing")
            return nil
        }
        let process = Process()
        process.executableURL = tool
        process.arguments = [
            "-m", model, "-t", "\(threads)", "-p", "\(promptTokens)", "-n", "\(generatedTokens)",
            "-b", "512", "-ub", "512", "-fa", "0", "-r", "5", "-o", "json",
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            print("llama: no anchor, llama-bench failed to start: \(error)")
            return nil
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard let results = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]] else {
            print("llama: no anchor, llama-bench's output was not JSON")
            return nil
        }
        var prompt = 0.0
        var generation = 0.0
        for result in results {
            // The best repetition, as for LMLlama's side.
            let rate = (result["samples_ts"] as? [Double])?.max() ?? (result["avg_ts"] as? Double) ?? 0
            if (result["n_prompt"] as? Int ?? 0) > 0 { prompt = rate } else { generation = rate }
        }
        return (prompt, generation)
    }

    /// The resident set size in bytes (Linux; 0 elsewhere).
    private static func residentMemory() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            let digits = line.split(separator: " ").compactMap { Int($0) }
            return (digits.first ?? 0) * 1024
        }
        return 0
    }

    private static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }

    private static func format(_ value: Double) -> String {
        String(format: "%.3f", value)
    }
}
