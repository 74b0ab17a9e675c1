import LMCore

/// `lmctl preview`: a one-line preview per input.
enum PreviewCommand {
    static let task = DocumentTask.text("preview", render: render) { tasks, text in
        try await tasks.preview(text)
    }

    static func render(_ preview: String) -> String { preview }
}
