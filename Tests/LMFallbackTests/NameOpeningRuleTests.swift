import Testing

@testable import LMFallback

/// One test per rule for the words that open or continue a name where a sentence starts or `of the` follows
/// (sentences written for the test).
@Suite("Name opening rules")
struct NameOpeningRuleTests {
    @Test("an organization's word, `of the` and a capitalized word go on as one name")
    func ofTheRule() {
        let list = entityList("She trained at the Coastal Nursing College of the Western Cape in 2019.")
        #expect(list.organizations == ["Coastal Nursing College of the Western Cape"], "\(list.organizations)")
        // Not after a word that names no organization.
        let places = entityList("We walked the length of the Bray Valley of the Ashcombe hills.").organizations
        #expect(places.isEmpty, "\(places)")
    }

    @Test("a sentence's first `New` or `First` stays with a name that ends as an organization's does")
    func nameOpeningStopwordRule() {
        let list = entityList("New Harbour Growers Trust pays out in May.")
        #expect(list.organizations == ["New Harbour Growers Trust"], "\(list.organizations)")
        // Otherwise it is the sentence's word.
        let people = entityList("New Jolene Marsh arrived yesterday.").people
        #expect(people == ["Jolene Marsh"], "\(people)")
    }

    @Test("a sentence's first common word stays with a name when the whole is a known place")
    func knownPlaceLeadRule() {
        #expect(entityList("North Carolina raised the fee in March.").places == ["North Carolina"])
        #expect(entityList("New Delhi was hot all week.").places == ["New Delhi"])
    }

    @Test("a sentence's first common word stays with a name whose organization's word stands before `of`")
    func organizationBeforeOfRule() {
        let list = entityList("Southern Reef Anglers Association of Tavira met on Tuesday.")
        #expect(list.organizations == ["Southern Reef Anglers Association of Tavira"], "\(list.organizations)")
    }

    @Test("Dutch, German and Filipino family titles and a deputy's title before a name are no part of it")
    func familyAndDeputyTitleRule() {
        #expect(entityList("We stayed with Oma Wietske in the old farmhouse.").people == ["Wietske"])
        #expect(entityList("The bus was late, so Ate Marites drove us to the pier.").people == ["Marites"])
        let deputy = entityList("The motion was tabled by Deputy Rozenn Le Tissier on Wednesday.").people
        #expect(deputy == ["Rozenn Le Tissier"], "\(deputy)")
    }

    @Test("German clergy, the Czech bachelor's degree and Setswana and Swahili forms of address are honorifics")
    func moreHonorificsRule() {
        #expect(entityList("The service was led by Pfarrer Anselm Gräber on Sunday.").people == ["Anselm Gräber"])
        #expect(entityList("Our guide, Mzee Odhiambo, knew every bird.").people == ["Odhiambo"])
        #expect(entityList("The chief, Kgosi Lesego Mothibi, opened the meeting.").people == ["Lesego Mothibi"])
    }

    @Test("a sentence's first word opens a known place of three or four words (`Port of Spain`)")
    func knownPlaceOfThreeWordsRule() {
        let places = entityList("Port of Spain was hot and crowded all week.").places
        #expect(places == ["Port of Spain"], "\(places)")
    }

    @Test("one word after a lowercase `the` names no person")
    func noPersonAfterTheRule() {
        #expect(entityList("In July, when the Ventaja was at its highest, the ferry stopped.").people.isEmpty)
        // Before a feature's noun it is a place.
        #expect(entityList("Fuel at the Marlow harbor cost more this year.").places == ["Marlow"])
    }

    @Test("a place head of another language before a word that names no one is a place, even when it is a given name")
    func foreignHeadBeforeNoNameRule() {
        #expect(entityList("We watched the sunset at Isla Quemada after lunch.").places == ["Isla Quemada"])
        #expect(entityList("We met Isla Fisher after lunch.").people == ["Isla Fisher"])
    }

    @Test("a place's word ending a name counts before a possessive too")
    func placeWordBeforePossessiveRule() {
        #expect(entityList("Landings at Gull Isle's main harbor fell.").places == ["Gull Isle"])
    }

    @Test(
        "Bhutanese, Thai and Indian forms of address, the Italian accountant's title and the Caribbean aunty are honorifics"
    )
    func asianAndCaribbeanHonorificRule() {
        #expect(entityList("The farmhouse is run by Aum Sonam Choden and her son.").people == ["Sonam Choden"])
        #expect(entityList("Please confirm with Khun Pranee Wongsa before noon.").people == ["Pranee Wongsa"])
        #expect(entityList("The invoice was signed by Rag. Marcello Ferri on Monday.").people == ["Marcello Ferri"])
    }

    @Test("RMB before an amount is money")
    func renminbiRule() {
        #expect(entityList("Entry to the old town costs RMB 50 a person.").money == ["RMB 50"])
    }

    @Test("a sentence's first word that is a place's head stays with the one word after it")
    func placeHeadLeadRule() {
        #expect(entityList("Fort Wickham closes at five in winter.").places == ["Fort Wickham"])
    }
}
