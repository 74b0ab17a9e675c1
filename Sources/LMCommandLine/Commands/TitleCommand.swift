import LMCore

/// `lmctl title`: a 3–5 word title per input.
enum TitleCommand {
    static let task = DocumentTask.text("title", render: render) { tasks, text in
        try await tasks.title(text)
    }

    static func render(_ title: String) -> String { title }
}
