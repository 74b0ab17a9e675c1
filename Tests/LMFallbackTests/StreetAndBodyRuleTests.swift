import Testing

@testable import LMFallback

/// One test per rule of this round's entities, on sentences written for the test: foreign street heads that are
/// English words too, new place endings and business heads, one-word legal forms after a comma, and member bodies
/// named across `and`.
@Suite("Street and body rules")
struct StreetAndBodyRuleTests {
    @Test("in English, a street head that is an English word too names a street before words English does not write")
    func englishWordStreetHeadRule() {
        let places = entityList("On Monday the trams will run along Via Labicana and Via Cavour to the old gate.")
            .places
        #expect(places.contains("Via Labicana") && places.contains("Via Cavour"), "\(places)")
        let office = entityList("The auditors sit on the third floor of Tour C, beside the archive.").places
        #expect(!office.contains("Tour C"), "\(office)")
    }

    @Test("ghats, gardens in Hindi, bazaars' quarters, expressways, marshes, manors and tunnels are places")
    func newPlaceEndingsRule() {
        let places = entityList("We walked from Ranu Ghat to Mirza Bagh, then drove the Kesar Expressway home.").places
        #expect(places == ["Ranu Ghat", "Mirza Bagh", "Kesar Expressway"], "\(places)")
        let walk = entityList("The path skirts Oxley Marshes before it reaches Hadlow Manor.").places
        #expect(walk == ["Oxley Marshes", "Hadlow Manor"], "\(walk)")
    }

    @Test("Portuguese shops, Mexican taquerías and German state offices are organizations")
    func newOrganizationHeadsRule() {
        let organizations = entityList(
            "Comprámos os sapatos na Loja Esmeralda e o café no Empório Bom Jardim."
        ).organizations
        #expect(organizations == ["Loja Esmeralda", "Empório Bom Jardim"], "\(organizations)")
        let office = entityList("Die Messung hat das Landesamt für Geologie in Halle bestätigt.").organizations
        #expect(office == ["Landesamt für Geologie"], "\(office)")
    }

    @Test("a one-word legal form after a comma closes a firm's name; a person's letters in capitals do not")
    func oneWordFormAfterCommaRule() {
        let firm = entityList("We ordered the cabinets from Carpintaria Ribeiro, Lda, in Palmela last week.")
        #expect(firm.organizations == ["Carpintaria Ribeiro, Lda"], "\(firm.organizations)")
        let accountant = entityList("The books were checked by Marguerite Olawale-Finch, CPA, in March.")
        #expect(accountant.organizations.isEmpty, "\(accountant.organizations)")
    }

    @Test("a body its members form is named across `and`")
    func memberBodyAcrossAndRule() {
        let organizations = entityList(
            "The Mathura Bakers and Confectioners Association asked for longer opening hours."
        ).organizations
        #expect(organizations == ["Mathura Bakers and Confectioners Association"], "\(organizations)")
        let people = entityList("Kenji and Haruto met at the station.").people
        #expect(people == ["Kenji", "Haruto"], "\(people)")
    }

    @Test("a soft `c` heard as `s` and `-tial` for `-cial` are one slip")
    func softSoundsRule() {
        #expect(TextCorrector().correct("a crutial game").closest == "a crucial game")
        #expect(TextCorrector().correct("a substancial sum").closest == "a substantial sum")
    }

    @Test("a French metropolitan authority and a Mexico City borough's government are organizations")
    func metropolitanGovernmentRule() {
        let french = entityList("The tram plan was approved by the Métropole de Grenoble in May.").organizations
        #expect(french == ["Métropole de Grenoble"], "\(french)")
        let spanish = entityList("La Alcaldía Coyoacán cerró el mercado el martes.").organizations
        #expect(spanish == ["Alcaldía Coyoacán"], "\(spanish)")
    }

    @Test(
        "a name joined to a lowercase `station` is the station, a place; towers, buildings, mills and Dutch stations too"
    )
    func stationAndBuildingRule() {
        let station = entityList("He takes the train home from Fenwick station on Fridays.")
        #expect(station.places == ["Fenwick station"] && station.organizations.isEmpty, "\(station)")
        let walk = entityList(
            "We met by the Harlow Twin Towers and walked to the Ferry Building, then the Cabrillo Bathhouse."
        ).places
        #expect(walk == ["Harlow Twin Towers", "Ferry Building", "Cabrillo Bathhouse"], "\(walk)")
        #expect(entityList("De trein naar Tilburg Centraal had vertraging.").places == ["Tilburg Centraal"])
    }

    @Test("a road's letter code and number after `the` or `along` is a place; a part's code before its noun is not")
    func roadNumberRule() {
        let roads = entityList("Take the A417 to Cirencester, then drive along the BR-230 for two days.").places
        #expect(roads == ["A417", "Cirencester", "BR-230"], "\(roads)")
        #expect(entityList("Replace the B7 moisture probe before Friday.").places.isEmpty)
        #expect(ContextEntityRecognizer.mayHoldRoadNumbers(Array(" on the BR-230".utf16)))
        #expect(!ContextEntityRecognizer.mayHoldRoadNumbers(Array("no codes here at all".utf16)))
    }
}
