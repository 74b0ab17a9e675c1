import Testing

@testable import LMFallback

/// One test per rule for places found from CLDR's country names, Title-Case datelines, known places written with
/// lowercase words, and a clause's first noun before a place (sentences written for the test).
@Suite("Place evidence rules")
struct PlaceEvidenceRuleTests {
    @Test("a country's name in German, French, Spanish, Italian, Portuguese or Dutch is a place")
    func countryNamesInOtherLanguagesRule() {
        let french = entityList("Nous avons livré les semences au Bénin la semaine dernière.").places
        #expect(french.contains("Bénin"), "\(french)")
        let spanish = entityList("El envío sale hacia Siria el lunes con la carga de trigo.").places
        #expect(spanish.contains("Siria"), "\(spanish)")
        let meeting = entityList("Ordine del giorno della riunione di marzo: bilancio e nuove iscrizioni.").places
        #expect(meeting.isEmpty, "\(meeting)")
    }

    @Test("a dateline in Title Case names its town and region")
    func titleCaseDatelineRule() {
        let entities = entityList("Saint-Louis, Senegal, 3 April 2026 — A fish market opened on Friday.")
        #expect(entities.places == ["Saint-Louis", "Senegal"], "\(entities.places)")
        let greeting = entityList("Hello Tamsin, thanks for the 40 jars you sent in 2024 — they sold out.").places
        #expect(greeting.isEmpty, "\(greeting)")
    }

    @Test("a known place's name goes on through its lowercase words")
    func lowercaseWordInPlaceRule() {
        let places = entityList("The parts go by rail to Dar es Salaam, then by air to Frankfurt am Main.").places
        #expect(places == ["Dar es Salaam", "Frankfurt am Main"], "\(places)")
    }

    @Test("outside English, a clause's first noun before a known city or country is no part of it")
    func nounBeforePlaceRule() {
        let places = entityList(
            "Reisplan voor de zomer\n\n- Trein Rotterdam – Keulen op vrijdag, daarna met de bus naar het hotel.\n"
                + "- Hotel boeken voor vier nachten en de kaartjes voor het museum kopen."
        ).places
        #expect(places.contains("Rotterdam") && !places.contains("Trein Rotterdam"), "\(places)")
    }

    @Test("a Title-Case dateline's region may hold an elided article (Côte d'Ivoire)")
    func datelineElisionRule() {
        let places = entityList("Yamoussoukro, Côte d'Ivoire, Feb. 3, 2026 — The new market opened on Monday.").places
        #expect(places == ["Yamoussoukro", "Côte d'Ivoire"], "\(places)")
    }

    @Test("a town named by a common noun, opening a clause before another noun, is the noun the text writes")
    func townAsNounRule() {
        let places = entityList(
            "ACCRA, March 2, 2026 — Cocoa farmers say cocoa prices fell again. Exports go through Tema."
        ).places
        #expect(!places.contains("Cocoa"), "\(places)")
        let town = entityList("We drove to Cocoa on Friday. Cocoa is a small town, and the cocoa there was good.")
            .places
        #expect(town.contains("Cocoa"), "\(town)")
    }

    @Test("an article opening a known place's name of two words stays in it; after a word of place it names a place")
    func articlePlaceRule() {
        let opening = entityList("La Ceiba is hot in May. We took the ferry from there.").places
        #expect(opening.contains("La Ceiba"), "\(opening)")
        let inside = entityList("We surfed the beaches of El Zonte for a week.").places
        #expect(inside.contains("El Zonte"), "\(inside)")
        let bank = entityList("El Banco Cafetalero del Norte approved the loan on Friday.").organizations
        #expect(bank == ["Banco Cafetalero del Norte"], "\(bank)")
    }

    @Test("German possessive pronouns before a noun name nothing")
    func germanPossessiveRule() {
        let places = entityList(
            "Vielen Dank für Ihre Nachricht. Nach Ihrer Bestätigung senden wir Ihnen die Rechnung für das Zimmer."
        ).places
        #expect(places.isEmpty, "\(places)")
    }

    @Test("a road named by its head and a number keeps the number, in other languages' heads too")
    func numberedRoadRule() {
        let french = entityList("Le camion prend la Route Nationale 7 jusqu'à Valence, puis l'autoroute.").places
        #expect(french.contains("Route Nationale 7"), "\(french)")
        let spanish = entityList("La finca está en la Ruta Provincial 82, cerca de Tupungato.").places
        #expect(spanish.contains("Ruta Provincial 82"), "\(spanish)")
        // A head without a number is no road's name.
        let bare = entityList("The Route was closed by snow for a week.").places
        #expect(!bare.contains("Route"), "\(bare)")
    }

    @Test("a street named for a date holds it: the date is part of the place, not a date of its own")
    func dateNamedStreetRule() {
        let entities = entityList("O restaurante fica na Avenida 25 de Abril, em Coimbra, e abre às sete.")
        #expect(entities.places.contains("Avenida 25 de Abril"), "\(entities.places)")
        #expect(entities.dates.isEmpty, "\(entities.dates)")
        // A date after a street's name is still a date.
        let visit = entityList("Nos vemos en la Calle Mayor el 12 de marzo para la reunión.")
        #expect(visit.dates == ["12 de marzo"], "\(visit.dates)")
    }

    @Test("after a lowercase market, the place is its town; a street's lowercase head stays in the name")
    func marketHeadRule() {
        let market = entityList("Recomendo o mercado de Tavira e depois um passeio pela rua da Liberdade.").places
        #expect(market.contains("Tavira") && market.contains("rua da Liberdade"), "\(market)")
        #expect(!market.contains("mercado de Tavira"), "\(market)")
    }

    @Test("a ria is a place's head, after a place preposition in Portuguese or Spanish")
    func riaHeadRule() {
        let entities = entityList("Amanhã fazemos um passeio de barco na Ria Aveiro com a família Santos.")
        #expect(entities.places.contains("Ria Aveiro"), "\(entities.places)")
        #expect(entities.people.isEmpty || !entities.people.contains("Ria Aveiro"), "\(entities.people)")
    }

    @Test(
        "alleys, ponds, slopes, tors and caverns end places' names; Romanian, Polish and Croatian street heads open them"
    )
    func featureTailAndEasternStreetHeadRule() {
        let places = entityList("We walked down Kuanzhai Alley and then fished in Rožmberk Pond.").places
        #expect(places == ["Kuanzhai Alley", "Rožmberk Pond"], "\(places)")
        let peaks = entityList("From Edale we climbed Grindslow Tor and looked into Blackwell Cavern.").places
        #expect(peaks.contains("Grindslow Tor") && peaks.contains("Blackwell Cavern"), "\(peaks)")
        let streets = entityList("The office moved from Calea Aradului to Piața Unirii in Timișoara.").places
        #expect(streets.contains("Calea Aradului") && streets.contains("Piața Unirii"), "\(streets)")
    }

    @Test("German stations and castles open places' names; valleys, gorges and peaks end them")
    func germanPlaceHeadAndSuffixRule() {
        let entities = entityList(
            "Wir treffen uns am Hauptbahnhof Kassel und fahren dann weiter ins Ostrachtal und zur Breitachklamm.")
        #expect(entities.places.contains("Hauptbahnhof Kassel"), "\(entities.places)")
        #expect(
            entities.places.contains("Ostrachtal") && entities.places.contains("Breitachklamm"), "\(entities.places)")
        #expect(entities.people.isEmpty, "\(entities.people)")
    }
}
