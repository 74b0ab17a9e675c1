import LMCore

/// `lmctl preview`: a one-line preview per input.
enum PreviewCommand {
    static let task = DocumentTask.streamingText("preview") { tasks, text, onPartial in
        try await tasks.preview(text, onPartial: onPartial)
    }
}
