import Foundation
import LMCore

/// Scores two providers side by side through the whole `lmctl` path: the fallback and a llama
/// model, each run by `lmctl COMMAND --provider P --json` over the same evaluation files.
///
/// Usage: `swift run -c release lmbench eval --llama MODEL [--data DIR] [--lmctl PATH]`.
///
/// Besides the quality measures of `lmbench eval`, it reports what only a model can get wrong:
/// structured answers that failed (`lmctl` exit status 5: invalid, or cut by the token limit)
/// and string values that repeat the schema (a description, or a sibling's list of choices)
/// instead of answering. Documents whose outputs were looked at while the prompt form was
/// designed (``designDocuments``) are left out, so every figure is on text nothing was tuned on.
enum EvalProviders {
    /// The documents looked at while designing the schema's prompt form (dev-01, dev-05, dev-10).
    static let designDocuments: Set<String> = ["dev-01", "dev-05", "dev-10"]

    /// One provider's parsed `lmctl --json` records of one command, by input file name.
    typealias Records = [String: GeneratedContent]

    static func run(model: String, directory: String, lmctl: String) throws {
        let base = URL(fileURLWithPath: directory)
        let documents = try EvalData.load(EvalDocument.self, from: base.appendingPathComponent("documents.jsonl"))
            .filter { !designDocuments.contains($0.id) }
        let corrections = try EvalData.load(EvalCorrection.self, from: base.appendingPathComponent("corrections.jsonl"))
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("lmbench-eval-\(getpid())")
        defer { try? FileManager.default.removeItem(at: work) }
        let documentFolder = work.appendingPathComponent("documents")
        let correctionFolder = work.appendingPathComponent("corrections")
        try FileManager.default.createDirectory(at: documentFolder, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: correctionFolder, withIntermediateDirectories: true)
        for document in documents {
            try Data(document.text.utf8).write(to: documentFolder.appendingPathComponent(document.id + ".txt"))
        }
        for item in corrections {
            try Data(item.input.utf8).write(to: correctionFolder.appendingPathComponent(item.id + ".txt"))
        }
        print(
            "Providers through lmctl on \(directory): \(documents.count) documents (not \(designDocuments.sorted())), "
                + "\(corrections.count) corrections; llama model \(model)")
        let providers: [(name: String, arguments: [String])] = [
            ("fallback", ["--provider", "fallback"]), ("llama", ["--provider", "llama", "--model", model]),
        ]
        var results: [String: [String: Records]] = [:]
        var failures: [String: [String: Int]] = [:]
        var seconds: [String: Double] = [:]
        for provider in providers {
            let start = ContinuousClock.now
            for command in ["title", "summarize", "tags", "entities"] {
                let run = try runLmctl(lmctl, [command] + provider.arguments, folder: documentFolder)
                results[provider.name, default: [:]][command] = run.records
                failures[provider.name, default: [:]][command] = run.failed
            }
            let corrected = try runLmctl(lmctl, ["correct"] + provider.arguments, folder: correctionFolder)
            results[provider.name, default: [:]]["correct"] = corrected.records
            failures[provider.name, default: [:]]["correct"] = corrected.failed
            seconds[provider.name] = EvalProviderScores.seconds(ContinuousClock.now - start)
        }
        let scores = EvalProviderScores(documents: documents, corrections: corrections)
        scores.printTable(results: results, failures: failures, seconds: seconds)
        try EvalProviderScores.scoreSchemas(
            folder: base.appendingPathComponent("schemas"), lmctl: lmctl, providers: providers)
    }

    /// Runs `lmctl ARGUMENTS --json --no-cache FOLDER` and reads one record per input.
    static func runLmctl(
        _ lmctl: String, _ arguments: [String], folder: URL
    ) throws -> (records: Records, failed: Int) {
        let output = try EvalProcess.run(lmctl, arguments + ["--json", "--no-cache", "-j", "1", folder.path])
        var records: Records = [:]
        var failed = 0
        for line in output.split(separator: "\n") {
            guard let record = try? GeneratedContent(json: String(line)),
                let input = try? record.value(String.self, forProperty: "input")
            else { continue }
            let name = URL(fileURLWithPath: input).deletingPathExtension().lastPathComponent
            if let result = EvalProviderScores.property(record, "result") {
                records[name] = result
            } else {
                failed += 1
            }
        }
        return (records, failed)
    }
}
