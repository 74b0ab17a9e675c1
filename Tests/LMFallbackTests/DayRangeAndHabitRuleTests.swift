import Testing

@testable import LMFallback

/// One test per date rule for day ranges, habitual weekdays and a day of the month alone, and per place rule for
/// feature words, heads and abbreviated heads (sentences written for the test).
@Suite("Day range, habitual weekday and place head rules")
struct DayRangeAndHabitRuleTests {
    @Test(
        "two days with a spaced dash between are one date",
        arguments: [
            ("Trip plan\n\nWed 4 Mar – Fri 6 Mar\n- Drive north.", ["Wed 4 Mar – Fri 6 Mar"]),
            ("Camp: Sun 5/7 – Tue 7/7, then home.", ["Sun 5/7 – Tue 7/7"]),
        ])
    func dayRangeRule(text: String, expected: [String]) {
        #expect(entityList(text).dates == expected, "\(entityList(text).dates)")
    }

    @Test("a weekday with a day and month written with a slash is one date")
    func weekdaySlashRule() {
        let dates = entityList("Field days\n\nThu 3/9\n- Count the traps.\n\nSat 5/9\n- Rest.").dates
        #expect(dates == ["Thu 3/9", "Sat 5/9"], "\(dates)")
    }

    @Test(
        "another language's day range joined by a word is one date",
        arguments: [
            ("A feira decorre de 12 a 14 de outubro na vila.", ["12 a 14 de outubro"]),
            ("Nous serons là les 21 et 22 juin avec le groupe.", ["21 et 22 juin"]),
        ])
    func joinedDayRangeRule(text: String, expected: [String]) {
        #expect(entityList(text).dates == expected, "\(entityList(text).dates)")
    }

    @Test("an Italian weekday after its article and a French closing day are habits, not dates")
    func habitualWeekdayRule() {
        let italian = entityList("Il forno apre il lunedì e il venerdì, la domenica no. Ci vediamo sabato.").dates
        #expect(italian == ["sabato"], "\(italian)")
        let french = entityList("La boutique est fermée le lundi et le mardi. Nous passerons jeudi.").dates
        #expect(french == ["jeudi"], "\(french)")
    }

    @Test("an abbreviated weekday before a capitalized word that is no month is a name's first word")
    func surnameLikeWeekdayRule() {
        let list = entityList("Owner: Sun Meilan, who called on Sun 12 April about the lease.")
        #expect(list.dates == ["Sun 12 April"], "\(list.dates)")
    }

    @Test("another language's abbreviated weekday is no weekday in English text")
    func foreignAbbreviationInEnglishRule() {
        #expect(
            entityList("ok so 3–5 Nov? we leave early").dates == ["3–5 Nov"], "\(entityList("ok so 3–5 Nov?").dates)")
    }

    @Test("a day of the month alone after to, of, for or through is a date")
    func dayAfterMoreWordsRule() {
        let dates = entityList("We could move it to the 23rd, or the weekend of the 9th. The 5th floor is shut.").dates
        #expect(dates == ["the 23rd", "the 9th"], "\(dates)")
    }

    @Test("early or late before a year is part of the date")
    func earlyYearRule() {
        #expect(entityList("Prices fell in late 2023 and rose again.").dates == ["late 2023"])
    }

    @Test("a person's label for a landlord or a guest opens a person's line")
    func personLabelRule() {
        let list = entityList("Landlord: Wei Xiulan, 0151 555 0199\nGuest: Tomasz Brzęk (room 4)")
        #expect(list.people == ["Wei Xiulan", "Tomasz Brzęk"], "\(list.people)")
    }

    @Test(
        "feature words end place names, and more heads open them",
        arguments: [
            ("We abseiled into Korowai Chasm before lunch.", "Korowai Chasm"),
            ("The bus stops at Tarewa Lookout on the way.", "Tarewa Lookout"),
            ("We walked round Lough Derravaragh in the rain.", "Lough Derravaragh"),
            ("The shop is just inside Bab Doukkala, on the left.", "Bab Doukkala"),
            ("Ci siamo fermati alla Spiaggia delle Sirene per un bagno.", "Spiaggia delle Sirene"),
            ("The show moved to the Harlan County Fairgrounds this year.", "Harlan County Fairgrounds"),
            ("We had tea beside Shukkei Garden before the train.", "Shukkei Garden"),
            ("Gannets nest below Fanad Head in summer.", "Fanad Head"),
            ("On est passés par le Col de Vars sous la neige.", "Col de Vars"),
            ("The choir sings at All Hallows Church on Sunday.", "All Hallows Church"),
            ("Our flat is in Sector 21 near the market.", "Sector 21"),
            ("Trucks queue on the GO-060 side every morning.", "GO-060"),
            ("Siamo saliti al Passo Manghen in bici.", "Passo Manghen"),
            ("Am Samstag öffnet das Freibad Wellinghofen wieder.", "Freibad Wellinghofen"),
        ])
    func placeFeatureRule(text: String, place: String) {
        #expect(entityList(text).places.contains(place), "\(entityList(text).places)")
    }

    @Test("an abbreviated avenue and an Irish county written with Co. are places, not a legal form")
    func abbreviatedHeadRule() {
        let list = entityList("The depot moved to Av. Rondon Pacheco. Our stand is in Trim, Co. Meath, this year.")
        #expect(list.places.contains("Av. Rondon Pacheco"), "\(list.places)")
        #expect(list.places.contains("Co. Meath"), "\(list.places)")
        #expect(list.organizations.isEmpty, "\(list.organizations)")
    }

    @Test("a German noun of action before a street of two words is no part of it")
    func germanNounBeforeStreetRule() {
        let places = entityList(
            "Betreff: Absperrung Lüneburger Straße 9\n\nSehr geehrte Damen und Herren,\n\ndie Straße bleibt wegen der "
                + "Bauarbeiten bis Freitag gesperrt, und die Zufahrt ist nur für Anwohner frei."
        ).places
        #expect(places == ["Lüneburger Straße"], "\(places)")
    }
}
