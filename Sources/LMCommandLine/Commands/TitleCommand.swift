import LMCore

/// `lmctl title`: a 3–5 word title per input.
enum TitleCommand {
    static let task = DocumentTask.streamingText("title") { tasks, text, onPartial in
        try await tasks.title(text, onPartial: onPartial)
    }
}
