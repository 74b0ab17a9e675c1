import Foundation

/// `lmctl title` over a folder of 2 KB files: one job at a time (`-j 1`) against the default
/// (one job per core), each in one process, runs alternating.
///
/// The machine is shared, so the same run also measures what it can give at the moment, as two
/// controls: two `-j 1` processes, each on half of the files, started together, against the
/// whole folder with `-j 1`; and ``CliParallelCeiling``, pure arithmetic on one thread against
/// the same arithmetic split over one thread per core. Neither shares anything, so their
/// speed-ups are the ceiling for the batch's; on an idle two-core machine they are close to 2.
/// (On Linux with `sched_autogroup_enabled`, a busy machine gives each session an equal share
/// whatever its thread count, and the ceiling drops towards 1.)
struct CliBatchBenchmark {
    let lmctl: URL
    let provider: String
    let files: Int
    let runs: Int

    /// Writes the files under `scratch`, measures, and prints the figures.
    func run(in scratch: URL) throws {
        let all = scratch.appendingPathComponent("batch")
        let halves = [scratch.appendingPathComponent("half-a"), scratch.appendingPathComponent("half-b")]
        for folder in [all] + halves {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        for index in 0..<files {
            let name = String(format: "doc%04d.txt", index)
            let data = Data(CliCorpus.document(index: index, bytes: 2048).utf8)
            try data.write(to: all.appendingPathComponent(name))
            try data.write(to: halves[index % 2].appendingPathComponent(name))
        }
        let options = ["title", "--provider", provider, "--no-cache", "--quiet"]
        let sequentialArguments = options + ["-j", "1", all.path]
        _ = try CliProcess.run(lmctl, sequentialArguments)
        var sequential: [CliProcess.Outcome] = []
        var parallel: [CliProcess.Outcome] = []
        var control: [CliProcess.Outcome] = []
        print("cli: load average before the batch runs: \(CliBenchmarks.loadAverage())")
        var ceilings: [Double] = []
        for _ in 0..<runs {
            ceilings.append(CliParallelCeiling.measure())
            sequential.append(try CliProcess.run(lmctl, sequentialArguments))
            parallel.append(try CliProcess.run(lmctl, options + [all.path]))
            control.append(try CliProcess.runTogether(lmctl, halves.map { options + ["-j", "1", $0.path] }))
        }
        print("cli: load average after the batch runs: \(CliBenchmarks.loadAverage())")
        let rows = [
            ("sequential (-j 1)", sequential), ("parallel (default -j)", parallel),
            ("control (two -j 1 processes on halves, at once)", control),
        ]
        for (name, outcomes) in rows {
            let seconds = outcomes.map(\.seconds)
            print(
                "cli.batch-\(files) \(name): "
                    + String(
                        format: "median %.0f ms, best %.0f ms, CPU %.0f ms, %.2f cores busy",
                        CliBenchmarks.median(seconds) * 1000, (seconds.min() ?? 0) * 1000,
                        CliBenchmarks.median(outcomes.map(\.cpuSeconds)) * 1000,
                        CliBenchmarks.median(outcomes.map { $0.cpuSeconds / $0.seconds })))
        }
        let one = CliBenchmarks.median(sequential.map(\.seconds))
        let bestOne = sequential.map(\.seconds).min() ?? 0
        for (name, outcomes, target) in [("speed-up", parallel, " (target >= 1.7)"), ("control speed-up", control, "")]
        {
            let seconds = outcomes.map(\.seconds)
            print(
                "cli.batch-\(files): \(name) "
                    + String(
                        format: "%.2f (medians of %d alternating runs), %.2f (best runs)",
                        one / CliBenchmarks.median(seconds), runs, bestOne / (seconds.min() ?? 1)) + target)
        }
        let cpuOne = CliBenchmarks.median(sequential.map(\.cpuSeconds))
        let cpuMany = CliBenchmarks.median(parallel.map(\.cpuSeconds))
        print(
            String(
                format:
                    "cli.batch-%d: CPU per file %.3f ms sequential, %.3f ms parallel (parallel does %.2fx the work)",
                files, cpuOne * 1000 / Double(files), cpuMany * 1000 / Double(files), cpuMany / max(cpuOne, 1e-9)))
        print(
            String(
                format: "cli.parallel-ceiling: %d threads of arithmetic vs 1: speed-up %.2f (median of %d), best %.2f",
                ProcessInfo.processInfo.activeProcessorCount, CliBenchmarks.median(ceilings), runs,
                ceilings.max() ?? 0))
    }
}
