import Testing

@testable import LMFallback

/// One test per rule on the forms of organization names (legal forms, institution heads across
/// languages, firm tails, acronyms, short forms), on sentences written for the test (not taken from
/// any evaluation or development set).
@Suite("Organization form rules")
struct OrganizationFormRuleTests {
    @Test(
        "a legal form written with periods closes the name, its periods included",
        arguments: [
            ("Il contratto con Ferretti Impianti S.p.A. scade a marzo.", "Ferretti Impianti S.p.A."),
            ("De offerte van Jansen Installaties B.V. is te hoog.", "Jansen Installaties B.V."),
            ("A Costa Moreira Lda. enviou o orçamento ontem.", "Costa Moreira Lda."),
            ("El pedido de Tejidos Navarro S.A. llegó el martes.", "Tejidos Navarro S.A."),
            ("The contract went to Mallory Civil Engineering Pty Ltd in Perth.", "Mallory Civil Engineering Pty Ltd"),
        ])
    func dottedLegalFormRule(text: String, expected: String) {
        let entities = entityList(text)
        #expect(entities.organizations == [expected])
        #expect(entities.people.isEmpty)
    }

    @Test("a one-word legal form counts in its listed case or in capitals, not as a lowercase word")
    func legalWordRule() {
        let forms = OrganizationLexicon.legalForms
        #expect(forms.isForm("GmbH") && forms.isForm("SARL") && forms.isForm("Ltda") && forms.isForm("KGAA"))
        #expect(!forms.isForm("as") && !forms.isForm("Teo") && !forms.isForm("company"))
        #expect(
            entityList("Wir haben bei Brandt Kältetechnik KGaA bestellt.").organizations == ["Brandt Kältetechnik KGaA"]
        )
    }

    @Test(
        "an institution head in a supported language starts an organization's name",
        arguments: [
            ("Il a été opéré à Hôpital Saint-Louis la semaine dernière.", "Hôpital Saint-Louis"),
            ("Hij ligt sinds dinsdag in het Ziekenhuis Rijnstate in Arnhem.", "Ziekenhuis Rijnstate"),
            ("Grüße an das Team vom Klinikum Nordhafen.", "Klinikum Nordhafen"),
            ("Merci à la Mairie de Rennes pour la salle.", "Mairie de Rennes"),
            ("Abbiamo preso un caffè al Caffè Ferri ieri.", "Caffè Ferri"),
            ("La Mutuelle des Artisans rembourse 70 % des frais.", "Mutuelle des Artisans"),
        ])
    func institutionHeadRule(text: String, expected: String) {
        let entities = entityList(text)
        #expect(entities.organizations.contains(expected), "\(entities.organizations)")
        #expect(entities.people.isEmpty && !entities.places.contains(expected))
    }

    @Test("an elided article or preposition is not part of the name that follows it")
    func elisionRule() {
        #expect(entityList("L'Université de Nantes ouvre un nouveau master.").organizations == ["Université de Nantes"])
        #expect(
            entityList("Mio padre è ricoverato all'Ospedale San Carlo da lunedì.").organizations == [
                "Ospedale San Carlo"
            ])
    }

    @Test("a capitalized noun that says what a name is stays outside it and marks it as a business")
    func descriptorRule() {
        let entities = entityList("Die Firma Krüger Maschinenbau liefert die Teile am Montag.")
        #expect(entities.organizations == ["Krüger Maschinenbau"])
        #expect(entities.people.isEmpty)
    }

    @Test("'for' (or 'für', 'pour') after an institution head joins the rest of its name")
    func institutionForRule() {
        #expect(
            entityList("The Penrose Institute for Marine Studies will host the conference.").organizations == [
                "Penrose Institute for Marine Studies"
            ])
        #expect(entityList("Wir danken dem Verein für Heimatpflege.").organizations == ["Verein für Heimatpflege"])
        #expect(entityList("The Brackley Institute for now has no director.").organizations == ["Brackley Institute"])
    }

    @Test("'and' joins an institution's name that already has its 'of', but not a person after it")
    func institutionAndRule() {
        #expect(
            entityList("She works for the Department of Health and Social Care in Leeds.").organizations == [
                "Department of Health and Social Care"
            ])
        let entities = entityList("The Ministry of Transport and Tomasz agreed on a date.")
        #expect(entities.organizations == ["Ministry of Transport"])
    }

    @Test(
        "'and' before a firm's tail such as 'Sons' joins the name",
        arguments: [
            ("The invoice from Pryor and Sons came to $1,200.", "Pryor and Sons"),
            ("Fenwright und Söhne liefern das Holz am Freitag.", "Fenwright und Söhne"),
            ("O orçamento da Carvalhal e Filhos chegou ontem.", "Carvalhal e Filhos"),
        ])
    func firmTailRule(text: String, expected: String) {
        let entities = entityList(text)
        #expect(entities.organizations == [expected])
        #expect(entities.people.isEmpty && entities.places.isEmpty)
    }

    @Test("an abbreviated head with its period opens one name: 'St. Mary's Hospital', 'Mt. Pleasant'")
    func abbreviatedHeadRule() {
        let hospital = entityList("My mother had her hip replaced at St. Mary's Hospital in Dunmore last spring.")
        #expect(hospital.organizations == ["St. Mary's Hospital"])
        #expect(!hospital.places.contains("St"))
        #expect(entityList("After lunch we walked up Mt. Pleasant with the dog.").places == ["Mt. Pleasant"])
    }

    @Test("an organization word is found under a possessive ending")
    func possessiveWordRule() {
        let entities = entityList("Hallam Logistics's new depot near Derby will open in May.")
        #expect(entities.organizations == ["Hallam Logistics"])
        #expect(entities.people.isEmpty)
    }

    @Test("an acronym defined in parentheses after a name has that name's kind everywhere")
    func definedAcronymRule() {
        let entities = entityList(
            "The National Water Authority (NWA) said the reservoir is full. The NWA will lift the ban next week.")
        #expect(entities.organizations == ["National Water Authority", "NWA"])
        #expect(entityList("I paid the VAT (about 20 percent) before the AGM.").organizations.isEmpty)
    }

    @Test("an acronym made of an organization's initials stands for it; two letters are not enough")
    func initialsAcronymRule() {
        #expect(
            entityList("Orvell Medical Group runs four clinics. OMG said waiting times fell.").organizations == [
                "Orvell Medical Group", "OMG",
            ])
        #expect(entityList("Kessler & Lund fixed the pump. KL is a common label.").organizations == ["Kessler & Lund"])
    }

    @Test("an acronym just before a name that is an organization belongs to the name")
    func leadingAcronymRule() {
        #expect(entityList("ACME Tools shipped the drill late.").organizations == ["ACME Tools"])
        #expect(entityList("The CEO Tomasz Wilk resigned.").organizations.isEmpty)
    }

    @Test("an organization's first word standing alone is that organization, listed by its fullest name")
    func shortFormRule() {
        let entities = entityList("Quendry Biotech opened a lab. Quendry expects to hire 60 scientists by June.")
        #expect(entities.organizations == ["Quendry Biotech"])
        #expect(entities.places.isEmpty && entities.people.isEmpty)
        let mentions = TextAnalyzer().analyze("Quendry Biotech opened a lab. Quendry expects more.").entities()
        #expect(mentions.filter { $0.kind == .organization }.map(\.text) == ["Quendry Biotech", "Quendry"])
        // A place of the same name after a place preposition stays a place.
        let place = entityList("We walked near Tarnbeck in May. The Tarnbeck Mill Trust runs tours.")
        #expect(place.places == ["Tarnbeck"] && place.organizations == ["Tarnbeck Mill Trust"])
        // A surname of a known person stays the person's.
        let person = entityList(
            "Tobias Wrenfield wrote to us. Wrenfield Consulting sent the invoice. Wrenfield called.")
        #expect(person.people == ["Tobias Wrenfield"] && person.organizations == ["Wrenfield Consulting"])
    }

    @Test(
        "a capitalized article inside a sentence opens a business's name; a surname after a given name stays a person")
    func articleRule() {
        let entities = entityList("Nous avons réservé chez Le Petit Zinc pour samedi.")
        #expect(entities.organizations == ["Le Petit Zinc"])
        #expect(entities.people.isEmpty)
        #expect(entityList("Mon voisin Étienne Le Bihan a appelé hier.").organizations.isEmpty)
    }

    @Test("a capitalized 'The' after 'at' or 'from' names a venue, even of common words")
    func venueTheRule() {
        #expect(entityList("We had drinks at The Crooked Spoon after work.").organizations == ["The Crooked Spoon"])
        #expect(entityList("The Crooked Spoon was closed.").organizations.isEmpty)
    }

    @Test("a name after 'the' that ends in a plural noun is a team or a group, not a person")
    func pluralTeamRule() {
        let entities = entityList("The Harbor City Pelicans signed two players from the Dorran Otters.")
        #expect(entities.organizations == ["Harbor City Pelicans", "Dorran Otters"])
        #expect(entities.people.isEmpty)
        #expect(entityList("We met Tomasz Rivers at the station.").organizations.isEmpty)
    }

    @Test(
        "legal forms of more countries close a name: two-letter, lowercase, dotted, Turkish and East Asian",
        arguments: [
            ("The ferry operator Brattvåg Sjøtransport AS ordered two ships.", "Brattvåg Sjøtransport AS"),
            ("We import from Heidemühle Handelsgesellschaft mbH in Celle.", "Heidemühle Handelsgesellschaft mbH"),
            ("The lenses come from Vltava Optika s.r.o. in Brno.", "Vltava Optika s.r.o."),
            ("The harbour cranes belong to Marmara Liman İşletmeleri A.Ş. now.", "Marmara Liman İşletmeleri A.Ş."),
            ("Parts ship from Shirakawa Denki Co., Ltd. every month.", "Shirakawa Denki Co., Ltd."),
        ])
    func moreLegalFormsRule(text: String, expected: String) {
        let organizations = entityList(text).organizations
        #expect(organizations == [expected], "\(organizations)")
    }

    @Test(
        "a role word before a firm stays outside it; heads, compound endings and trades of more languages make a business",
        arguments: [
            ("Supplier Kinabalu Steel Rebar Works warned of delays.", "Kinabalu Steel Rebar Works"),
            ("The board met the Waterschap Lingewaard on Monday.", "Waterschap Lingewaard"),
            ("Surgery moved to Hospital San Ignacio de Loyola last year.", "Hospital San Ignacio de Loyola"),
            ("Crews trained with Maskinistforbundet Nord last winter.", "Maskinistforbundet Nord"),
            ("Our uniforms come from Al Karama Tailoring in Dubai.", "Al Karama Tailoring"),
            ("The gondola is built by Furano Kensetsu this year.", "Furano Kensetsu"),
        ])
    func moreHeadsRule(text: String, expected: String) {
        let organizations = entityList(text).organizations
        #expect(organizations == [expected], "\(organizations)")
        #expect(entityList(text).people.isEmpty, "\(entityList(text).people)")
    }

    @Test("a name before a comma does not join a firm whose name opens with what it is")
    func commaBeforeHeadRule() {
        let organizations = entityList(
            "An: Herrn Jonas Wiedemann, Getränkehandel Wiedemann & Kranz GmbH\nBitte liefern Sie am Montag."
        ).organizations
        #expect(organizations == ["Getränkehandel Wiedemann & Kranz GmbH"], "\(organizations)")
    }

    @Test("a district or authority named for a service is an organization; a district alone is a place")
    func serviceDistrictRule() {
        let entities = entityList(
            "The Alder Creek School District and the Marrow Bay Port Authority met in the Lake District.")
        #expect(
            entities.organizations == ["Alder Creek School District", "Marrow Bay Port Authority"],
            "\(entities.organizations)")
        #expect(entities.places == ["Lake District"], "\(entities.places)")
    }

    @Test("an institution's name does not run on through 'for' into a person's title")
    func forBeforeTitleRule() {
        let entities = entityList("Please ask Harwood Animal Clinic for Dr. Amsel's notes from March.")
        #expect(entities.organizations == ["Harwood Animal Clinic"], "\(entities.organizations)")
        #expect(entities.people == ["Amsel"], "\(entities.people)")
    }

    @Test("a name ending in a compound that names a school, club or co-op is one, even after a given name; Friends of")
    func compoundEndingAfterGivenNameRule() {
        let entities = entityList(
            "The children go to Astrid Lindgren Friskole, and the Amigos do Parque clean the beach on Sundays.")
        #expect(
            entities.organizations == ["Astrid Lindgren Friskole", "Amigos do Parque"], "\(entities.organizations)")
        #expect(entities.people.isEmpty, "\(entities.people)")
    }

    @Test(
        "an unknown acronym standing alone is an organization",
        arguments: [
            ("The QVRA has approved the new berths for the marina.", "QVRA"),
            ("Members of TORVAL voted to strike on Friday.", "TORVAL"),
            ("We asked the PLMB for advice before signing.", "PLMB"),
            ("The report by DELCOR was published on Friday.", "DELCOR"),
        ])
    func unknownAcronymRule(text: String, expected: String) {
        #expect(entityList(text).organizations == [expected])
    }

    @Test(
        "a common abbreviation, a currency, region or time-zone code, a code before a figure and a line in capitals are no organization",
        arguments: [
            "The MRI and the DNA test are booked for the same morning.",
            "The call is at 14:00 UTC, and the SLA starts on the 1st.",
            "We paid 480 CHF for the permit in Bern.",
            "She drove from Austin, TX to meet the buyer.",
            "Scan pallet KLTX 4410 before shelving it.",
            "FOR SALE: two bikes, barely used.",
            "The price is 14 800 € TTC for the whole kitchen.",
        ])
    func notAnOrganizationAcronymRule(text: String) {
        #expect(entityList(text).organizations.isEmpty, "\(entityList(text).organizations)")
    }

    @Test("a club's abbreviation closes its name, and an acronym beside a capitalized word is not one alone")
    func clubAbbreviationRule() {
        #expect(entityList("We watched Llanwern Vale RFC beat the visitors.").organizations == ["Llanwern Vale RFC"])
        #expect(!entityList("The Brennock MRT rescued two walkers.").organizations.contains("MRT"))
    }

    @Test(
        "institution and business heads of more languages start a name",
        arguments: [
            ("Bartek leży od wtorku w Szpital Bielański, mówi lekarz.", "Szpital Bielański"),
            ("L'Ajuntament de Vilafant ha aprovat el pressupost.", "Ajuntament de Vilafant"),
            ("La pratica è ferma all'Ufficio Tecnico da marzo.", "Ufficio Tecnico"),
            ("Firmamos el contrato con Inmobiliaria Ocampo Ruiz el lunes.", "Inmobiliaria Ocampo Ruiz"),
            ("Le dossier est parti à la Ville de Gatineau hier.", "Ville de Gatineau"),
        ])
    func headsOfMoreLanguagesRule(text: String, expected: String) {
        let entities = entityList(text)
        #expect(entities.organizations.contains(expected), "\(entities.organizations)")
        #expect(!entities.people.contains(expected))
    }

    @Test(
        "a German or Dutch compound naming an office, hospital or institute makes a name an organization",
        arguments: [
            ("Die Unterlagen liegen beim Bauamt Ottensheim.", "Bauamt Ottensheim"),
            ("Er wurde ins Landeskrankenhaus Feldkirch gebracht.", "Landeskrankenhaus Feldkirch"),
            ("Het Onderzoeksinstituut Waddenkust meet de zeespiegel.", "Onderzoeksinstituut Waddenkust"),
        ])
    func officeCompoundRule(text: String, expected: String) {
        #expect(entityList(text).organizations.contains(expected), "\(entityList(text).organizations)")
    }

    @Test("after a label's colon outside a heading, an article opens the clause and stays outside the name")
    func labelColonRule() {
        let entities = entityList(
            "Mirela: The Ruderverein Kappeln can lend us two boats.\nJonas: Good, I will ask them on Monday.")
        #expect(entities.organizations == ["Ruderverein Kappeln"])
    }

    @Test("a person's name before `of` and an organization is the person and the organization")
    func personOfOrganizationRule() {
        let entities = entityList("We met Peter Okonkwo of Riverbend Freight Services on Tuesday.")
        #expect(entities.people == ["Peter Okonkwo"], "\(entities.people)")
        #expect(entities.organizations == ["Riverbend Freight Services"], "\(entities.organizations)")
        // An institution's own `of` stays inside its name.
        #expect(entityList("She studied at the University of Tromsø.").organizations == ["University of Tromsø"])
    }

    @Test("after an item's number an article opens the clause and stays outside the name")
    func listNumberRule() {
        let entities = entityList("Offene Punkte:\n\n1. Die Dachdeckerei Brühl GmbH kommt erst im März.")
        #expect(entities.organizations == ["Dachdeckerei Brühl GmbH"], "\(entities.organizations)")
    }

    @Test(
        "more heads of Spanish, Galician and Portuguese businesses and institutions",
        arguments: [
            ("El pedido salió de Frigorífico San Telmo el lunes.", "Frigorífico San Telmo"),
            ("Cenamos en la Taberna El Candil con los clientes.", "Taberna El Candil"),
            ("O relatório da Herdade do Monte Branco chegou ontem.", "Herdade do Monte Branco"),
        ])
    func moreBusinessHeadsRule(text: String, expected: String) {
        #expect(entityList(text).organizations.contains(expected), "\(entityList(text).organizations)")
    }

    @Test("a band's or firm's `& the` stays inside its name")
    func ampersandTheRule() {
        #expect(
            entityList("On Friday we booked Maisie & the Lanterns for the fete.").organizations == [
                "Maisie & the Lanterns"
            ])
    }

    @Test("`and` between common words inside a name ending in an organization's word joins it; two names stay two")
    func andInsideNameRule() {
        #expect(
            entityList("The grant came from the Coastal Heritage and Landscape Trust last year.").organizations == [
                "Coastal Heritage and Landscape Trust"
            ])
        let two = entityList("Lunch was from Kaveri Sarees and Tamarind Kitchens, both local.").organizations
        #expect(!two.contains("Kaveri Sarees and Tamarind Kitchens"), "\(two)")
    }

    @Test("an organization's word before a country ends a name with it; a common word that is a town does not")
    func organizationWithCountryRule() {
        #expect(entityList("We applied to Sport Council Wales for the pitch.").organizations == ["Sport Council Wales"])
    }

    @Test(
        "Colombian, Polish, Austrian and accountants' forms close a name",
        arguments: [
            ("La autorización llegó de Salud Llanera EPS ayer.", "Salud Llanera EPS"),
            ("Polisa jest w Wzajemność Rolna TUW od marca.", "Wzajemność Rolna TUW"),
            ("Die Rechnung kam von Grabner & Pointl OG heute.", "Grabner & Pointl OG"),
            ("Our books are kept by Tan & Okafor CPA this year.", "Tan & Okafor CPA"),
        ])
    func colombianPolishAustrianFormsRule(text: String, expected: String) {
        #expect(entityList(text).organizations.contains(expected), "\(entityList(text).organizations)")
    }

    @Test(
        "a directorate, a travel firm, a credit firm or a taxi firm is named by its last word",
        arguments: [
            ("Funding was approved by Volta Regional Health Directorate in May.", "Volta Regional Health Directorate"),
            ("We booked the ferry through Marlowe Travel last week.", "Marlowe Travel"),
            ("The call came from Brindle Taxi at midnight.", "Brindle Taxi"),
        ])
    func serviceAndBandWordsRule(text: String, expected: String) {
        let entities = entityList(text)
        #expect(entities.organizations.contains(expected), "\(entities.organizations)")
        #expect(!entities.people.contains(expected))
    }

    @Test("a sentence's common first word belongs to a name closed by a legal form")
    func leadBeforeLegalFormRule() {
        #expect(entityList("Swift Removals Ltd quoted £640 for the move.").organizations == ["Swift Removals Ltd"])
    }

    @Test("legal forms of Bulgaria, Paraguay and others close a name, and Ltd without its period follows Co.")
    func moreLegalFormsRule() {
        let organizations = entityList(
            "The roses went to Dolina Aromi EOOD and the payment to Vitosha Pay AD. Chaco Verde S.A.E.C.A. paid "
                + "Red Sea Dredging Co. Ltd for the works."
        ).organizations
        #expect(
            organizations == [
                "Dolina Aromi EOOD", "Vitosha Pay AD", "Chaco Verde S.A.E.C.A.", "Red Sea Dredging Co. Ltd",
            ],
            "\(organizations)")
    }

    @Test("a letter after a slash and a period ends a sentence: no initial")
    func slashLetterRule() {
        let entities = entityList("The pumps came from Fjordpumpe A/S. Money came from the relief fund.")
        #expect(entities.people.isEmpty, "\(entities.people)")
    }

    @Test("couriers, relief groups, scuba shops, vineyards and bands end a name; Restaurant and Quesería open one")
    func moreTradeWordsRule() {
        let organizations = entityList(
            "Send the samples with Inle Swift Courier. Dinner at Restaurant Fjellkroa was great, and Tawny Creek "
                + "Vineyard poured the wine."
        ).organizations
        #expect(
            organizations == ["Inle Swift Courier", "Restaurant Fjellkroa", "Tawny Creek Vineyard"], "\(organizations)")
    }

    @Test("a legal form ends a firm's name: `of` and the town after it are not part of it")
    func legalFormBeforeOfRule() {
        let entities = entityList("The repairs will be done by Harbourside Civils Ltd of Faversham next spring.")
        #expect(entities.organizations == ["Harbourside Civils Ltd"], "\(entities.organizations)")
        #expect(entities.places == ["Faversham"], "\(entities.places)")
        // Without a legal form, an institution's name goes on through `of`.
        let university = entityList("She teaches at the University of Faversham.").organizations
        #expect(university == ["University of Faversham"], "\(university)")
    }

    @Test("a region's, a province's or a district's government opens an organization's name")
    func regionalGovernmentHeadRule() {
        let italian = entityList("La Regione Toscana ha finanziato il nuovo ponte.").organizations
        #expect(italian == ["Regione Toscana"], "\(italian)")
        let german = entityList("Das Landratsamt Oberallgäu hat den Antrag genehmigt.").organizations
        #expect(german == ["Landratsamt Oberallgäu"], "\(german)")
    }

    @Test("Czech, Slovak, Romanian, Croatian, Slovenian and Hungarian associations and foundations open organizations")
    func centralEuropeanAssociationHeadRule() {
        let entities = entityList("Students are keen. Tereza Kubíčková of Spolek Zelená Plzeň handed in a petition.")
        #expect(entities.people == ["Tereza Kubíčková"], "\(entities.people)")
        #expect(entities.organizations == ["Spolek Zelená Plzeň"], "\(entities.organizations)")
    }

    @Test("a town's or a county's government named with `of` is an organization")
    func municipalGovernmentRule() {
        let entities = entityList("The Town of Colonie and the City of Yellowknife both approved the grant.")
        #expect(entities.organizations == ["Town of Colonie", "City of Yellowknife"], "\(entities.organizations)")
        #expect(entities.places.isEmpty, "\(entities.places)")
    }

    @Test(
        "German inns, Italian confectioners, distilleries, Thai kitchens, campgrounds and campsites are organizations")
    func innAndDistilleryHeadRule() {
        let found = entityList(
            "We ate at Gaststätte Zum Hirschen, bought gin from Destilería Los Pinos and slept at Cedar Hollow Campground."
        ).organizations
        #expect(
            found == ["Gaststätte Zum Hirschen", "Destilería Los Pinos", "Cedar Hollow Campground"], "\(found)")
    }
}
