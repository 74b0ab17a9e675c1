import Testing

@testable import LMFallback

/// One test per rule for money written with CLDR's currency symbols and names (sentences written for the test).
@Suite("Currency rules")
struct CurrencyRuleTests {
    @Test(
        "a CLDR symbol before or after an amount makes it money",
        arguments: [
            ("The stall charged FBu 3,400 for a sack of beans.", "FBu 3,400"),
            ("A kilo of yerba cost Gs. 27.500 at the market.", "Gs. 27.500"),
            ("The guesthouse asked Br 96,000 for the week.", "Br 96,000"),
            ("Le taxi coûte 12 000 Ar jusqu'au port.", "12 000 Ar"),
            ("Bread went up to 3,10 лв. per loaf in March.", "3,10 лв."),
            ("Dinner was 410 kr. per person with wine.", "410 kr."),
            ("The deposit of GH¢ 2,300,000 was paid in cash.", "GH¢ 2,300,000"),
        ])
    func symbolRule(text: String, amount: String) {
        let money = entityList(text).money
        #expect(money == [amount], "\(money)")
    }

    @Test("a currency's name in any of the languages after an amount is money, with or without its accents")
    func currencyNameRule() {
        #expect(entityList("The boat ride was 650 cordobas each way.").money == ["650 cordobas"])
        #expect(entityList("El guía cobró 90.000 guaraníes por el día.").money == ["90.000 guaraníes"])
        #expect(entityList("We paid 8,000 kyats for the tea.").money == ["8,000 kyats"])
    }

    @Test("CFA's two-word symbol and CFA before francs stay with the amount")
    func cfaRule() {
        #expect(entityList("Le ticket coûte 500 F CFA par personne.").money == ["500 F CFA"])
        #expect(entityList("The room cost 22,000 CFA francs a night.").money == ["22,000 CFA francs"])
    }

    @Test("a one-letter symbol before a plain amount is money only where the document names its currency")
    func weakSymbolRule() {
        let named = entityList("Prices in MMK went up again. Foil bags now cost K 320 each.").money
        #expect(named.contains("K 320"), "\(named)")
        let country = entityList("Back from Honduras. The lionfish tacos were L 45 each.").money
        #expect(country == ["L 45"], "\(country)")
        let unnamed = entityList("Take the lift to Block K 320 and ask at the desk.").money
        #expect(unnamed.isEmpty, "\(unnamed)")
    }

    @Test("a symbol's period at the end of a line is the sentence's")
    func periodAtLineEndRule() {
        let money = entityList("- Bikes: the shop on Vestergade repairs both for about 700 kr.\n- Ask about lights.")
            .money
        #expect(money == ["700 kr"], "\(money)")
    }

    @Test("a symbol of two letters or a unit's letters is no currency before a date, a club's number or a weight")
    func weakTwoLetterSymbolRule() {
        let french = entityList(
            "Compte rendu\n\nLe 3 février 2026, Solène Marchetti a présenté le budget de l'association à Nantes.")
        #expect(french.money.isEmpty && french.dates.contains("3 février 2026"), "\(french.money) \(french.dates)")
        #expect(entityList("We bought 12 Kg. of rice for the kitchen.").money.isEmpty)
        #expect(entityList("The guesthouse charged 75 000 Ar for two nights.").money == ["75 000 Ar"])
    }

    @Test("tomans, won and dong after an amount, and Somaliland shillings before one, are money")
    func moreLocalCurrencyWordsRule() {
        let money = entityList("The rug cost 38 million tomans, the tour 10,000 won and the pho 45.000 đ.").money
        #expect(money == ["38 million tomans", "10,000 won", "45.000 đ"], "\(money)")
        let shillings = entityList("A taxi to the airport is SLSh 45,000 each way.").money
        #expect(shillings == ["SLSh 45,000"], "\(shillings)")
        // `won` after a count is the verb's past.
        #expect(entityList("Our team of 11 won the final.").money.isEmpty)
    }

    @Test("a weak symbol written once before an amount written as one names its currency for the document's others")
    func weakSymbolSeenShapedRule() {
        let money = entityList("I've credited R269,70 for the outage and added R500 for your data costs.").money
        #expect(money == ["R269,70", "R500"], "\(money)")
        // Alone, a letter before a round number is no money.
        #expect(entityList("Take the R500 exit after the bridge.").money.isEmpty)
    }

    @Test("the Caribbean guilder's new code, and francs with their country's adjective, are money")
    func guilderAndNamedFrancsRule() {
        #expect(entityList("The room is XCG 2.350 for the week.").money == ["XCG 2.350"])
        let francs = entityList("Le billet coûte 2 850 francs congolais à Kinshasa.").money
        #expect(francs == ["2 850 francs congolais"], "\(francs)")
    }

    @Test("the naira written N is money where the document names it or writes ₦; an N95 mask is not")
    func nairaLetterRule() {
        let money = entityList(
            "Fares rose to N2,500 and stalls pay N1.2 million, up from ₦900 in Enugu. Wear an N95 mask."
        )
        .money
        #expect(money == ["N2,500", "N1.2 million", "₦900"], "\(money)")
        #expect(entityList("Wear an N95 mask; the kit costs N1,200 here.").money.isEmpty)
    }

    @Test("roubles written rub after the amount are money")
    func roubleAbbreviationRule() {
        #expect(entityList("The hostel is 2,300 rub a night in winter.").money == ["2,300 rub"])
    }

    @Test("the codes of territories' pounds and of the other currencies in use are money before an amount")
    func moreCurrencyCodes() {
        let money = entityList("Fares are FKP 45 on the island and GIP 12.50 on the Rock; the fine was MRU 3,000.")
            .money
        #expect(money == ["FKP 45", "GIP 12.50", "MRU 3,000"], "\(money)")
    }
}
