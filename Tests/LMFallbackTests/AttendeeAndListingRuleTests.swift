import Testing

@testable import LMFallback

/// One test per rule on attendee lists and on the forms a person's or firm's name is listed by.
@Suite("Attendee and listing rules")
struct AttendeeAndListingRuleTests {
    @Test("an attendee list leaves out office titles, Fr. and a one-letter title of the document's language")
    func attendeeTitleRule() {
        let people = entityList(
            "Present: Deputy Mayor Tsvetana Ilieva (chair), Fr. Diarmuid Ó Laoire, Lorcan Fahy\n"
                + "Apologies: Síle Ní Dhomhnaill\n\nThe hall will be painted in spring."
        ).people
        #expect(people == ["Tsvetana Ilieva", "Diarmuid Ó Laoire", "Lorcan Fahy", "Síle Ní Dhomhnaill"], "\(people)")
        let french = entityList(
            "Compte rendu de la réunion du comité\nPrésents : M. Gaëtan Rondeau (président), Mme Odile Sauvat\n\n"
                + "La réunion commence à vingt heures. Le président présente le budget de l'année et les travaux prévus "
                + "pour la salle. Les membres demandent un devis pour la toiture avant la fin du mois."
        )
        .people
        #expect(french == ["Gaëtan Rondeau", "Odile Sauvat"], "\(french)")
    }

    @Test("a title after a name it does not join starts the next name")
    func titleAfterUnjoinedNameRule() {
        let entities = entityList("We met Orla Keane, Fr. Colm Hegarty and the two wardens at the pier before noon.")
        #expect(entities.people == ["Orla Keane", "Colm Hegarty"], "\(entities.people)")
        #expect(entities.places.isEmpty, "\(entities.places)")
    }

    @Test("words that start or end a longer person's name are its short form")
    func multiWordShortFormRule() {
        let people = entityList(
            "Yolanda Peña de la Rosa opened the meeting. Later Peña de la Rosa said the budget was short."
        )
        .people
        #expect(people == ["Yolanda Peña de la Rosa"], "\(people)")
    }

    @Test("a sentence's period after Ltd is the sentence's; Co., Ltd. keeps its own")
    func ltdPeriodRule() {
        let organizations = entityList(
            "The cocoa was bought from Kintampo Bean Traders Ltd. The price rose again. Our agent is Osaka "
                + "Marine Trading Co., Ltd. They ship monthly."
        ).organizations
        #expect(organizations == ["Kintampo Bean Traders Ltd", "Osaka Marine Trading Co., Ltd."], "\(organizations)")
    }

    @Test("a name after a person's label that opens its line is a person, even a town's name; common words are not")
    func personLabelRule() {
        let text =
            "Ticket #4410 — Printer offline\nCustomer: Oluwaseun Adebanjo (Lakeside Dental Clinic)\n"
            + "Assigned to: Selma Hodžić, Field Support\nContact: Customer Care\n\nThe printer drops off every morning."
        let entities = entityList(text)
        #expect(entities.people == ["Oluwaseun Adebanjo", "Selma Hodžić"], "\(entities.people)")
    }
}
