import Testing

@testable import LMFallback

/// One test per rule about the evidence for people's names and places' other names: Census given names
/// and surnames, the stricter reading of capitalized runs outside English, German descriptor nouns, and
/// the local names of large cities. Sentences written for the test.
@Suite("Name evidence rules")
struct NameEvidenceRuleTests {
    @Test("a given name from the Census list is a person on its own")
    func censusGivenNameRule() {
        // `Marjorie` and `Wallace` are in the Census lists, not in LMFallback's own list of given names.
        #expect(Gazetteer.givenNames.contains("Marjorie") && Gazetteer.givenNames.contains("Wallace"))
        #expect(entityList("Marjorie will bring the folding tables on the day.").people == ["Marjorie"])
        // Rare Census first names that are words or holidays are left out.
        #expect(!Gazetteer.givenNames.contains("Easter"))
    }

    @Test("a known surname, a known given name or an initial is evidence of a person; two unknown words are not")
    func nameEvidenceRule() {
        #expect(NameRecognizer.hasNameEvidence(["Quill", "Henderson"], surnames: true))
        #expect(!NameRecognizer.hasNameEvidence(["Quill", "Henderson"], surnames: false))
        #expect(NameRecognizer.hasNameEvidence(["Marjorie", "Qx"], surnames: false))
        #expect(NameRecognizer.hasNameEvidence(["T.", "Vandersloot"], surnames: false))
        #expect(!NameRecognizer.hasNameEvidence(["Budgetplanung", "Sommer"], surnames: false))
        #expect(entityList("The grant was signed by T. Vandersloot last spring.").people == ["T. Vandersloot"])
    }

    @Test("outside English, a run of capitalized nouns without a name's evidence is no person")
    func capitalizedNounsRule() {
        let text = """
            Notizen zur Planung
            Teilnehmer: Ulrike Hartmann, Bernd Vogel

            Die Abteilung hat die Zahlen geprüft. Offene Fragen: Lagerbestand Herbst, Schulung Außendienst.
            Ulrike kümmert sich um die Rückmeldung an Frau Vogel.
            """
        let people = entityList(text).people
        #expect(people.contains("Ulrike Hartmann") && people.contains("Bernd Vogel"), "\(people)")
        #expect(!people.contains("Lagerbestand Herbst") && !people.contains("Schulung Außendienst"), "\(people)")
        #expect(!people.contains("Offene Fragen") && !people.contains("Notizen"), "\(people)")
        #expect(entityList(text).places.isEmpty, "\(entityList(text).places)")
    }

    @Test("a German descriptor noun before a name is not part of the organization's name")
    func germanDescriptorRule() {
        let organizations = entityList("Der Kunde Brauerei Lindacher hat die Lieferung bestätigt.").organizations
        #expect(organizations == ["Brauerei Lindacher"], "\(organizations)")
    }

    @Test(
        "large cities are found under their local names",
        arguments: [
            ("O novo armazém em Lisboa abre em maio.", "Lisboa"),
            ("Am Dienstag fahren wir nach München. Dort treffen wir die Lieferanten.", "München"),
            ("La riunione si terrà a Firenze il 3 giugno.", "Firenze"),
        ])
    func cityAliasRule(text: String, expected: String) {
        #expect(entityList(text).places == [expected], "\(entityList(text).places)")
    }

    @Test("islands, mountains, waters, lands and landmarks from LMFallback's own list are places, not people")
    func featurePlacesRule() {
        let entities = entityList(
            "We spent a week walking in the Dolomites, then Ruth Okafor flew us out to Mallorca. "
                + "Next spring we hope to camp beside Loch Lomond and, one day, climb Kilimanjaro.")
        #expect(Set(entities.places) == ["Dolomites", "Mallorca", "Loch Lomond", "Kilimanjaro"], "\(entities.places)")
        #expect(entities.people == ["Ruth Okafor"], "\(entities.people)")
    }
}

/// Holidays named in text are dates.
@Suite("Holiday rule")
struct HolidayRuleTests {
    @Test(
        "a holiday is a date, in English and the other languages",
        arguments: [
            ("The shop stays shut until after Easter this year.", "Easter"),
            ("We always host the neighbours on St. Patrick's Day at home.", "St. Patrick's Day"),
            ("Die Werkstatt ist zwischen Weihnachten und Neujahr geschlossen, sagt Frau Roth.", "Weihnachten"),
            ("La boutique sera fermée à Pâques, comme chaque année depuis longtemps.", "Pâques"),
        ])
    func holidayRule(text: String, expected: String) {
        let list = TextAnalyzer().analyze(text).entityList()
        #expect(list.dates.contains(expected), "\(list.dates)")
        #expect(
            !list.people.contains(expected) && !list.places.contains(expected) && !list.organizations.contains(expected)
        )
    }

    @Test("West African titles of pilgrims and elders, and Portuguese titles with their period, precede a name")
    func moreTitlesRule() {
        #expect(entityList("The market levy was raised by Alhaji Ibrahim Sule last week.").people == ["Ibrahim Sule"])
        #expect(entityList("Presentes: Eng.ª Marta Quintela Vaz e o João.").people.contains("Marta Quintela Vaz"))
    }

    @Test("a double-barrelled surname with a known part is evidence of a person")
    func doubleBarrelledSurnameRule() {
        #expect(
            entityList("The survey was signed off by Ingeborg Lindqvist-Moore yesterday.").people == [
                "Ingeborg Lindqvist-Moore"
            ])
        // Two parts, both capitalized names, one of them a known surname or neither an English word nor a place: not
        // a town's three, nor English words.
        #expect(!NameRecognizer.isDoubleBarrelledSurname("Stratford-upon-Avon"))
        #expect(!NameRecognizer.isDoubleBarrelledSurname("Check-In"))
        #expect(NameRecognizer.isDoubleBarrelledSurname("Zqorvath-Blint"))
    }

    @Test("abbreviated titles before a title are left out of a listed name")
    func titleChainRule() {
        let entities = entityList("Present: Univ. Prof. Walburga Stöckl, OA Dr. Farid Haddad, Dott.ssa Lucia Ferri")
        #expect(entities.people == ["Walburga Stöckl", "Farid Haddad", "Lucia Ferri"], "\(entities.people)")
    }

    @Test(
        "a possessive before family, a verb that takes a person, or a contact verb before a given name mark a person",
        arguments: [
            ("Lunch is at noon. Then Wairimu's mum is cooking for all of us tonight.", "Wairimu"),
            ("The gig went well. Ask Eilidh about a cheaper printer for the posters.", "Eilidh"),
            ("The van is booked. Call Priya tomorrow about the keys and the parking.", "Priya"),
            ("The wall is thin. My neighbour Florence asked whether we were moving out.", "Florence"),
        ])
    func contextMarksPersonRule(text: String, person: String) {
        let entities = entityList(text)
        #expect(entities.people == [person], "\(entities.people)")
        #expect(entities.places.isEmpty, "\(entities.places)")
    }

    @Test("two words after `ask` that are no given name may be a firm")
    func askFirmRule() {
        let people = entityList("The charge is wrong. Ask Harbourline Pank to reverse the payment today.").people
        #expect(people.isEmpty, "\(people)")
    }

    @Test("a given name that is a common word, only ever opening sentences, is the noun the document writes elsewhere")
    func attributiveNounRule() {
        let people = entityList(
            "KAZANLAK, May 3, 2026 — Iris growers expect a small harvest. The Valley Iris Growers' Union met on "
                + "Monday, and Iris Kalinova spoke for the pickers."
        ).people
        #expect(people == ["Iris Kalinova"], "\(people)")
        let notes = entityList("- Plum price this week: 3 lei a kilo\n- Buyers want more plum for jam.").people
        #expect(notes.isEmpty, "\(notes)")
        // A speaker stays a person.
        let chat = entityList(
            "Iris: are we still on for Friday?\nDan: yes, after the Iris Growers' Union meeting.\nIris: great, see you then."
        ).people
        #expect(chat.contains("Iris"), "\(chat)")
    }

    @Test("a one-word department in a mail header, or before a mailbox that is a word, is no person")
    func departmentMailboxRule() {
        let people = entityList(
            "From: Oriane Vasseur <oriane@tuilerie.example>\nTo: Dispatch <dispatch@freight.example>\n"
                + "Cc: Buchhaltung <accounts@freight.example>\n\nPlease confirm the pick-up."
        ).people
        #expect(people == ["Oriane Vasseur"], "\(people)")
    }

    @Test("a compound of two given names is a given name")
    func compoundGivenNameRule() {
        let people = entityList("Some disagree. Anne-Sophie Vaudrey-Kpodo of the Harbour Traders' Guild said so.")
            .people
        #expect(people == ["Anne-Sophie Vaudrey-Kpodo"], "\(people)")
    }

    @Test("a name in apposition with what a person does is a person")
    func appositionRule() {
        let people = entityList("Annual report\nPrepared by Oksana Hrabovetska-Levin, treasurer, 3 March 2026").people
        #expect(people == ["Oksana Hrabovetska-Levin"], "\(people)")
    }

    @Test("a title after a sentence's first word that is no name starts the name, and a second title is left out")
    func titleAfterOpenerRule() {
        #expect(entityList("Selon Mme Adjoa Kpelly les prix vont baisser cette année.").people == ["Adjoa Kpelly"])
        #expect(
            entityList("O relatório, Eng. Agr. Tarcísio Bonfanti, chegou ontem ao escritório.").people == [
                "Tarcísio Bonfanti"
            ])
    }

    @Test("von or van before a given name after a sentence's first word is a preposition")
    func prepositionBeforeGivenNameRule() {
        let people = entityList("Geschrieben von Annelie Brauckmann-Tews am 3. März 2026.").people
        #expect(people == ["Annelie Brauckmann-Tews"], "\(people)")
    }

    @Test("an attendee's title abbreviated in lowercase is left out of the name")
    func lowercaseTitleInListRule() {
        let people = entityList("Presenti: Rocco Ferlazzo, geom. Santino Caruso, avv. Nella Grasso").people
        #expect(people == ["Rocco Ferlazzo", "Santino Caruso", "Nella Grasso"], "\(people)")
    }

    @Test("a name before a comma and who is a person")
    func whoAppositionRule() {
        let people = entityList("Sales fell. Rosalind Okafor-Beaumont, who runs the bakery, expects a rebound.").people
        #expect(people == ["Rosalind Okafor-Beaumont"], "\(people)")
    }

    @Test("a double-barrelled surname whose parts are neither English words nor places is evidence of a person")
    func unknownDoubleBarrelRule() {
        #expect(entityList("Yesterday Ilvaro Mifsud-Zarb left for the coast.").people == ["Ilvaro Mifsud-Zarb"])
        #expect(entityList("We drank Coca-Cola at the station.").people.isEmpty)
    }

    @Test("a title after a job or a German noun starts the name, and so does a given name after da or di")
    func titleAfterJobRule() {
        #expect(
            entityList("Head of Music Dr. Perpetua Vassallo-Grech retired in June.").people == [
                "Perpetua Vassallo-Grech"
            ])
        #expect(
            entityList(
                "Unser Kollege Herr Jonas Wiegand-Ostrowski betreut den Stand auf der Messe und ist für alle Fragen "
                    + "zur Lieferung da."
            ).people == [
                "Jonas Wiegand-Ostrowski"
            ])
        #expect(entityList("Scritta da Giulia Randazzo, ottobre 2025").people == ["Giulia Randazzo"])
    }

    @Test("a grower, worker or resident before a name is a person")
    func moreRoleNounsRule() {
        #expect(entityList("In Takeo, grower Chanthou Vannak sold 40 sacks.").people == ["Chanthou Vannak"])
    }

    @Test("a name after a byline's verb and `by` at a line's start is a person; a firm's name there is not")
    func bylineNameRule() {
        let report = entityList(
            "Tea Harvest Report 2025\nPrepared by Gou Xiaoqin, cooperative secretary\n\nThe harvest rose.")
        #expect(report.people == ["Gou Xiaoqin"], "\(report.people)")
        let firm = entityList("Traffic Study\nPrepared by Harbour Mobility Lab for the council\n\nTraffic fell.")
        #expect(firm.people.isEmpty, "\(firm.people)")
    }

    @Test(
        "more titles open people's names: a reverend, an Arabic father, Persian and Nigerian forms of address",
        arguments: [
            ("The blessing was given by Revd Martin Ashby at noon.", ["Martin Ashby"]),
            ("Abuna Elias Haddad opened the hall for the choir.", ["Elias Haddad"]),
            ("We had tea with Agha Bahram in the courtyard.", ["Bahram"]),
            ("The kola nuts went to Pa Ighodaro first.", ["Ighodaro"]),
        ])
    func moreTitlesRule(text: String, people: [String]) {
        #expect(entityList(text).people == people, "\(entityList(text).people)")
    }

    @Test("a parent named by their child is a person; a known place or a name with an article is not")
    func parentNameRule() {
        let list = entityList("Abu Karim brought the oil. We flew from Abu Dhabi and drove on to Abu al-Khasib.")
        #expect(list.people == ["Abu Karim"], "\(list.people)")
    }

    @Test("another language's sentence adverbs and line labels name no one, though they are names in English")
    func foreignSentenceWordRule() {
        let french = entityList(
            "Avis publié le 3 mars par Odile Ferrand. Nous avons dîné au restaurant avec toute la famille, et le "
                + "service était rapide et aimable.")
        #expect(french.people == ["Odile Ferrand"], "\(french.people)")
        let dutch = entityList(
            "Verslag bestuursvergadering\nDatum: 4 maart 2026\nLocatie: dorpshuis aan de Kerkstraat\nAanwezig: Joke "
                + "Vermeer, Sjaak Dool\n\nDan gaan we over op de begroting. Helaas is de kas leeg.")
        #expect(!dutch.people.contains("Locatie") && !dutch.people.contains("Dan"), "\(dutch.people)")
    }
}
