import LMCore

/// `lmctl correct`: three corrected variations per input.
enum CorrectCommand {
    static let task = DocumentTask.text("correct", render: render) { tasks, text in
        try await tasks.correct(text)
    }

    static func render(_ correction: TextCorrection) -> String {
        [
            "closest:     \(correction.closest)",
            "refined:     \(correction.refined)",
            "alternative: \(correction.alternative)",
        ].joined(separator: "\n")
    }
}
