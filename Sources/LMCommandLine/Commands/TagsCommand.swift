import LMCore

/// `lmctl tags`: tags, a category and a sentiment per input.
enum TagsCommand {
    static let task = DocumentTask.text("tags", render: render) { tasks, text in
        try await tasks.tags(text)
    }

    static func render(_ tags: DocumentTags) -> String {
        let list = tags.tags.isEmpty ? "(no tags)" : tags.tags.joined(separator: ", ")
        return "\(list) (category: \(tags.category.rawValue), sentiment: \(tags.sentiment.rawValue))"
    }
}
