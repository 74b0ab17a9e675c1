import Testing

@testable import LMFallback

/// One test per rule for names that open a clause or follow what they name, and for the date and money
/// forms added with them (sentences written for the test).
@Suite("Clause and venue rules")
struct ClauseAndVenueRuleTests {
    @Test(
        "a business's head after a connector starts a name of its own",
        arguments: [
            (
                "Ieri abbiamo ritirato una Fiat da Autonoleggio Vesuvio e poi siamo andati al mare con i bambini.",
                "Autonoleggio Vesuvio"
            ),
            (
                "Am Samstag kauft Konrad von der Bootswerft Lindqvist das alte Segelboot zurück, schreibt Frau Ebner.",
                "Bootswerft Lindqvist"
            ),
        ])
    func connectorSplitRule(text: String, expected: String) {
        #expect(entityList(text).organizations.contains(expected), "\(entityList(text).organizations)")
    }

    @Test("an article after a dash opens the clause, as at a sentence's start")
    func dashRule() {
        let text =
            "COIMBRA, 12 de maio de 2026 — A Cooperativa Agrícola Vale Verde abriu ontem uma loja nova no centro da "
            + "cidade, com produtos de quarenta agricultores da região."
        #expect(
            entityList(text).organizations.contains("Cooperativa Agrícola Vale Verde"),
            "\(entityList(text).organizations)")
    }

    @Test("a business noun before a name makes it a business, even with one describing word between")
    func venueNounRule() {
        let italian = "Per cena la signora ci ha consigliato la trattoria Da Gigetto, vicino al porto vecchio."
        #expect(entityList(italian).organizations.contains("Da Gigetto"), "\(entityList(italian).organizations)")
        let french = "À Nantes, la coopérative laitière Prés Salés a ouvert mardi une fromagerie dans le vieux port."
        #expect(entityList(french).organizations.contains("Prés Salés"), "\(entityList(french).organizations)")
    }

    @Test("a name set off by a comma after a business noun is the person, not the business")
    func appositionAfterNounRule() {
        let text =
            "O presidente da associação, Rui Tavares Esteves, explicou que a festa começa às dez horas no largo."
        let entities = entityList(text)
        #expect(!entities.organizations.contains("Rui Tavares Esteves"), "\(entities.organizations)")
    }

    @Test("one capitalized Dutch compound naming a fund or club inside a sentence is an organization")
    func dutchCompoundRule() {
        let text = "We vragen een bijdrage aan bij het Lindefonds en bij de gemeente voor de nieuwe speeltuin."
        #expect(entityList(text).organizations == ["Lindefonds"], "\(entityList(text).organizations)")
    }

    @Test(
        "abbreviated weekdays and months of the other languages belong to a date with a day number",
        arguments: [
            ("Date : mer. 4 févr. 2026\nBonjour Claire, voici le devis pour la cuisine.", "mer. 4 févr. 2026"),
            ("Datum: Do, 5. Feb. 2026\nHallo Jonas, anbei das Angebot für das Dach.", "Do, 5. Feb. 2026"),
            ("Datum: vr 6 mrt. 2026\nBeste Sanne, hierbij de offerte voor de tuin.", "vr 6 mrt. 2026"),
        ])
    func abbreviatedDateRule(text: String, expected: String) {
        #expect(entityList(text).dates.contains(expected), "\(entityList(text).dates)")
    }

    @Test("a holiday named with a weekday is one date, and the date after it stands alone")
    func weekdayHolidayRule() {
        let dates = entityList("Sales doubled on Cyber Monday, 1 December 2025, after a quiet week.").dates
        #expect(dates == ["Cyber Monday", "1 December 2025"], "\(dates)")
    }

    @Test("a day of the month alone after a preposition is a date; an ordinal before a noun is not")
    func bareOrdinalRule() {
        #expect(entityList("The rent is due by the 5th, as always, or Leonie charges a fee.").dates == ["the 5th"])
        #expect(entityList("Houses like these were built in the 19th century along the canal.").dates.isEmpty)
    }

    @Test("an earlier year after a preposition is a date; a count of things is not")
    func earlierYearRule() {
        #expect(entityList("The chapel was consecrated in 1794, long before the railway came.").dates == ["1794"])
        #expect(entityList("The charity delivered meals in 1600 homes across the county.").dates.isEmpty)
    }

    @Test("an amount in millions before the euro sign is one amount")
    func millionsBeforeSymbolRule() {
        let money = entityList("La mairie a voté un budget de 2,4 millions € pour la nouvelle piscine.").money
        #expect(money == ["2,4 millions €"], "\(money)")
    }

    @Test("a centre named for a service is an organization; a shopping or conference centre is a place")
    func serviceCentreRule() {
        let entities = entityList(
            "Our van failed its test, so Halden Tyre Centre fitted new brakes. The fair moved to the Quayside "
                + "Conference Centre this year.")
        #expect(entities.organizations == ["Halden Tyre Centre"], "\(entities.organizations)")
        #expect(entities.places.contains("Quayside Conference Centre"), "\(entities.places)")
    }

    @Test("a surname and a comma before a firm named with & belong to it; a common word does not")
    func commaFirmRule() {
        let firm = entityList("Minutes — Pellow, Danvers & Quayle LLP\nThe partners met on Tuesday.").organizations
        #expect(firm.contains("Pellow, Danvers & Quayle LLP"), "\(firm)")
        let role = entityList("Please call our solicitor, Danvers & Quayle, before Friday.").organizations
        #expect(role.contains("Danvers & Quayle"), "\(role)")
    }

    @Test("outside English an institution's name goes on in one or two lowercase words up to a capitalized one")
    func lowercaseInstitutionRule() {
        let text =
            "Le camp aura lieu en juillet avec la Clinique sportive Beaulieu-Nord, et l'hôtel se trouve près de la "
            + "gare."
        #expect(
            entityList(text).organizations.contains("Clinique sportive Beaulieu-Nord"),
            "\(entityList(text).organizations)")
        #expect(NameRecognizer.placeAdverbs.contains("cerca"))
    }

    @Test("a Dutch or German compound ending in a bank or cooperative names a business")
    func compoundBankRule() {
        let text = "Het geld komt via de Noordelijke Spaarbank en de vergadering is bij Melkcoöperatie De Hoeve."
        let organizations = entityList(text).organizations
        #expect(organizations.contains("Noordelijke Spaarbank"), "\(organizations)")
        #expect(organizations.contains("Melkcoöperatie De Hoeve"), "\(organizations)")
    }

    @Test("headlands, inlets, lagoons and reefs are places")
    func coastalPlaceWordRule() {
        let places = entityList("We kayaked from Gannet Point across Morwen Inlet to the edge of Tarrow Reef.").places
        #expect(places == ["Gannet Point", "Morwen Inlet", "Tarrow Reef"], "\(places)")
    }

    @Test(
        "streets, counties and heads of more languages are places, and a state or province after a town and a comma",
        arguments: [
            ("The shop on Bağdat Caddesi opens at nine.", ["Bağdat Caddesi"]),
            ("We walked along Nørre Farimagsgade and Kongensvej.", ["Nørre Farimagsgade", "Kongensvej"]),
            ("The trail up Gunung Santubong starts near Jalan Merdeka.", ["Gunung Santubong", "Jalan Merdeka"]),
            ("Deputies in Travis County reopened the road.", ["Travis County"]),
            ("Ship it to 12 Alder Blvd, Eugene, OR 97401.", ["Alder Blvd", "Eugene", "OR"]),
            ("The team flew from Spokane, Wash. to Ottawa, ON.", ["Spokane", "Wash.", "Ottawa", "ON"]),
        ])
    func moreStreetsRule(text: String, expected: [String]) {
        #expect(entityList(text).places == expected, "\(entityList(text).places)")
    }

    @Test("a town and a comma before capitals that are no region code, or a common word before a code, give no region")
    func regionCodeNegativeRule() {
        #expect(
            entityList("Thanks, OK then, see you.").places.isEmpty, "\(entityList("Thanks, OK then, see you.").places)")
    }

    @Test(
        "a landmark's or a water's word makes a place: monasteries, malls, aquifers, theatres, straits and plains of",
        arguments: [
            ("The pilgrims walked on from Tsminda Monastery before dawn, tired and cold.", "Tsminda Monastery"),
            ("We met the buyers at Coralview Mall near the bus stop that afternoon.", "Coralview Mall"),
            ("The wells draw on the Kalahari Basin Aquifer, which is shrinking each year.", "Kalahari Basin Aquifer"),
            ("El concierto será en el Teatro Manuel Bonilla el sábado por la noche.", "Teatro Manuel Bonilla"),
            ("The ferry crossed the Strait of Otranto in rough weather and arrived late.", "Strait of Otranto"),
        ])
    func landmarkWordRule(text: String, place: String) {
        let entities = entityList(text)
        #expect(entities.places.contains(place), "\(entities.places)")
        #expect(entities.organizations.isEmpty, "\(entities.organizations)")
    }

    @Test("a province's or a city's word ends a place; one given name after `in` is a town")
    func provinceCityAndInRule() {
        let entities = entityList(
            "The survey covered Savannakhet Province last year. The nurses drove on to Garden City, and the clinic "
                + "in Bethany keeps losing power.")
        #expect(entities.places == ["Savannakhet Province", "Garden City", "Bethany"], "\(entities.places)")
        #expect(entities.people.isEmpty, "\(entities.people)")
    }

    @Test("a list's label is never a speaker")
    func listLabelIsNoSpeakerRule() {
        let people = entityList("Attendees: Sokha Chhim, Dara Pich\nSokha: the build is late.\nDara: agreed.").people
        #expect(people == ["Sokha Chhim", "Dara Pich"], "\(people)")
    }

    @Test("a people's or a language's word alone names no one")
    func demonymRule() {
        let entities = entityList("The biggest buyer, the Norwegian chain, pulled out. Our Thai supplier stayed on.")
        #expect(entities.people.isEmpty && entities.places.isEmpty, "\(entities.people) \(entities.places)")
    }
}
