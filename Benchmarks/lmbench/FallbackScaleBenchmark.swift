import Foundation
import LMCore
import LMFallback

/// The whole path from a file to an answer, at sizes up to 100 MB: the `lmctl title` process and
/// `TextTasks.title` (reading the file included), each as a ratio to the floor — reading the same
/// file, decoding it and segmenting it into sentences and words — with the exponent of time
/// against size fitted over the sizes from 1 MB up (≤ 1.1 is linear), and lmctl's peak resident
/// memory against the file's size (goal ≤ 3×).
///
/// Part of `lmbench fallback`; `lmbench fallback --scale` prints only this table, and `--quick`
/// measures 2 KB, 1 MB and 4 MB instead of 2 KB, 1 MB, 20 MB and 100 MB.
enum FallbackScaleBenchmark {
    /// One size's figures, in seconds and bytes.
    struct Row {
        var label: String
        var bytes: Int
        var floor: Double
        var tasks: Double
        var process: Double
        var processMemory: Int
    }

    static func run(corpus: String, quick: Bool) async throws {
        let lmctl = try CliBenchmarks.binary()
        let sizes: [(String, Int)] =
            quick
            ? [("2 KB", 2_048), ("1 MB", 1_048_576), ("4 MB", 4_194_304)]
            : [("2 KB", 2_048), ("1 MB", 1_048_576), ("20 MB", 20_971_520), ("100 MB", 104_857_600)]
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("lmbench-scale-\(getpid())")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        print("File to answer (title; ratio = time / floor, floor = read + decode + sentences + words of the file;")
        print("at 2 KB the lmctl process is mostly its own start and exit)")
        print("  size      floor ms      TextTasks ms (x)        lmctl process ms (x)    lmctl peak memory")
        var rows: [Row] = []
        for (label, size) in sizes {
            let file = scratch.appendingPathComponent("input-\(size).txt")
            try Data(FallbackBenchmark.makeText(corpus, size: size).utf8).write(to: file)
            let bytes = (try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? size
            let repeats = size <= 4_096 ? 20 : (size <= 5_000_000 ? 3 : 1)
            let floor = FallbackBenchmark.best(repeats) {
                let text = read(file)
                return SentenceSegmenter().sentences(in: text).count + WordTokenizer().tokens(in: text).count
            }
            var tasks = Double.infinity
            for _ in 0..<repeats {
                let start = ContinuousClock.now
                let title = try await TextTasks(model: FallbackLanguageModel()).title(read(file))
                tasks = min(tasks, seconds(ContinuousClock.now - start))
                if title.value.isEmpty { print("  (empty title at \(label))") }
            }
            var process = Double.infinity
            var memory = 0
            for _ in 0..<repeats {
                let outcome = try CliProcess.runMeasuringMemory(
                    lmctl, ["title", "--provider", "fallback", "--no-cache", file.path])
                guard outcome.status == 0 else {
                    throw CliProcess.Failure(message: "lmctl title on \(label) exited with status \(outcome.status)")
                }
                process = min(process, outcome.seconds)
                memory = max(memory, outcome.peakMemoryBytes)
            }
            try? FileManager.default.removeItem(at: file)
            let row = Row(
                label: label, bytes: bytes, floor: floor, tasks: tasks, process: process, processMemory: memory)
            rows.append(row)
            print(
                "  \(label.padding(toLength: 8, withPad: " ", startingAt: 0))"
                    + String(
                        format: "%10.1f   %12.1f (%6.1fx)   %12.1f (%6.1fx)   %8.1f MB (%.2fx the file)",
                        floor * 1_000, tasks * 1_000, tasks / floor, process * 1_000, process / floor,
                        Double(memory) / 1_048_576, Double(memory) / Double(bytes)))
        }
        let large = rows.filter { $0.bytes >= 1_000_000 }
        print(
            String(
                format: "  exponent of time against size (%@): floor %.2f, TextTasks %.2f, lmctl %.2f (goal <= 1.1)",
                large.map(\.label).joined(separator: ", "), exponent(large, \.floor), exponent(large, \.tasks),
                exponent(large, \.process)))
    }

    /// The file's text, as lmctl reads it.
    private static func read(_ file: URL) -> String {
        String(decoding: (try? Data(contentsOf: file)) ?? Data(), as: UTF8.self)
    }

    private static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }

    /// The least-squares slope of log(time) against log(size).
    static func exponent(_ rows: [Row], _ time: KeyPath<Row, Double>) -> Double {
        let points = rows.map { (log(Double($0.bytes)), log($0[keyPath: time])) }
        guard points.count >= 2 else { return .nan }
        let meanX = points.map(\.0).reduce(0, +) / Double(points.count)
        let meanY = points.map(\.1).reduce(0, +) / Double(points.count)
        let covariance = points.map { ($0.0 - meanX) * ($0.1 - meanY) }.reduce(0, +)
        let variance = points.map { ($0.0 - meanX) * ($0.0 - meanX) }.reduce(0, +)
        return variance > 0 ? covariance / variance : .nan
    }
}
