import Testing

@testable import LMFallback

/// One test per rule for names written with Arabic's lowercase article, guest houses and homestays, Romanian
/// institutions, a German sole trader's form, and `and` in other languages inside a headed body's name.
@Suite("Article and headed body rules")
struct ArticleAndHeadedBodyRuleTests {
    @Test("a word after Arabic's lowercase article goes on in a name, as a capitalized word does")
    func arabicArticleRule() {
        #expect(entityList("We walked to Bab al-Sharqi after lunch.").places == ["Bab al-Sharqi"])
        #expect(entityList("Ahmed al-Rashid said the harbour would reopen.").people == ["Ahmed al-Rashid"])
        #expect(WordTokenizer.hasArticleBeforeCapital(Array("al-Rashid".utf16), 0..<9))
        #expect(!WordTokenizer.hasArticleBeforeCapital(Array("al-rashid".utf16), 0..<9))
    }

    @Test("guest houses and homestays are businesses")
    func guestHouseRule() {
        let organizations = entityList(
            "We stayed two nights at the Teak Hill Guest House and one at Blue Lotus Homestay."
        ).organizations
        #expect(organizations == ["Teak Hill Guest House", "Blue Lotus Homestay"], "\(organizations)")
    }

    @Test("Romanian institutes and a German sole trader's `e. K.` name organizations")
    func romanianHeadsAndSoleTraderRule() {
        let romanian = entityList("Probele au fost analizate la Institutul Marin Delta din Tulcea.")
        #expect(romanian.organizations == ["Institutul Marin Delta"], "\(romanian.organizations)")
        let german = entityList("Die Rechnung kam von Heizdienst Rheinaue e. K. aus Speyer.")
        #expect(german.organizations == ["Heizdienst Rheinaue e. K."], "\(german.organizations)")
    }

    @Test("another language's `and` goes on in a name an institution's head opens; Spanish `en` is `in`")
    func headedBodyConjunctionRule() {
        let spanish = entityList("La Asociación de Hoteles y Moteles de Taxco pidió más policías el lunes.")
        #expect(spanish.organizations == ["Asociación de Hoteles y Moteles de Taxco"], "\(spanish.organizations)")
        let dutch = entityList("Het Waterschap Linge en Waal heeft de dijk gisteren versterkt.")
        #expect(dutch.organizations == ["Waterschap Linge en Waal"], "\(dutch.organizations)")
        let museum = entityList("Visitamos el Museo Rocsen en Nono el domingo.")
        #expect(museum.organizations == ["Museo Rocsen"], "\(museum.organizations)")
    }

    @Test("a club's founding year before its legal form is part of its name and no date of its own")
    func foundingYearRule() {
        let entities = entityList("Die Regatta richtet der Kanuverein Saalfeld 1908 e.V. im Juni aus.")
        #expect(entities.organizations == ["Kanuverein Saalfeld 1908 e.V."], "\(entities.organizations)")
        #expect(entities.dates == ["Juni"], "\(entities.dates)")
    }

    @Test(
        "an acronym that names one body is an organization though a dictionary lists it; common abbreviations are not")
    func organizationAcronymRule() {
        #expect(entityList("The old town was listed by UNESCO in 2021.").organizations == ["UNESCO"])
        #expect(entityList("Inspectors from OSHA visited the plant on Monday.").organizations == ["OSHA"])
        #expect(entityList("The DNA results and the VAT receipt arrived.").organizations.isEmpty)
    }

    @Test("a national body named by its field and its country is an organization; lounges and parlours are businesses")
    func nationalBodyAndLoungeRule() {
        let grants = entityList("The grant came from Sport Ireland and Rowing Ireland in May.").organizations
        #expect(grants == ["Sport Ireland", "Rowing Ireland"], "\(grants)")
        #expect(entityList("We played golf in Portugal.").places == ["Portugal"])
        let evening = entityList("We had cocktails at Mulvey's Lounge and ice cream at the Harbour Parlour.")
        #expect(evening.organizations == ["Mulvey's Lounge", "Harbour Parlour"], "\(evening.organizations)")
    }
}
