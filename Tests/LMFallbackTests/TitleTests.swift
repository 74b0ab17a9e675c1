import Testing

@testable import LMFallback

@Suite("Titles")
struct TitleTests {
    @Test(
        "compresses a news lead into subject, present-tense verb and object",
        arguments: [
            (
                "Dunford, Kent, 3 May 2026 — The Dunford Rowing Club won the regional sculling trophy on Sunday, "
                    + "its first title in a decade. The regional sculling trophy went to the club after a close race. "
                    + "Members celebrated the sculling trophy late into the night.",
                "Rowing Club Wins Sculling Trophy"
            ),
            (
                "Arlow, 9 June 2025 — The city board voted on Monday to close the old ferry terminal next spring. "
                    + "The ferry terminal has lost money for years. Commuters said the ferry terminal closure hurts them.",
                "City Board Closes Ferry Terminal"
            ),
        ])
    func headline(text: String, expected: String) {
        #expect(TextAnalyzer().analyze(text).title() == expected)
    }

    @Test(
        "a reported clause gives the verb, a legal form leaves the subject, a long name keeps its last words",
        arguments: [
            (
                "Harwick, Cornwall, Nov. 4, 2025 — Fellbrook Marine Ltd said on Monday that it had bought a dredger "
                    + "for the harbour. The dredger arrives in spring. Fellbrook Marine will base the dredger at Harwick.",
                "Fellbrook Marine Buys Dredger"
            ),
            (
                "OSTLEY, 2 May 2026 — The Ostley Valley Apple Growers Cooperative Society said it will build a cider "
                    + "press. The cider press will open in autumn. Growers welcomed the cider press.",
                "Society to Build Cider Press"
            ),
        ])
    func reportedHeadline(text: String, expected: String) {
        #expect(TextAnalyzer().analyze(text).title() == expected)
    }

    @Test("keeps the participle of a passive lead in a chat")
    func passiveChat() {
        let chat = """
            Ana: the boiler repair has been moved to friday morning
            Ben: ok, does the boiler repair still cost the same?
            Ana: yes the repair quote is unchanged
            Ben: great, I'll be home for the boiler repair
            """
        #expect(TextAnalyzer().analyze(chat).title() == "Boiler Repair Moved")
    }

    @Test("drops dates, identifiers and ratings from a heading and keeps the document kind")
    func heading() {
        let text = """
            Coastal Erosion Survey 2025 — Findings Report
            Prepared by: Harbour Office, 2 June 2025

            The coastal erosion survey measured cliff retreat at nine sites. Coastal erosion was fastest at the \
            northern sites. The survey recommends new sea defences.
            """
        #expect(TextAnalyzer().analyze(text).title() == "Coastal Erosion Survey Findings Report")
    }

    @Test("an email subject's segments combine, leading with the topic, and IDs are dropped")
    func emailSubject() {
        let email = """
            From: Ola <ola@mail.example>
            To: Kim <kim@mail.example>
            Subject: Request REQ-2231 — new laptop for design team

            Hi Kim, the design team needs a new laptop before the launch. The laptop request is approved by finance.
            Thanks,
            Ola
            """
        let title = TextAnalyzer().analyze(email).title()
        #expect(title == "Laptop Request for Design Team")
        #expect(!title.contains("2231"))
    }

    @Test("meeting headers name the meeting; an organization alone never leads")
    func meeting() {
        let text = """
            Roadmap sync — Lindqvist Tooling GmbH
            Date: 2026-02-02

            Eva: The roadmap needs the export feature first.
            Karl: Agreed, the export feature is the top request from customers.
            Eva: Then the roadmap moves the search work to May.
            Karl: I'll update the roadmap page today.
            """
        #expect(TextAnalyzer().analyze(text).title() == "Roadmap Sync Meeting")
    }

    @Test("title case capitalizes each part of a hyphenated word and keeps minor words lowercase")
    func titleCase() {
        #expect(
            DocumentAnalysis.titleCase(["deep-sea", "bacteria", "of", "the", "wi-fi"])
                == "Deep-Sea Bacteria of the Wi-Fi")
    }

    @Test("verb forms: past tenses to base and third person")
    func verbForms() {
        #expect(VerbForms.baseOfPast("approved") == "approve")
        #expect(VerbForms.baseOfPast("reached") == "reach")
        #expect(VerbForms.baseOfPast("identified") == "identify")
        #expect(VerbForms.baseOfPast("stopped") == "stop")
        #expect(VerbForms.baseOfPast("won") == "win")
        #expect(VerbForms.baseOfPast("table") == nil)
        #expect(VerbForms.thirdPerson("approve") == "approves")
        #expect(VerbForms.thirdPerson("reach") == "reaches")
        #expect(VerbForms.thirdPerson("identify") == "identifies")
    }
}
