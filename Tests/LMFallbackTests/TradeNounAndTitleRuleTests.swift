import Testing

@testable import LMFallback

/// One test per rule of this round's entity evidence (sentences written for the test): trade nouns and compounds,
/// heads and legal forms, places by their last word, titles in lowercase, and ranges of days.
@Suite("Trade noun, title and day range rules")
struct TradeNounAndTitleRuleTests {
    @Test(
        "a Romance noun for a trade's shop or workshop opens or closes a business's name, in any language",
        arguments: [
            ("We buy our cheese from Fromagerie Lachassagne in town.", "Fromagerie Lachassagne"),
            ("Dinner was at Pizzeria Scugnizzo near the harbour.", "Pizzeria Scugnizzo"),
            ("Il latte va al Caseificio Valle Serena ogni mattina.", "Caseificio Valle Serena"),
            ("The lift was built by Teleferix Ingénierie in 2019.", "Teleferix Ingénierie"),
        ])
    func tradeNounRule(text: String, organization: String) {
        #expect(entityList(text).organizations.contains(organization), "\(entityList(text).organizations)")
    }

    @Test("a given name, a place or an English word with a trade noun's ending opens no business")
    func tradeNounLookalikes() {
        #expect(entityList("Valerie Dumont signed the lease on Monday.").people == ["Valerie Dumont"])
        #expect(entityList("Stay near Bataria Beach for the snorkelling.").organizations.isEmpty)
        #expect(!NameRecognizer.isTradeNoun("Criteria"))
        #expect(!NameRecognizer.isTradeNoun("Bulgaria"))
        #expect(NameRecognizer.isTradeNoun("Panadería"))
    }

    @Test(
        "Dutch trades and practices, German agencies, boards, works and associations name businesses",
        arguments: [
            ("De wol komt van Wolververij De Zwaluw uit Ede.", "Wolververij De Zwaluw"),
            ("Die Standortagentur Nordkreis sucht Flächen.", "Standortagentur Nordkreis"),
            (
                "Wir danken der Interessengemeinschaft Altmarkt Lemgo für die Hilfe.",
                "Interessengemeinschaft Altmarkt Lemgo"
            ),
            ("Licht und Ton liefert Bühnentechnik Rosskamp wie jedes Jahr.", "Bühnentechnik Rosskamp"),
        ])
    func germanAndDutchCompoundRule(text: String, organization: String) {
        #expect(entityList(text).organizations.contains(organization), "\(entityList(text).organizations)")
    }

    @Test(
        "language schools, gyms, wine estates, roads boards, police posts and cabins open names; a farm partnership too",
        arguments: [
            ("Me apunté a la Academia de Idiomas Horizonte en marzo.", "Academia de Idiomas Horizonte"),
            ("El Gimnasio Titán abre a las seis.", "Gimnasio Titán"),
            ("Abbiamo pranzato alla Tenuta Poggio Alto domenica.", "Tenuta Poggio Alto"),
            ("La Vialidad Provincial cortó el camino a Belén.", "Vialidad Provincial"),
            ("Nous avons dormi aux Cabañas Las Pircas près du lac.", "Cabañas Las Pircas"),
        ])
    func institutionHeadRule(text: String, organization: String) {
        #expect(entityList(text).organizations.contains(organization), "\(entityList(text).organizations)")
    }

    @Test(
        "Monaco's company, the Belgian and Congolese non-profit and the Italian sports club close firms' names",
        arguments: [
            ("The berth is managed by Port Hercule Yachting SAM this year.", "Port Hercule Yachting SAM"),
            ("Les fonds viennent de Kivu Solidaire ASBL depuis 2022.", "Kivu Solidaire ASBL"),
            ("La gara è organizzata da Pedale Lariano ASD ogni estate.", "Pedale Lariano ASD"),
        ])
    func legalFormRule(text: String, organization: String) {
        #expect(entityList(text).organizations.contains(organization), "\(entityList(text).organizations)")
    }

    @Test("a German firm's legal form after a hyphen closes its name")
    func hyphenatedLegalForm() {
        #expect(
            entityList("Die Nordkai Verwaltungs-GmbH hat den Pachtvertrag gekündigt.").organizations
                == ["Nordkai Verwaltungs-GmbH"])
        #expect(NameRecognizer.endsInHyphenatedLegalForm("Beteiligungs-AG"))
        #expect(!NameRecognizer.endsInHyphenatedLegalForm("Coca-Cola"))
    }

    @Test("an institution's head opening a sentence joins a name English does not write, not an English word")
    func headOpeningSentence() {
        #expect(entityList("Hotel Zvezdny on the promenade, 3,800 rub a night.").organizations == ["Hotel Zvezdny"])
        #expect(entityList("Council Tax is due on the first of the month.").organizations.isEmpty)
    }

    @Test("in English text, a foreign institution's head goes on through lowercase words English does not write")
    func foreignHeadInEnglish() {
        let list = entityList("We applied to the Conseil départemental de la Creuse for the van.")
        #expect(list.organizations == ["Conseil départemental de la Creuse"], "\(list.organizations)")
        #expect(entityList("The Banco agreed to lend more.").organizations.isEmpty)
    }

    @Test(
        "pagodas, tombs, steps, nagars, lawns, walkways, grottoes and stations by their German name are places",
        arguments: [
            ("We watched the sunrise at Kinkaku Pagoda with the tour.", "Kinkaku Pagoda"),
            ("The reception is at Rosebagh Lawns, Indira Nagar.", "Indira Nagar"),
            ("We climbed Darwin's Steps before noon.", "Darwin's Steps"),
            ("A shuttle runs to the Longmen Grottoes every hour.", "Longmen Grottoes"),
            ("The Harbour Walkway is closed after the storm.", "Harbour Walkway"),
            ("We met at Wichlinghauser Bahnhof at eight.", "Wichlinghauser Bahnhof"),
        ])
    func placeWordRule(text: String, place: String) {
        #expect(entityList(text).places.contains(place), "\(entityList(text).places)")
    }

    @Test("a vale before `of` opens a place's name")
    func valeOfRule() {
        #expect(entityList("Orchards across the Vale of Clwydd bloomed early.").places.contains("Vale of Clwydd"))
    }

    @Test("a part of the day opening an itinerary's line is no part of the place after it")
    func partOfDayOpener() {
        let list = entityList("Afternoon Lingyan Temple, bus 41 from the station, ticket ¥60.")
        #expect(list.places.contains("Lingyan Temple"), "\(list.places)")
    }

    @Test("a visitor services centre is the body that runs it")
    func servicesCentre() {
        let list = entityList("Tickets are sold by the Pingyao Old Town Visitor Services Centre at the gate.")
        #expect(list.organizations == ["Pingyao Old Town Visitor Services Centre"], "\(list.organizations)")
    }

    @Test(
        "a Romance title written in lowercase opens a person's name",
        arguments: [
            ("Gentile signora Brambilla, la ringrazio per la cortesia di ieri al telefono e per il menù.", "Brambilla"),
            ("Ayer le dije a don Evaristo que el camino estaba cortado por la lluvia de la semana.", "Evaristo"),
        ])
    func lowercaseTitleRule(text: String, person: String) {
        #expect(entityList(text).people.contains(person), "\(entityList(text).people)")
    }

    @Test("in English text, one word with a German or Dutch place's ending is a place, not a name")
    func germanPlaceCompoundInEnglish() {
        let list = entityList("We walked from Lindenstraße past the Obermarkt to the Schwanenteich.")
        #expect(list.places == ["Lindenstraße", "Obermarkt", "Schwanenteich"], "\(list.places)")
        #expect(!NameRecognizer.isGermanOrDutchPlace("Rosenberg"))
    }

    @Test("a weekday and a day before a dash and a day with its month are one range")
    func weekdayDayRange() {
        #expect(entityList("Fri 6 – Sun 8 March — Gunib and Chokh").dates == ["Fri 6 – Sun 8 March"])
    }

    @Test("grape varieties name no one and nowhere")
    func grapeVarieties() {
        let list = entityList("The tasting ran from Chenin Blanc to Marselan, with Teodora Vasquez pouring.")
        #expect(list.people == ["Teodora Vasquez"], "\(list.people)")
        #expect(list.places.isEmpty && list.organizations.isEmpty, "\(list.places) \(list.organizations)")
    }

    @Test("a Malaysian residence opens a place's name")
    func residenceHead() {
        #expect(entityList("We moved into Residensi Seri Mutiara last month.").places == ["Residensi Seri Mutiara"])
    }

    @Test("a Romance article and one word inside a sentence name a place; after `chez` or with a trade, a business")
    func articleAndOneWordPlace() {
        #expect(entityList("We swam at Las Tortugas before lunch.").places == ["Las Tortugas"])
        #expect(entityList("Nous avons dîné chez Le Pradel avec les voisins.").organizations == ["Le Pradel"])
        #expect(entityList("We ate at La Pizzeria after the match.").places.isEmpty)
    }

    @Test("a compound's first part written with a hyphen joins the firm's name across `und` or `en`")
    func suspendedCompound() {
        let list = entityList("Die Rheinauer Holz- und Baustoffhandel GmbH liefert die Bretter am Montag.")
        #expect(list.organizations == ["Rheinauer Holz- und Baustoffhandel GmbH"], "\(list.organizations)")
        #expect(entityList("Zwischen Bremen- und Kiel-Verkehr gab es Streit.").organizations.isEmpty)
    }

    @Test("a capitalized The inside a sentence before two names or more names a venue or a band, with its The")
    func theInsideSentence() {
        let list = entityList("The hall hosted early gigs by The Tin Herons, and we ate at The Quay Larder later.")
        #expect(list.organizations == ["The Tin Herons", "The Quay Larder"], "\(list.organizations)")
        #expect(entityList("Reading notes: The Glass Meridian").organizations.isEmpty)
        #expect(entityList("We walked down to The Harbour Steps after dinner.").organizations.isEmpty)
    }

    @Test(
        "everyday businesses and services open their names with their local word",
        arguments: [
            ("Die Eier holen wir beim Hofladen Brinkhege am Samstag.", "Hofladen Brinkhege"),
            ("Das Planungsbüro Vossenkämper hat den Entwurf geschickt.", "Planungsbüro Vossenkämper"),
            ("Onze jongste gaat sinds maart naar Basisschool Klimophof.", "Basisschool Klimophof"),
            ("Reservamos las clases en la Autoescuela Girasol del centro.", "Autoescuela Girasol"),
        ])
    func everydayBusinessHeads(text: String, organization: String) {
        #expect(entityList(text).organizations.contains(organization), "\(entityList(text).organizations)")
    }

    @Test("one name after a word of place and `the` is a river, a hill or a quarter; a brand or an acronym is not")
    func featureAfterThe() {
        let list = entityList("We cycled along the Wertach and had coffee on the Hirschberg before the rain.")
        #expect(list.places == ["Wertach", "Hirschberg"], "\(list.places)")
        #expect(entityList("The pump stopped on the MyWater app and in the VPN logs.").places.isEmpty)
    }

    @Test(
        "Hausa, West African and Swahili titles open a person's name and stay outside it",
        arguments: [
            ("The stall belongs to Hajiya Bilkisu Danladi, who sells in bulk.", "Bilkisu Danladi"),
            ("We asked Mallam Sani Garba about the seed prices.", "Sani Garba"),
            ("Madam Akosua Frimpong runs the chop bar by the lorry park.", "Akosua Frimpong"),
        ])
    func westAfricanTitles(text: String, person: String) {
        #expect(entityList(text).people.contains(person), "\(entityList(text).people)")
    }

    @Test("two days joined by `to` are one range, unless `from` or `between` opens the first")
    func dayRangeWithTo() {
        #expect(entityList("The hut is booked Fri 13th to Sun 15th for four.").dates == ["Fri 13th to Sun 15th"])
        #expect(entityList("We stay from Fri 6 March to Sun 8 March.").dates == ["Fri 6 March", "Sun 8 March"])
    }

    @Test("a weekday or its abbreviation before a day and month in digits with periods is a date, not francs")
    func weekdayAndDottedDate() {
        let list = entityList("Wir fahren Fr 7.11. los und sind So 9.11. wieder zu Hause.")
        #expect(list.dates == ["Fr 7.11.", "So 9.11."], "\(list.dates)")
        #expect(list.money.isEmpty, "\(list.money)")
    }

    @Test("a chat's `sat` or `sun` before an ordinal day is a day, not the verb after its subject")
    func chatWeekdayBeforeOrdinal() {
        #expect(entityList("ok the hut is free sat 14th, and sun 15th too").dates == ["sat 14th", "sun 15th"])
        #expect(entityList("I sat 2nd in the race and she sat 3rd.").dates.isEmpty)
        #expect(entityList("dinner sat 7th feb at mine").dates == ["sat 7th feb"])
    }
}
