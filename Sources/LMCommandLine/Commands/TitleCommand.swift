import LMCore

/// `lmctl title`: a 3–5 word title per input.
enum TitleCommand {
    static let task = DocumentTask.text("title", render: { (title: String) in title }) { tasks, text in
        try await tasks.title(text)
    }
}
