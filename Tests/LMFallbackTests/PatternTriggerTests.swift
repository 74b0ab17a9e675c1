import Testing

@testable import LMFallback

/// The one-pass scan that decides which expressions run, and the windows an email is searched in: skipping
/// an expression must never lose a match it would have found.
@Suite("Pattern triggers")
struct PatternTriggerTests {
    @Test("the scan finds digits, years, numeric dates, quarters and @")
    func scanFlags() {
        let plain = PatternTriggers(Array("Nothing to see here, friend.".utf16))
        #expect(!plain.hasDigit && !plain.hasYear && !plain.hasAt && !plain.hasQuarter)
        let rich = PatternTriggers(Array("Q3 report, 2026-03-14, EUR 40 or £5; mail me@x.example".utf16))
        #expect(rich.hasDigit && rich.hasYear && rich.hasNumericDate && rich.hasQuarter && rich.hasFourDigits)
        #expect(rich.hasAt)
        #expect(!PatternTriggers(Array("In 1850 and 3000.".utf16)).hasYear)
        #expect(PatternTriggers(Array("In 1850 and 3000.".utf16)).hasFourDigits)
        #expect(PatternTriggers(Array("call 020 7946 0958".utf16)).digitCount == 11)
        #expect(!PatternTriggers(Array("It grew 4.2 percent, then 12.75.".utf16)).hasSeparatedDigits)
        #expect(PatternTriggers(Array("Paid 3.11.2025 and 07/22/25.".utf16)).hasSeparatedDigits)
        #expect(PatternTriggers(Array("see you march 14 or nov. 2".utf16)).hasLowercaseMonthBeforeNumber)
        #expect(!PatternTriggers(Array("we march 4 miles".utf16)).hasDigitSlashDigit)
        #expect(!PatternTriggers(Array("Room 14, floor 2 in May".utf16)).hasLowercaseMonthBeforeNumber)
        #expect(PatternTriggers(Array("due 19/03".utf16)).hasDigitSlashDigit)
        #expect(PatternTriggers(Array("Logged 2026/01/09.".utf16)).hasSeparatedDigits)
        #expect(PatternTriggers(Array("on the 2nd of May".utf16)).hasOrdinalOf)
        #expect(!PatternTriggers(Array("most of the first of them".utf16)).hasOrdinalOf)
    }

    @Test("emails are found around each @, with the boundaries on both sides")
    func emailWindowsKeepEveryAddress() {
        let text = "Write to ana.ruiz+ops@mail.example.org, or (backup) ops@team.example. Not @ alone, nor a@b."
        let emails = TextAnalyzer().analyze(text).entityList().emails
        #expect(emails == ["ana.ruiz+ops@mail.example.org", "ops@team.example"], "\(emails)")
        let windows = PatternEntityRecognizer.emailWindows(Array(text.utf16))
        #expect(windows.count == 4)
    }

    @Test("amounts with a code, phones and dates are still found when the scan lets their expressions run")
    func gatedExpressionsStillMatch() {
        let list = TextAnalyzer().analyze(
            "The Q2 2026 budget is CHF 12,500 and USD 800. Call +41 44 668 1800 before 2026-05-02."
        ).entityList()
        #expect(list.money.contains("CHF 12,500") && list.money.contains("USD 800"), "\(list.money)")
        #expect(list.phones == ["+41 44 668 1800"], "\(list.phones)")
        #expect(list.dates.contains("2026-05-02") && list.dates.contains("Q2 2026"), "\(list.dates)")
    }
}
