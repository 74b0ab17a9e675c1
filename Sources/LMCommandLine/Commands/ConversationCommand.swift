import LMCore

/// `lmctl conversation`: topics, decisions, action items, participants and next steps per
/// meeting transcript or chat log.
enum ConversationCommand {
    static let task = DocumentTask.text("conversation", render: render) { tasks, text in
        try await tasks.summarizeConversation(text)
    }

    /// The summary as people read it: one headed list per part, empty parts left out.
    static func render(_ summary: ConversationSummary) -> String {
        var sections: [String] = []
        func section(_ heading: String, _ items: [String]) {
            guard !items.isEmpty else { return }
            sections.append(([heading + ":"] + items.map { "- " + $0 }).joined(separator: "\n"))
        }
        if !summary.participants.isEmpty {
            sections.append("Participants: " + summary.participants.joined(separator: ", "))
        }
        section("Topics", summary.topics)
        section("Decisions", summary.decisions)
        section("Action items", summary.actionItems.map(describe))
        section("Next steps", summary.nextSteps)
        return sections.isEmpty ? "(nothing to report)" : sections.joined(separator: "\n\n")
    }

    /// One action item: the task, then who and by when when the conversation says.
    static func describe(_ item: ConversationSummary.ActionItem) -> String {
        var details: [String] = []
        if let assignee = item.assignee, !assignee.isEmpty { details.append("assignee: \(assignee)") }
        if let deadline = item.deadline, !deadline.isEmpty { details.append("due: \(deadline)") }
        return details.isEmpty ? item.task : "\(item.task) (\(details.joined(separator: ", ")))"
    }
}
