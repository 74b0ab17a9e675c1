/// Word cues that mark decisions, commitments and next steps in a conversation, and the
/// words that are never a participant's name.
enum ConversationCues {
    /// Phrases that mark a sentence as a decision (lowercased).
    static let decision: [String] = [
        "we decided", "decided to", "decided that", "decision:", "decisions:", "the decision", "agreed", "we agree",
        "let's go with", "lets go with", "we'll go with", "going with", "approved", "will use", "we'll use",
        "settled on", "let's keep", "let's pull", "let's switch", "let's move", "we'll freeze", "to confirm the",
    ]

    /// Phrases that mark a sentence as forward-looking (lowercased).
    static let nextStep: [String] = [
        "next meeting", "next step", "next week", "next time", "next sprint", "next monday", "next tuesday",
        "next wednesday", "next thursday", "next friday", "next month", "follow up", "follow-up", "reconvene",
        "meet again", "circle back", "check in", "revisit", "going forward", "we'll review", "demo is on",
        "see you",
    ]

    /// Opening words by which the speaker commits to a task (lowercased, with the trailing space).
    static let firstPersonCommitments: [String] = [
        "i'll ", "i’ll ", "i will ", "i can ", "i'm going to ", "i’m going to ", "we'll ", "we’ll ", "we will ",
        "let me ",
    ]

    /// Short replies that agree with what the previous turn proposed (lowercased, no punctuation).
    static let affirmations: Set<String> = [
        "agreed", "approved", "let's do it", "lets do it", "let's do that", "sounds good", "deal", "decided",
        "that's agreed", "ok agreed", "yes agreed",
    ]

    /// Words that propose something another turn can agree to (lowercased).
    static let proposals: [String] = [
        "recommend", "propose", "suggest", "can move", "could move", "should", "could we", "we could", "how about",
    ]

    /// Headings that open an explicit list of action items (lowercased, without the colon).
    static let actionListHeadings: Set<String> = [
        "action items", "action item", "actions", "action points", "todo", "to do", "to-do", "todos", "tasks",
        "follow-ups", "follow ups",
    ]

    /// Pronouns and other words that are never a participant or an assignee (lowercased).
    static let notNames: Set<String> = [
        "i", "me", "we", "us", "you", "he", "she", "they", "them", "it", "someone", "somebody", "anyone", "everyone",
        "everybody", "nobody", "all", "team", "the team", "note", "notes", "action", "todo", "decision", "agenda",
        "date", "time", "location", "where", "when", "subject", "topic", "minutes", "from", "to", "cc", "re", "fyi",
        "update", "summary", "status", "next steps", "decisions", "venue", "chair",
    ]

    /// Words that may precede a deadline date and belong to it (lowercased).
    static let deadlinePrepositions: Set<String> = ["by", "before", "until", "till", "on", "due", "from"]

    /// Whether a lowercased text contains any of the phrases.
    static func matches(_ lowered: String, _ phrases: [String]) -> Bool {
        phrases.contains { lowered.contains($0) }
    }

    /// Whether a text is a participant-shaped name: not a pronoun, starts with a capital letter.
    static func isName(_ text: String) -> Bool {
        guard let first = text.first, first.isUppercase else { return false }
        return !notNames.contains(text.lowercased())
    }
}
