import Testing

@testable import LMFallback

/// One test per rule on organizations whose own words give little away: compound legal forms, foreign institution
/// words, names that run on in lowercase words, German genitives, jobs written as titles, trades, and teams in
/// reports on sport; on sentences written for the test (not taken from any evaluation or development set).
@Suite("Organizations with few cues")
struct CuelessOrganizationRuleTests {
    @Test(
        "more legal forms close a name: free-zone and partnership forms, Welsh, Mexican, Turkish and Chilean forms",
        arguments: [
            ("The uniforms were ordered by Corniche Staffing WLL for the opening.", "Corniche Staffing WLL"),
            ("The pumps were sold by Sharjah Flowline FZE in the spring.", "Sharjah Flowline FZE"),
            ("The ovens came from Hornos Regios SA de CV after a long wait.", "Hornos Regios SA de CV"),
            ("The lease went to Vidrios Huasteca S. de R.L. de C.V. on Monday.", "Vidrios Huasteca S. de R.L. de C.V."),
            ("The figs are packed by Aydın İncir Ltd. Şti. near the port.", "Aydın İncir Ltd. Şti."),
            ("The wine was shipped by Viñedos Quillota y Cía. Ltda. last week.", "Viñedos Quillota y Cía. Ltda."),
            ("The turbine is run by Ynni Teifi Cyf for the village.", "Ynni Teifi Cyf"),
        ])
    func compoundLegalFormRule(text: String, organization: String) {
        let entities = entityList(text)
        #expect(entities.organizations == [organization], "\(entities.organizations)")
    }

    @Test("a sentence's period after a legal form in capitals is the sentence's, not the form's")
    func capitalsFormPeriodRule() {
        let entities = entityList("We buy our wool from Hilados Andinos EIRL. They deliver on time.")
        #expect(entities.organizations == ["Hilados Andinos EIRL"], "\(entities.organizations)")
    }

    @Test("a common word opening the sentence belongs to a name closed by a form in capitals; a role noun does not")
    func leadWordBeforeCapitalsFormRule() {
        let reef = entityList("Coral Filtration Systems FZE built the new plant in less than a year.")
        #expect(reef.organizations == ["Coral Filtration Systems FZE"], "\(reef.organizations)")
        let builder = entityList("Builder Carpatia Beton Grup SRL blamed the delay on the weather.")
        #expect(builder.organizations == ["Carpatia Beton Grup SRL"], "\(builder.organizations)")
    }

    @Test(
        "Scandinavian institutions in their definite form and German trades in -erei name a business",
        arguments: [
            ("We booked Ljudbyrån Hedlund for the measurements in May.", "Ljudbyrån Hedlund"),
            ("The grant came from Skogsfonden Dalarna after two rounds.", "Skogsfonden Dalarna"),
            ("The catch was sold through Vesterålen Fiskehandelslag on Friday.", "Vesterålen Fiskehandelslag"),
            ("The shelves were built by Schreinerei Baumgartner in Chur.", "Schreinerei Baumgartner"),
        ])
    func definiteInstitutionRule(text: String, organization: String) {
        let entities = entityList(text)
        #expect(entities.organizations.contains(organization), "\(entities.organizations)")
    }

    @Test("in German, a common noun and a genitive article before a name are not part of it")
    func germanGenitiveRule() {
        let entities = entityList(
            "Die Nebenkostenabrechnung der Wohnbau Seetal AG ist falsch. Die Kopien der Rechnungen der Wärmeverbund "
                + "Emme AG fehlen. Wir spenden an den Verein der Musikfreunde Seetal.")
        #expect(
            entities.organizations == ["Wohnbau Seetal AG", "Wärmeverbund Emme AG", "Verein der Musikfreunde Seetal"],
            "\(entities.organizations)")
    }

    @Test("outside English an institution's name goes on in lowercase words after a connector up to a name")
    func lowercaseWordsAfterConnectorRule() {
        let entities = entityList(
            "Mon fils joue pour l'Association de soccer mineur de Sherbrooke depuis mars. Nous avons écrit à la "
                + "Fédération des producteurs de Gaspésie hier.")
        #expect(
            entities.organizations == [
                "Association de soccer mineur de Sherbrooke", "Fédération des producteurs de Gaspésie",
            ], "\(entities.organizations)")
    }

    @Test("a known place after an organization named for a person is where it is; after other words it is its own")
    func placeAfterNamesakeRule() {
        let school = entityList("Mia figlia studia alla Scuola di musica Giuseppe Verdi di Milano da marzo.")
        #expect(school.organizations == ["Scuola di musica Giuseppe Verdi"], "\(school.organizations)")
        #expect(school.places == ["Milano"], "\(school.places)")
    }

    @Test("a job written as a title before a name is not part of it; before common words it names no one")
    func jobTitleRule() {
        let entities = entityList(
            "Analyst Choi Ji-hoon of Haneul Securities expects a slow year. Pitmaster Lurleen Boudreaux-Pike smoked "
                + "the ribs. The Volunteer Fire Brigade came at noon.")
        #expect(entities.people == ["Choi Ji-hoon", "Lurleen Boudreaux-Pike"], "\(entities.people)")
        #expect(entities.organizations.contains("Haneul Securities"), "\(entities.organizations)")
    }

    @Test("a trade or service word ends a business's name", arguments: ["Kinlochbervie Wireless", "Skye Island Buses"])
    func tradeWordRule(name: String) {
        let entities = entityList("The owner said that \(name) had already been paid for the month.")
        #expect(entities.organizations == [name], "\(entities.organizations)")
    }

    @Test("an organization named after `for` is one of its own; a field of study after `for` is part of the name")
    func organizationAfterForRule() {
        let entities = entityList(
            "The study was run by the Hanbit Transit Lab for Gwangju Metropolitan Government last year. She teaches "
                + "at the Penrose Institute for Marine Studies.")
        #expect(
            entities.organizations == [
                "Hanbit Transit Lab", "Gwangju Metropolitan Government", "Penrose Institute for Marine Studies",
            ], "\(entities.organizations)")
    }

    @Test("in a report on sport, a team's opponent is an organization; elsewhere `against` marks nothing")
    func opponentRule() {
        let match = entityList(
            "The club lost the derby on Sunday. The next match, against Yenisei Abakan, is at home. Fans hope the "
                + "season ends well.")
        #expect(match.organizations == ["Yenisei Abakan"], "\(match.organizations)")
        let vote = entityList("The council voted against Yenisei Abakan's plan for the river bank on Monday.")
        #expect(vote.organizations.isEmpty, "\(vote.organizations)")
    }

    @Test("an Italian `Azienda` opens its name rather than saying what the name is")
    func aziendaHeadRule() {
        let entities = entityList("Ieri l'Azienda Elettrica Ticinese ci ha scritto per il nuovo allacciamento.")
        #expect(entities.organizations == ["Azienda Elettrica Ticinese"], "\(entities.organizations)")
    }

    @Test(
        "Romance delegations, groupings, communities and orchestras open names",
        arguments: [
            (
                "Nous attendons la réponse de la Délégation du Tourisme de Tanger demain.",
                "Délégation du Tourisme de Tanger"
            ),
            ("Le Groupement des Ostréiculteurs de Marennes a voté hier.", "Groupement des Ostréiculteurs de Marennes"),
            ("La Comunidad Campesina de Coporaque vende lana cada martes.", "Comunidad Campesina de Coporaque"),
        ])
    func romanceHeadRule(text: String, organization: String) {
        let entities = entityList(text)
        #expect(entities.organizations == [organization], "\(entities.organizations)")
    }

    @Test("a person's role between a business noun and a name makes the name a person's")
    func roleAfterBusinessNounRule() {
        let entities = entityList("\"Prices are up,\" said co-op president Habib Ben Youssef-Trabelsi on Monday.")
        #expect(entities.people == ["Habib Ben Youssef-Trabelsi"], "\(entities.people)")
        #expect(entities.organizations.isEmpty, "\(entities.organizations)")
    }

    @Test("`and` inside a public body's name joins it when the words after it end in the body's word")
    func publicBodyAndRule() {
        let entities = entityList("The entry fee set by Malawi Lakes and Fisheries Management Authority is $20 a day.")
        #expect(
            entities.organizations == ["Malawi Lakes and Fisheries Management Authority"], "\(entities.organizations)")
    }

    @Test("a capitalized Arabic article opens a name, even after a dash")
    func arabicArticleRule() {
        let entities = entityList("Annual Report 2025 — Al Noor Cement Company PJSC\n\nOutput rose in the spring.")
        #expect(entities.organizations == ["Al Noor Cement Company PJSC"], "\(entities.organizations)")
    }

    @Test("a name's last word that is itself a word for a business makes it one; an English word or surname does not")
    func organizationNounRule() {
        let entities = entityList("The herring went to Senja Fiskehandel and Vardø Handelslag on Monday.")
        #expect(entities.organizations.contains("Vardø Handelslag"), "\(entities.organizations)")
        #expect(entityList("We listened to George Frideric Handel all evening.").organizations.isEmpty)
    }

    @Test("a country's code right after a firm's name belongs to it")
    func countryCodeRule() {
        let entities = entityList("The new boat arrives from Harbourline Oars NZ on the first of the month.")
        #expect(entities.organizations == ["Harbourline Oars NZ"], "\(entities.organizations)")
    }

    @Test("an elided article before a lowercase noun opens a sentence, not a name; a possessive is no elision")
    func elidedCommonNounRule() {
        let entities = entityList("L'entreprise Muller Frères a envoyé le devis lundi.")
        #expect(entities.organizations == ["Muller Frères"], "\(entities.organizations)")
        #expect(entityList("We closed on New Year's Day, as always.").dates == ["New Year's Day"])
    }

    @Test("a business's head after a connector inside an institution's own name goes on with it")
    func headInsideInstitutionRule() {
        let entities = entityList("La Cooperativa de Productores de Café de Naranjo firmó el contrato.")
        #expect(
            entities.organizations == ["Cooperativa de Productores de Café de Naranjo"], "\(entities.organizations)")
    }

    @Test("a band is opened for, heard at a gig or headlining; its tickets are sold")
    func bandCueRule() {
        let entities = entityList(
            "Last spring we opened for Skelloch Moth at a small club. We bought Velvet Gannet tickets on Friday.")
        #expect(entities.organizations == ["Skelloch Moth", "Velvet Gannet"], "\(entities.organizations)")
    }

    @Test("in a Romance language's text, a centre or a service opens an institution's name")
    func romanceHeadRule2() {
        let entities = entityList("Le Centre Régional de Nutrition de Kolda a écrit au Service public de Wallonie.")
        #expect(
            entities.organizations == ["Centre Régional de Nutrition de Kolda", "Service public de Wallonie"],
            "\(entities.organizations)")
        #expect(entityList("The Centre Court was full on Sunday.").organizations.isEmpty)
    }

    @Test("a practice, a mission or an insurer's cover ends a business's name after a word that is no English word")
    func namedBusinessTailRule() {
        let entities = entityList(
            "She moved to Drumcondra Family Practice in May. Our team follows best practice.")
        #expect(entities.organizations == ["Drumcondra Family Practice"], "\(entities.organizations)")
    }

    @Test(
        "Pakistani, Egyptian and Costa Rican forms, a second form after the first, and a name a form closes across `e`",
        arguments: [
            ("Cloth came from Multan Weaving Mills (Pvt.) Limited on time.", "Multan Weaving Mills (Pvt.) Limited"),
            ("The loan went to Nile Cotton Pressing Co. S.A.E. in May.", "Nile Cotton Pressing Co. S.A.E."),
            ("The Cooperativa de Productores de Dota R.L. paid the bill.", "Cooperativa de Productores de Dota R.L."),
            ("A obra foi feita pela Huambo Obras e Construções, Lda. em maio.", "Huambo Obras e Construções, Lda."),
        ])
    func moreLegalFormRule(text: String, organization: String) {
        let entities = entityList(text)
        #expect(entities.organizations == [organization], "\(entities.organizations)")
    }

    @Test("supermarkets, publishers, microbanks and guesthouses open names; shuttles and inspectorates end them")
    func moreHeadAndTradeRule() {
        let entities = entityList(
            "We shop at Supermercados La Esperanza. The book is from Éditions du Lac Bleu. Naryn Valley Shuttle "
                + "drove us. The Harbour Schools Inspectorate visited.")
        #expect(
            entities.organizations == [
                "Supermercados La Esperanza", "Éditions du Lac Bleu", "Naryn Valley Shuttle",
                "Harbour Schools Inspectorate",
            ], "\(entities.organizations)")
    }
}
