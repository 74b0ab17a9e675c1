import Foundation

/// lmctl's figures, measured on the built `lmctl` binary as whole processes:
///
/// 1. `lmctl title` on a 2 KB file, against `lmctl --version` (the anchor: process start and
///    exit), run alternately; the ratio of medians should be ≤ 1.5.
/// 2. `lmctl title` over 1,000 files: one job at a time (`-j 1`) against the default (one job per
///    core), in one process each; the speed-up should be ≥ 1.7 on two cores. CPU time over wall
///    time shows how many cores the batch kept busy.
///
/// The machine may be shared, so the batch runs alternate (sequential, parallel, sequential, ...)
/// and both the median and the best run are printed, with the load average before and after.
///
/// Usage: `lmbench cli [--provider fallback|mock] [--runs N] [--files N] [--batch-runs N]`. Results are never
/// cached (`--no-cache`). With `--provider fallback` (the default) and no fallback in the build,
/// it says so and measures with the mock instead.
enum CliBenchmarks {
    /// Runs the benchmarks and prints the figures.
    /// - Parameter arguments: Options, as above.
    static func run(arguments: [String]) throws {
        var provider = option("--provider", in: arguments) ?? "fallback"
        let runs = Int(option("--runs", in: arguments) ?? "") ?? 21
        let files = Int(option("--files", in: arguments) ?? "") ?? 1000
        let batchRuns = max(1, Int(option("--batch-runs", in: arguments) ?? "") ?? 5)
        let lmctl = try binary()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("lmbench-cli-\(getpid())")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let note = scratch.appendingPathComponent("note.txt")
        try Data(CliCorpus.document(index: 0, bytes: 2048).utf8).write(to: note)

        let probe = try CliProcess.run(lmctl, ["title", "--provider", provider, "--no-cache", note.path])
        if probe.status == 3, provider == "fallback" {
            print("cli: the fallback provider is not in this build; measuring with --provider mock")
            provider = "mock"
        } else if probe.status != 0 {
            print("cli: lmctl title failed with status \(probe.status); nothing measured")
            return
        }
        print(
            "cli: lmctl at \(lmctl.path), provider \(provider), \(ProcessInfo.processInfo.activeProcessorCount) cores")

        var titleTimes: [Double] = []
        var versionTimes: [Double] = []
        for _ in 0..<runs {
            versionTimes.append(try CliProcess.run(lmctl, ["--version"]).seconds)
            titleTimes.append(
                try CliProcess.run(lmctl, ["title", "--provider", provider, "--no-cache", note.path]).seconds)
        }
        let title = median(titleTimes)
        let version = median(versionTimes)
        print(
            String(
                format: "cli.title-2KB: %.2f ms vs lmctl --version %.2f ms (median of %d): ratio %.2f (target <= 1.5)",
                title * 1000, version * 1000, runs, title / version))

        try CliBatchBenchmark(lmctl: lmctl, provider: provider, files: files, runs: batchRuns).run(in: scratch)
    }

    /// The 1-, 5- and 15-minute load averages, so a reader can tell whether the machine was quiet.
    static func loadAverage() -> String {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return "unknown" }
        return text.split(separator: " ").prefix(3).joined(separator: " ")
    }

    private static func option(_ name: String, in arguments: [String]) -> String? {
        guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
        return arguments[index + 1]
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }

    /// The `lmctl` binary next to this program.
    static func binary() throws -> URL {
        let here = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        let lmctl = here.appendingPathComponent("lmctl")
        guard FileManager.default.isExecutableFile(atPath: lmctl.path) else {
            throw CliProcess.Failure(
                message: "no lmctl next to lmbench at \(here.path): run 'swift build -c release' first")
        }
        return lmctl
    }
}
