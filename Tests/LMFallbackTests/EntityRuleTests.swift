import Testing

@testable import LMFallback

/// One test per entity rule, on sentences written for the test (not taken from any evaluation or
/// development set).
@Suite("Entity rules")
struct EntityRuleTests {
    @Test(
        "money amounts end at the amount, whatever punctuation follows",
        arguments: [
            ("The repair came to $2,450, which the landlord paid.", "$2,450"),
            ("Tickets were £18, £22 and £30.", "£18"),
            ("Die Reparatur kostet 3.750 € insgesamt.", "3.750 €"),
            ("Le devis est de 2 900 € pour tout.", "2 900 €"),
            ("Het budget is € 4.500 dit jaar.", "€ 4.500"),
            ("Fees rose to KES 12,000 a term.", "KES 12,000"),
            ("The shed was CA$1,150 installed.", "CA$1,150"),
        ])
    func moneyRule(text: String, expected: String) {
        let money = entityList(text).money
        #expect(money.contains(expected), "\(money)")
        #expect(!money.contains { $0.hasSuffix(",") })
    }

    @Test("relative expressions are not dates; a day named inside one is")
    func relativeDatesRule() {
        #expect(entityList("We spoke today and will meet again next week, as we did last year.").dates.isEmpty)
        #expect(entityList("We first met last Monday at the depot.").dates == ["Monday"])
        #expect(entityList("Tonight is fine, or tomorrow morning.").dates.isEmpty)
    }

    @Test(
        "part-of-month, weekday-with-ordinal and year-range dates are one expression",
        arguments: [
            ("Delivery slips to mid-October at the earliest.", "mid-October"),
            ("The fair opens on Sunday the 21st in the square.", "Sunday the 21st"),
            ("The survey ran 2017–2020 in three regions.", "2017–2020"),
            ("Figures for 1998-2004 are archived.", "1998-2004"),
        ])
    func datePhrasesRule(text: String, expected: String) {
        #expect(entityList(text).dates == [expected])
    }

    @Test("a name after 'with' or a family or job noun is a person")
    func personContextRule() {
        #expect(entityList("I went hiking with Ottilie on the coast path.").people == ["Ottilie"])
        #expect(entityList("We visited my cousin Evander over the holidays.").people == ["Evander"])
    }

    @Test("speaker labels used on several lines are people")
    func speakerLabelRule() {
        let text =
            "Wren: I can take the first shift.\nBasil Oyelaran: Thanks, I'll do the second.\nWren: Done.\n"
            + "Basil Oyelaran: Great."
        let people = entityList(text).people
        #expect(people.contains("Wren"))
        #expect(people.contains("Basil Oyelaran"))
    }

    @Test("every name in an attendee list is a person, even one that is also a city")
    func attendeeListRule() {
        let text = """
            Budget check-in
            Attendees: Madison Quill, Paris Okoye (secretary), R. Delacroix

            We reviewed the spending for the quarter.
            """
        let result = entityList(text)
        #expect(result.people.contains("Madison Quill"))
        #expect(result.people.contains("Paris Okoye"))
        #expect(result.people.contains("R. Delacroix"))
        #expect(result.places.isEmpty, "\(result.places)")
    }

    @Test("a full name after a comma is a person even when its first name is a place")
    func afterCommaRule() {
        let result = entityList("The panel included Hugo Brandvold, Austin Pereira and Lotte Ek.")
        #expect(result.people.contains("Austin Pereira"), "\(result)")
        #expect(!result.places.contains("Austin"))
        #expect(!result.places.contains("Austin Pereira"))
    }

    @Test("initials before a surname make a person")
    func initialsRule() {
        #expect(entityList("The report was signed by M. Achebe on behalf of the board.").people == ["M. Achebe"])
        #expect(entityList("Minutes taken by J. R. Haldane.").people == ["J. R. Haldane"])
    }

    @Test("a full name is never split into places")
    func fullNameRule() {
        let result = entityList("Yesterday Sydney Marchetti opened the session in the main hall.")
        #expect(result.people == ["Sydney Marchetti"])
        #expect(result.places.isEmpty, "\(result.places)")
    }

    @Test("a name seen as a person once is a person everywhere in the document")
    func consistencyRule() {
        let text = "Ingram Tully joined the call. Later, Tully said the plan was fine. We thanked Tully for it."
        let result = entityList(text)
        #expect(result.people == ["Ingram Tully"])
        #expect(result.places.isEmpty && result.organizations.isEmpty, "\(result)")
    }

    @Test(
        "the longest well-formed span is kept: suffix periods and country abbreviations belong to the name",
        arguments: [
            ("Contracts went to Halvorsen Tooling Co. last spring.", EntityKind.organization, "Halvorsen Tooling Co."),
            ("The letter came from the U.S. Postal Service on Friday.", .organization, "U.S. Postal Service"),
            ("Ingram Tully's report was late again.", .person, "Ingram Tully"),
        ])
    func longestSpanRule(text: String, kind: EntityKind, expected: String) {
        #expect(entityList(text)[kind].contains(expected), "\(entityList(text))")
    }

    @Test(
        "organizations from cue words: &, Co-op, sector words, company nouns, announcing verbs, at/from",
        arguments: [
            "The audit was done by Pruitt & Vane for the council.",
            "Members of the Larkfield Co-op voted on the change.",
            "She joined Oakhurst Biochem after her degree.",
            "The roof was fixed by the company Brenlow Dach in two days.",
            "Tessaline announced a smaller tablet on stage.",
            "Tickets are sold at Glimmerbrook Arcade near the pier.",
            "We watched the Harrow Falcons game on the big screen.",
            // A common word opening the sentence belongs to a name that ends in a cue word.
            "Harbour Plumbing sent the invoice on time.",
        ])
    func organizationCueRule(text: String) {
        let result = entityList(text)
        #expect(result.organizations.count == 1, "\(result)")
        #expect(result.people.isEmpty && result.places.isEmpty, "\(result)")
    }

    @Test("a greeting is not part of the name after it")
    func salutationRule() {
        #expect(
            entityList("Dear Quillfield Builders, the invoice is attached.").organizations == ["Quillfield Builders"])
    }

    @Test("a known place's possessive is the place, and the name after it stands alone")
    func possessivePlaceRule() {
        let result = entityList("Yesterday Chile's Ministry of Mining approved the plan.")
        #expect(result.places == ["Chile"], "\(result)")
        #expect(result.organizations == ["Ministry of Mining"], "\(result)")
    }

    @Test("Title-Case section headers, pronouns and possessive endings are not entities")
    func notEntitiesRule() {
        let text = """
            Key Findings

            The team met to review spending. I'm sure I told them twice.

            Next Steps

            We will meet again in spring.
            """
        let result = entityList(text)
        #expect(result.people.isEmpty && result.places.isEmpty && result.organizations.isEmpty, "\(result)")
        let names = entityList("Tomasina's bike was stolen. Tomasina Reyes reported it.").people
        #expect(!names.contains { $0.hasSuffix("'s") }, "\(names)")
    }

    @Test("an all-caps dateline gives its city and region as places")
    func datelineRule() {
        let text = "PORTSMOUTH, Hampshire, May 2 — The new ferry made its first crossing on Thursday."
        let places = entityList(text).places
        #expect(places.contains("PORTSMOUTH"))
        #expect(places.contains("Hampshire"))
    }

    @Test("country abbreviations, numbered roads, ranges, peaks and streets are places")
    func placeShapesRule() {
        let result = entityList(
            "Exports to the U.S. rose sharply. Traffic stopped on Highway 9. We crossed the Sawtooth Range, "
                + "camped below Harrow Peak and walked down Quarry Lane.")
        for place in ["U.S.", "Highway 9", "Sawtooth Range", "Harrow Peak", "Quarry Lane"] {
            #expect(result.places.contains(place), "\(place) in \(result.places)")
        }
    }

    @Test("a one-word line that is no known place is a heading, in any language; a known place stays one")
    func oneWordHeadingRule() {
        let notes = entityList("Besprechungsnotiz\n\nJana spricht mit dem Vermieter.")
        #expect(notes.places.isEmpty && notes.organizations.isEmpty, "\(notes)")
        #expect(entityList("Lisbon\n\nWe landed late.").places == ["Lisbon"])
    }

    @Test("a one-word name joined by 'and' to a one-word person is a person too; a common word is not")
    func coordinationRule() {
        #expect(entityList("Tomasz and Wiesia will bring the cake.").people == ["Tomasz", "Wiesia"])
        #expect(entityList("Mañana vienen Javier y Xisca a cenar.").people == ["Javier", "Xisca"])
        #expect(entityList("Tomasz and Thanks for the cake.").people == ["Tomasz"])
    }
}
