import Foundation

/// The jobs ``TextTasks`` does. Each has short instructions tuned for small models; the first
/// line names the job (`Task: summarize`), so every provider, the deterministic fallback
/// included, knows what is asked.
public enum TextTask: String, Sendable, CaseIterable, Codable {
    /// A short summary with key points and reading time.
    case summarize
    /// A title of three to five words.
    case title
    /// A one-line preview.
    case preview
    /// Tags, a category and a sentiment.
    case tags
    /// People, places, organizations, dates, emails, URLs, phone numbers and money amounts.
    case entities
    /// Content that follows a given schema.
    case extract
    /// Three corrections of hastily typed text.
    case correct
    /// Topics, decisions, action items, participants and next steps of a conversation.
    case summarizeConversation

    /// The first line of the instructions, which names the job.
    public var marker: String { "Task: \(rawValue)" }

    /// Reads the job from instructions that start with a ``marker`` line.
    /// - Parameter instructions: The instructions' text.
    /// - Returns: The job, or `nil` when the instructions don't name one.
    public static func named(in instructions: String) -> TextTask? {
        guard let first = instructions.split(separator: "\n", maxSplits: 1).first,
            first.hasPrefix("Task: ")
        else { return nil }
        return TextTask(rawValue: String(first.dropFirst("Task: ".count)).trimmingCharacters(in: .whitespaces))
    }

    /// The instructions a session gets for this job.
    public var instructions: String {
        marker + "\n" + guidance
    }

    private var guidance: String {
        switch self {
        case .summarize:
            "Summarize the text in the prompt in one to three sentences, then list three to five key points. "
                + "Use only facts from the text."
        case .title:
            "Write a title of three to five words for the text in the prompt. "
                + "Answer with the title only, without quotes or final punctuation."
        case .preview:
            "Write one line, at most twenty words, that previews the text in the prompt."
        case .tags:
            "Give three to six lowercase tags for the text in the prompt (hyphens join multi-word tags), "
                + "its category and its overall sentiment."
        case .entities:
            "List the people, places, organizations, dates, email addresses, URLs, phone numbers and money "
                + "amounts in the text in the prompt, each exactly as written."
        case .extract:
            "Fill the fields of the response from the text in the prompt. Use null where the text does not say."
        case .correct:
            "The text in the prompt was typed in a hurry. Give three corrections: the closest correction, "
                + "a refined version with grammar and punctuation fixed, and an alternative reading. "
                + "Do not change the meaning."
        case .summarizeConversation:
            "Summarize the conversation in the prompt: its topics, the decisions made, the action items "
                + "with assignee and deadline, the participants and the next steps."
        }
    }
}
