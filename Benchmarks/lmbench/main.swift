import Foundation
import LMFallback

// lmbench: the figures the issues ask for, each beside an anchor measured in the same run.
// Run in release builds: swift run -c release lmbench COMMAND
let usage = """
    usage: lmbench COMMAND
      schema                      schema derivation, import, grammar compile, validation (vs the previous validator),
                                  pattern time vs input length, JSON parsing vs JSONSerialization
      eval [--data DIR] [--verbose]   fallback quality on an evaluation folder vs classical baselines
      eval --llama MODEL [--data DIR] fallback and a llama model side by side through lmctl
      eval --set DIR [--verbose]  a development set: tune, holdout, fresh, blind apart, each with the words the corrector
                                  changes in correct text (failures and changed words for tune only)
      eval --spelling [--tune] [--verbose]
                                  single misspelled common words from codespell's list (scripts/fetch-spelling-suite.sh):
                                  tune and report parts vs a frequency corrector (failures for tune only;
                                  --tune: the tune part alone)
      fallback [--quick] [--scale]  fallback speed on 2 KB–4 MB inputs vs segmenting the same text, and
                                  file → answer (TextTasks, the lmctl process) at 2 KB–100 MB
      snapshots [--quick]         streamed structured snapshots at 4, 16, 64 KB: full re-parse per delta vs the
                                  incremental parser (total, growth ratio, time to first snapshot)
      resources                   time to load the fallback's built-in data on first use, vs copying its bytes
      candidates WORD...          the corrector's three cheapest spellings of each word, with their costs
      cli                         lmctl title vs lmctl --version, and a 1,000-file batch vs sequential
      llama [--model P] [--threads N] [--part NAME]  LMLlama vs llama.cpp's tools: tokens/s, grammar, TTFT, memory, lmctl, threads
      server [--model P] [--docs N]    LMServer vs llama-server: lmctl title batches (slots, -j, two servers),
                                  time per request vs curl, time to first token vs the server's own
    """

let arguments = Array(CommandLine.arguments.dropFirst())
do {
    switch arguments.first {
    case "schema":
        SchemaBenchmarks.run()
    case "eval":
        try EvalHarness.run(arguments: Array(arguments.dropFirst()))
    case "fallback":
        try await FallbackBenchmark.run(arguments: Array(arguments.dropFirst()))
    case "snapshots":
        SnapshotBenchmark.run(arguments: Array(arguments.dropFirst()))
    case "resources":
        ResourceLoadBenchmark.run()
    case "candidates":
        for word in arguments.dropFirst() {
            let found = FallbackDataLoading.correctionCandidates(word.lowercased(), limit: 3)
            print(word, found.map { "\($0.text) \(String(format: "%.2f", $0.cost))" }.joined(separator: ", "))
        }
    case "cli":
        try CliBenchmarks.run(arguments: Array(arguments.dropFirst()))
    case "llama":
        try await LlamaBenchmarks.run(arguments: Array(arguments.dropFirst()))
    case "server":
        try await ServerBenchmarks.run(arguments: Array(arguments.dropFirst()))
    default:
        print(usage)
        exit(arguments.isEmpty ? 0 : 2)
    }
} catch {
    FileHandle.standardError.write(Data("lmbench: \(error)\n".utf8))
    exit(1)
}
