import Foundation
import LMCore
import LMFallback
import Testing

@Suite("Conversation summary")
struct ConversationSummaryTests {
    let meeting = """
        Launch sync — 2026-05-04
        Attendees: Nora Lindqvist (product), Felix Adeyemi, Dr. Wen Zhao

        Nora: Thanks for joining. The main topic is the mobile checkout launch.
        Felix: The payment sheet is done, but the receipt emails still need templates.
        Dr. Zhao: I'd suggest we ship the Android build first. The iOS review queue is slow this month.
        Nora: Agreed.
        Felix: We decided to use the hosted receipt service instead of building our own.
        Dr. Zhao: I'll write the release notes by Friday.
        Nora: Felix, please update the receipt templates before June 2.
        Nora: We'll reconvene at the next meeting on Monday.

        Action items:
        - Felix: load-test the payment sheet; review the crash reports
        - Wen — prepare the store listing before May 20
        """

    let chat = """
        Ana: hey, is the cabin still free for the weekend?
        Ben: yes, I booked it for Saturday night
        Ana: great. I'll bring the groceries on Saturday
        Cleo: I can drive us there. leaving at 9
        Ben: let's go with the lake trail on Sunday morning
        Cleo: sounds fun. @Ben send the address to everyone by Thursday
        Ana: see you all next week!
        """

    private func summary(of text: String) throws -> ConversationSummary {
        TextAnalyzer().analyze(text).conversationSummary()
    }

    @Test("meeting: participants from the attendee line and turns, exact and without pronouns")
    func meetingParticipants() throws {
        let result = try summary(of: meeting)
        #expect(result.participants == ["Nora Lindqvist", "Felix Adeyemi", "Dr. Wen Zhao"])
        #expect(!result.participants.contains("I"))
    }

    @Test("meeting: the action list wins, with assignees and deadlines")
    func meetingActionItems() throws {
        let items = try summary(of: meeting).actionItems
        #expect(
            items == [
                .init(task: "Load-test the payment sheet", assignee: "Felix Adeyemi"),
                .init(task: "Review the crash reports", assignee: "Felix Adeyemi"),
                .init(task: "Prepare the store listing", assignee: "Dr. Wen Zhao", deadline: "before May 20"),
            ])
    }

    @Test("meeting: decisions from cues and agreements, next steps apart")
    func meetingDecisions() throws {
        let result = try summary(of: meeting)
        #expect(result.decisions.contains("I'd suggest we ship the Android build first."))
        #expect(result.decisions.contains("We decided to use the hosted receipt service instead of building our own."))
        #expect(result.nextSteps == ["We'll reconvene at the next meeting on Monday."])
        #expect(Set(result.decisions).isDisjoint(with: result.nextSteps))
        #expect((2...5).contains(result.topics.count))
        #expect(result.topics.allSatisfy { $0.first?.isUppercase == true })
    }

    @Test("meeting without a list: commitments in sentences become action items")
    func sentenceCommitments() throws {
        let text = meeting.components(separatedBy: "\n\nAction items:")[0]
        let items = try summary(of: text).actionItems
        #expect(items.contains(.init(task: "Write the release notes", assignee: "Dr. Wen Zhao", deadline: "by Friday")))
        #expect(
            items.contains(
                .init(task: "Update the receipt templates", assignee: "Felix Adeyemi", deadline: "before June 2")))
    }

    @Test("chat: speakers, I'll and @mentions")
    func chatSummary() throws {
        let result = try summary(of: chat)
        #expect(result.participants == ["Ana", "Ben", "Cleo"])
        #expect(result.actionItems.contains(.init(task: "Bring the groceries", assignee: "Ana", deadline: "Saturday")))
        #expect(result.actionItems.contains { $0.task == "Drive us there" && $0.assignee == "Cleo" })
        #expect(
            result.actionItems.contains(
                .init(task: "Send the address to everyone", assignee: "Ben", deadline: "by Thursday")))
        #expect(result.decisions == ["Let's go with the lake trail on Sunday morning"])
        #expect(result.nextSteps == ["See you all next week!"])
    }

    @Test("the task reaches the analyzer through TextTasks and validates")
    func throughTextTasks() async throws {
        let result = try await TextTasks(model: FallbackLanguageModel()).summarizeConversation(meeting)
        #expect(result.value.participants == ["Nora Lindqvist", "Felix Adeyemi", "Dr. Wen Zhao"])
        #expect(result.value.actionItems.count == 3)
        let content = result.value.generatedContent
        #expect(throws: Never.self) { try ConversationSummary.generationSchema.validate(content) }
    }
}
