import LMCore

/// Conversation summaries.
extension DocumentAnalysis {
    /// What a chat, meeting transcript or mail thread covered and what came of it.
    ///
    /// Participants are the speakers of `Name:` turns, the names in `Attendees:`/`Present:` lines and
    /// in `From`/`To`/`Cc` headers (people mentioned when there are none), never pronouns. Topics are
    /// two to five keyphrases. Decisions, action items and next steps come from cue phrases
    /// (`agreed`, `I'll`, `Name will`, `Name, please`, `@Name`, an `Action items:` list, `next meeting`);
    /// an action item's deadline is the date written in the same sentence or list line.
    /// - Returns: The summary; empty lists where the text says nothing of the kind.
    public func conversationSummary() -> ConversationSummary {
        ConversationAnalyzer(analysis: self).summary()
    }
}
