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
}
