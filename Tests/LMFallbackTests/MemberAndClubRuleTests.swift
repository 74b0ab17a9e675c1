import Testing

@testable import LMFallback

/// One test per rule on clubs, legal forms and people named with where they belong, on sentences written for the
/// test (not taken from any evaluation or development set).
@Suite("Member, club and legal form rules")
struct MemberAndClubRuleTests {
    @Test("a club's prefix in capitals opens its name")
    func clubPrefixRule() {
        let entities = entityList(
            "In the league final on Sunday, FC Tobol Rudny beat BC Kalev Pärnu after a long night in a full hall.")
        #expect(entities.organizations == ["FC Tobol Rudny", "BC Kalev Pärnu"], "\(entities.organizations)")
    }

    @Test("a legal form in capitals closes the name: the town after `of` is a place of its own")
    func legalFormClosesNameRule() {
        let entities = entityList(
            "The lawsuit was filed by Granite Ridge Outfitters LLC of Boise over the unpaid order and the late fees.")
        #expect(entities.organizations == ["Granite Ridge Outfitters LLC"], "\(entities.organizations)")
        #expect(entities.places == ["Boise"], "\(entities.places)")
    }

    @Test(
        "more legal forms and co-operative tails: JSC, OÜ, DAC, PC, (Pvt) Ltd, e. V., SACCO, Co-operative",
        arguments: [
            ("The cables came from Irbis Cable Works JSC in the spring of that year.", "Irbis Cable Works JSC"),
            ("Our sofa was sold by Mööblimaailm OÜ and arrived broken in the end.", "Mööblimaailm OÜ"),
            ("The ferry is run by Bantry Harbour Services DAC on weekdays only.", "Bantry Harbour Services DAC"),
            ("The will was drafted by Juniper Hollow Legal PC for the two sisters.", "Juniper Hollow Legal PC"),
            ("The tea was packed by Nuwara Leaf Exports (Pvt) Ltd for the buyers.", "Nuwara Leaf Exports (Pvt) Ltd"),
            (
                "Der Zuschuss kam vom Förderkreis Burgruine Hohenstein e. V. im Mai.",
                "Förderkreis Burgruine Hohenstein e. V."
            ),
            ("The loan came from the Meru Tea Growers SACCO after the harvest.", "Meru Tea Growers SACCO"),
            ("The milk goes to the Glenbrae Dairy Co-operative every morning.", "Glenbrae Dairy Co-operative"),
        ])
    func legalFormAndTailRule(text: String, expected: String) {
        let entities = entityList(text)
        #expect(entities.organizations == [expected], "\(entities.organizations)")
        #expect(entities.people.isEmpty, "\(entities.people)")
    }

    @Test(
        "a trade word ends a business's name even when every word is common; a science centre is an organization",
        arguments: [
            ("Last week we booked Salt Creek Tours for the whole group.", "Salt Creek Tours"),
            ("The cider is bottled by Blue Heron Bottling in the valley.", "Blue Heron Bottling"),
            ("The furnace was fixed by Pine Ridge Mechanical on Tuesday morning.", "Pine Ridge Mechanical"),
            ("The samples went to the Rwenzori Genomics Centre for testing.", "Rwenzori Genomics Centre"),
            ("The permit came from Gabrovo Municipality after two months.", "Gabrovo Municipality"),
        ])
    func tradeWordRule(text: String, expected: String) {
        let entities = entityList(text)
        #expect(entities.organizations == [expected], "\(entities.organizations)")
        #expect(entities.places.isEmpty, "\(entities.places)")
    }

    @Test("a surname that is also a town's name keeps its possessive business; a country's does not")
    func surnamePossessiveRule() {
        let organizations = entityList(
            "We hired bikes from Burke's Bike Hire on the pier. Peru's Ministry of Transport approved the road."
        ).organizations
        #expect(organizations == ["Burke's Bike Hire", "Ministry of Transport"], "\(organizations)")
    }

    @Test("an organization's or a place's possessive ends a name: the name after it stands alone")
    func possessiveOwnerRule() {
        let loan = entityList("The loan came through the USDA's Rural Lending Office last spring, as planned.")
        #expect(loan.organizations.contains("Rural Lending Office"), "\(loan.organizations)")
        #expect(!loan.organizations.contains { $0.hasPrefix("USDA") }, "\(loan.organizations)")
        let samples = entityList("The samples went to Chiang Mai's Doi Suthep Medical Centre for tests.")
        #expect(samples.places == ["Chiang Mai"], "\(samples.places)")
        #expect(samples.organizations == ["Doi Suthep Medical Centre"], "\(samples.organizations)")
    }

    @Test(
        "more heads and tails: Aerolíneas, Expresos, Condominio, Gîte, Agro; Servizi, Hub, Taphouse, Lodge, Nation, Pay",
        arguments: [
            ("Compramos los pasajes con Aerolíneas del Caribe para el lunes.", "Aerolíneas del Caribe"),
            ("The payment went through Danube Pay without any fee at all.", "Danube Pay"),
            ("We stayed two nights at Kudu Rest Lodge near the river bank.", "Kudu Rest Lodge"),
            ("The hunt was approved by the Kaska Dena Nation last winter.", "Kaska Dena Nation"),
        ])
    func moreHeadsAndTailsRule(text: String, expected: String) {
        #expect(entityList(text).organizations == [expected], "\(entityList(text).organizations)")
    }

    @Test("a verb opening a sentence is not part of the name after it")
    func sentenceVerbRule() {
        let organizations = entityList("The fares went up again. Try Andean Condor Air for the morning flight.")
            .organizations
        #expect(organizations == ["Andean Condor Air"], "\(organizations)")
    }

    @Test("a place's head, `of` and a town that ends firms' names is a place")
    func portOfRule() {
        let entities = entityList("The freighter sailed from the Port of Mobile at dawn with a full load of timber.")
        #expect(entities.places == ["Port of Mobile"], "\(entities.places)")
    }

    @Test("a plural of trade that is no surname ends a business's name, not a person's; English compounds of trade too")
    func businessPluralRule() {
        let entities = entityList(
            "The logs are moved by Dennis Creek Haulers each spring. We rode out with Lwazi Shuttles, and the sails "
                + "came from Lunenburg Sailmakers. The actor Mel Brooks was there.")
        #expect(
            entities.organizations == ["Dennis Creek Haulers", "Lwazi Shuttles", "Lunenburg Sailmakers"],
            "\(entities.organizations)")
        #expect(entities.people == ["Mel Brooks"], "\(entities.people)")
    }

    @Test("a legal form's letters before a number are a code: `PC 212` is a flight")
    func codeBeforeNumberRule() {
        let organizations = entityList("We fly with Northern Heron Airlines PC 212 to Kyoto on the morning flight.")
            .organizations
        #expect(!organizations.contains { $0.hasSuffix("PC") }, "\(organizations)")
    }

    @Test(
        "a person before a word for `of` in any language and their organization are two names",
        arguments: [
            (
                "Ha parlato Giulia Ferraro della Cooperativa Agricola Valdarno, e poi il sindaco.",
                "Giulia Ferraro", "Cooperativa Agricola Valdarno"
            ),
            (
                "The speaker was Prof. Abashidze of Imereti Agrarian University, who spoke for an hour.",
                "Abashidze", "Imereti Agrarian University"
            ),
            (
                "Daarna sprak Pieter van de Nandi Hills Tea Growers' Association over de prijzen.",
                "Pieter", "Nandi Hills Tea Growers' Association"
            ),
        ])
    func personOfOrganizationInAnyLanguageRule(text: String, person: String, organization: String) {
        let entities = entityList(text)
        #expect(entities.people == [person], "\(entities.people)")
        #expect(entities.organizations == [organization], "\(entities.organizations)")
    }

    @Test("a word that makes an office of a title, and Fr. before a name, stay outside the name")
    func officeTitleRule() {
        let people = entityList(
            "The budget was signed by Deputy Mayor Ilinca Dobre on Friday. Fr. Colm Ó Riain blessed the fleet, and "
                + "the fee stays at Fr. 200 a boat."
        )
        .people
        #expect(people == ["Ilinca Dobre", "Colm Ó Riain"], "\(people)")
    }

    @Test("an adverb opening a sentence is not part of the organization after it")
    func sentenceAdverbRule() {
        let organizations = entityList(
            "The harvest was poor. Yesterday Kericho Highlands Growers Union asked for more time to pay."
        )
        .organizations
        #expect(organizations == ["Kericho Highlands Growers Union"], "\(organizations)")
    }
}
