import Foundation
import LMFallback

/// Scores LMFallback's analyzers on an evaluation folder (`documents.jsonl`, `corrections.jsonl`,
/// `schemas/`) and prints every metric beside its baseline computed in the same run.
///
/// Usage: `swift run -c release lmbench eval [--data DIR] [--verbose] [--llama MODEL [--lmctl PATH]]` (DIR
/// defaults to `../shared/eval`; with `--llama`, the fallback and the model side by side through lmctl), or
/// `lmbench eval --set DIR` for a development set with `tune/`, `holdout/` and optional `fresh/` parts (see
/// ``EvalDevelopmentSet``), or `lmbench eval --spelling [--tune] [--verbose]` for codespell's single misspelled common words
/// (see ``EvalSpellingSuite``; plain `eval` and `eval --set` only say how to run it, as it takes a while).
enum EvalHarness {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Runs the evaluation.
    /// - Parameter arguments: Arguments after `eval`: `--data DIR`, `--verbose`.
    /// - Throws: ``EvalError`` when the folder or a file can't be read or parsed.
    static func run(arguments: [String]) throws {
        var directory = "../shared/eval"
        var verbose = false
        var llamaModel: String?
        var developmentSet: String?
        var spellingOnly = false
        var tuneOnly = false
        var lmctl = root.appendingPathComponent(".build/release/lmctl").path
        var index = 0
        while index < arguments.count {
            switch arguments[index] {
            case "--data":
                guard index + 1 < arguments.count else {
                    throw EvalError(description: "--data needs a folder, e.g. --data ../shared/eval")
                }
                directory = arguments[index + 1]
                index += 1
            case "--set":
                guard index + 1 < arguments.count else {
                    throw EvalError(description: "--set needs a folder, e.g. --set Tests/Fixtures/fallback-dev")
                }
                developmentSet = arguments[index + 1]
                index += 1
            case "--spelling":
                spellingOnly = true
            case "--tune":
                tuneOnly = true
            case "--verbose", "-v":
                verbose = true
            case "--llama", "--lmctl":
                guard index + 1 < arguments.count else {
                    throw EvalError(description: "\(arguments[index]) needs a path")
                }
                if arguments[index] == "--llama" {
                    llamaModel = arguments[index + 1]
                } else {
                    lmctl = arguments[index + 1]
                }
                index += 1
            default:
                throw EvalError(
                    description:
                        "unknown eval option '\(arguments[index])'; use --data DIR | --set DIR | --spelling [--tune] [--verbose] [--llama MODEL [--lmctl PATH]]"
                )
            }
            index += 1
        }
        if let llamaModel {
            try EvalProviders.run(model: llamaModel, directory: directory, lmctl: lmctl)
            return
        }
        if spellingOnly {
            try EvalSpellingSuite.run(path: EvalSpellingSuite.defaultPath, verbose: verbose, tuneOnly: tuneOnly)
            return
        }
        if let developmentSet {
            try EvalDevelopmentSet.run(directory: developmentSet, verbose: verbose)
            EvalSpellingSuite.printHowToRun()
            return
        }
        let base = URL(fileURLWithPath: directory)
        try scoreFolder(base, label: directory, verbose: verbose)
        let documents = try EvalData.load(EvalDocument.self, from: base.appendingPathComponent("documents.jsonl"))
        EvalUnchangedText.score(documents, label: directory, listChanges: false)
        try EvalSchemas.score(directory: base, verbose: verbose)
        EvalSpellingSuite.printHowToRun()
    }

    /// Scores `documents.jsonl`, `corrections.jsonl` and, when present, `words.jsonl` of one folder.
    /// - Throws: ``EvalError`` when a file is missing or malformed.
    static func scoreFolder(_ base: URL, label: String, verbose: Bool) throws {
        // A part may hold corrections alone (`tune7/`).
        let documentsURL = base.appendingPathComponent("documents.jsonl")
        let documents =
            FileManager.default.fileExists(atPath: documentsURL.path)
            ? try EvalData.load(EvalDocument.self, from: documentsURL) : []
        let corrections = try EvalData.load(EvalCorrection.self, from: base.appendingPathComponent("corrections.jsonl"))
        let wordsURL = base.appendingPathComponent("words.jsonl")
        let words =
            FileManager.default.fileExists(atPath: wordsURL.path)
            ? try EvalData.load(EvalCorrection.self, from: wordsURL) : []
        print(
            "LMFallback quality on \(label): \(documents.count) documents, \(corrections.count) corrections"
                + (words.isEmpty ? "" : ", \(words.count) single words"))
        print("")
        if documents.isEmpty {
            EvalCorrections.score(corrections, verbose: verbose)
            return
        }
        let analyses = documents.map { TextAnalyzer().analyze($0.text) }
        scoreSummaries(documents, analyses, verbose: verbose)
        scoreTitles(documents, analyses, verbose: verbose)
        if documents.contains(where: { !$0.reference.keyPoints.isEmpty }) {
            scoreKeyPointsAndTags(documents, analyses)
        }
        scoreLabels(documents, analyses, verbose: verbose)
        EvalEntities.score(documents, analyses, verbose: verbose)
        EvalCorrections.score(corrections, verbose: verbose)
        if !words.isEmpty { EvalCorrections.scoreWords(words, verbose: verbose) }
    }

    static func row(_ name: String, _ value: Double, _ baseline: Double, _ baselineName: String) {
        let ratio = baseline > 0 ? String(format: "%.2fx", value / baseline) : "n/a"
        let left = name.padding(toLength: 30, withPad: " ", startingAt: 0)
        let right = baselineName.padding(toLength: 24, withPad: " ", startingAt: 0)
        print("  \(left)\(String(format: "%6.3f", value))   \(right)\(String(format: "%6.3f", baseline))   \(ratio)")
    }

    private static func mean(_ values: [Double]) -> Double {
        values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
    }

    private static func scoreSummaries(_ documents: [EvalDocument], _ analyses: [DocumentAnalysis], verbose: Bool) {
        var ours: [[Double]] = [[], [], []]
        var lead: [[Double]] = [[], [], []]
        var pickOverlap: [Double] = []
        var leadOverlap: [Double] = []
        for (document, analysis) in zip(documents, analyses) {
            let summary = analysis.summary(maxSentences: 3)
            let leadText = analysis.sentences.prefix(3).map(\.text).joined(separator: " ")
            let reference = document.reference.summary
            ours[0].append(EvalMetrics.rougeN(summary.text, reference, n: 1).f1)
            ours[1].append(EvalMetrics.rougeN(summary.text, reference, n: 2).f1)
            ours[2].append(EvalMetrics.rougeL(summary.text, reference).f1)
            lead[0].append(EvalMetrics.rougeN(leadText, reference, n: 1).f1)
            lead[1].append(EvalMetrics.rougeN(leadText, reference, n: 2).f1)
            lead[2].append(EvalMetrics.rougeL(leadText, reference).f1)
            let gold = Set(document.reference.leadSentences)
            pickOverlap.append(Double(gold.intersection(summary.sentenceIndices).count) / Double(max(1, gold.count)))
            leadOverlap.append(Double(gold.intersection([0, 1, 2]).count) / Double(max(1, gold.count)))
            if verbose {
                print("  [\(document.id)] picks \(summary.sentenceIndices) gold \(document.reference.leadSentences)")
                print("      \(summary.text.prefix(220))")
            }
        }
        print("Summaries (F1, mean over documents)        baseline")
        row("ROUGE-1", mean(ours[0]), mean(lead[0]), "Lead-3")
        row("ROUGE-2", mean(ours[1]), mean(lead[1]), "Lead-3")
        row("ROUGE-L", mean(ours[2]), mean(lead[2]), "Lead-3")
        if documents.contains(where: { !$0.reference.leadSentences.isEmpty }) {
            row("lead_sentences recall", mean(pickOverlap), mean(leadOverlap), "Lead-3")
        }
        print("")
    }

    /// The first-five-words rule: the first five words of the first line that is not an email header.
    static func firstFiveWords(_ analysis: DocumentAnalysis) -> String {
        let index = analysis.sentences.indices.first { analysis.structure.roles[$0] != .header } ?? 0
        guard index < analysis.tokensBySentence.count else { return "" }
        return analysis.tokensBySentence[index].prefix(5).map(\.text).joined(separator: " ")
    }

    private static func scoreTitles(_ documents: [EvalDocument], _ analyses: [DocumentAnalysis], verbose: Bool) {
        var ours: [Double] = []
        var baseline: [Double] = []
        var inRange = 0
        for (document, analysis) in zip(documents, analyses) {
            let title = analysis.title()
            let count = title.split(separator: " ").count
            if (3...5).contains(count) { inRange += 1 }
            ours.append(EvalMetrics.rougeN(title, document.reference.title, n: 1).f1)
            baseline.append(EvalMetrics.rougeN(firstFiveWords(analysis), document.reference.title, n: 1).f1)
            if verbose { print("  [\(document.id)] \(title)  |  ref: \(document.reference.title)") }
        }
        print("Titles")
        row("ROUGE-1 F1", mean(ours), mean(baseline), "first five words")
        let share = Double(inRange) / Double(max(1, documents.count))
        print(
            "  \("titles with 3-5 words".padding(toLength: 30, withPad: " ", startingAt: 0))\(String(format: "%6.3f", share))"
        )
        print("")
    }

    private static func scoreKeyPointsAndTags(_ documents: [EvalDocument], _ analyses: [DocumentAnalysis]) {
        var ours: [Double] = []
        var baseline: [Double] = []
        var tagOurs: [Double] = []
        var tagBaseline: [Double] = []
        for (document, analysis) in zip(documents, analyses) {
            let points = analysis.keyPoints(maxCount: 5)
            let leadPoints = analysis.sentences.prefix(5).map(\.text)
            ours.append(keyPointRecall(points, document.reference.keyPoints))
            baseline.append(keyPointRecall(leadPoints, document.reference.keyPoints))
            let gold = Set(document.reference.tags.flatMap { $0.split(separator: "-").map(String.init) })
            let tagWords = Set(analysis.tags(maxCount: 5).flatMap { $0.split(separator: "-").map(String.init) })
            tagOurs.append(Double(gold.intersection(tagWords).count) / Double(max(1, gold.count)))
            tagBaseline.append(Double(gold.intersection(frequentWords(analysis, 5)).count) / Double(max(1, gold.count)))
        }
        print("Key points and tags")
        row("key-point recall", mean(ours), mean(baseline), "first 5 sentences")
        row("tag word recall", mean(tagOurs), mean(tagBaseline), "5 most frequent words")
        print("")
    }

    /// Mean over reference points of the best unigram recall reached by any predicted point.
    private static func keyPointRecall(_ predicted: [String], _ reference: [String]) -> Double {
        mean(reference.map { point in predicted.map { EvalMetrics.rougeN($0, point, n: 1).recall }.max() ?? 0 })
    }

    private static func frequentWords(_ analysis: DocumentAnalysis, _ count: Int) -> Set<String> {
        var counts: [String: Int] = [:]
        for tokens in analysis.tokensBySentence {
            for token in tokens where !Stopwords.contains(token.normalized) && !token.hasDigit {
                counts[token.normalized, default: 0] += 1
            }
        }
        let sorted = counts.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }
        return Set(sorted.prefix(count).map(\.key))
    }

    private static func scoreLabels(_ documents: [EvalDocument], _ analyses: [DocumentAnalysis], verbose: Bool) {
        var categoryHits = 0
        var sentimentHits = 0
        var categoryCounts: [String: Int] = [:]
        var sentimentCounts: [String: Int] = [:]
        for (document, analysis) in zip(documents, analyses) {
            categoryCounts[document.reference.category, default: 0] += 1
            sentimentCounts[document.reference.sentiment, default: 0] += 1
            let category = analysis.category().rawValue
            let sentiment = analysis.sentiment().rawValue
            if category == document.reference.category { categoryHits += 1 }
            if sentiment == document.reference.sentiment { sentimentHits += 1 }
            if verbose {
                print(
                    "  [\(document.id)] \(category)/\(document.reference.category)  \(sentiment)/\(document.reference.sentiment)"
                )
            }
        }
        printSentimentConfusion(documents, analyses)
        let total = Double(max(1, documents.count))
        let majorityCategory = Double(categoryCounts.values.max() ?? 0) / total
        let majoritySentiment = Double(sentimentCounts.values.max() ?? 0) / total
        print("Labels (accuracy)")
        row("category", Double(categoryHits) / total, majorityCategory, "majority class")
        row("sentiment", Double(sentimentHits) / total, majoritySentiment, "majority class")
        print("")
    }

    /// Rows: the reference label; columns: the predicted one.
    private static func printSentimentConfusion(_ documents: [EvalDocument], _ analyses: [DocumentAnalysis]) {
        let labels = ["positive", "negative", "neutral", "mixed"]
        var counts = [[Int]](repeating: [Int](repeating: 0, count: labels.count), count: labels.count)
        for (document, analysis) in zip(documents, analyses) {
            guard let row = labels.firstIndex(of: document.reference.sentiment),
                let column = labels.firstIndex(of: analysis.sentiment().rawValue)
            else { continue }
            counts[row][column] += 1
        }
        print("Sentiment confusion (rows: reference, columns: predicted)")
        print(
            "  " + "".padding(toLength: 10, withPad: " ", startingAt: 0)
                + labels.map { $0.padding(toLength: 10, withPad: " ", startingAt: 0) }.joined())
        for (row, label) in labels.enumerated() {
            let cells = counts[row].map { String($0).padding(toLength: 10, withPad: " ", startingAt: 0) }.joined()
            print("  " + label.padding(toLength: 10, withPad: " ", startingAt: 0) + cells)
        }
    }
}
