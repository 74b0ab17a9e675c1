import Testing

@testable import LMFallback

/// One test per rule for natural features, bylines, trades and clubs named in more languages, patronyms, German
/// job titles and nouns, number words, and the money and date forms added with them (sentences written for the test).
@Suite("Feature and trade rules")
struct FeatureAndTradeRuleTests {
    @Test("a lowercase natural feature's word before a name makes it a place, and is no part of it")
    func naturalFeatureHeadRule() {
        let spanish = entityList("Al día siguiente subimos al volcán Lanín y luego al glaciar Ojo del Albino.").places
        #expect(spanish == ["Lanín", "Ojo del Albino"], "\(spanish)")
        let portuguese = entityList("Passamos três dias na ilha de Boipeba com a família.").places
        #expect(portuguese == ["Boipeba"], "\(portuguese)")
        // A street's head stays part of its name.
        let street = entityList("Le marché se tient rue des Tanneurs chaque samedi matin.").places
        #expect(street == ["rue des Tanneurs"], "\(street)")
    }

    @Test("a feature's word in lowercase after a name makes it a place")
    func placeNounAfterNameRule() {
        let places = entityList("On Sunday we swam at Tolowa beach and soaked in the Marang hot springs.").places
        #expect(places == ["Tolowa", "Marang"], "\(places)")
        // A word that is no feature's says nothing (`Tolowa said`).
        let person = entityList("On Sunday Tolowa said the beach was closed.").places
        #expect(person.isEmpty, "\(person)")
    }

    @Test("capitalized heads of capes, cays, lagoons and gorges open a place's name")
    func featureHeadRule() {
        let places = entityList("We took the ferry to Caye Chapel and then hiked the Gorges de la Nesque.").places
        #expect(places == ["Caye Chapel", "Gorges de la Nesque"], "\(places)")
    }

    @Test("outside English, a clause's first noun before a place of two words or a listed region is no part of it")
    func nounBeforeTwoWordPlaceRule() {
        let places = entityList("Rondreis Costa Rica: eerst twee nachten in de bergen, daarna naar de kust.").places
        #expect(places == ["Costa Rica"], "\(places)")
    }

    @Test("a report's byline ending in a role, a town and a date names the town")
    func bylineTownRule() {
        let text = """
            Quarterly Report — Riverbend Water Users
            Prepared by Tomasi Vakacegu, field officer, Nausori, 14 March 2026

            Overview
            The scheme now serves 400 homes.
            """
        #expect(entityList(text).places == ["Nausori"], "\(entityList(text).places)")
        // A person signing with a date is no town.
        let signed = entityList("Approved by the board, chair of trustees, Maria, 2 May 2026").places
        #expect(signed.isEmpty, "\(signed)")
    }

    @Test("a town that is a plural noun, opening a sentence, is the noun when the document writes it in lowercase")
    func pluralNounTownRule() {
        let places = entityList("Lobster fishers had a poor week. Fishers on the north shore say the reef is bleached.")
            .places
        #expect(places.isEmpty, "\(places)")
    }

    @Test("travel agencies, airlines and associations named in more languages are organizations")
    func tradeWordsInMoreLanguagesRule() {
        let organizations = entityList(
            "We booked the trip with Andes Norte Viajes and flew with Austral Linhas Aéreas."
        ).organizations
        #expect(organizations == ["Andes Norte Viajes", "Austral Linhas Aéreas"], "\(organizations)")
    }

    @Test("inns, eateries, pastry shops and drugstores are named by their head in more languages")
    func businessHeadsInMoreLanguagesRule() {
        let organizations = entityList(
            "Dinner at Restoran Mak Jah, then cakes from Pastisseria Roca and sunscreen from Drogisterij Bakker."
        ).organizations
        #expect(organizations == ["Restoran Mak Jah", "Pastisseria Roca", "Drogisterij Bakker"], "\(organizations)")
    }

    @Test("a sport's name inside a run makes it a club")
    func clubSportRule() {
        let entities = entityList(
            "I play for Harbour Town Hockey on Saturdays and Iker trains with Bidasoa Rugby Elkartea.")
        #expect(
            entities.organizations == ["Harbour Town Hockey", "Bidasoa Rugby Elkartea"], "\(entities.organizations)")
        #expect(!entities.people.contains("Bidasoa Rugby Elkartea"), "\(entities.people)")
    }

    @Test("a market of one trade's goods, or one named for its owner, is a shop")
    func shopMarketRule() {
        let entities = entityList("We bought oysters at Landry Seafood Market and sausage at Boudreaux's Meat Market.")
        #expect(
            entities.organizations == ["Landry Seafood Market", "Boudreaux's Meat Market"], "\(entities.organizations)")
        #expect(entities.places.isEmpty, "\(entities.places)")
        // A market named for its place stays a place.
        #expect(entityList("We walked through Camden Market on Sunday.").places == ["Camden Market"])
    }

    @Test("a patronym's particle between names makes a person")
    func patronymRule() {
        let people = entityList("The permit was signed by Jimbun anak Sabang, the headman of the longhouse.").people
        #expect(people == ["Jimbun anak Sabang"], "\(people)")
    }

    @Test("a German compound naming a job is a title before a name, not part of it")
    func germanJobTitleRule() {
        let people = entityList("Am Abend kocht unser Küchenchef Bernhard Moosbrugger für die ganze Gruppe.").people
        #expect(people == ["Bernhard Moosbrugger"], "\(people)")
    }

    @Test("German nouns of action or quality, and number words opening a sentence, name nothing")
    func germanNounAndNumberRule() {
        let entities = entityList(
            "Paul: Zwei Spieler sind nach ihren Verletzungen noch in Behandlung bei der Klinik, und das Training am "
                + "Dienstag fällt aus.")
        #expect(entities.people == ["Paul"], "\(entities.people)")
        #expect(entities.places.isEmpty, "\(entities.places)")
        let french = entityList("Trois bénévoles ont repeint la salle des fêtes samedi dernier avec nous.").people
        #expect(french.isEmpty, "\(french)")
    }

    @Test("dollar after an amount, the dram's and afghani's signs and Gulf abbreviations after an amount are money")
    func moreCurrencyFormsRule() {
        let money = entityList("Die Tour kostet 75 Dollar pro Person, in Amman zahlten wir 40 JD, in Jerewan ֏ 12,000.")
            .money
        #expect(money == ["75 Dollar", "40 JD", "֏ 12,000"], "\(money)")
    }

    @Test("Austria's month names are months")
    func austrianMonthRule() {
        let dates = entityList("Die Anzahlung bitte bis 23. Jänner, der Rest bis 3. Feber 2026.").dates
        #expect(dates == ["23. Jänner", "3. Feber 2026"], "\(dates)")
    }

    @Test("a service department named by what it handles is no organization")
    func serviceDepartmentRule() {
        let entities = entityList(
            "Ticket 4471. Agent: Priya N., Card Services. The refund reached Customer Care on Monday.")
        #expect(entities.organizations.isEmpty, "\(entities.organizations)")
        // A firm's name before a service word is still a firm.
        #expect(
            entityList("The meters were read by Meterline Services in May.").organizations == ["Meterline Services"])
    }

    @Test("a Dutch or German preposition may stand between a clause's first noun and a place")
    func prepositionAfterNounBeforePlaceRule() {
        let places = entityList("Trein van Kandy naar Colombo op vrijdag, daarna de bus.").places
        #expect(places == ["Kandy", "Colombo"], "\(places)")
    }

    @Test("a Romance word for an airport, a town or a village before `de` makes a place of the name after it")
    func townNounBeforeNameRule() {
        let places = entityList("Nous arrivons à l'aéroport de Monastir puis au village de Takrouna.").places
        #expect(places == ["Monastir", "Takrouna"], "\(places)")
    }

    @Test("a town after a postal code is a place when it or the country after it is known")
    func postalTownRule() {
        let signature = entityList(
            "Kind regards\nAnna Keller\nBergbahnen Keller\n6580 St. Anton am Arlberg, Österreich")
        #expect(signature.places == ["St. Anton am Arlberg", "Österreich"], "\(signature.places)")
        let report = entityList("Annual Report\n2025 Highlights\n\nThe year went well for the co-op.")
        #expect(report.places.isEmpty, "\(report.places)")
    }

    @Test("a city's name and a word for its old, new or central part name a quarter")
    func cityDistrictRule() {
        let places = entityList("We stayed two nights in Habana Vieja and one in Centro Habana.").places
        #expect(places == ["Habana Vieja", "Centro Habana"], "\(places)")
        // After an article it is a business's name.
        #expect(entityList("We ate at La Ceiba Vieja, a paladar in Vedado.").organizations == ["La Ceiba Vieja"])
    }

    @Test("legal forms written in lowercase, Austria's co-op and Finland's association close a name")
    func lowercaseLegalFormRule() {
        let organizations = entityList(
            "Die Anzahlung geht an die Walgauer Kreditgenossenschaft eGen in Bludenz, nicht an Kremer & Fils s.à r.l. in "
                + "Wiltz."
        ).organizations
        #expect(
            organizations == ["Walgauer Kreditgenossenschaft eGen", "Kremer & Fils s.à r.l."], "\(organizations)")
        #expect(
            entityList("The survey was run with Kalevan Luontoseura ry last spring.").organizations == [
                "Kalevan Luontoseura ry"
            ])
    }

    @Test("a German noun counting time or people names no one, even when it is also a given name")
    func germanCountNounRule() {
        let people = entityList(
            "Sehr geehrte Frau Berger, die Skipässe kosten 389 Euro pro Person (6 Tage) und der Transfer ist inklusive."
        ).people
        #expect(people == ["Berger"], "\(people)")
    }

    @Test("a street named by a number after its head, or by an ordinal, is one place with its number")
    func numberedStreetRule() {
        let places = entityList(
            "The bar on East 6th Street is next to 16th Avenue South. The casa is on Calle 17 in Vedado; take Ranch "
                + "Road 12 to Wimberley. She came 2nd Place overall."
        ).places
        #expect(
            places == ["East 6th Street", "16th Avenue South", "Calle 17", "Vedado", "Ranch Road 12", "Wimberley"],
            "\(places)")
    }

    @Test("a name that is a line's or a label's whole title keeps the `The` before it")
    func titleWithTheRule() {
        let organizations = entityList(
            "The Larchmere Supper Club — Hayward, Wisconsin\nRating: 5/5\n\nBand: The Cedar Ramblers, $1,800 for the "
                + "night.\n\nThe Northwoods Growers Cooperative, which stores grain, paid on time."
        ).organizations
        #expect(
            organizations == [
                "The Larchmere Supper Club", "The Cedar Ramblers", "Northwoods Growers Cooperative",
            ], "\(organizations)")
    }

    @Test("Amharic and Fijian titles before a name are no part of it")
    func moreTitlesRule() {
        let people = entityList(
            "Attendees: Ato Girma Wolde (finance), Woizero Almaz Bekele (pharmacy), Ratu Josefa Tuilau (chair)"
        ).people
        #expect(people == ["Girma Wolde", "Almaz Bekele", "Josefa Tuilau"], "\(people)")
    }

    @Test("terminals, piers, platforms and gates named by a letter or a number are places")
    func facilityUnitRule() {
        let places = entityList("Boarding is at Gate 14B, and the shuttle leaves from Terminal 2 for the city.").places
        #expect(places == ["Gate 14B", "Terminal 2"], "\(places)")
    }

    @Test("a capital letter ending a sentence before a function word is no initial")
    func letterBeforeFunctionWordRule() {
        let people = entityList("The ferry now leaves from Terminal B. Which one is right, asked Harrison J. Le Fevre.")
            .people
        #expect(people == ["Harrison J. Le Fevre"], "\(people)")
    }

    @Test("a dive, surf or riding centre is a business, not a place")
    func leisureCentreRule() {
        let entities = entityList("We dived at Kicker Rock with the Manta Negra Dive Center for 190 dollars.")
        #expect(entities.organizations == ["Manta Negra Dive Center"], "\(entities.organizations)")
        #expect(entities.places == ["Kicker Rock"], "\(entities.places)")
    }

    @Test("a friend, a neighbour or a driver before a name, in the other languages, makes it a person")
    func foreignPersonNounRule() {
        #expect(entityList("Excursión a Viñales con el chofer Yosvany, 120 dólares el carro.").people == ["Yosvany"])
        #expect(entityList("Retour par Lyon pour voir ma cousine Capucine et les enfants.").people == ["Capucine"])
    }

    @Test("after a heading's label, outside English, a noun before a known place is no part of it")
    func nounBeforePlaceAfterLabelRule() {
        let text = """
            Objet : Voyage Maroc 12–19 décembre — devis

            Chère Mathilde,

            Merci pour votre message de lundi. Voici notre proposition pour votre groupe de 14 voyageurs.
            """
        #expect(entityList(text).places == ["Maroc"], "\(entityList(text).places)")
    }

    @Test("the CFP franc is written like the CFA franc")
    func cfpFrancRule() {
        let money = entityList("The room cost 12 000 F CFP a night, dinner 4 500 francs CFP, and the taxi 2 000 XPF.")
            .money
        #expect(money == ["12 000 F CFP", "4 500 francs CFP", "2 000 XPF"], "\(money)")
    }

    @Test("a Spanish ordinal day written with its period and indicator is part of the date")
    func spanishOrdinalDayRule() {
        let dates = entityList(
            "Hola Marta, la fiesta es el 1.º de mayo y el sábado 9 de mayo en la plaza del pueblo. Gracias por todo."
        ).dates
        #expect(dates == ["1.º de mayo", "sábado 9 de mayo"], "\(dates)")
    }

    @Test("an English word opening a sentence before a lowercase word is no small town")
    func commonWordTownRule() {
        let places = entityList(
            "- Sunset market on Mindil Beach on Thursday.\n- Hurricane shutters need fixing before the storm.\n"
                + "- Darwin market on Friday."
        ).places
        #expect(places == ["Mindil Beach", "Darwin"], "\(places)")
    }

    @Test("the one-pass scans find where street, facility, byline and address patterns may match, and only there")
    func patternWindowScans() {
        let text = Array("Take Calle 17 to Terminal D, then East 6th Street; the 2nd time was fine.".utf16)
        let found = ContextEntityRecognizer.numberedWords(text)
        #expect(found.heads.isSuperset(of: ["Calle", "Terminal"]), "\(found.heads)")
        #expect(!found.heads.contains("Take"))
        #expect(found.ordinals.count == 1, "\(found.ordinals)")
        #expect(ContextEntityRecognizer.opensWithPostalCode(ArraySlice("  D-79098 Freiburg im Breisgau".utf16)))
        #expect(!ContextEntityRecognizer.opensWithPostalCode(ArraySlice("202 Main Street".utf16)))
        #expect(
            ContextEntityRecognizer.endsInYear(ArraySlice("Prepared by Ana, secretary, Nausori, 14 March 2026 ".utf16)))
        #expect(!ContextEntityRecognizer.endsInYear(ArraySlice("Call 555 12026".utf16)))
    }

    @Test("Dutch and German rentals, eateries and workshops are named by a compound head")
    func dutchCompoundHeadRule() {
        let organizations = entityList(
            "- Fietsen huren bij Rijwielverhuur De Kruiwagen, lunch bij Eetcafé De Ankerplaats.\n- Oma bellen op zondag."
        ).organizations
        #expect(organizations == ["Rijwielverhuur De Kruiwagen", "Eetcafé De Ankerplaats"], "\(organizations)")
    }

    @Test("after the language's word for from, in or to, two words joined by `de` are a town's name")
    func romanceTownWithParticleRule() {
        let spanish = entityList(
            "- Autobús desde Potes de Liébana hasta el hotel, 9 € ida y vuelta.\n- Comprar queso en Arenas de Cabrales "
                + "el lunes.")
        #expect(spanish.places == ["Potes de Liébana", "Arenas de Cabrales"], "\(spanish.places)")
        #expect(spanish.people.isEmpty, "\(spanish.people)")
        // Portuguese writes `no`, `na`, `ao` for in and to the.
        let portuguese = entityList(
            "- Passeio de barco ao Encontro das Águas com a família no sábado.\n- Três noites no Arquipélago de Mariuá, "
                + "perto de Barcelos.")
        #expect(
            portuguese.places == ["Encontro das Águas", "Arquipélago de Mariuá", "Barcelos"], "\(portuguese.places)")
    }

    @Test("national and state highways keep their word, and a town after `near` before `, said` stays a town")
    func highwayAndSaidRule() {
        let places = entityList(
            "Landslides closed National Highway 10 near Rangpo. A farmer who grows cardamom near Pelling, said the road "
                + "matters."
        ).places
        #expect(places == ["National Highway 10", "Rangpo", "Pelling"], "\(places)")
        // After a comma, a name before a speech verb is still a person.
        let people = entityList("Our guide from Aegean Trails, Nikos Vrettakos-Melas, said the place was good.").people
        #expect(people == ["Nikos Vrettakos-Melas"], "\(people)")
    }

    @Test("French bays, coves and peaks, trails and archipelagos open a place's name")
    func moreFeatureHeadsRule() {
        let places = entityList("Baignade dans la Baie de Kanuméra, puis marche jusqu'au Pic Ouatabo avec le groupe.")
            .places
        #expect(places == ["Baie de Kanuméra", "Pic Ouatabo"], "\(places)")
    }

    @Test(
        "guesthouses, grills, shops and farm businesses named in Turkish, Spanish, Portuguese and Catalan are organizations"
    )
    func moreLanguagesTradeHeadRule() {
        let turkish = entityList("We stayed two nights at Pansiyon Mavi Kapı near the harbour.").organizations
        #expect(turkish == ["Pansiyon Mavi Kapı"], "\(turkish)")
        let houses = entityList("Our cave room at Taşlı Konak Evleri was cool and quiet.").organizations
        #expect(houses == ["Taşlı Konak Evleri"], "\(houses)")
        let portuguese = entityList("The tasting at Quinta do Vale Escuro lasted two hours.").organizations
        #expect(portuguese == ["Quinta do Vale Escuro"], "\(portuguese)")
        // Not a mountain hut, which names a place as often.
        let hut = entityList("We walked up to Rifugio Lagazzola above the village.").organizations
        #expect(hut.isEmpty, "\(hut)")
    }

    @Test("Japanese inns and German, Czech, Belgian and Breton eateries and wineries are organizations")
    func innAndWineryRule() {
        let list = entityList(
            "We stayed at Kamesaki Ryokan and tasted at Weingut Lindenhof, then ate at Friterie Chez Mimi.")
        #expect(
            list.organizations == ["Kamesaki Ryokan", "Weingut Lindenhof", "Friterie Chez Mimi"],
            "\(list.organizations)")
    }

    @Test(
        "Bosnian and Croatian inns, German taverns, Dutch and Belgian friteries, distilleries and chocolatiers are organizations"
    )
    func tavernAndDistilleryRule() {
        let list = entityList("We ate at Konoba Stari Mlin, then bought gin from Stokerij Van Damme in the square.")
        #expect(list.organizations == ["Konoba Stari Mlin", "Stokerij Van Damme"], "\(list.organizations)")
    }
}
