import Foundation

/// The whole `lmctl respond --provider llama` process against llama.cpp's own command-line tool,
/// `llama-completion`, on the same prompt, model, threads and number of generated tokens: start-up,
/// model load, prompt, generation and exit, timed from outside (best of 3 each).
enum LlamaCommandLineBenchmark {
    static func run(model: String, threads: Int) throws {
        let lmctl = LlamaBenchmarks.root.appendingPathComponent(".build/release/lmctl").path
        let completion = LlamaBenchmarks.root.appendingPathComponent(".llama/bin/llama-completion").path
        guard FileManager.default.isExecutableFile(atPath: lmctl),
            FileManager.default.isExecutableFile(atPath: completion)
        else {
            print("llama.lmctl skipped: build lmctl with swift build -c release, and run scripts/install-llama.sh")
            return
        }
        let prompt =
            String(repeating: "The harbour town keeps its boats in good order. ", count: 24)
            + "Tell a long story about the town."
        var bestOurs = Double.infinity
        var produced = 0
        var promptTokens = 0
        for _ in 0..<3 {
            let start = ContinuousClock.now
            let output = try EvalProcess.run(
                lmctl,
                [
                    "respond", prompt, "--provider", "llama", "--model", model, "--threads", "\(threads)",
                    "--max-tokens", "64", "--json", "--no-cache",
                ])
            bestOurs = min(bestOurs, LlamaBenchmarks.seconds(ContinuousClock.now - start))
            produced = number(after: "\"responseTokens\":", in: output)
            promptTokens = number(after: "\"promptTokens\":", in: output)
        }
        guard produced > 0 else {
            print("llama.lmctl skipped: lmctl respond produced no tokens")
            return
        }
        var bestAnchor = Double.infinity
        for _ in 0..<3 {
            let start = ContinuousClock.now
            _ = try EvalProcess.run(
                completion,
                [
                    "-m", model, "-p", prompt, "-n", "\(produced)", "-t", "\(threads)", "--ignore-eos", "-no-cnv",
                    "--temp", "0", "-c", "4096",
                ])
            bestAnchor = min(bestAnchor, LlamaBenchmarks.seconds(ContinuousClock.now - start))
        }
        print(
            "llama.lmctl_process_seconds ours=\(LlamaBenchmarks.format(bestOurs)) "
                + "anchor(llama-completion)=\(LlamaBenchmarks.format(bestAnchor)) ratio=\(LlamaBenchmarks.format(bestOurs / bestAnchor)) "
                + "(prompt \(promptTokens) tokens, \(produced) generated, whole process)")
    }

    private static func number(after key: String, in text: String) -> Int {
        guard let range = text.range(of: key) else { return 0 }
        return Int(text[range.upperBound...].prefix { $0.isNumber }) ?? 0
    }
}
