import LMCore

/// `lmctl preview`: a one-line preview per input.
enum PreviewCommand {
    static let task = DocumentTask.text("preview", render: { (preview: String) in preview }) { tasks, text in
        try await tasks.preview(text)
    }
}
