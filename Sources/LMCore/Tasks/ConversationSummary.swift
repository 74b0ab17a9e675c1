/// What a conversation or meeting covered and what came of it.
public struct ConversationSummary: Codable, Generable, Equatable {
    /// The subjects discussed.
    public var topics: [String]
    /// What was decided.
    public var decisions: [String]
    /// Tasks someone agreed to do.
    public var actionItems: [ActionItem]
    /// Who took part.
    public var participants: [String]
    /// What happens next.
    public var nextSteps: [String]

    /// Creates a conversation summary.
    public init(
        topics: [String],
        decisions: [String],
        actionItems: [ActionItem],
        participants: [String],
        nextSteps: [String]
    ) {
        self.topics = topics
        self.decisions = decisions
        self.actionItems = actionItems
        self.participants = participants
        self.nextSteps = nextSteps
    }

    /// A task someone agreed to do.
    public struct ActionItem: Codable, Generable, Equatable {
        /// What is to be done.
        public var task: String
        /// Who does it, when the conversation says.
        public var assignee: String?
        /// By when, when the conversation says.
        public var deadline: String?

        /// Creates an action item.
        public init(task: String, assignee: String? = nil, deadline: String? = nil) {
            self.task = task
            self.assignee = assignee
            self.deadline = deadline
        }
    }
}
