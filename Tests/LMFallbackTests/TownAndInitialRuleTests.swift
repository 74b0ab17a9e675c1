import Testing

@testable import LMFallback

/// One test per rule on small towns known only from their context and on names with middle initials, on
/// sentences written for the test (not taken from any evaluation or development set).
@Suite("Town and initial rules")
struct TownAndInitialRuleTests {
    @Test("a known given name, middle initials and a surname are one person; a title before initials is not a name")
    func middleInitialRule() {
        let entities = entityList(
            "The mill will be run by Harold W. Thibodeaux Jr., a former foreman. Mayor K. Brannigan opened it.")
        #expect(entities.people == ["Harold W. Thibodeaux Jr.", "K. Brannigan"], "\(entities.people)")
    }

    @Test("a unit's letter after a number is no initial")
    func unitLetterRule() {
        let entities = entityList("The kitchen dropped to 48°F. It stayed that cold until noon.")
        #expect(entities.people.isEmpty, "\(entities.people)")
    }

    @Test(
        "Spanish, Greek and Indonesian titles before a name are not part of it",
        arguments: [
            ("We bought blankets from Doña Remigia Quispe at the market.", "Remigia Quispe"),
            ("The owner, Kyria Eleftheria, brought us bread and olives.", "Eleftheria"),
            ("Our driver, Pak Sutrisno, waited at the gate all morning.", "Sutrisno"),
        ])
    func foreignTitleRule(text: String, person: String) {
        let entities = entityList(text)
        #expect(entities.people == [person], "\(entities.people)")
    }

    @Test("a word before a comma and a state's full name is a town, even an English word")
    func townBeforeStateRule() {
        let entities = entityList("Customer: Delbert Ruiz, Sweetwater, Tennessee\n\nThe heater stopped on Monday.")
        #expect(entities.places == ["Sweetwater", "Tennessee"], "\(entities.places)")
        #expect(entities.people == ["Delbert Ruiz"], "\(entities.people)")
    }

    @Test("an unknown word joined by `and` or an en dash to a known place is a place; a common word is not")
    func coordinatedPlaceRule() {
        let islands = entityList("The boat calls at Rhodes and Tilos twice a week in summer.")
        #expect(islands.places == ["Rhodes", "Tilos"], "\(islands.places)")
        let fares = entityList("Fares for the Athens–Kythnos route rose in June.")
        #expect(fares.places == ["Athens", "Kythnos"], "\(fares.places)")
    }

    @Test(
        "the other languages' words for in, to and from make a town of an unknown word",
        arguments: [
            ("El martes visitamos la cooperativa en Ollantaytambo con Rosa.", "Ollantaytambo"),
            ("Volgende week rijden we naar Vlieland met de fiets.", "Vlieland"),
            ("Il rustico a Sonvico ha bisogno di un tetto nuovo.", "Sonvico"),
        ])
    func foreignPlacePrepositionRule(text: String, place: String) {
        let entities = entityList(text)
        #expect(entities.places.contains(place), "\(entities.places)")
    }

    @Test("a role before a name makes a person of it: a position, a trade, or an office of common words")
    func roleBeforeNameRule() {
        let entities = entityList(
            "Striker Aibek Tursunbayev scored twice. The suite is by the young composer Anahit Sarkisyan. The report "
                + "was written by Chief Operating Officer Brit Solhaug in May. Fly-half Iestyn ap Gruffydd kicked.")
        #expect(
            entities.people == ["Aibek Tursunbayev", "Anahit Sarkisyan", "Brit Solhaug", "Iestyn ap Gruffydd"],
            "\(entities.people)")
        #expect(entityList("Pilot Evaluation: Smart Kiosks in the Old Town").people.isEmpty)
    }

    @Test("a US elected office written as a title before a name is not part of it")
    func electedOfficeTitleRule() {
        let entities = entityList(
            "State Rep. Lorna Beaudry said the bill was fair. Councilmember Ignacio Varela voted no on Tuesday.")
        #expect(entities.people == ["Lorna Beaudry", "Ignacio Varela"], "\(entities.people)")
    }

    @Test("Dutch `ten` joins a name; Maltese streets, a city named with its head and cliffs are places")
    func particleAndPlaceHeadRule() {
        let entities = entityList(
            "We met Joris ten Brink at the harbour. The office is on Triq Santa Lucija in Valletta. The Red Cliffs "
                + "glowed at dusk.")
        #expect(entities.people == ["Joris ten Brink"], "\(entities.people)")
        #expect(entities.places == ["Triq Santa Lucija", "Valletta", "Red Cliffs"], "\(entities.places)")
    }

    @Test("a capitalized word that is no English word before a middle initial is a given name")
    func unknownGivenNameBeforeInitialRule() {
        let people = entityList(
            "Growers were worried. Dragomir V. Peycheva asked for help, and Thaddeus R. Okonkwo agreed."
        ).people
        #expect(people == ["Dragomir V. Peycheva", "Thaddeus R. Okonkwo"], "\(people)")
        let notNames = entityList("Take Terminal B. Gates open at six. Bonjour M. Thibault, merci.").people
        #expect(!notNames.contains { $0.hasPrefix("Terminal") || $0.hasPrefix("Bonjour") }, "\(notNames)")
    }

    @Test("a surname written as its initial keeps the initial's period")
    func surnameInitialPeriodRule() {
        let people = entityList("Agent (Radostina K.): the refund was sent. Our driver, Kwame T., waited.").people
        #expect(people.contains("Radostina K.") && people.contains("Kwame T."), "\(people)")
    }

    @Test("in an attendee list a credential after a comma is no one, and a job before a full name is left out")
    func credentialAndJobTitleRule() {
        let people = entityList(
            "Attendees: Marisol Quiñones Vega, RN, Chief Dale P. Ostrander, Treasurer Wenonah Birch"
        ).people
        #expect(people == ["Marisol Quiñones Vega", "Dale P. Ostrander", "Wenonah Birch"], "\(people)")
    }
}
