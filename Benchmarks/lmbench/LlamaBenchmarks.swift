import Foundation
import LMCore
import LMLlama
import Synchronization

/// LMLlama's benchmarks on a GGUF model (`--model PATH`; by default the ~100M-parameter generated
/// model), each against an anchor measured in the same run:
/// - prompt and generation tokens/s against llama.cpp's own `llama-bench` (same threads, batch
///   sizes, flash attention off);
/// - per-token cost of grammar-constrained against unconstrained generation;
/// - time to first token of turn 10 against turn 1 of a growing conversation;
/// - model load time, peak resident memory against the file's size, and the share of the CPU's
///   decode limit reached (weights read per token × tokens/s ÷ measured memory bandwidth);
/// - the whole `lmctl respond` process against llama.cpp's own `llama-completion`;
/// - generation on a quiet machine and with a load generator holding one core, for LMLlama's
///   thread policy and llama.cpp's own tool with each OpenMP wait policy and thread count.
///
/// Settings: `--model PATH` or `LMCORE_BENCH_MODEL` (default `.models/bench-100m.gguf`),
/// `--threads N` or `LMCORE_BENCH_THREADS` (default 2), `--part NAME` (repeatable: `speed`,
/// `constrained`, `ttft`, `process`, `threads`; default all) to run only some measurements, for
/// example under a profiler.
enum LlamaBenchmarks {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func run(arguments: [String]) async throws {
        let environment = ProcessInfo.processInfo.environment
        var modelPath = environment["LMCORE_BENCH_MODEL"] ?? root.appendingPathComponent(".models/bench-100m.gguf").path
        var threads = Int(environment["LMCORE_BENCH_THREADS"] ?? "") ?? 2
        var parts: Set<String> = []
        let allParts: Set<String> = ["speed", "constrained", "ttft", "process", "threads"]
        var index = 0
        while index < arguments.count {
            guard index + 1 < arguments.count else {
                throw EvalError(
                    description: "\(arguments[index]) needs a value; use llama [--model PATH] [--threads N]")
            }
            switch arguments[index] {
            case "--model": modelPath = arguments[index + 1]
            case "--threads":
                guard let value = Int(arguments[index + 1]), value > 0 else {
                    throw EvalError(description: "--threads needs a positive number")
                }
                threads = value
            case "--part":
                guard allParts.contains(arguments[index + 1]) else {
                    let choices = allParts.sorted().joined(separator: ", ")
                    throw EvalError(description: "unknown part '\(arguments[index + 1])'; use one of \(choices)")
                }
                parts.insert(arguments[index + 1])
            default:
                throw EvalError(
                    description: "unknown llama option '\(arguments[index])'; use --model PATH --threads N --part NAME")
            }
            index += 2
        }
        if parts.isEmpty { parts = allParts }
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
        let fileSize = (try? FileManager.default.attributesOfItem(atPath: modelPath)[.size] as? Int) ?? 0
        print(
            "llama.load seconds=\(format(loadTime)) resident_mb=\(format(Double(residentMemory() - residentBefore) / 1e6)) "
                + "weights_mb=\(format(Double(model.weightsSize) / 1e6)) parameters_m=\(format(Double(model.parameterCount) / 1e6)) "
                + "file_mb=\(format(Double(fileSize) / 1e6)) wait_policy=\(LlamaThreadPolicy.current)"
        )

        // The same context as llama-bench's runs: prompt + generated tokens, batch 512, no flash attention.
        let configuration = LlamaContext.Configuration(
            contextSize: promptTokens + generatedTokens, batchSize: 512, microBatchSize: 512, threads: threads,
            flashAttention: false)
        let context = try LlamaContext(model: model, configuration: configuration)
        var generator = SystemRandomNumberGenerator()
        let prompt = (0..<promptTokens).map { _ in Int32.random(in: 1000..<vocabulary, using: &generator) }
        try context.evaluate(Array(prompt.prefix(16)))  // warm-up

        if parts.contains("speed") {
            // The machine may be shared: both sides take the best of several runs (the least disturbed
            // one), in two rounds that alternate llama-bench and LMLlama.
            var best = (
                prompt: 0.0, generation: 0.0, sampling: 0.0, decode: 0.0, anchorPrompt: 0.0, anchorGeneration: 0.0
            )
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
                    let generated = try generation(
                        context: context, prompt: Array(prompt.prefix(8)), count: generatedTokens)
                    if generated.tokensPerSecond > best.generation {
                        best.generation = generated.tokensPerSecond
                        best.sampling = generated.samplingSeconds
                    }
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
                    + "ratio=\(format(best.generation / best.anchorGeneration)) (ours includes greedy sampling: "
                    + "\(format(best.sampling * 1000)) ms CPU per token)")
            print(
                "llama.decode_tokens_per_second ours=\(format(best.decode)) anchor(llama-bench tg\(generatedTokens))="
                    + "\(format(best.anchorGeneration)) ratio=\(format(best.decode / best.anchorGeneration))")

            // Before the bandwidth probe's own buffer and a second model (the conversation) count.
            let peakAfterGeneration = peakResidentMemory()
            let bandwidth = memoryBandwidth(threads: threads)
            print(
                "llama.decode_limit_share ours=\(format(Double(model.weightsSize) * best.decode / bandwidth)) "
                    + "(weights \(format(Double(model.weightsSize) / 1e6)) MB per token × \(format(best.decode)) tokens/s ÷ "
                    + "memory bandwidth \(format(bandwidth / 1e9)) GB/s with \(threads) threads reading)")
            print(
                "llama.peak_resident_mb ours=\(format(Double(peakAfterGeneration) / 1e6)) "
                    + "file_mb=\(format(Double(fileSize) / 1e6)) ratio=\(format(Double(peakAfterGeneration) / Double(fileSize))) "
                    + "(load, a \(promptTokens + generatedTokens)-token context, prompt and generation; before the bandwidth probe)"
            )
        }

        if parts.contains("constrained") {
            // Constrained against unconstrained generation, per token, from a real chat prompt (for a
            // trained model, its first choice is then usually allowed by the grammar).
            let grammar = LlamaGrammarCompiler.compile(try benchSchema())
            let chatPrompt = try LlamaPromptBuilder(model: model).tokens(
                for: LanguageModelExecutorGenerationRequest(
                    transcript: Transcript(entries: [
                        .prompt(.init(segments: [.text(.init(content: "Describe a film you like as JSON."))]))
                    ])))
            // The constrained answer ends when its JSON is complete; the unconstrained one then runs for
            // exactly as many tokens (past an end token if it meets one), so both decode the same
            // positions and only the sampling differs.
            var constrained = try perTokenSeconds(context: context, prompt: chatPrompt, grammar: grammar, count: 96)
            var free = try perTokenSeconds(
                context: context, prompt: chatPrompt, grammar: nil, count: constrained.sampled)
            for _ in 0..<4 {
                let next = try perTokenSeconds(context: context, prompt: chatPrompt, grammar: grammar, count: 96)
                if next.seconds < constrained.seconds { constrained = next }
                let nextFree = try perTokenSeconds(
                    context: context, prompt: chatPrompt, grammar: nil, count: constrained.sampled)
                if nextFree.seconds < free.seconds { free = nextFree }
            }
            print(
                "llama.constrained_token_ms ours=\(format(constrained.seconds * 1000)) "
                    + "anchor(unconstrained)=\(format(free.seconds * 1000)) ratio=\(format(constrained.seconds / free.seconds)) "
                    + "tokens=\(constrained.sampled) first_pick_allowed=\(constrained.fastPath) "
                    + "rescued_in_first_stage=\(constrained.top) rescued_later=\(constrained.full)")
            print(
                "llama.sampling_token_ms constrained=\(format(constrained.samplingSeconds * 1000)) "
                    + "unconstrained=\(format(free.samplingSeconds * 1000)) "
                    + "(the sampler's own CPU time per token, inside the figures above)")
        }

        if parts.contains("ttft") {
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

        if parts.contains("process") {
            try LlamaCommandLineBenchmark.run(model: modelPath, threads: threads)
        }
        if parts.contains("threads") {
            try await LlamaLoadBenchmark.run(model: model, modelPath: modelPath, threads: threads)
        }
    }

    static func generationRate(context: LlamaContext, prompt: [Int32], count: Int) throws -> Double {
        try generation(context: context, prompt: prompt, count: count).tokensPerSecond
    }

    /// Greedy generation as an application does it (sample, then decode the token): tokens/s, and
    /// the sampler's own CPU seconds per token.
    static func generation(
        context: LlamaContext, prompt: [Int32], count: Int
    ) throws -> (tokensPerSecond: Double, samplingSeconds: Double) {
        context.reset()
        try context.evaluate(prompt)
        let sampler = try LlamaSampler(model: context.model, mode: .greedy)
        var sampling = 0.0
        let start = ContinuousClock.now
        for _ in 0..<count {
            let sampleStart = threadCPUSeconds()
            let token = try sampler.sample(from: context)
            sampling += threadCPUSeconds() - sampleStart
            try context.append(token)
        }
        return (Double(count) / seconds(ContinuousClock.now - start), sampling / Double(count))
    }

    private static func decodingRate(context: LlamaContext, tokens: [Int32]) throws -> Double {
        context.reset()
        let start = ContinuousClock.now
        for token in tokens { try context.append(token) }
        return Double(tokens.count) / seconds(ContinuousClock.now - start)
    }

    /// Seconds per token (sampling and decoding) and the sampler's own seconds per token, over at
    /// most `count` tokens: with a grammar, the answer ends at an end token (when the grammar is
    /// complete); without, it always runs `count` tokens.
    private static func perTokenSeconds(
        context: LlamaContext,
        prompt: [Int32],
        grammar: String?,
        count: Int
    ) throws -> (seconds: Double, samplingSeconds: Double, sampled: Int, fastPath: Int, top: Int, full: Int) {
        context.reset()
        try context.evaluate(prompt)
        let sampler = try LlamaSampler(
            model: context.model, mode: .random(temperature: 0.8, topK: 40, topP: 0.95, seed: 5), grammar: grammar)
        var produced = 0
        var sampling = 0.0
        let start = ContinuousClock.now
        for _ in 0..<count {
            let sampleStart = threadCPUSeconds()
            let token = try sampler.sample(from: context)
            sampling += threadCPUSeconds() - sampleStart
            produced += 1
            if grammar != nil, context.model.isEndOfGeneration(token) { break }
            try context.append(token)
        }
        let elapsed = seconds(ContinuousClock.now - start)
        let statistics = sampler.statistics
        return (
            elapsed / Double(produced), sampling / Double(produced), statistics.sampled,
            statistics.acceptedAtOnce, statistics.acceptedFromTopCandidates, statistics.resampled
        )
    }

    /// CPU seconds the calling thread has used (the sampler runs on it alone, so other processes
    /// taking the core don't count).
    static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
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
        let executor = model.executor
        // Loaded before the clock starts, so that turn 1 is the cold prompt alone.
        try await model.load()
        var entries: [Transcript.Entry] = [
            .instructions(.init(segments: [.text(.init(content: "You are a helpful assistant."))], toolDefinitions: []))
        ]
        var firstTokenTimes: [Double] = []
        for turn in 1...10 {
            entries.append(
                .prompt(
                    .init(segments: [.text(.init(content: "Turn \(turn): tell me more about topic number \(turn)."))])))
            let request = LanguageModelExecutorGenerationRequest(
                transcript: Transcript(entries: entries),
                generationOptions: GenerationOptions(samplingMode: .greedy, maximumResponseTokens: 16))
            let start = ContinuousClock.now
            let received = Mutex((first: Double?.none, text: ""))
            let channel = LanguageModelExecutorGenerationChannel { event in
                guard case .response(_, .appendText(let delta, _, _)) = event else { return }
                received.withLock { received in
                    if received.first == nil { received.first = seconds(ContinuousClock.now - start) }
                    received.text += delta
                }
            }
            try await executor.respond(to: request, model: model, streamingInto: channel)
            let (first, text) = received.withLock { $0 }
            firstTokenTimes.append(first ?? seconds(ContinuousClock.now - start))
            entries.append(.response(.init(assetIDs: [], segments: [.text(.init(content: text))])))
        }
        return firstTokenTimes
    }

    /// Runs llama-bench from the project's prefix and reads its average tokens/s.
    static func llamaBench(
        model: String,
        threads: Int,
        promptTokens: Int,
        generatedTokens: Int,
        waitPolicy: String? = nil,
        repetitions: Int = 5
    ) -> (prompt: Double, generation: Double)? {
        let tool = root.appendingPathComponent(".llama/bin/llama-bench")
        guard FileManager.default.isExecutableFile(atPath: tool.path) else {
            print("llama: no anchor, \(tool.path) is missing")
            return nil
        }
        var environment: [String: String]?
        if let waitPolicy {
            environment = ProcessInfo.processInfo.environment
            environment?[LlamaThreadPolicy.variable] = waitPolicy
        }
        let output: String
        do {
            output = try EvalProcess.run(
                tool.path,
                [
                    "-m", model, "-t", "\(threads)", "-p", "\(promptTokens)", "-n", "\(generatedTokens)",
                    "-b", "512", "-ub", "512", "-fa", "0", "-r", "\(repetitions)", "-o", "json",
                ], environment: environment)
        } catch {
            print("llama: no anchor, llama-bench failed to start: \(error)")
            return nil
        }
        let data = Data(output.utf8)
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
    static func residentMemory(_ field: String = "VmRSS:") -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix(field) {
            let digits = line.split(separator: " ").compactMap { Int($0) }
            return (digits.first ?? 0) * 1024
        }
        return 0
    }

    /// The peak resident set size in bytes (Linux; 0 elsewhere).
    static func peakResidentMemory() -> Int { residentMemory("VmHWM:") }

    /// Bytes per second that `threads` threads together read from a buffer far larger than the
    /// caches (best of 5): the memory bandwidth a decode step can use.
    static func memoryBandwidth(threads: Int) -> Double {
        let count = 64 << 20  // 512 MB of UInt64
        let buffer = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: count)
        defer { buffer.deallocate() }
        for index in 0..<count { buffer[index] = UInt64(truncatingIfNeeded: index) }
        let slice = count / threads
        let base = UInt(bitPattern: buffer.baseAddress)
        var best = 0.0
        var sink: UInt64 = 0
        for _ in 0..<5 {
            let sums = Mutex<UInt64>(0)
            let start = ContinuousClock.now
            DispatchQueue.concurrentPerform(iterations: threads) { part in
                guard let pointer = UnsafePointer<UInt64>(bitPattern: base) else { return }
                var sum0: UInt64 = 0
                var sum1: UInt64 = 0
                var index = part * slice
                let end = index + slice
                while index + 1 < end {
                    sum0 &+= pointer[index]
                    sum1 &+= pointer[index + 1]
                    index += 2
                }
                sums.withLock { $0 &+= sum0 ^ sum1 }
            }
            best = max(best, Double(slice * threads * 8) / seconds(ContinuousClock.now - start))
            sink &+= sums.withLock { $0 }
        }
        if sink == 42 { print("") }  // keeps the sums alive
        return best
    }

    static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }

    static func format(_ value: Double) -> String {
        String(format: "%.3f", value)
    }
}
