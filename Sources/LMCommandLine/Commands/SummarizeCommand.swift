import LMCore

/// `lmctl summarize`: a summary, key points and reading time per input.
enum SummarizeCommand {
    static let task = DocumentTask.text("summarize", render: render) { tasks, text in
        try await tasks.summarize(text)
    }

    static func render(_ summary: DocumentSummary) -> String {
        var lines = [summary.summary]
        if !summary.keyPoints.isEmpty {
            lines.append("")
            lines += summary.keyPoints.map { "- " + $0 }
        }
        lines.append("")
        lines.append("Reading time: \(summary.readingTimeMinutes) min")
        return lines.joined(separator: "\n")
    }
}
