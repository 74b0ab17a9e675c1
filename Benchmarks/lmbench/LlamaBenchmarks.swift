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

        let configuration = LlamaContext.Configuration(
            contextSize: 1024, batchSize: 512, microBatchSize: 512, threads: threads, flashAttention: false)
        let context = try LlamaContext(model: model, configuration: configuration)
        var generator = SystemRandomNumberGenerator()
        let prompt = (0..<promptTokens).map { _ in Int32.random(in: 1000..<vocabulary, using: &generator) }

        // Prompt processing: the whole prompt, three times from an empty cache (after a warm-up).
        try context.evaluate(Array(prompt.prefix(16)))
        var promptSeconds: [Double] = []
        for _ in 0..<3 {
            context.reset()
            let start = ContinuousClock.now
            try context.evaluate(prompt)
            promptSeconds.append(seconds(ContinuousClock.now - start))
        }
        let ourPrompt = Double(promptTokens) / median(promptSeconds)

        // Generation: sample greedily and decode each token, as an application does.
        let ourGeneration = try generationRate(
            context: context, prompt: Array(prompt.prefix(8)), count: generatedTokens)

        let anchor = llamaBench(
            model: modelPath, threads: threads, promptTokens: promptTokens, generatedTokens: generatedTokens)
        report("llama.prompt_tokens_per_second", ours: ourPrompt, anchor: anchor?.prompt, anchorName: "llama-bench pp")
        report(
            "llama.generation_tokens_per_second", ours: ourGeneration, anchor: anchor?.generation,
            anchorName: "llama-bench tg")

        // Constrained against unconstrained generation, per token.
        let free = try perTokenSeconds(context: context, prompt: Array(prompt.prefix(8)), grammar: nil)
        let constrained = try perTokenSeconds(
            context: context, prompt: Array(prompt.prefix(8)), grammar: LlamaJSONGrammar.object)
        print(
            "llama.constrained_token_ms ours=\(format(constrained.seconds * 1000)) "
                + "anchor(unconstrained)=\(format(free.seconds * 1000)) ratio=\(format(constrained.seconds / free.seconds)) "
                + "grammar_fast_path=\(constrained.fastPath)/\(constrained.sampled)")

        try await conversationTimeToFirstToken(path: modelPath, threads: threads)
    }

    private static func generationRate(context: LlamaContext, prompt: [Int32], count: Int) throws -> Double {
        var rates: [Double] = []
        for _ in 0..<3 {
            context.reset()
            try context.evaluate(prompt)
            let sampler = try LlamaSampler(model: context.model, mode: .greedy)
            let start = ContinuousClock.now
            for _ in 0..<count {
                let token = try sampler.sample(from: context)
                try context.append(token)
            }
            rates.append(Double(count) / seconds(ContinuousClock.now - start))
        }
        return median(rates)
    }

    private static func perTokenSeconds(
        context: LlamaContext,
        prompt: [Int32],
        grammar: String?
    ) throws -> (seconds: Double, sampled: Int, fastPath: Int) {
        context.reset()
        try context.evaluate(prompt)
        let sampler = try LlamaSampler(
            model: context.model, mode: .random(temperature: 0.8, topK: 40, topP: 0.95, seed: 5), grammar: grammar)
        var produced = 0
        let start = ContinuousClock.now
        for _ in 0..<64 {
            let token = try sampler.sample(from: context)
            produced += 1
            if context.model.isEndOfGeneration(token) { break }
            try context.append(token)
        }
        let elapsed = seconds(ContinuousClock.now - start)
        let statistics = sampler.statistics
        return (elapsed / Double(produced), statistics.sampled, statistics.acceptedAtOnce)
    }

    private static func conversationTimeToFirstToken(path: String, threads: Int) async throws {
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
        let turn1 = firstTokenTimes[0]
        let turn10 = firstTokenTimes[9]
        print(
            "llama.time_to_first_token_turn10_ms ours=\(format(turn10 * 1000)) anchor(turn1)=\(format(turn1 * 1000)) "
                + "ratio=\(format(turn10 / turn1))")
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
            "-b", "512", "-ub", "512", "-fa", "0", "-r", "3", "-o", "json",
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
            let rate = (result["avg_ts"] as? Double) ?? 0
            if (result["n_prompt"] as? Int ?? 0) > 0 { prompt = rate } else { generation = rate }
        }
        return (prompt, generation)
    }

    private static func report(_ name: String, ours: Double, anchor: Double?, anchorName: String) {
        guard let anchor, anchor > 0 else {
            print("\(name) ours=\(format(ours)) anchor=unavailable")
            return
        }
        print("\(name) ours=\(format(ours)) anchor(\(anchorName))=\(format(anchor)) ratio=\(format(ours / anchor))")
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

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }

    private static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }

    private static func format(_ value: Double) -> String {
        String(format: "%.3f", value)
    }
}
