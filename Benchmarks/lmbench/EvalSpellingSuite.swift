import Foundation
import LMFallback

/// A large blind check of single-word correction: codespell's list of common misspellings
/// (`dictionary.txt`, fetched by `scripts/fetch-spelling-suite.sh` into `.spelling-suite/`, never committed),
/// narrowed to single misspelled common words and split into a tune part and a report part.
///
/// An entry is kept when it has exactly one correction, the typo and the correction are lowercase
/// letters a–z only, the correction is among the ``commonWordCount`` most frequent words of the
/// fallback's own frequency list ("common"), and the typo is not itself a word the corrector knows
/// (a known word is never changed, by design). A stable hash of the typo (FNV-1a) puts a quarter of
/// the entries in the tune part, where rules may be changed while looking at failures, and the rest
/// in the report part, whose failures are never printed.
enum EvalSpellingSuite {
    /// How many of the most frequent words count as common.
    static let commonWordCount = 10_000

    /// One misspelling and its only correction.
    struct Item {
        var typo: String
        var correction: String
        /// Unweighted Damerau–Levenshtein distance (optimal string alignment) from typo to correction.
        var distance: Int
    }

    /// Where the suite is read from: `$LMCORE_SPELLING_SUITE/dictionary.txt`, else `.spelling-suite/`.
    static var defaultPath: String {
        let folder =
            ProcessInfo.processInfo.environment["LMCORE_SPELLING_SUITE"]
            ?? EvalHarness.root.appendingPathComponent(".spelling-suite").path
        return URL(fileURLWithPath: folder).appendingPathComponent("dictionary.txt").path
    }

    /// The one line plain `eval` and `eval --set` print instead of scoring the suite.
    static func printHowToRun() {
        let fetch =
            FileManager.default.fileExists(atPath: defaultPath) ? "" : " (after scripts/fetch-spelling-suite.sh)"
        print(
            "Single misspelled common words (codespell): not scored here; run `lmbench eval --spelling`\(fetch) "
                + "for the tune and report parts, `--spelling --tune` for the tune part alone\n")
    }

    /// Scores the suite.
    /// - Parameters:
    ///   - path: The codespell `dictionary.txt` to read.
    ///   - verbose: Whether to list failures of the tune part (the report part's are never listed).
    ///   - tuneOnly: Whether to score the tune part alone (while rules are changed, so the report figure is
    ///     not watched round after round).
    /// - Throws: ``EvalError`` when the file is missing or can't be read.
    static func run(path: String, verbose: Bool, tuneOnly: Bool = false) throws {
        guard FileManager.default.fileExists(atPath: path) else {
            throw EvalError(
                description:
                    "\(path) is missing: run scripts/fetch-spelling-suite.sh to score single words on codespell's list")
        }
        let (tune, report) = try load(path)
        print(
            "Single misspelled common words (codespell 2.4.3 dictionary.txt; correction among the "
                + "\(commonWordCount) most frequent words; closest, lowercased)")
        score("tune", tune, verbose: verbose)
        if !tuneOnly { score("report", report, verbose: false) }
        print("")
    }

    /// Reads and filters the suite, split into tune and report parts.
    /// - Throws: ``EvalError`` when the file can't be read.
    static func load(_ path: String) throws -> (tune: [Item], report: [Item]) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw EvalError(description: "cannot read \(path): run scripts/fetch-spelling-suite.sh")
        }
        let common = Set(FallbackDataLoading.mostFrequentWords(commonWordCount))
        var tune: [Item] = []
        var report: [Item] = []
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            guard let (typo, correction) = singleCorrection(String(line)),
                isLowercaseWord(typo), isLowercaseWord(correction), common.contains(correction),
                !FallbackDataLoading.isKnownWord(typo)
            else { continue }
            let item = Item(typo: typo, correction: correction, distance: damerau(Array(typo), Array(correction)))
            if stableHash(typo) % 4 == 0 {
                tune.append(item)
            } else {
                report.append(item)
            }
        }
        return (tune, report)
    }

    /// The typo and its correction when a `typo->correction` line has exactly one correction.
    ///
    /// codespell's format: `typo->a` (one fix), `typo->a, b,` (several, ending in a comma), `typo->a, reason`
    /// (one fix, not applied automatically for the stated reason).
    static func singleCorrection(_ line: String) -> (String, String)? {
        let parts = line.components(separatedBy: "->")
        guard parts.count == 2 else { return nil }
        let right = parts[1].trimmingCharacters(in: .whitespaces)
        var fields = right.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        // A final comma ends a list of suggestions; without one, a last field after a comma is a reason.
        if fields.count > 1 { fields.removeLast() }
        guard fields.count == 1, !fields[0].isEmpty else { return nil }
        return (parts[0].trimmingCharacters(in: .whitespaces), fields[0])
    }

    private static func isLowercaseWord(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { $0 >= 97 && $0 <= 122 }
    }

    /// FNV-1a over the UTF-8 bytes: the same on every platform and run, unlike `Hasher`.
    static func stableHash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// Unweighted Damerau–Levenshtein distance (optimal string alignment).
    static func damerau(_ source: [Character], _ target: [Character]) -> Int {
        if source.isEmpty || target.isEmpty { return max(source.count, target.count) }
        var table = [[Int]](repeating: [Int](repeating: 0, count: target.count + 1), count: source.count + 1)
        for row in 0...source.count { table[row][0] = row }
        for column in 0...target.count { table[0][column] = column }
        for row in 1...source.count {
            for column in 1...target.count {
                let cost = source[row - 1] == target[column - 1] ? 0 : 1
                var value = min(
                    table[row - 1][column] + 1, table[row][column - 1] + 1, table[row - 1][column - 1] + cost)
                if row > 1 && column > 1 && source[row - 1] == target[column - 2]
                    && source[row - 2] == target[column - 1]
                {
                    value = min(value, table[row - 2][column - 2] + 1)
                }
                table[row][column] = value
            }
        }
        return table[source.count][target.count]
    }

    /// Prints one part's figures: all items, then by edit distance 1 and 2 or more.
    private static func score(_ name: String, _ items: [Item], verbose: Bool) {
        let corrector = TextCorrector()
        var ours = [Bool]()
        var baseline = [Bool]()
        ours.reserveCapacity(items.count)
        baseline.reserveCapacity(items.count)
        let clock = ContinuousClock()
        var oursTime = Duration.zero
        var baselineTime = Duration.zero
        for item in items {
            var closest = ""
            oursTime += clock.measure { closest = corrector.correct(item.typo).closest.lowercased() }
            ours.append(closest == item.correction)
            var baselineAnswer = ""
            baselineTime += clock.measure { baselineAnswer = FrequencyCorrector.correct(item.typo) }
            baseline.append(baselineAnswer == item.correction)
            if verbose && closest != item.correction {
                print(
                    "  [\(name)] \(item.typo) -> \(closest)  |  \(item.correction)  (frequency corrector: \(baselineAnswer))"
                )
            }
        }
        let perWord = { (time: Duration) in
            let seconds = Double(time.components.seconds) + Double(time.components.attoseconds) / 1e18
            return String(format: "%.2f ms", seconds * 1000 / Double(max(1, items.count)))
        }
        func rate(_ hits: [Bool], _ indices: [Int]) -> Double {
            Double(indices.filter { hits[$0] }.count) / Double(max(1, indices.count))
        }
        let all = Array(items.indices)
        EvalHarness.row("\(name) (\(items.count))", rate(ours, all), rate(baseline, all), "frequency corrector")
        let near = all.filter { items[$0].distance == 1 }
        let far = all.filter { items[$0].distance >= 2 }
        EvalHarness.row(
            "  \(name), distance 1 (\(near.count))", rate(ours, near), rate(baseline, near), "frequency corrector")
        EvalHarness.row(
            "  \(name), distance 2+ (\(far.count))", rate(ours, far), rate(baseline, far), "frequency corrector")
        print(
            "    time per word (wall clock, this run): ours \(perWord(oursTime)), frequency corrector \(perWord(baselineTime))"
        )
        // Each part's figures reach a file or a pipe as soon as they are known (nil: every C output stream).
        fflush(nil)
    }
}
