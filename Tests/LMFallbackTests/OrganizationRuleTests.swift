import Testing

@testable import LMFallback

/// One test per organization rule, on sentences written for the test (not taken from any evaluation
/// or development set).
@Suite("Organization rules")
struct OrganizationRuleTests {
    @Test(
        "a sector word at the end of a name makes it an organization",
        arguments: [
            ("We bought the hinges at Brannock Hardware last week.", "Brannock Hardware"),
            ("The bond was sold through Quillan Securities in the spring.", "Quillan Securities"),
            ("The Dunmore Falcons lost their third match in a row.", "Dunmore Falcons"),
            ("Our policy with Harlow Mutual covers the roof.", "Harlow Mutual"),
            ("Fenton Brothers have run the shop on Quay Street since 1962.", "Fenton Brothers"),
            ("Kinloch Cooperage supplies the casks for the whisky.", "Kinloch Cooperage"),
        ])
    func sectorWordRule(text: String, expected: String) {
        #expect(entityList(text).organizations == [expected])
    }

    @Test(
        "a business word at the start of a name makes it an organization in the supported languages",
        arguments: [
            ("Nous avons acheté le vin chez Maison Ferrand à Dijon.", "Maison Ferrand"),
            ("El presupuesto de Talleres Ibarra llegó ayer.", "Talleres Ibarra"),
            ("Il preventivo di Costruzioni Ferri è troppo alto.", "Costruzioni Ferri"),
        ])
    func businessHeadRule(text: String, expected: String) {
        #expect(entityList(text).organizations.contains(expected), "\(entityList(text).organizations)")
    }

    @Test("an institution head before 'of' inside a name makes the whole name an organization")
    func innerHeadRule() {
        let entities = entityList("Inspectors from the Tarnwell Department of Parks closed the pond.")
        #expect(entities.organizations == ["Tarnwell Department of Parks"])
        #expect(entities.places.isEmpty)
    }

    @Test("the subject of 'said on <day> that it' is an organization; 'said it' in speech is not")
    func pronounRule() {
        let news = entityList("Veltrix said on Tuesday that it will close two warehouses.")
        #expect(news.organizations == ["Veltrix"])
        #expect(news.people.isEmpty)
        #expect(entityList("Veltrix said it would rain all afternoon.").organizations.isEmpty)
        #expect(entityList("Ravindra said on Monday that it was too cold to plant.").organizations.isEmpty)
    }

    @Test("a possessive before a corporate noun marks an organization, without the possessive")
    func possessiveRule() {
        let entities = entityList("Norvane's chief executive, Pia Lindgren, will step down in June.")
        #expect(entities.organizations == ["Norvane"])
        #expect(entities.people == ["Pia Lindgren"])
    }

    @Test("an apposition naming a kind of business marks an organization; one naming a job does not")
    func appositionRule() {
        #expect(entityList("Corvell, a maker of garden tools, will hire 40 people.").organizations == ["Corvell"])
        #expect(entityList("Pemberly, based in Leeds, sells loose-leaf tea.").organizations == ["Pemberly"])
        #expect(entityList("Ingrid, a nurse at the clinic, waved at us.").organizations.isEmpty)
    }

    @Test(
        "phrases that name an employer, a listed company or a business one deals with mark an organization",
        arguments: [
            ("Analysts at Brightmoor expect prices to fall.", "Brightmoor"),
            ("She joined Hollowell as a designer in 2019.", "Hollowell"),
            ("He works for Zentaro on weekends.", "Zentaro"),
            ("Ottoline joined Pravix in 2021 after her degree.", "Pravix"),
            ("We finally got a quote from Veltrane for the roof.", "Veltrane"),
            ("Last month I switched to Brovix for my phone.", "Brovix"),
        ])
    func employerRule(text: String, expected: String) {
        #expect(entityList(text).organizations == [expected])
    }

    @Test("'joined' marks an organization only when a role or a year follows the name")
    func joinedPersonRule() {
        #expect(entityList("Last year I joined Ingeborg on a trip to the coast.").organizations.isEmpty)
    }

    @Test("a business noun after a name marks an organization")
    func followerRule() {
        #expect(entityList("Did anyone check the Quorra invoice before Friday?").organizations == ["Quorra"])
        #expect(entityList("My Quorra subscription renews in March.").organizations.isEmpty)
    }

    @Test("a name seen as an organization once is an organization everywhere")
    func documentConsistencyRule() {
        let entities = entityList(
            "Corvell, a maker of garden tools, opened a depot. Many drivers moved to Corvell from other firms.")
        #expect(entities.organizations == ["Corvell"])
        #expect(entities.places.isEmpty)
    }

    @Test("a name written with 'The' after a preposition keeps it in a heading too")
    func leadingTheRule() {
        let entities = entityList("Review: The Larkspur Inn\n\nWe stayed at The Larkspur Inn twice this winter.")
        #expect(entities.organizations == ["The Larkspur Inn"])
    }

    @Test("a known place after a second connector belongs to the organization's name, as after the first")
    func placeAfterSecondConnectorRule() {
        let guild = entityList("La Cofradía de Pescadores de Sevilla abre el lunes.")
        #expect(guild.organizations == ["Cofradía de Pescadores de Sevilla"])
        #expect(guild.places.isEmpty)
        #expect(
            entityList("Estudia en la Universidad de Sevilla desde 2022.").organizations == ["Universidad de Sevilla"])
    }

    @Test("a department addressed by its function after 'Dear' is not an organization; a named one is")
    func salutationRule() {
        #expect(entityList("Dear Billing Services,\n\nMy invoice is wrong.").organizations.isEmpty)
        #expect(entityList("Dear Tamsworth Services,\n\nMy invoice is wrong.").organizations == ["Tamsworth Services"])
    }

    @Test("a person's name elsewhere in the text wins over a context cue")
    func personWinsRule() {
        let entities = entityList(
            "Attendees: Odile Marchetti, Ravi Anand\n\nMarchetti said on Monday that it was too early to decide.")
        #expect(entities.organizations.isEmpty)
        #expect(entities.people.contains("Odile Marchetti"))
    }
}
