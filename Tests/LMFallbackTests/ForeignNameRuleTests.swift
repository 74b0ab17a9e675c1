import Testing

@testable import LMFallback

/// One test per rule for names as LMFallback's other languages write them, and for titles and family
/// words in English (sentences written for the test).
@Suite("Foreign name rules")
struct ForeignNameRuleTests {
    @Test(
        "a street, square, park or river head opens a place name in the other languages",
        arguments: [
            ("Il negozio nuovo apre in Via delle Ortensie la prossima settimana, dice Lucia.", "Via delle Ortensie"),
            ("O escritório mudou-se para a Rua das Flores em maio, segundo a Inês.", "Rua das Flores"),
            ("La réunion aura lieu place du Marché, pas à l'Allée des Tilleuls comme prévu.", "Allée des Tilleuls"),
            // In English text too, when the head is no English word.
            ("Our flat in Lisbon is on Rua do Salitre, close to the park.", "Rua do Salitre"),
        ])
    func foreignPlaceHeadRule(text: String, expected: String) {
        #expect(entityList(text).places.contains(expected), "\(entityList(text).places)")
    }

    @Test("one German or Dutch word ending like a street, park or lake is a place")
    func placeSuffixRule() {
        let places = entityList("Wir treffen uns am Sonntag am Pappelsee und gehen dann zur Lindenallee hinüber.")
            .places
        #expect(places.contains("Pappelsee") && places.contains("Lindenallee"), "\(places)")
    }

    @Test("a German or Dutch compound naming a kind of business or club opens an organization")
    func compoundOrganizationRule() {
        let organizations = entityList("Die Ruderclub Seestern hat am Freitag die neuen Boote getauft, sagt Herr Kühn.")
            .organizations
        #expect(organizations == ["Ruderclub Seestern"], "\(organizations)")
        #expect(NameRecognizer.hasCompoundOrganizationHead("Hoveniersbedrijf"))
        #expect(!NameRecognizer.hasCompoundOrganizationHead("Club"))
    }

    @Test("a capitalized article inside a sentence opens a business's name in Dutch and German too")
    func articleRule() {
        let organizations = entityList("Volgende week speelt de band bij De Vergulde Lantaarn in het centrum.")
            .organizations
        #expect(organizations == ["De Vergulde Lantaarn"], "\(organizations)")
    }

    @Test("titles in many languages precede a person's name and are not part of it")
    func titleRule() {
        let people = entityList("We wrote to Monsieur Hamadi and to Selectman Orrin Tuttle about the fence.").people
        #expect(people.contains("Hamadi") && people.contains("Orrin Tuttle"), "\(people)")
        #expect(!people.contains { $0.hasPrefix("Monsieur") || $0.hasPrefix("Selectman") })
    }

    @Test("family words capitalized like names are no one's name")
    func kinshipRule() {
        #expect(entityList("Mum says the train from Leeds was late again, so Gran will stay over.").people.isEmpty)
    }

    @Test("a street or square written with a lowercase head is a place, head included")
    func lowercaseHeadRule() {
        let text =
            "Cari vicini, la festa del quartiere si terrà sabato in piazza Garibaldi, davanti al bar. "
            + "Il comitato si riunisce prima in via delle Rose 12 per preparare i tavoli e le sedie."
        let places = entityList(text).places
        #expect(places.contains("piazza Garibaldi") && places.contains("via delle Rose"), "\(places)")
        #expect(!entityList(text).people.contains("Cari"))
    }

    @Test("a family word as a speaker label, or before a surname, names no person")
    func familyRule() {
        let chat = "Mum: dinner is at seven\nTobias: I'll be late\nMum: fine, save you a plate\nTobias: thanks"
        #expect(entityList(chat).people == ["Tobias"], "\(entityList(chat).people)")
        #expect(entityList("Ein herzlicher Dank geht an Familie Brenninger für die Spende der Tische.").people.isEmpty)
    }

    @Test("given names from many countries are evidence of a person; in English, unknown words alone are not")
    func worldGivenNameRule() {
        let people = entityList("Anneke Voorthuis and Joaquín Ybarrondo signed the lease on Monday.").people
        #expect(people == ["Anneke Voorthuis", "Joaquín Ybarrondo"], "\(people)")
        let unknown = entityList("Yesterday we phoned Valdoria Krenzi about the late order.").people
        #expect(unknown.isEmpty, "\(unknown)")
    }

    @Test("a world given name that opens a street's or a firm's name elsewhere does not make a person")
    func worldGivenNameHeadRule() {
        let entities = entityList("The bakery on Rua da Palmeira opened, and Isla Ferncastle bought bread.")
        #expect(entities.places == ["Rua da Palmeira"], "\(entities.places)")
        #expect(entities.people == ["Isla Ferncastle"], "\(entities.people)")
    }

    @Test(
        "ranks, Malay and Arabic titles and family titles of other languages are honorifics; bin, binti and van den join a name",
        arguments: [
            ("The pilot, Capt. Oriel Vantongeren, landed at noon.", ["Oriel Vantongeren"]),
            ("Please send the form to Encik Zulkarnain bin Yusof by Friday.", ["Zulkarnain bin Yusof"]),
            ("Puan Rosnah binti Kamal approved the budget.", ["Rosnah binti Kamal"]),
            ("Llegan el sábado con Tía Consuelo y Tío Fermín.", ["Consuelo", "Fermín"]),
            ("Anneke van den Hoogenband signed for the oak table.", ["Anneke van den Hoogenband"]),
        ])
    func titleAndParticleRule(text: String, expected: [String]) {
        #expect(entityList(text).people == expected, "\(entityList(text).people)")
    }

    @Test("a capitalized German pronoun before nouns is no name, and German den joins nothing")
    func germanPronounRule() {
        let people = entityList(
            "Vielen Dank für Ihre Bestellung. Bitte überweisen Sie den Betrag an Frau Kessler bis Freitag."
        ).people
        #expect(people == ["Kessler"], "\(people)")
    }

    @Test("outside English, a run after the language's word for in, to or from is no person without a name's evidence")
    func noPersonAfterPlacePrepositionRule() {
        let spanish = entityList(
            "El lunes salimos temprano en autobús. Por la tarde, excursión a Mitlatongo del Llano con el grupo.")
        #expect(spanish.people.isEmpty, "\(spanish.people)")
        let person = entityList(
            "El lunes salimos temprano en autobús. Por la tarde llamé a Ana Ruiz Beltrán para confirmar la reserva.")
        #expect(person.people == ["Ana Ruiz Beltrán"], "\(person.people)")
    }
}
