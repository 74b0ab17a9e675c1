import Testing

@testable import LMFallback

/// One test per date form added for text as people write it (sentences written for the test).
@Suite("Date form rules")
struct DateFormRuleTests {
    private func dates(_ text: String) -> [String] { TextAnalyzer().analyze(text).entityList().dates }

    @Test(
        "numeric dates are dates; versions, fractions and scores are not",
        arguments: [
            ("The refund was issued on 07/22/2025 by the desk.", ["07/22/2025"]),
            ("Die Rechnung vom 3.11.2025 ist noch offen, sagt Herr Lenz.", ["3.11.2025"]),
            ("Backups ran on 2026/01/09 without errors.", ["2026/01/09"]),
            ("Upgrade to 1.2.10 before the demo; about 3/4 of users did.", []),
        ])
    func numericDateRule(text: String, expected: [String]) {
        #expect(dates(text) == expected, "\(dates(text))")
    }

    @Test("an ordinal day of a month is one date")
    func ordinalOfMonthRule() {
        #expect(dates("Keys are handed over on the 2nd of October, weather permitting.") == ["2nd of October"])
    }

    @Test("a decade is a date")
    func decadeRule() {
        #expect(dates("The mill was rebuilt in the 1970s and sold later.") == ["1970s"])
    }

    @Test(
        "days and months without a year, dashed dates, seasons and mid-years, chat dates in lowercase, ranges in more forms",
        arguments: [
            ("Invoice sent 21/02, paid 3/17, and the audit is on 05/06.", ["21/02", "3/17", "05/06"]),
            ("Mix 1/2 cup of flour; we are open 24/7.", []),
            (
                "Bought on 23-11-2025 for the 2026/27 season, with a review mid-2027.",
                ["23-11-2025", "2026/27", "mid-2027"]
            ),
            ("ok gig is thurs, or sat nov 14? maybe saturday the 21st", ["thurs", "sat nov 14", "saturday the 21st"]),
            ("we go in july, back on march 3", ["july", "march 3"]),
            ("The contract runs June 2025 – May 2026.", ["June 2025 – May 2026"]),
            ("La festa è dal 4–6 giugno; il saggio il 1er juin non c'è.", ["4–6 giugno"]),
        ])
    func moreDateFormsRule(text: String, expected: [String]) {
        #expect(entityList(text).dates == expected, "\(entityList(text).dates)")
    }

    @Test("a weekday used for any such day is no date: every Monday, a Friday evening, Saturday mornings")
    func genericWeekdayRule() {
        let dates = entityList(
            "We meet every Monday and on a Friday evening now and then. Saturday mornings are busy. The fair is on Sunday."
        ).dates
        #expect(dates == ["Sunday"], "\(dates)")
    }

    @Test(
        "a weekday takes its day of the month, not a time or a day a month follows",
        arguments: [
            ("Prize-giving is on Sunday the 9th of August at the club.", ["Sunday the 9th of August"]),
            ("Load the van Sat the 14th, soundcheck Thurs 19.", ["Sat the 14th", "Thurs 19"]),
            ("Standup moves to Wed 10am.", ["Wed"]),
            ("We leave Friday, 6 March and return Monday 9th.", ["Friday, 6 March", "Monday 9th"]),
        ])
    func weekdayWithDayRule(text: String, expected: [String]) {
        #expect(dates(text) == expected, "\(dates(text))")
    }

    @Test("in another language a weekday takes its day of the month too, not an hour")
    func foreignWeekdayWithDayRule() {
        #expect(
            dates("Quedamos el martes 17 en la obra y el lunes 9h en la oficina, gracias.") == ["martes 17", "lunes"],
            "\(dates("Quedamos el martes 17 en la obra y el lunes 9h en la oficina, gracias."))")
    }

    @Test(
        "a weekday in any case joins the day and month after it; a month in lowercase may follow its day",
        arguments: [
            ("footy is sun 12 oct, then wed 15 oct at the oval", ["sun 12 oct", "wed 15 oct"]),
            ("flights back on 14 sept, car returned Thu, 18 sept", ["14 sept", "Thu, 18 sept"]),
            ("we sat 3 rows back and it may be 2 may be 3", [String]()),
        ])
    func weekdayBeforeDayAndMonthRule(text: String, expected: [String]) {
        #expect(dates(text) == expected, "\(dates(text))")
    }

    @Test(
        "May after a lowercase word is the month, not before a capitalized name",
        arguments: [
            ("The hives are split after a dry May, and honey follows in June.", ["May", "June"]),
            ("Lunch with May Okafor went well.", [String]()),
        ])
    func capitalizedMayRule(text: String, expected: [String]) {
        #expect(dates(text) == expected, "\(dates(text))")
    }

    @Test("a month and a month with its year, with a dash between, are one date; a day of each month is none")
    func monthRangeWithYearAndMonthlyDayRule() {
        #expect(dates("Visitors rose through July–September 2025 at the museum.") == ["July–September 2025"])
        #expect(dates("Rent is paid on the 1st of each month by transfer.").isEmpty)
    }

    @Test("feasts and national days around the world are dates")
    func worldHolidayRule() {
        #expect(
            dates("The workshop shuts over Diwali and opens again after Kwanzaa, as every year.") == [
                "Diwali", "Kwanzaa",
            ])
    }

    @Test(
        "a season and a year are a date in every language LMFallback reads",
        arguments: [
            ("Wir ziehen im Herbst 2026 in die neue Praxis.", "Herbst 2026"),
            ("De verbouwing start in het voorjaar 2027.", "voorjaar 2027"),
            ("La obra termina en el otoño de 2026.", "otoño de 2026"),
            ("Les travaux reprendront au printemps 2027.", "printemps 2027"),
        ])
    func seasonInOtherLanguagesRule(text: String, date: String) {
        #expect(dates(text) == [date], "\(dates(text))")
    }

    @Test("a day and a month in a log line's brackets are a date; a number in brackets is not")
    func logLineDayMonthRule() {
        #expect(dates("Petra (14.03, 10:15): cable checked.\nFollow-up (15.03): fixed.") == ["14.03", "15.03"])
        #expect(dates("The rate (12.05) held all week.").isEmpty)
    }

    @Test("another language's abbreviated weekday right before a day's number is part of the date")
    func foreignWeekdayAbbreviationRule() {
        let dutch = entityList(
            "Planning: za 18 juli vertrek met de trein, zo 26 juli terug naar huis met de bus."
        ).dates
        #expect(dutch == ["za 18 juli", "zo 26 juli"], "\(dutch)")
        let italian = entityList(
            "Buongiorno, la consegna della merce è prevista per ven 23 gennaio 2026 in mattinata, come da accordi."
        ).dates
        #expect(italian == ["ven 23 gennaio 2026"], "\(italian)")
    }

    @Test("a season of a year, a half of a year and a fiscal year are dates")
    func seasonHalfAndFiscalYearRule() {
        let found = entityList("We open in the summer of 2026, expand in the second half of 2027 and report FY2025.")
            .dates
        #expect(found == ["summer of 2026", "second half of 2027", "FY2025"], "\(found)")
        // A half alone, or of something else, is not.
        #expect(entityList("The second half of the match was better.").dates.isEmpty)
    }
}
