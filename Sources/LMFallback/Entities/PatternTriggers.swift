/// What a text contains, found in one pass over its UTF-16 units, so that ``PatternEntityRecognizer``
/// runs an expression only over a text that could hold a match: a regular expression costs a scan of
/// the whole text however rare its matches are.
struct PatternTriggers: Sendable {
    /// How many ASCII digits the text has.
    private(set) var digitCount = 0
    /// Whether it has four digits in a row.
    private(set) var hasFourDigits = false
    /// Whether it has four digits starting `19` or `20` (a year).
    private(set) var hasYear = false
    /// Whether it has four digits, a hyphen and two digits (`2026-03-14`).
    private(set) var hasNumericDate = false
    /// Whether it has digits, `/`, `.` or `-`, one or two digits, the same separator and a digit (`14/03/2026`,
    /// `14.03.2026`): a decimal number alone (`4.2`) does not count.
    private(set) var hasSeparatedDigits = false
    /// Whether a lowercase month name or abbreviation, a space and a digit occur (`march 14`, `nov. 21`).
    private(set) var hasLowercaseMonthBeforeNumber = false
    /// Whether a digit, an optional ordinal ending, a space and a lowercase month name or abbreviation occur
    /// (`13 june`, `7th feb`).
    private(set) var hasNumberBeforeLowercaseMonth = false
    /// Whether it has a digit, `/` and a digit (`19/03`, `1/2`).
    private(set) var hasDigitSlashDigit = false
    /// Whether it has an ordinal and `of` (`2nd of`).
    private(set) var hasOrdinalOf = false
    /// Whether it has four digits from `1500` to `1899` (an earlier year).
    private(set) var hasEarlyYear = false
    /// Whether it has a digit followed by an ordinal ending (`21st`, `3rd`).
    private(set) var hasOrdinal = false
    /// Whether it has `0s` after a digit (a decade: `1990s`).
    private(set) var hasDecade = false
    /// Whether it has `Q` followed by a digit from 1 to 4 (`Q3`).
    private(set) var hasQuarter = false
    /// Whether it has `@`.
    private(set) var hasAt = false

    /// Whether it has an ASCII digit.
    var hasDigit: Bool { digitCount > 0 }

    /// Scans a text once.
    /// - Parameter units: The text's UTF-16 code units.
    init(_ units: [UInt16]) {
        var digitsInRow = 0
        var previous: UInt16 = 0
        for (index, unit) in units.enumerated() {
            switch unit {
            case 48...57:
                digitCount += 1
                digitsInRow += 1
                if digitsInRow == 4 {
                    hasFourDigits = true
                    let first = units[index - 3]
                    let second = units[index - 2]
                    if (first == 49 && second == 57) || (first == 50 && second == 48) { hasYear = true }
                    if first == 49 && second >= 53 && second <= 56 { hasEarlyYear = true }
                    if index + 3 < units.count && units[index + 1] == 45 && CharClass.isDigit(units[index + 2])
                        && CharClass.isDigit(units[index + 3])
                    {
                        hasNumericDate = true
                    }
                }
                if previous == 81 && unit >= 49 && unit <= 52 { hasQuarter = true }
                if previous == 47 && index >= 2 && CharClass.isDigit(units[index - 2]) { hasDigitSlashDigit = true }
                if previous == 32 && !hasLowercaseMonthBeforeNumber && Self.lowercaseMonthEnds(units, at: index - 1) {
                    hasLowercaseMonthBeforeNumber = true
                }
                if !hasNumberBeforeLowercaseMonth && Self.lowercaseMonthFollows(units, afterDigitAt: index) {
                    hasNumberBeforeLowercaseMonth = true
                }
                if !hasSeparatedDigits && (previous == 47 || previous == 46 || previous == 45) && index >= 2
                    && CharClass.isDigit(units[index - 2])
                {
                    var next = index + 1
                    if next < units.count && CharClass.isDigit(units[next]) { next += 1 }
                    if next + 1 < units.count && units[next] == previous && CharClass.isDigit(units[next + 1]) {
                        hasSeparatedDigits = true
                    }
                }
                if unit == 48 && index >= 1 && CharClass.isDigit(units[index - 1]) && index + 1 < units.count
                    && units[index + 1] == 115
                {
                    hasDecade = true
                }
            case 102
            where index >= 5 && units[index - 1] == 111 && units[index - 2] == 32
                && CharClass.isDigit(units[index - 5]):
                // `…2nd of`: an `f` after `o`, a space, two letters of an ordinal and a digit.
                let suffix = String(decoding: units[(index - 4)...(index - 3)], as: UTF16.self)
                if ["st", "nd", "rd", "th"].contains(suffix) { hasOrdinalOf = true }
                digitsInRow = 0
            case 110, 114, 115, 116:
                // `1st`, `2nd`, `3rd`, `4th`: an ordinal ending right after a digit.
                if CharClass.isDigit(previous) && index + 1 < units.count {
                    let next = units[index + 1]
                    if (unit == 115 && next == 116) || (unit == 110 && next == 100) || (unit == 114 && next == 100)
                        || (unit == 116 && next == 104)
                    {
                        hasOrdinal = true
                    }
                }
                digitsInRow = 0
            case 64:
                hasAt = true
                digitsInRow = 0
            default:
                digitsInRow = 0
            }
            previous = unit
        }
    }

    /// Whether the digit at `index` is followed by an optional ordinal ending, a space and a lowercase month name
    /// or abbreviation.
    private static func lowercaseMonthFollows(_ units: [UInt16], afterDigitAt index: Int) -> Bool {
        var position = index + 1
        if position + 1 < units.count, CharClass.isLower(units[position]), CharClass.isLower(units[position + 1]) {
            position += 2
        }
        guard position + 4 <= units.count, units[position] == 32 else { return false }
        var end = position + 1
        while end < units.count && end - position <= 9 && units[end] >= 97 && units[end] <= 122 { end += 1 }
        guard end - position - 1 >= 3, end == units.count || !CharClass.isLetter(units[end]) else { return false }
        return DateVocabulary.months[String(decoding: units[(position + 1)..<end], as: UTF16.self)] != nil
    }

    /// Whether a lowercase month name or abbreviation (with an optional period) ends just before `end`.
    private static func lowercaseMonthEnds(_ units: [UInt16], at end: Int) -> Bool {
        var last = end
        if last > 0 && units[last - 1] == 46 { last -= 1 }
        var start = last
        while start > 0 && last - start < 9 && units[start - 1] >= 97 && units[start - 1] <= 122 { start -= 1 }
        guard last - start >= 3, start == 0 || !CharClass.isLetter(units[start - 1]) else { return false }
        return DateVocabulary.months[String(decoding: units[start..<last], as: UTF16.self)] != nil
    }
}
