import Foundation
import LMCore
import LMFallback

/// Times LMFallback's summary, title, entity extraction and schema fill (the `invoice` schema of
/// the evaluation folder, through the provider) on 2 KB, 100 KB, 1 MB and 4 MB inputs
/// against the floor (segmenting the same text into sentences and words), and the title of a 2 KB chat.
///
/// Then the whole path from a file to an answer up to 100 MB (``FallbackScaleBenchmark``).
///
/// Usage: `swift run -c release lmbench fallback [--data DIR] [--quick] [--scale] [--profile-fill N] [--profile-entities N]`.
/// `--profile-fill N` only fills the schema on the 2 KB input N times, `--profile-entities N` only extracts its
/// entities N times (loops to run under `perf`). Inputs are built by
/// repeating the evaluation documents (deterministically) up to each size. Each figure is the
/// best of several runs; ratios are against the floor measured in the same run.
enum FallbackBenchmark {
    static func run(arguments: [String]) async throws {
        var directory = "../shared/eval"
        var quick = false
        var scaleOnly = false
        var profileFill = 0
        var profileEntities = 0
        var index = 0
        while index < arguments.count {
            switch arguments[index] {
            case "--data" where index + 1 < arguments.count:
                directory = arguments[index + 1]
                index += 1
            case "--quick":
                quick = true
            case "--scale":
                scaleOnly = true
            case "--profile-entities" where index + 1 < arguments.count:
                guard let count = Int(arguments[index + 1]), count > 0 else {
                    throw EvalError(
                        description: "--profile-entities needs a positive count, not '\(arguments[index + 1])'")
                }
                profileEntities = count
                index += 1
            case "--profile-fill" where index + 1 < arguments.count:
                guard let count = Int(arguments[index + 1]), count > 0 else {
                    throw EvalError(description: "--profile-fill needs a positive count, not '\(arguments[index + 1])'")
                }
                profileFill = count
                index += 1
            default:
                throw EvalError(
                    description:
                        "unknown option '\(arguments[index])'; use --data DIR [--quick] [--scale] [--profile-fill N] [--profile-entities N]"
                )
            }
            index += 1
        }
        let url = URL(fileURLWithPath: directory).appendingPathComponent("documents.jsonl")
        let documents = try EvalData.load(EvalDocument.self, from: url)
        guard !documents.isEmpty else { throw EvalError(description: "\(url.path) has no documents") }
        let corpus = documents.map(\.text).joined(separator: "\n\n")
        if scaleOnly {
            try await FallbackScaleBenchmark.run(corpus: corpus, quick: quick)
            return
        }
        let schemaURL = URL(fileURLWithPath: directory).appendingPathComponent("schemas/invoice.schema.json")
        guard let schemaData = FileManager.default.contents(atPath: schemaURL.path) else {
            throw EvalError(description: "cannot read \(schemaURL.path); pass --data DIR with schemas/")
        }
        let schema = try GenerationSchema(jsonSchema: String(decoding: schemaData, as: UTF8.self))
        if profileEntities > 0 {
            let text = makeText(corpus, size: 2_048)
            let time = best(profileEntities) { TextAnalyzer().analyze(text).entities().count }
            print(String(format: "entities of 2 KB, best of %d: %.3f ms", profileEntities, time * 1_000))
            return
        }
        if profileFill > 0 {
            let text = makeText(corpus, size: 2_048)
            let time = best(profileFill) {
                (try? EvalSchemas.fill(text, schema: schema, name: "invoice").jsonString.count) ?? 0
            }
            print(String(format: "schema fill of 2 KB, best of %d: %.3f ms", profileFill, time * 1_000))
            return
        }
        let sizes: [(String, Int)] =
            quick
            ? [("2 KB", 2_048), ("100 KB", 102_400)]
            : [("2 KB", 2_048), ("100 KB", 102_400), ("1 MB", 1_048_576), ("4 MB", 4_194_304)]
        print("LMFallback speed (best of runs; ratio = time / floor, floor = sentences + words of the same text)")
        print(
            "  size      floor ms   summary ms (x)      title ms (x)        entities ms (x)     schema fill ms (x)")
        for (label, size) in sizes {
            let text = makeText(corpus, size: size)
            let repeats = size <= 4_096 ? 200 : (size <= 200_000 ? 5 : 2)
            let floor = best(repeats) {
                let sentences = SentenceSegmenter().sentences(in: text)
                let words = WordTokenizer().tokens(in: text)
                return sentences.count + words.count
            }
            let summary = best(repeats) { TextAnalyzer().analyze(text).summary().text.count }
            let title = best(repeats) { TextAnalyzer().analyze(text).title().count }
            let entities = best(repeats) { TextAnalyzer().analyze(text).entities().count }
            let fill = best(size <= 4_096 ? 50 : 2) {
                (try? EvalSchemas.fill(text, schema: schema, name: "invoice").jsonString.count) ?? 0
            }
            func cell(_ value: Double) -> String {
                String(format: "%9.3f (%5.1fx)", value * 1_000, value / floor).padding(
                    toLength: 20, withPad: " ", startingAt: 0)
            }
            print(
                "  \(label.padding(toLength: 8, withPad: " ", startingAt: 0))"
                    + String(format: "%9.3f   ", floor * 1_000) + cell(summary) + cell(title) + cell(entities)
                    + cell(fill))
        }
        let chat = documents.first { $0.kind == "chat" }?.text ?? corpus
        let chatText = makeText(chat, size: 2_048)
        let chatTitle = best(500) { TextAnalyzer().analyze(chatText).title().count }
        print(String(format: "  title of a 2 KB chat: %.3f ms (goal <= 1 ms)", chatTitle * 1_000))
        let prose = makeText(corpus, size: 2_048)
        let analyze = best(500) { TextAnalyzer().analyze(prose).sentences.count }
        let keyphrases = best(500) { TextAnalyzer().analyze(prose).keyphrases.count }
        let ranking = best(500) { TextAnalyzer().analyze(prose).sentenceScores.count }
        print(
            String(
                format: "  2 KB breakdown: analyze (sentences, words, structure) %.3f ms, + keyphrases %.3f ms, "
                    + "+ sentence ranking %.3f ms", analyze * 1_000, keyphrases * 1_000, ranking * 1_000))
        try await FallbackScaleBenchmark.run(corpus: corpus, quick: quick)
    }

    /// The text repeated (and cut at a line break) to about `size` UTF-8 bytes.
    static func makeText(_ corpus: String, size: Int) -> String {
        var text = ""
        while text.utf8.count < size { text += corpus + "\n\n" }
        let bytes = Array(text.utf8.prefix(size))
        var cut = String(decoding: bytes, as: UTF8.self)
        if let lastBreak = cut.lastIndex(of: "\n"), cut.distance(from: cut.startIndex, to: lastBreak) > size / 2 {
            cut = String(cut[..<lastBreak])
        }
        return cut
    }

    /// The best wall-clock time of `repeats` runs of `work`, in seconds.
    static func best(_ repeats: Int, _ work: () -> Int) -> Double {
        var bestTime = Double.infinity
        var sink = 0
        for _ in 0..<max(1, repeats) {
            let start = DispatchTime.now().uptimeNanoseconds
            sink &+= work()
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            bestTime = min(bestTime, elapsed)
        }
        if sink == Int.min { print("") }
        return bestTime
    }
}
