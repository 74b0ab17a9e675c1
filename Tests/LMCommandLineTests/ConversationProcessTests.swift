import Foundation
import LMCore
import Testing

@testable import LMCommandLine

@Suite("lmctl conversation")
struct ConversationProcessTests {
    static let chat = """
        Jess: are we still doing the Lake District this weekend?
        Owen: yes, I booked the cottage in Keswick for Friday and Saturday night
        Nadia: I'll send my share tonight. What's the plan for Saturday?
        Sam: I can drive. Leaving Manchester around 5 on Friday, room for 3
        Jess: I'll bring snacks. Someone else sort breakfast
        Nadia: on it
        """

    @Test("with the mock, --json prints every part of the summary and text prints headed lists")
    func mock() throws {
        let lmctl = try LMCTL()
        defer { lmctl.cleanUp() }
        let file = try lmctl.write("chat.txt", Self.chat)
        let json = try lmctl.run(["conversation", "--provider", "mock", "--json", file])
        #expect(json.status == 0, "\(json.diagnostics)")
        let result = try #require(json.jsonLines().first?["result"] as? [String: Any])
        let items = try #require(result["actionItems"] as? [[String: Any]])
        #expect(!items.isEmpty)
        #expect(items.allSatisfy { $0["task"] is String })
        let text = try lmctl.run(["conversation", "--provider", "mock", file])
        #expect(text.status == 0)
        for heading in ["Participants: ", "Topics:", "Decisions:", "Action items:", "Next steps:"] {
            #expect(text.output.contains(heading), "missing \(heading)")
        }
    }

    @Test("with the fallback, the answer follows the schema and names the speakers as participants")
    func fallback() throws {
        let lmctl = try LMCTL()
        defer { lmctl.cleanUp() }
        let file = try lmctl.write("chat.txt", Self.chat)
        let run = try lmctl.run(["conversation", "--provider", "fallback", "--json", file])
        #expect(run.status == 0, "\(run.diagnostics)")
        let record = try #require(run.jsonLines().first)
        #expect(record["provider"] as? String == "fallback")
        let object = try #require(record["result"])
        let json = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
        let summary = try ConversationSummary(try GeneratedContent(json: json))
        #expect(Set(["Jess", "Owen", "Nadia", "Sam"]).isSubset(of: Set(summary.participants)))
    }

    @Test("--help describes the command and its inputs")
    func help() throws {
        let lmctl = try LMCTL()
        defer { lmctl.cleanUp() }
        let run = try lmctl.run(["conversation", "--help"])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("USAGE: lmctl conversation"))
        #expect(run.output.contains("action items"))
        let overview = try lmctl.run(["--help"])
        #expect(overview.output.contains("  conversation "))
    }

    @Test("the text rendering lists assignee and deadline, and leaves out empty parts")
    func rendering() {
        let summary = ConversationSummary(
            topics: ["weekend trip"], decisions: [],
            actionItems: [
                .init(task: "Bring snacks", assignee: "Jess", deadline: "Friday"),
                .init(task: "Sort breakfast", assignee: "Nadia"),
                .init(task: "Check the forecast"),
            ],
            participants: ["Jess", "Nadia"], nextSteps: [])
        #expect(
            ConversationCommand.render(summary) == """
                Participants: Jess, Nadia

                Topics:
                - weekend trip

                Action items:
                - Bring snacks (assignee: Jess, due: Friday)
                - Sort breakfast (assignee: Nadia)
                - Check the forecast
                """)
        let empty = ConversationSummary(topics: [], decisions: [], actionItems: [], participants: [], nextSteps: [])
        #expect(ConversationCommand.render(empty) == "(nothing to report)")
    }
}
