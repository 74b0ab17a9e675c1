import Testing

@testable import LMFallback

/// One test per rule of this round's evidence (sentences written for the test): weekdays a chat writes alone,
/// days of the month after more words, a firm's period on a signature's line, a business's place after `am` or
/// `na`, an elided article and an institution's head opening a name outside English, and new cue words.
@Suite("Chat day and located name rules")
struct ChatDayAndLocatedNameRuleTests {
    @Test(
        "a chat's short lowercase weekday is a day by a part of the day, a time, a time's word or a clause's opening",
        arguments: [
            ("Ines: can we do the climb sat morning?", "sat"),
            ("Ines: ferry leaves wed 7:40 from the pier", "wed"),
            ("Bo: I'm free on mon, not before", "mon"),
            ("Bo: mon we drive back to town", "mon"),
            ("Ines: sun can we sleep in a bit", "sun"),
            ("Bo: booking tue then", "tue"),
            ("Ines: works for me. sat?", "sat"),
        ])
    func chatWeekdayRule(text: String, date: String) {
        #expect(entityList(text).dates == [date], "\(entityList(text).dates)")
    }

    @Test("a chat's weekday word after a subject or an auxiliary is the verb, and `sun` needs a time's word")
    func chatWeekdayLookalikes() {
        #expect(entityList("Ines: I sat in the back row all night").dates.isEmpty)
        #expect(entityList("Bo: the boat has sat at the quay for weeks").dates.isEmpty)
        #expect(entityList("Ines: dust sat under the bench for ages").dates.isEmpty)
        #expect(entityList("Bo: too long in the sun today, all red").dates.isEmpty)
        #expect(entityList("Ines: sun cream is in the blue bag").dates.isEmpty)
        #expect(entityList("Bo: c'mon we are late").dates.isEmpty)
        #expect(entityList("Ines: they wed in a barn near the river").dates.isEmpty)
    }

    @Test(
        "a chat's weekday word before `the` and an ordinal is one date; so is a weekday before a day and a lowercase month",
        arguments: [
            ("Bo: swim sat the 9th? tide is high at 8", "sat the 9th"),
            ("Ines: pickup thu the 23rd from the hostel", "thu the 23rd"),
            ("Bo: the flight is on fri 13 mar, 1,200 baht", "fri 13 mar"),
        ])
    func chatWeekdayAndDayRule(text: String, date: String) {
        #expect(entityList(text).dates == [date], "\(entityList(text).dates)")
    }

    @Test(
        "a day of the month alone after `is`, `than` or `leaving` is a date; not before what it ranks",
        arguments: [
            ("Ines: no, her party is the 19th", ["the 19th"]),
            ("Bo: nothing cheaper than the 22nd?", ["the 22nd"]),
            ("Ines: she is leaving the 3rd 😢", ["the 3rd"]),
            ("Bo: Brixham is the 2nd largest port here", []),
        ])
    func dayOfMonthAfterMoreWordsRule(text: String, dates: [String]) {
        #expect(entityList(text).dates == dates, "\(entityList(text).dates)")
    }

    @Test("a French weekday's abbreviation before a day and a month written with a slash is one date")
    func frenchAbbreviatedWeekdayWithSlashRule() {
        let text = """
            Programme de la semaine au gîte, pour les familles inscrites.
            sam. 06/06 : arrivée des familles et pique-nique au bord du lac.
            dim. 07/06 : randonnée vers le col avec le guide du village.
            """
        #expect(entityList(text).dates == ["sam. 06/06", "dim. 07/06"], "\(entityList(text).dates)")
    }

    @Test(
        "a firm's `Ltd.` keeps its period on a signature's line and after `Pvt.`; a sentence's period is not the firm's"
    )
    func limitedPeriodRule() {
        let signature = "Thanks again for the order.\n\nKind regards,\nOrla Keane\nBuyer, Kestrel Moor Tanners Ltd.\n"
        #expect(entityList(signature).organizations == ["Kestrel Moor Tanners Ltd."])
        let pvt = "The tents come from Garhwal Canvas Works Pvt. Ltd. They arrive on Monday."
        #expect(entityList(pvt).organizations == ["Garhwal Canvas Works Pvt. Ltd."])
        let sentence = "Our fleet was serviced last spring by Wexcombe Marine Engineers Ltd.\n"
        #expect(entityList(sentence).organizations == ["Wexcombe Marine Engineers Ltd"])
    }

    @Test(
        "a place's name after `am` or `na` belongs to the business before it; a time after `am` does not",
        arguments: [
            ("We stayed two nights at Gasthof Linde am Kreuzberg and loved it.", "Gasthof Linde am Kreuzberg"),
            ("Breakfast was at Kafe Ryabina na Sadovoy, a tiny place by the bridge.", "Kafe Ryabina na Sadovoy"),
        ])
    func locatedNameRule(text: String, organization: String) {
        #expect(entityList(text).organizations.contains(organization), "\(entityList(text).organizations)")
    }

    @Test("a time or an institution after `am` starts no part of the business's name")
    func locatedNameLookalikes() {
        let text = "Wir haben bei Hotel Sonnenhang am Montag angerufen. Die Theater-AG am Gymnasium am Ried probt."
        let organizations = entityList(text).organizations
        #expect(organizations.contains("Hotel Sonnenhang"), "\(organizations)")
        #expect(!organizations.contains { $0.contains("Montag") || $0.contains("AG am Gymnasium") }, "\(organizations)")
        // Portuguese writes `na` for "in the".
        let portuguese = "Compramos o pão na Padaria Estrela na Rua Augusta, perto da praça. O pão estava ótimo."
        #expect(entityList(portuguese).organizations == ["Padaria Estrela"], "\(entityList(portuguese).organizations)")
    }

    @Test("a capitalized elided article inside a French sentence belongs to the business's name; at its start, not")
    func elidedArticleRule() {
        let inside = "Pour le repas, nous irons à L'Auberge des Trois Sources, près de la gare. Le patron nous attend."
        #expect(entityList(inside).organizations == ["L'Auberge des Trois Sources"])
        let opening = "L'Association Vallée Vivante organise la fête du pain. Le maire a voté la subvention."
        #expect(entityList(opening).organizations == ["Association Vallée Vivante"])
    }

    @Test("outside English, an institution's head opening a sentence opens the name, however long")
    func openingHeadOutsideEnglishRule() {
        let text = """
            Association Jardins & Mémoire du Bocage — compte rendu de la réunion du bureau.
            La présidente a ouvert la séance à 18 h. Le bureau a voté le budget de la fête.
            """
        #expect(entityList(text).organizations.contains("Association Jardins & Mémoire du Bocage"))
    }

    @Test(
        "trade nouns in Romanian and Portuguese, the Italian workshop, and German initiatives, papers and boat firms",
        arguments: [
            ("We had cake at Cofetăria Trandafir near the square.", "Cofetăria Trandafir"),
            ("The bikes were fixed by Ciclofficina Popolare for free.", "Ciclofficina Popolare"),
            ("Die Bürgerinitiative Kalkberg sammelt Unterschriften.", "Bürgerinitiative Kalkberg"),
            ("Wir fahren mit Kahnfahrten Lehmkuhl durch die Fließe.", "Kahnfahrten Lehmkuhl"),
        ])
    func tradeNounAndCompoundRule(text: String, organization: String) {
        #expect(entityList(text).organizations.contains(organization), "\(entityList(text).organizations)")
    }

    @Test(
        "a chippy, a Gaelic club, a primary school, an initiative and a farm stall close businesses' names",
        arguments: [
            ("We got chips from the Harbour Light Chippy after the match.", "Harbour Light Chippy"),
            ("The girls from Kilbrack Gaels won the county final.", "Kilbrack Gaels"),
            ("Most of the new players come from Oakhurst Primary this year.", "Oakhurst Primary"),
            ("The seeds were donated by Savanna Seed Initiative last month.", "Savanna Seed Initiative"),
            ("We stopped for biltong at Tannie Ria Padstal on the way.", "Tannie Ria Padstal"),
        ])
    func organizationEndWordRule(text: String, organization: String) {
        #expect(entityList(text).organizations.contains(organization), "\(entityList(text).organizations)")
    }

    @Test(
        "an olive mill, a fire brigade, a Russian bakery and a Persian kebab house open businesses' names",
        arguments: [
            ("We toured Almazara Los Tres Olivos before lunch.", "Almazara Los Tres Olivos"),
            ("The tents were lent by Bombeiros Voluntários de Ansião.", "Bombeiros Voluntários de Ansião"),
            ("We bought pirozhki at Pekarnya Zolotoy Kolos every morning.", "Pekarnya Zolotoy Kolos"),
            ("Dinner was at Kababi Golshan near the bazaar.", "Kababi Golshan"),
        ])
    func localHeadRule(text: String, organization: String) {
        #expect(entityList(text).organizations.contains(organization), "\(entityList(text).organizations)")
    }

    @Test("the initials of a business inside a reference number are no mention of it")
    func initialsInReferenceNumber() {
        let text = "Thank you, Sahel Valley Cooperative. Order SVC/PO/2026/031 covers 40 bags; SVC pays on delivery."
        #expect(
            entityList(text).organizations == ["Sahel Valley Cooperative", "SVC"], "\(entityList(text).organizations)")
    }

    @Test("a town's name after a German neuter or object article is the noun it also is; a river after `der` stays")
    func germanNounAfterArticle() {
        let text = """
            Wir fahren am Samstag mit dem Zug nach Leipzig und sind am Abend zurück. Das Essen im Gasthaus war sehr gut,
            und das Wetter war schön. Danach sind wir noch an der Mosel spazieren gegangen.
            """
        #expect(entityList(text).places == ["Leipzig", "Mosel"], "\(entityList(text).places)")
    }

    @Test("`UK` alone is a place; after a firm's name it is the firm's")
    func unitedKingdomAlone() {
        #expect(entityList("Most of our walkers come from the UK in spring.").places == ["UK"])
        #expect(entityList("UK orders fell after the price rise.").places == ["UK"])
        #expect(entityList("Our books come through Paperleaf UK these days.").places.isEmpty)
    }

    @Test("French minutes set a space before a label's colon: the label is no person, the speakers are the attendees")
    func frenchLabelsWithSpaceBeforeColon() {
        let text = """
            Compte rendu du conseil de l'école
            Présents : Odile Marchand (présidente), Thierry Vasseur (trésorier), Inès Labbé, Me Aline Roussel
            Excusée : Mme Carpentier
            Odile : Bonjour à toutes et à tous. Nous commençons par le budget de la kermesse.
            Thierry : Nous avons 1 240 € sur le compte, et la mairie verse 300 € en mars.
            Inès : Les parents tiendront les stands, comme l'année dernière.
            Odile : Très bien, merci.
            """
        #expect(
            entityList(text).people == [
                "Odile Marchand", "Thierry Vasseur", "Inès Labbé", "Aline Roussel", "Carpentier",
            ],
            "\(entityList(text).people)")
    }

    @Test("a region or a town in parentheses after a place is a place; a given name or a day is not")
    func parenthesizedRegionRule() {
        #expect(
            entityList("Our week in Collioure (Roussillon) was the best of the summer.").places
                == ["Collioure", "Roussillon"])
        #expect(entityList("We stayed in Tavira (Sunday) for a night.").places == ["Tavira"])
        #expect(!entityList("The guide came from Kandy (Priya) on Monday.").places.contains("Priya"))
    }

    @Test(
        "a person and the business they are of are two names",
        arguments: [
            ("Lunch with Rahim Sadiq of Kunduz Silk Weavers on Tuesday.", "Rahim Sadiq", "Kunduz Silk Weavers"),
            ("Ha chiamato Lucia della Cartoleria Bianchi per il preventivo.", "Lucia", "Cartoleria Bianchi"),
        ])
    func personOfOrganizationRule(text: String, person: String, organization: String) {
        let list = entityList(text)
        #expect(list.people.contains(person), "\(list.people)")
        #expect(list.organizations.contains(organization), "\(list.organizations)")
    }

    @Test("a name with `of` and no business after it stays one name")
    func personOfOrganizationLookalikes() {
        #expect(entityList("We read about Catherine of Aragon in school.").people == ["Catherine of Aragon"])
    }

    @Test("a city hall named for its town is the town's government; a town hall is the building")
    func cityHallRule() {
        #expect(
            entityList("Guest: Ono Keiko, Matsumoto City Hall tourism section").organizations
                == ["Matsumoto City Hall"])
        #expect(entityList("The concert is in Keswick Town Hall on Friday.").places.contains("Keswick Town Hall"))
    }

    @Test(
        "a German noun that says who a person is is no part of the name; a business named for its owner keeps its word")
    func germanRoleNounRule() {
        let text = """
            Am Samstag hat Nachbar Jürgen Hollmann die Hecke geschnitten, und die Winzerin Petra Kessler-Hahn hat uns
            den Wein gebracht. Die Kinder sind mit Taxi Jochen Brandt KG nach Hause gefahren, und alle waren zufrieden.
            """
        let list = entityList(text)
        #expect(list.people == ["Jürgen Hollmann", "Petra Kessler-Hahn"], "\(list.people)")
        #expect(list.organizations == ["Taxi Jochen Brandt KG"], "\(list.organizations)")
    }

    @Test("a party's role labelling a ticket's lines names no one")
    func roleLabelsNameNoOne() {
        let text = """
            Ticket 4471 · Category: Heating
            Guest: The radiator in the bedroom is cold and the room is at 14 degrees.
            Host: Sorry about that. Our plumber can come tomorrow at nine.
            Guest: Thanks, that works. Can we have a heater tonight?
            Host: Yes, Marta will bring one in ten minutes.
            """
        #expect(entityList(text).people == ["Marta"], "\(entityList(text).people)")
    }

    @Test(
        "a shop named House after its wares, and a centre that sells farm inputs or crafts, are businesses",
        arguments: [
            ("We bought almonds at Gupta Dry Fruit House near the gate.", "Gupta Dry Fruit House"),
            ("The seed came from Gombe Agro Input Centre in March.", "Gombe Agro Input Centre"),
        ])
    func tradeHouseAndCentreRule(text: String, organization: String) {
        #expect(entityList(text).organizations.contains(organization), "\(entityList(text).organizations)")
    }
}
