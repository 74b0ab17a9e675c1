import Foundation

/// Scores a development set with a fixed `tune/` part (where rules may be changed while looking at
/// failures) and a `holdout/` part (reported, never inspected), each holding `documents.jsonl`,
/// `corrections.jsonl` and `words.jsonl` in the evaluation format.
///
/// `--verbose` lists failures for `tune/` only: holdout figures are printed, holdout failures never are.
enum EvalDevelopmentSet {
    /// Scores both parts, tune first.
    /// - Parameters:
    ///   - directory: The set's folder (for example `Tests/Fixtures/fallback-dev`).
    ///   - verbose: Whether to list failures on the tune part.
    /// - Throws: ``EvalError`` when a part is missing or a file is malformed.
    static func run(directory: String, verbose: Bool) throws {
        let base = URL(fileURLWithPath: directory)
        for part in ["tune", "holdout"] {
            let folder = base.appendingPathComponent(part)
            guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("documents.jsonl").path) else {
                throw EvalError(
                    description:
                        "\(folder.path)/documents.jsonl is missing: --set needs a folder with tune/ and holdout/")
            }
            print("==== \(part) ====")
            try EvalHarness.scoreFolder(folder, label: "\(directory)/\(part)", verbose: verbose && part == "tune")
        }
    }
}
