import Testing

@testable import LMFallback

/// One test per rule for names in message headers and titles, businesses named by what they sell, and the
/// money and date forms of more countries (sentences written for the test).
@Suite("Message and money rules")
struct MessageAndMoneyRuleTests {
    @Test("the name in a From or To line, or before an address in angle brackets, is a person")
    func senderRule() {
        let text =
            "From: Oswin Trelawney (account 5521)\nTo: Marisol Quenby <marisol.q@post.example>\nSubject: Your parcel\n\n"
            + "The parcel left the depot this morning and should arrive by Friday."
        let entities = entityList(text)
        #expect(entities.people.contains("Oswin Trelawney") && entities.people.contains("Marisol Quenby"))
        #expect(entities.places.isEmpty && entities.organizations.isEmpty, "\(entities)")
    }

    @Test("a team in a header is not a person")
    func teamSenderRule() {
        #expect(
            entityList("From: Team Gleisbau\nTo: Renate Vogl\n\nDie Sperrung endet am Montag.").people == [
                "Renate Vogl"
            ])
    }

    @Test("a one-letter title of French, Spanish or Portuguese is not an initial")
    func letterTitleRule() {
        let french = entityList("Bonjour à tous,\n\nM. Vautrin, de la mairie, confirme la date du tournoi de juin.")
            .people
        #expect(french == ["Vautrin"], "\(french)")
        let english = entityList("The report was written by M. Vautrin and checked by the board in June.").people
        #expect(english == ["M. Vautrin"], "\(english)")
    }

    @Test("German academic titles and the dative Herrn stay outside the name")
    func germanTitleRule() {
        let people = entityList(
            "An: Herrn Dipl.-Ing. Lothar Bramsche\nBetreff: Angebot\n\nSehr geehrter Herr Bramsche,"
        )
        .people
        #expect(people.contains("Lothar Bramsche") && !people.contains { $0.contains("Dipl") }, "\(people)")
    }

    @Test("a hyphenated role word opening a sentence is not part of the name after it")
    func hyphenatedRoleRule() {
        let people = entityList("Co-founder Tamsin Ellery said the shop will reopen in spring.").people
        #expect(people == ["Tamsin Ellery"], "\(people)")
    }

    @Test("a name ending in a plural noun or a business compound is a business, not a person")
    func businessEndingRule() {
        let entities = entityList(
            "We hired Hallam Steel Fabrications for the frame and paid Norderwerft Logistik for transport.")
        #expect(entities.organizations.contains("Hallam Steel Fabrications"), "\(entities.organizations)")
        #expect(entities.organizations.contains("Norderwerft Logistik"), "\(entities.organizations)")
        #expect(entities.people.isEmpty, "\(entities.people)")
    }

    @Test(
        "more currency signs and shillings, amounts in crore and lakh, and amounts written after the dollar sign",
        arguments: [
            ("The clinic charges ₹1,250 per visit and raised ₹3 crore last year.", ["₹1,250", "₹3 crore"]),
            ("Members were paid KSh 2,400 each at the cooperative.", ["KSh 2,400"]),
            ("A matrícula custa R$ 1.250,00 por semestre.", ["R$ 1.250,00"]),
            ("L'inscription coûte 85 $ par joueur cette saison.", ["85 $"]),
        ])
    func currencyRule(text: String, expected: [String]) {
        #expect(entityList(text).money == expected, "\(entityList(text).money)")
    }

    @Test(
        "an amount is money when a currency stands next to it, written as its country writes it",
        arguments: [
            ("The ferry upgrade costs NZ$ 2.35 million and tickets HK$95.", ["NZ$ 2.35 million", "HK$95"]),
            ("Rent is RM 1,650 a month; the deposit was Rp 4.500.000.", ["RM 1,650", "Rp 4.500.000"]),
            ("The school asked S/ 75 per pupil and raised S/ 1.2 million.", ["S/ 75", "S/ 1.2 million"]),
            ("Lunch was 129 kr, the fine SEK 4 500 and the tour 2 350 Kč.", ["129 kr", "SEK 4 500", "2 350 Kč"]),
            ("Die Halle kostet 2,75 Mio. € und der Zaun 18.240,50 €.", ["2,75 Mio. €", "18.240,50 €"]),
            ("Seed funding of $450k and a loan of £2.5m were agreed.", ["$450k", "£2.5m"]),
            ("The grant is R3,5 million and the van cost R412 000.", ["R3,5 million", "R412 000"]),
            ("The bill came to $2,310,000 MXN and 3.900 TL.", ["$2,310,000 MXN", "3.900 TL"]),
            ("A bilha custou 2.500$00 em 1998.", ["2.500$00"]),
            ("Cleaners charge $18hr here, and the 5kg bag is £4pp.", ["$18", "£4"]),
        ])
    func localCurrencyRule(text: String, expected: [String]) {
        #expect(entityList(text).money == expected, "\(entityList(text).money)")
    }

    @Test(
        "a currency code that is also a word is money beside an amount written as one; currency names, KM and lakhs",
        arguments: [
            (
                "The loan is AMD 12 million and the fee 2,500 CUP; TOP 10 lists follow.",
                ["AMD 12 million", "2,500 CUP"]
            ),
            ("The tour cost 45 000 tenge and the ferry 300 rupees.", ["45 000 tenge", "300 rupees"]),
            ("Popravka košta 1.250 KM, a dostava 40 KM.", ["1.250 KM", "40 KM"]),
            ("Fees of ₹2,75,000 were paid in March.", ["₹2,75,000"]),
            ("The borehole cost P120,000 and car P5 was free.", ["P120,000"]),
            ("La cuota es $U 1.200 y el envío NAf 350.", ["$U 1.200", "NAf 350"]),
        ])
    func shapedAndNamedCurrencyRule(text: String, expected: [String]) {
        #expect(entityList(text).money == expected, "\(entityList(text).money)")
    }

    @Test("a number next to a word that only looks like a currency is not money")
    func notMoneyRule() {
        let money = entityList("Route R44 has TOP 10 views, the A4 sheet lists AMD 7950 and 12 ALL entries.").money
        #expect(money.isEmpty, "\(money)")
    }

    @Test(
        "a part of a month, a range of months and a German weekday with dem are one date each",
        arguments: [
            ("The harvest starts in late September and ends in October.", ["late September", "October"]),
            ("Sales were flat from April–June, the company said.", ["April–June"]),
            (
                "Die Arbeiten an der Brücke beginnen Ende Mai, sagt Frau Kessler, und dauern bis zum Herbst.",
                ["Ende Mai"]
            ),
            ("Les travaux reprendront début avril, selon la mairie.", ["début avril"]),
            ("Wir treffen uns am Dienstag, dem 4. März in der Halle.", ["Dienstag, dem 4. März"]),
        ])
    func monthPartRule(text: String, expected: [String]) {
        #expect(entityList(text).dates == expected, "\(entityList(text).dates)")
    }

    @Test("a road with a number and a letter is a place")
    func roadRule() {
        #expect(entityList("Lorries will use Route 12B until the bridge reopens.").places == ["Route 12B"])
    }

    @Test("US and Interstate highways named by their letters are places; a year after US is not a road")
    func lettersRoadRule() {
        #expect(entityList("We drove US 212 north, then I-94 east to the lake.").places == ["US 212", "I-94"])
        #expect(entityList("The US 2024 figures came out late.").places.isEmpty)
    }

    @Test("a legal form after a comma closes the name; a library is an organization")
    func legalFormAfterCommaRule() {
        let organizations = entityList(
            "The invoice from Talleres Morán, S.L. arrived late. Halvorsen Tools, Inc. shipped the parts, and the "
                + "Brookmere Public Library lent us the room."
        ).organizations
        #expect(organizations.contains("Talleres Morán, S.L."), "\(organizations)")
        #expect(organizations.contains("Halvorsen Tools, Inc."), "\(organizations)")
        #expect(organizations.contains("Brookmere Public Library"), "\(organizations)")
    }

    @Test("a weekday before a date joins it; a weekday ending one sentence does not join the next")
    func weekdayJoinRule() {
        #expect(entityList("Date: Wed, 4 Feb 2026\nThe boiler was serviced.").dates == ["Wed, 4 Feb 2026"])
        #expect(entityList("The boiler failed on Friday. March was colder than usual.").dates == ["Friday", "March"])
    }

    @Test("three capitals before an amount are money only when they are a currency code")
    func currencyCodeRule() {
        let entities = entityList("We paid GBP 40,000 for the roof; the FAQ 2024 list and ABC 12 were not costs.")
        #expect(entities.money == ["GBP 40,000"], "\(entities.money)")
    }

    @Test("under a letter's closing, the first line is the signer and a name line under it is their employer")
    func signatureRule() {
        let text =
            "Hallo Herr Brandt,\n\nanbei das Angebot für die neue Heizung, wie am Telefon besprochen.\n\n"
            + "Mit freundlichen Grüßen\nJosefine Aldinger\nHeizungsbau Kessler Nord\n"
        let entities = entityList(text)
        #expect(entities.people.contains("Josefine Aldinger"), "\(entities.people)")
        #expect(entities.organizations.contains("Heizungsbau Kessler Nord"), "\(entities.organizations)")
        let structure = TextAnalyzer().analyze(text).structure
        #expect(structure.roles.last == .signature)
    }

    @Test(
        "the taka, Gulf dinars and riyals, the boliviano and the ngultrum by their local abbreviations",
        arguments: [
            ("The mill quoted Tk 12 crore for the new line.", ["Tk 12 crore"]),
            ("Rent in Amman is JD 450 a month, the deposit KD 300.", ["JD 450", "KD 300"]),
            ("The tour costs Bs. 350 per person, the permit Nu. 1,200.", ["Bs. 350", "Nu. 1,200"]),
        ])
    func moreLocalAbbreviationsRule(text: String, expected: [String]) {
        #expect(entityList(text).money == expected, "\(entityList(text).money)")
    }

    @Test(
        "ranges, Swiss round amounts, currency names after a scale and `de`, CFA, and abbreviations against a number",
        arguments: [
            ("Repairs will cost $6–8 million over two years.", ["$6–8 million"]),
            ("Die Gebühr beträgt Fr. 95.– pro Jahr.", ["Fr. 95.–"]),
            ("Il faut 2,5 millions de francs CFA pour le camion.", ["2,5 millions de francs CFA"]),
            ("A bag of cocoa sells for CFA 1,650 at the gate.", ["CFA 1,650"]),
            ("Tolong kirim Rp2,5 juta untuk kelas batik.", ["Rp2,5 juta"]),
            ("Die Reparatur kostet 1'450 Franken.", ["1'450 Franken"]),
            ("Pages 4-5 of the report are blank.", []),
        ])
    func moneyShapeRule(text: String, expected: [String]) {
        #expect(entityList(text).money == expected, "\(entityList(text).money)")
    }

    @Test(
        "more currencies: signs, abbreviations before and after, names, a range repeating its sign, one-letter kina",
        arguments: [
            ("The deposit is ₮240,000 and the fee ₭95,000.", ["₮240,000", "₭95,000"]),
            ("Lunch costs B/. 12 and the taxi Kz 3.500.", ["B/. 12", "Kz 3.500"]),
            ("The bill was Ft 48 million, the repair 3 200 hrn.", ["Ft 48 million", "3 200 hrn"]),
            ("Rent is 18,000 denars, bread 40 meticais, tea 6 Tk.", ["18,000 denars", "40 meticais", "6 Tk"]),
            ("Le projet coûte 2,4 millions d'euros.", ["2,4 millions d'euros"]),
            ("The tour is 850 N$ and the raffle 2,000 pa'anga.", ["850 N$", "2,000 pa'anga"]),
            ("Growers get K 8.75 a kilo; tickets cost $30–$40.", ["K 8.75", "$30–$40"]),
            ("Pupils in grade K 2 read aloud.", []),
        ])
    func moreCurrencyRule(text: String, expected: [String]) {
        #expect(entityList(text).money == expected, "\(entityList(text).money)")
    }
}
