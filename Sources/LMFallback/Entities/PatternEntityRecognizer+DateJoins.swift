import Foundation

/// Joining date mentions the expressions find apart: a weekday and the date after it (`Friday, 28 November`),
/// a holiday named with a weekday (`Black Friday`), and a range of months (`July–September`). Done on the
/// found mentions rather than by more expressions, which would each scan the whole text.
extension PatternEntityRecognizer {
    /// The full English weekday names, capitalized.
    private static let weekdayNames = Set(DateVocabulary.weekdays.filter { $0.hasSuffix("day") }.map(\.capitalized))

    /// The full English month names, capitalized.
    private static let monthNames = Set(fullMonth.split(separator: "|").map(String.init))

    /// The mentions with holidays and month ranges joined.
    /// - Parameters:
    ///   - mentions: The pattern mentions, sorted by position and not overlapping.
    ///   - buffer: The text.
    ///   - language: The document's language code: another language's abbreviated weekdays (`za`, `so`) are
    ///     read as weekdays only in a document of another language than English.
    /// - Returns: The mentions, still sorted and not overlapping.
    static func joiningHolidaysAndMonthRanges(_ mentions: [Entity], buffer: TextBuffer, language: String) -> [Entity] {
        var result: [Entity] = []
        result.reserveCapacity(mentions.count)
        for entity in mentions {
            guard entity.kind == .date else {
                result.append(entity)
                continue
            }
            if isGenericWeekday(entity, buffer: buffer) || isHabitualWeekday(entity, buffer: buffer, language: language)
                || isSurnameLikeWeekday(entity, buffer: buffer)
            {
                continue
            }
            if let holiday = holidayMention(entity, buffer: buffer) {
                result.append(holiday)
                continue
            }
            // `Friday, 28 November 2025`, `Mon 9 Feb`: a weekday alone, then a date after a comma or a space.
            if let last = result.last, last.kind == .date,
                DateVocabulary.weekdays.contains(last.text.lowercased()),
                let first = entity.text.unicodeScalars.first,
                first.properties.numericType != nil || first.properties.isUppercase
                    || Self.startsWithMonth(entity.text)
            {
                let gap = String(
                    decoding: buffer.units[last.range.upperBound..<entity.range.lowerBound], as: UTF16.self)
                // After an abbreviation's period (`Mon. 9 Feb`) only; `on Friday. March sales…` is two sentences.
                let joins = gap == ", " || gap == " " || (last.text.count <= 4 && (gap == ". " || gap == "., "))
                if joins {
                    let range = last.range.lowerBound..<entity.range.upperBound
                    result[result.count - 1] = Entity(kind: .date, text: buffer.text(range), range: range)
                    continue
                }
            }
            // `sat 13 june`, `thu 2 april`, `sun nov 9`: a weekday the expressions leave alone (chats write `sat`,
            // `sun`, `wed` and `mon`, which are words too) right before a day and month is part of the date.
            if Self.startsWithDayOrMonth(entity.text),
                let start = weekdayStart(before: entity.range.lowerBound, buffer, foreign: language != "en"),
                result.last.map({ $0.range.upperBound <= start }) ?? true
            {
                let range = start..<entity.range.upperBound
                result.append(Entity(kind: .date, text: buffer.text(range), range: range))
                continue
            }
            // `July–September`, `April 2025 – March 2026`, `July–September 2025`: two month names, or two dates with
            // a year, or a month name and a month with its year, with only a dash between them are one date.
            if let last = result.last, last.kind == .date,
                (monthNames.contains(last.text) && monthNames.contains(entity.text))
                    || (Self.hasYear(last.text) && Self.hasYear(entity.text) && Self.startsWithMonth(entity.text))
                    || (monthNames.contains(last.text) && Self.hasYear(entity.text)
                        && monthNames.contains(String(entity.text.prefix { $0.isLetter }))),
                String(decoding: buffer.units[last.range.upperBound..<entity.range.lowerBound], as: UTF16.self)
                    .trimmingCharacters(in: .whitespaces).isDashOnly
            {
                let range = last.range.lowerBound..<entity.range.upperBound
                result[result.count - 1] = Entity(kind: .date, text: buffer.text(range), range: range)
                continue
            }
            result.append(entity)
        }
        return joiningDayRanges(result, buffer: buffer).map { withYearModifier($0, buffer: buffer) }
    }

    /// A year with `early` or `late` written before it (`early 2024`, `Late 2025`): the part of the year is one date,
    /// as `mid-2027` is. Looked at here, on the years found, since an optional word before every year would slow the
    /// year's expression at every position of the text.
    private static func withYearModifier(_ entity: Entity, buffer: TextBuffer) -> Entity {
        guard entity.kind == .date, entity.text.utf16.count == 4, entity.text.allSatisfy(\.isNumber) else {
            return entity
        }
        let start = entity.range.lowerBound
        for modifier in ["early ", "late ", "Early ", "Late "] {
            let length = modifier.utf16.count
            guard start >= length, buffer.units[(start - length)..<start].elementsEqual(modifier.utf16),
                start == length || !CharClass.isLetter(buffer.units[start - length - 1])
            else { continue }
            let range = (start - length)..<entity.range.upperBound
            return Entity(kind: .date, text: buffer.text(range), range: range)
        }
        return entity
    }

    /// The mentions with ranges of two days joined: two dates that each name a day, with a spaced dash or `to`
    /// between (`Thu 26 Feb – Sat 28 Feb`, `Tue 9/9 – Thu 11/9`, `Fri 24th to Sat 25th`), are one date, like a range
    /// of months; the first may leave its month to the second (`Tue 12 – Wed 13 May`).
    private static func joiningDayRanges(_ mentions: [Entity], buffer: TextBuffer) -> [Entity] {
        var result: [Entity] = []
        result.reserveCapacity(mentions.count)
        for entity in mentions {
            if entity.kind == .date, let last = result.last, last.kind == .date,
                isDayDate(last.text) || isWeekdayAndDay(last.text),
                isDayDate(entity.text) || (isWeekdayAndDay(last.text) && isWeekdayAndDay(entity.text)),
                joinsDays(last, entity, buffer.units)
            {
                let range = last.range.lowerBound..<entity.range.upperBound
                result[result.count - 1] = Entity(kind: .date, text: buffer.text(range), range: range)
                continue
            }
            result.append(entity)
        }
        return result
    }

    /// Words before a weekday that make it any such day (`every Monday`, `on a Friday evening`).
    private static let genericWeekdayOpeners: Set<String> = ["every", "a", "each", "most", "some", "any"]
    /// Plural-looking words after a weekday that are verbs, not nouns (`Friday is`, `Monday was`).
    private static let notPluralNouns: Set<String> = ["is", "was", "has", "does", "works", "suits", "starts", "sounds"]

    /// Whether a weekday alone names any such day rather than one (`every Monday`, `a Friday evening`,
    /// `Saturday mornings`, `Friday flights`): weekdays used generically are not dates.
    private static func isGenericWeekday(_ entity: Entity, buffer: TextBuffer) -> Bool {
        guard DateVocabulary.weekdays.contains(entity.text.lowercased()), entity.text.count > 4 else { return false }
        let units = buffer.units
        let start = entity.range.lowerBound
        if let wordStart = wordStart(before: start, units),
            genericWeekdayOpeners.contains(
                String(decoding: units[wordStart..<(start - 1)], as: UTF16.self).lowercased())
        {
            return true
        }
        // The word after: a lowercase plural noun.
        let end = entity.range.upperBound
        guard let wordEnd = wordEnd(after: end, units), CharClass.isLower(units[end + 1]) else { return false }
        let next = String(decoding: units[(end + 1)..<wordEnd], as: UTF16.self)
        return next.count > 3 && next.hasSuffix("s") && !next.hasSuffix("ss") && !notPluralNouns.contains(next)
    }

    /// Whether a weekday of another language alone names any such day: Italian writes the article before a
    /// habitual day (`il martedì e il giovedì`, `la domenica`) and none before one day (`sabato`); French names
    /// closing days with it (`fermé le lundi et le mardi`).
    private static func isHabitualWeekday(_ entity: Entity, buffer: TextBuffer, language: String) -> Bool {
        guard language == "it" || language == "fr",
            let weekdays = LanguageVocabulary.weekdays[language],
            weekdays.contains(entity.text.lowercased())
        else { return false }
        let units = buffer.units
        let start = entity.range.lowerBound
        guard let wordStart = wordStart(before: start, units) else { return false }
        let article = String(decoding: units[wordStart..<(start - 1)], as: UTF16.self).lowercased()
        if language == "it" { return article == "il" || article == "la" }
        guard article == "le" else { return false }
        let before = String(decoding: units[max(0, wordStart - 24)..<wordStart], as: UTF16.self).lowercased()
        return before.contains("ferm")
    }

    /// Whether an abbreviated English weekday is rather a name's first word: a capitalized word that is no month
    /// or weekday follows (`Sun Guirong`, `Sat Nam`), where a date goes on with a number or a month (`Sun 7`).
    private static func isSurnameLikeWeekday(_ entity: Entity, buffer: TextBuffer) -> Bool {
        guard entity.text.count <= 4, DateVocabulary.weekdays.contains(entity.text.lowercased()) else { return false }
        let units = buffer.units
        let start = entity.range.upperBound
        guard let end = wordEnd(after: start, units), end >= start + 3, CharClass.isUpper(units[start + 1]),
            CharClass.isLower(units[start + 2])
        else { return false }
        let next = String(decoding: units[(start + 1)..<end], as: UTF16.self).lowercased()
        return DateVocabulary.months[next] == nil && !DateVocabulary.weekdays.contains(next)
    }

    /// Where the word of letters right before `start`, with one space between, begins, or `nil`.
    static func wordStart(before start: Int, _ units: [UInt16]) -> Int? {
        guard start >= 2, units[start - 1] == 32 else { return nil }
        var wordStart = start - 1
        while wordStart > 0 && CharClass.isLetter(units[wordStart - 1]) { wordStart -= 1 }
        return wordStart < start - 1 ? wordStart : nil
    }

    /// Where the word of letters right after `end`, with one space between, ends, or `nil`.
    private static func wordEnd(after end: Int, _ units: [UInt16]) -> Int? {
        guard end + 1 < units.count, units[end] == 32, CharClass.isLetter(units[end + 1]) else { return nil }
        var wordEnd = end + 1
        while wordEnd < units.count && CharClass.isLetter(units[wordEnd]) { wordEnd += 1 }
        return wordEnd
    }

    /// Whether a date names one day: it holds a day's number and a month (`26 Feb`, `Sat 28 Feb`) or a day and
    /// month written with a slash (`11/9`), not a year alone.
    private static func isDayDate(_ text: String) -> Bool {
        guard text.contains(where: { $0.isASCII && $0.isNumber }) else { return false }
        let words = text.split { !$0.isLetter }.map { $0.lowercased() }
        return text.contains("/") || words.contains { DateVocabulary.months[$0] != nil }
    }

    /// Whether what stands between two days makes them one range: a spaced dash, or `to` where no `from` or
    /// `between` opens the first (`Fri 24th to Sat 25th`; `from 3 May to 9 May` names two dates).
    private static func joinsDays(_ first: Entity, _ second: Entity, _ units: [UInt16]) -> Bool {
        let between = String(decoding: units[first.range.upperBound..<second.range.lowerBound], as: UTF16.self)
        if between.isSpacedDash { return true }
        guard between == " to " else { return false }
        let start = first.range.lowerBound
        guard let wordStart = wordStart(before: start, units) else { return true }
        let before = String(decoding: units[wordStart..<(start - 1)], as: UTF16.self).lowercased()
        return before != "from" && before != "between"
    }

    /// Whether a date is a weekday and a day's number alone (`Tue 12`, `Friday 3rd`).
    private static func isWeekdayAndDay(_ text: String) -> Bool {
        let words = text.split(separator: " ")
        guard words.count == 2, DateVocabulary.weekdays.contains(words[0].lowercased().filter(\.isLetter)) else {
            return false
        }
        return words[1].first?.isNumber == true && words[1].count <= 4
    }

    /// Whether a date's first word is a month name or abbreviation, in any case (`nov 21`).
    private static func startsWithMonth(_ text: String) -> Bool {
        let first = text.prefix { $0.isLetter }.lowercased()
        return DateVocabulary.months[first] != nil
    }

    /// Whether a date starts with a month (`nov 9`) or with a day and goes on (`13 june`, `2/4`): not a year alone.
    private static func startsWithDayOrMonth(_ text: String) -> Bool {
        guard let first = text.first else { return false }
        if first.isASCII && first.isNumber { return !text.allSatisfy { $0.isASCII && $0.isNumber } }
        return startsWithMonth(text)
    }

    /// Where a weekday written right before `start` begins (`sat 13 june`, `Thu, 2 April`): the weekday, in any
    /// case, then a space or a comma and a space.
    private static func weekdayStart(before start: Int, _ buffer: TextBuffer, foreign: Bool) -> Int? {
        let units = buffer.units
        var end = start
        guard end >= 4, units[end - 1] == 32 else { return nil }
        end -= 1
        if units[end - 1] == 44 { end -= 1 }
        var wordStart = end
        while wordStart > 0 && end - wordStart < 9 && CharClass.isLetter(units[wordStart - 1]) { wordStart -= 1 }
        guard wordStart < end, wordStart == 0 || !CharClass.isLetter(units[wordStart - 1]) else { return nil }
        let word = String(decoding: units[wordStart..<end], as: UTF16.self).lowercased()
        if DateVocabulary.weekdays.contains(word) { return wordStart }
        // `za 18 juli`, `ven 23 gen 2026`: another language's abbreviated weekday right before a day's number.
        let beforeDay = start < units.count && units[start] >= 48 && units[start] <= 57
        return foreign && beforeDay && foreignWeekdayAbbreviations.contains(word) ? wordStart : nil
    }

    /// Every abbreviated weekday of LMFallback's other languages (`za`, `ven`, `mié`), lowercased.
    private static let foreignWeekdayAbbreviations = Set(LanguageVocabulary.weekdayAbbreviations.values.joined())

    /// Whether a date has a four-digit year.
    private static func hasYear(_ text: String) -> Bool {
        var run = 0
        for character in text {
            run = character.isASCII && character.isNumber ? run + 1 : 0
            if run == 4 { return true }
        }
        return false
    }

    /// A weekday alone written right after the first word of a holiday named with it (``DateVocabulary/holidays``:
    /// `Black Friday`, `Easter Monday`), as the holiday, or `nil`.
    private static func holidayMention(_ entity: Entity, buffer: TextBuffer) -> Entity? {
        guard weekdayNames.contains(entity.text) else { return nil }
        guard let wordStart = wordStart(before: entity.range.lowerBound, buffer.units) else { return nil }
        let range = wordStart..<entity.range.upperBound
        let text = buffer.text(range)
        guard DateVocabulary.holidays.contains(text) else { return nil }
        return Entity(kind: .date, text: text, range: range)
    }
}

extension String {
    /// Whether the string is one dash (hyphen, en dash or em dash).
    fileprivate var isDashOnly: Bool { self == "-" || self == "–" || self == "—" }

    /// Whether the string is an en dash or a hyphen with a space on each side (` – `).
    fileprivate var isSpacedDash: Bool { self == " – " || self == " - " }
}
