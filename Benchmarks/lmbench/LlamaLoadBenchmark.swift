import Foundation
import LMCore
import LMLlama

/// Generation speed on a quiet machine and while a load generator holds one core: LMLlama (its
/// thread policy, see `LlamaThreadPolicy`) beside llama.cpp's `llama-bench` with OpenMP's active
/// (spinning, llama.cpp's default) and passive wait policies, at the configured thread count and
/// at one thread.
enum LlamaLoadBenchmark {
    static func run(model: LlamaModel, modelPath: String, threads: Int) async throws {
        let tokens = 64
        var rows: [(String, Double, Double)] = []
        let quiet = try measure(model: model, modelPath: modelPath, threads: threads, tokens: tokens)
        let generator = try LoadGenerator()
        let busy: [String: Double]
        do {
            busy = try measure(model: model, modelPath: modelPath, threads: threads, tokens: tokens)
            generator.stop()
        } catch {
            generator.stop()
            throw error
        }
        for name in quiet.keys.sorted() {
            rows.append((name, quiet[name] ?? 0, busy[name] ?? 0))
        }
        let best = quiet.values.max() ?? 1
        print(
            "llama.threads generation tokens/s, tg\(tokens) (quiet: nothing else running; busy: one core held by a spinning process)"
        )
        for (name, quietRate, busyRate) in rows {
            print(
                "  " + name.padding(toLength: 40, withPad: " ", startingAt: 0)
                    + "quiet=\(LlamaBenchmarks.format(quietRate)) (\(LlamaBenchmarks.format(quietRate / best)) of best)  "
                    + "busy=\(LlamaBenchmarks.format(busyRate))")
        }
    }

    /// Tokens/s of each configuration, best of 3 runs.
    private static func measure(
        model: LlamaModel, modelPath: String, threads: Int, tokens: Int
    ) throws -> [String: Double] {
        var rates: [String: Double] = [:]
        let prompt = try model.tokenize("Write a long story about a lighthouse keeper.", addSpecial: true)
        // The context holds what the run needs, as llama-bench's tg runs do (their context is the
        // generated tokens): a larger one makes every token's attention read more KV cells.
        let contextSize = prompt.count + tokens
        // Automatic threads (LMLlama's default): one per core that other processes leave free.
        let automatic = try LlamaContext(
            model: model,
            configuration: .init(contextSize: contextSize, batchSize: 512, microBatchSize: 512, flashAttention: false))
        // A discarded warm-up run first: the first generation after loading faults in the weights.
        _ = try LlamaBenchmarks.generationRate(context: automatic, prompt: prompt, count: tokens)
        var automaticBest = 0.0
        var threadsChosen: Set<Int> = []
        for _ in 0..<4 {
            automaticBest = max(
                automaticBest, try LlamaBenchmarks.generationRate(context: automatic, prompt: prompt, count: tokens))
            threadsChosen.insert(automatic.threadsInUse)
        }
        let chosen = threadsChosen.sorted().map(String.init).joined(separator: ",")
        print("  (automatic threads chose -t \(chosen) here)")
        rates["LMLlama automatic (\(LlamaThreadPolicy.current))"] = automaticBest
        for count in Set([threads, 1]).sorted(by: >) {
            let context = try LlamaContext(
                model: model,
                configuration: .init(
                    contextSize: contextSize, batchSize: 512, microBatchSize: 512, threads: count,
                    flashAttention: false))
            var best = 0.0
            for _ in 0..<3 {
                best = max(best, try LlamaBenchmarks.generationRate(context: context, prompt: prompt, count: tokens))
            }
            rates["LMLlama -t \(count) (\(LlamaThreadPolicy.current))"] = best
            for policy in ["ACTIVE", "PASSIVE"] {
                let anchor = LlamaBenchmarks.llamaBench(
                    model: modelPath, threads: count, promptTokens: 0, generatedTokens: tokens, waitPolicy: policy,
                    repetitions: 3)
                rates["llama-bench -t \(count) OMP_WAIT_POLICY=\(policy)"] = anchor?.generation ?? 0
            }
        }
        return rates
    }
}

/// A child process that keeps one core busy until stopped.
final class LoadGenerator {
    private let process = Process()

    init() throws {
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "while :; do :; done"]
        try process.run()
    }

    /// Stops the process with SIGKILL: a child of a Swift process may inherit SIGTERM ignored,
    /// and then `terminate()` would leave it running (and `waitUntilExit()` waiting forever).
    func stop() {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }
}
