import Testing

@testable import LMFallback

/// One test per organization rule for pubs' articles, trade words, foreign heads and research stations (sentences
/// written for the test).
@Suite("Pub, trade word and research station rules")
struct PubAndTradeWordRuleTests {
    @Test(
        "a pub's or a paired name's The is part of it, at a sentence's start too; an institution's is not",
        arguments: [
            ("The Drovers Inn opened a back room for us.", "The Drovers Inn"),
            ("We met at The Heron & Quill after the match.", "The Heron & Quill"),
            ("The Castlegate Arms serves food until nine.", "The Castlegate Arms"),
            ("The Marlow Rowing Association raised the fees.", "Marlow Rowing Association"),
        ])
    func pubArticleRule(text: String, organization: String) {
        #expect(entityList(text).organizations == [organization], "\(entityList(text).organizations)")
    }

    @Test(
        "trade words end firms' and shops' names",
        arguments: [
            ("Quotes came from Ballyrea Steel Fabrication and two others.", "Ballyrea Steel Fabrication"),
            ("We bought the candles at Dunmore Teahouse last week.", "Dunmore Teahouse"),
            ("Ask Harcourt Leather Workshop about the straps.", "Harcourt Leather Workshop"),
            ("Crates go to Rosenhain Feinkost every Monday.", "Rosenhain Feinkost"),
        ])
    func tradeWordRule(text: String, organization: String) {
        #expect(entityList(text).organizations.contains(organization), "\(entityList(text).organizations)")
    }

    @Test(
        "a wine estate, a youth hostel, a radio station, a fund and a seafood shop open their names",
        arguments: [
            ("Nous avons commandé chez Domaine Vercors-Bellin cette année.", "Domaine Vercors-Bellin"),
            ("Wir übernachten in der Jugendherberge Mardorf am See.", "Jugendherberge Mardorf am See"),
            ("A entrevista passou na Rádio Planície ontem à noite.", "Rádio Planície"),
            ("Comimos en Mariscos La Güera junto al muelle.", "Mariscos La Güera"),
        ])
    func foreignHeadRule(text: String, organization: String) {
        #expect(entityList(text).organizations.contains(organization), "\(entityList(text).organizations)")
    }

    @Test("a B&B is one word that ends or opens a business's name, and a unit ends a body's")
    func bedAndBreakfastRule() {
        let list = entityList(
            "We booked Heron Point B&B for two nights. The Kisiwani Beach Management Unit met on the shore.")
        #expect(
            list.organizations == ["Heron Point B&B", "Kisiwani Beach Management Unit"], "\(list.organizations)")
        #expect(WordTokenizer().tokens(in: "a B&B stay").map(\.text) == ["a", "B&B", "stay"])
    }

    @Test(
        "funds, schools, unions, farms and studios open names, but not a room's letter",
        arguments: [
            ("Le Fonds Agricole Vosgien a refusé la demande.", ["Fonds Agricole Vosgien"]),
            ("Les enfants vont à l'École Jules-Ferry depuis mars.", ["École Jules-Ferry"]),
            ("La Unión de Apicultores de Tepic vende miel.", ["Unión de Apicultores de Tepic"]),
            ("Compramos el café a Finca Las Nubes cada año.", ["Finca Las Nubes"]),
            ("The mix was done by Studio Marrone Acustica, not in Studio B.", ["Studio Marrone Acustica"]),
        ])
    func moreHeadsRule(text: String, organizations: [String]) {
        #expect(entityList(text).organizations == organizations, "\(entityList(text).organizations)")
    }

    @Test("a research station and a testing or quality centre are bodies, not places")
    func researchStationRule() {
        let list = entityList(
            "Samples went to the Kordofan Dryland Research Station and the Wuyi Seed Testing Centre for checks.")
        #expect(
            list.organizations == ["Kordofan Dryland Research Station", "Wuyi Seed Testing Centre"],
            "\(list.organizations)")
        #expect(list.places.isEmpty, "\(list.places)")
    }

    @Test(
        "an eatery or a shop named for what it sells with House or Corner, a car hire and a German daycare are organizations",
        arguments: [
            ("We ate at Anand Dosa Corner before the train.", "Anand Dosa Corner"),
            ("The best rolls are at Pemba Noodle House on the corner.", "Pemba Noodle House"),
            ("Pick the car up from Mindelo Rent-a-Car at the port.", "Mindelo Rent-a-Car"),
            ("Die Kinder gehen in die Kita Regenbogen am Markt.", "Kita Regenbogen am Markt"),
        ])
    func tradeHouseRule(text: String, organization: String) {
        #expect(entityList(text).organizations.contains(organization), "\(entityList(text).organizations)")
    }

    @Test("a house or a corner after no ware is left to the other rules: Government House is a place")
    func governmentHouseRule() {
        let list = entityList("The parade ended outside Government House in the rain.")
        #expect(list.organizations.isEmpty, "\(list.organizations)")
    }
}
