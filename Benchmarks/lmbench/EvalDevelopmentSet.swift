import Foundation

/// Scores a development set with a fixed `tune/` part (where rules may be changed while looking at
/// failures), a `holdout/` part (reported, never inspected) and, when present, a `fresh/` part
/// (written later as a check no rule was ever tuned on), a `blind/` part (written by someone who
/// never saw the rules or their output, and added only after the rules of its round were final), and
/// `blind2/` to `blind41/` parts (more such parts, written in later rounds), each holding `documents.jsonl`,
/// `corrections.jsonl` and `words.jsonl` in the evaluation format (`tune7/`, `blind19/`, `blind21/`, `blind23/`,
/// `blind25/`, `blind28/`, `blind31/`, `blind34/`, `blind37/` and `blind40/` hold correction sentences alone).
///
/// Each part also says how many of its sentences the corrector changes although they are written correctly
/// (``EvalUnchangedText``).
///
/// `tune2/` to `tune7/` parts (written like the blind parts, then tuned on) add tuning data, and so does each of
/// `blind4/` to `blind38/` once it has been scored. `--verbose` lists failures (and changed words) for those tuned-on
/// parts only: the other parts' figures are printed, their failures never are.
enum EvalDevelopmentSet {
    /// The parts whose failures `--verbose` lists: those rules may be tuned on.
    static let tunedParts: Set<String> = [
        "tune", "tune2", "tune3", "tune4", "tune5", "tune6", "tune7", "blind4", "blind5", "blind6", "blind7",
        "blind8", "blind9", "blind10", "blind11", "blind12", "blind13", "blind14", "blind15",
        "blind16", "blind17", "blind18", "blind19", "blind20", "blind21", "blind22", "blind23", "blind24", "blind25",
        "blind26", "blind27", "blind28", "blind29", "blind30", "blind31", "blind32", "blind33", "blind34",
        "blind35", "blind36", "blind37", "blind38",
    ]

    /// Scores the parts in order: tune, then tune2 to tune7, holdout, fresh and blind to blind41 (those after tune
    /// when the folder has them).
    /// - Parameters:
    ///   - directory: The set's folder (for example `Tests/Fixtures/fallback-dev`).
    ///   - verbose: Whether to list failures on the tune parts.
    /// - Throws: ``EvalError`` when a part is missing or a file is malformed.
    static func run(directory: String, verbose: Bool) throws {
        let base = URL(fileURLWithPath: directory)
        for part in [
            "tune", "tune2", "tune3", "tune4", "tune5", "tune6", "tune7", "holdout", "fresh", "blind", "blind2",
            "blind3", "blind4", "blind5", "blind6", "blind7", "blind8", "blind9", "blind10", "blind11", "blind12",
            "blind13", "blind14", "blind15", "blind16", "blind17", "blind18", "blind19", "blind20", "blind21",
            "blind22", "blind23", "blind24", "blind25", "blind26", "blind27", "blind28", "blind29", "blind30",
            "blind31", "blind32", "blind33", "blind34", "blind35", "blind36", "blind37", "blind38", "blind39",
            "blind40", "blind41",
        ] {
            let folder = base.appendingPathComponent(part)
            let present = FileManager.default.fileExists(atPath: folder.appendingPathComponent("documents.jsonl").path)
            // A part of correction sentences alone has no documents to score for unchanged text.
            let correctionsOnly =
                !present
                && FileManager.default.fileExists(atPath: folder.appendingPathComponent("corrections.jsonl").path)
            if !["tune", "holdout"].contains(part) && !present && !correctionsOnly { continue }
            guard present || correctionsOnly else {
                throw EvalError(
                    description:
                        "\(folder.path)/documents.jsonl is missing: --set needs a folder with tune/ and holdout/")
            }
            print("==== \(part) ====")
            try EvalHarness.scoreFolder(
                folder, label: "\(directory)/\(part)", verbose: verbose && tunedParts.contains(part))
            if correctionsOnly { continue }
            let documents = try EvalData.load(
                EvalDocument.self, from: folder.appendingPathComponent("documents.jsonl"))
            // Changed words are listed for the tuned-on parts alone, like failures.
            EvalUnchangedText.score(documents, label: part, listChanges: verbose && tunedParts.contains(part))
        }
    }
}
