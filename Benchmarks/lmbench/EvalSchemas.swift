import Dispatch
import Foundation
import LMCore
import LMFallback
import Synchronization

/// Schema filling on `schemas/`: for every `<name>.schema.json`, fills the schema from
/// `<name>.input.txt` with ``FallbackLanguageModel`` through `TextTasks.extract(_:schema:)`, and
/// scores validity and field-level accuracy against `<name>.expected.json`, beside the schema's
/// minimal sample (the smallest instance that validates) as the baseline.
enum EvalSchemas {
    /// One schema's result.
    private struct Outcome {
        var name: String
        var valid: Bool
        var baselineValid: Bool
        var score: EvalFieldScore
        var baseline: EvalFieldScore
    }

    static let rule = """
        Field rule: every leaf of the expected JSON is one field. Numbers, booleans and nulls must be equal; \
        strings of 1-3 words (ids, dates, times, codes, enums, names) must match exactly, ignoring case and \
        extra spaces; strings of 4+ words are free text and match when their word-overlap F1 is >= 0.5. Lists \
        named steps, steps_to_reproduce or segments are compared in order; other lists match each expected \
        element to the best unused produced element. An expected empty list is one field (produced must be empty).
        """

    /// Scores the schemas of a folder's `schemas/` (a folder without one is said to be not scored).
    /// - Throws: ``EvalError`` when `schemas/` holds no schema, or a file is malformed.
    static func score(directory: URL, verbose: Bool) throws {
        let folder = directory.appendingPathComponent("schemas")
        // A part of the development set has no schemas: say so rather than fail after scoring the rest.
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            print("Schema filling: not scored (\(directory.path) has no schemas/ folder)")
            return
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".schema.json") }
            .map { String($0.dropLast(".schema.json".count)) }
            .sorted()
        guard !names.isEmpty else {
            throw EvalError(description: "\(folder.path) has no *.schema.json files; pass --data DIR with schemas/")
        }
        var outcomes: [Outcome] = []
        for name in names {
            outcomes.append(try scoreOne(name, folder: folder, verbose: verbose))
        }
        print("Schema filling (\(names.count) schemas; fields = leaves of *.expected.json)   baseline: minimal sample")
        print("  schema                 valid  fields  accuracy | baseline valid  accuracy")
        var total = EvalFieldScore()
        var baselineTotal = EvalFieldScore()
        for outcome in outcomes {
            total.add(outcome.score)
            baselineTotal.add(outcome.baseline)
            let label = outcome.name.padding(toLength: 22, withPad: " ", startingAt: 0)
            print(
                "  \(label) \(outcome.valid ? "yes" : "NO ")   "
                    + String(format: "%6d  %7.3f", outcome.score.total, outcome.score.accuracy)
                    + "  | \(outcome.baselineValid ? "yes" : "NO ")           "
                    + String(format: "%7.3f", outcome.baseline.accuracy))
        }
        let validRate = Double(outcomes.filter(\.valid).count) / Double(outcomes.count)
        let baselineValidRate = Double(outcomes.filter(\.baselineValid).count) / Double(outcomes.count)
        EvalHarness.row("validity rate", validRate, baselineValidRate, "minimal sample")
        EvalHarness.row(
            "field accuracy (micro)", total.accuracy, baselineTotal.accuracy, "minimal sample")
        let macro = outcomes.map(\.score.accuracy).reduce(0, +) / Double(outcomes.count)
        let baselineMacro = outcomes.map(\.baseline.accuracy).reduce(0, +) / Double(outcomes.count)
        EvalHarness.row("field accuracy (mean of 12)", macro, baselineMacro, "minimal sample")
        for (kind, count) in total.byKind.sorted(by: { $0.key < $1.key }) {
            let hits = total.hitsByKind[kind] ?? 0
            let baseHits = baselineTotal.hitsByKind[kind] ?? 0
            EvalHarness.row(
                "  \(kind) fields (\(count))", Double(hits) / Double(max(1, count)),
                Double(baseHits) / Double(max(1, count)), "minimal sample")
        }
        print("  " + rule)
        print("")
    }

    private static func scoreOne(_ name: String, folder: URL, verbose: Bool) throws -> Outcome {
        let schemaText = try read(folder.appendingPathComponent("\(name).schema.json"))
        let input = try read(folder.appendingPathComponent("\(name).input.txt"))
        let expectedText = try read(folder.appendingPathComponent("\(name).expected.json"))
        let schema: GenerationSchema
        do {
            schema = try GenerationSchema(jsonSchema: schemaText)
        } catch {
            throw EvalError(description: "\(name).schema.json: not importable (\(error))")
        }
        let expected = try GeneratedContent(json: expectedText)
        let produced = try fill(input, schema: schema, name: name)
        let baseline = SchemaFiller(schema: schema).sample(schema.root)
        let valid = (try? schema.validate(produced)) != nil
        let baselineValid = (try? schema.validate(baseline)) != nil
        var score = EvalFieldScore()
        score.compare(expected, produced, path: "$", key: nil)
        var baselineScore = EvalFieldScore()
        baselineScore.compare(expected, baseline, path: "$", key: nil)
        if verbose {
            do { try schema.validate(baseline) } catch { print("  [\(name)] minimal sample invalid: \(error)") }
            print("  [\(name)] produced: \(produced.jsonString.prefix(600))")
            for miss in score.misses.prefix(12) { print("      miss \(miss)") }
        }
        return Outcome(
            name: name, valid: valid, baselineValid: baselineValid, score: score, baseline: baselineScore)
    }

    private static func read(_ url: URL) throws -> String {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw EvalError(description: "cannot read \(url.path)")
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Runs the asynchronous extraction to completion from this synchronous harness.
    static func fill(_ text: String, schema: GenerationSchema, name: String) throws -> GeneratedContent {
        let box = ResultBox()
        let done = DispatchSemaphore(value: 0)
        Task {
            let result: Result<GeneratedContent, any Error>
            do {
                result = .success(
                    try await TextTasks(model: FallbackLanguageModel()).extract(text, schema: schema).value)
            } catch {
                result = .failure(error)
            }
            box.state.withLock { $0 = result }
            done.signal()
        }
        done.wait()
        switch box.state.withLock({ $0 }) {
        case .success(let content): return content
        case .failure(let error): throw EvalError(description: "\(name): extraction failed: \(error)")
        case nil: throw EvalError(description: "\(name): extraction produced nothing")
        }
    }

    /// Hands the extraction's result from its task back to the waiting harness.
    private final class ResultBox: Sendable {
        let state = Mutex<Result<GeneratedContent, any Error>?>(nil)
    }
}
