import Foundation

/// Finds emails, URLs, phone numbers and dates with regular expressions, and money amounts with
/// ``MoneyScanner``.
///
/// Overlaps are resolved by priority (URL, email, money, phone, date) and then by length, so a
/// date inside a URL or a number inside a phone is never reported twice.
struct PatternEntityRecognizer: Sendable {
    /// The document's language: dates in German, French, Spanish, Italian, Portuguese or Dutch are found
    /// only in a document of that language, so `mars` or `mei` in English text are never dates.
    var language = "en"

    private static let month =
        "(?:January|February|March|April|May|June|July|August|September|October|November|December|"
        + "Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec)\\.?"
    private static let weekday =
        "(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Mon|Tues|Tue|Wed|Thurs|Thur|Thu|Fri|Sat|Sun)"
    /// The full English month names, as expression alternatives.
    static let fullMonth =
        "January|February|March|April|May|June|July|August|September|October|November|December"
    private static let day = "(?:[0-3]?\\d)(?:st|nd|rd|th)?"
    private static let dash = "\\s?[–—-]\\s?"
    private static func compile(_ pattern: String, caseInsensitive: Bool = false) -> NSRegularExpression? {
        try? NSRegularExpression(pattern: pattern, options: caseInsensitive ? [.caseInsensitive] : [])
    }

    /// What a text must contain for an expression to be run over it at all: a cheap test that spares most
    /// texts the rarer expressions (each one scans the whole text).
    private enum Requirement: Sendable {
        /// Always run.
        case none
        /// One of these strings occurs.
        case anyOf([String])
        /// The one-pass scan found something the expression needs (a digit, a year, `@`…).
        case scan(@Sendable (PatternTriggers) -> Bool)

        func holds(in buffer: TextBuffer, _ triggers: PatternTriggers) -> Bool {
            switch self {
            case .none: true
            case .anyOf(let strings): strings.contains { buffer.contains($0) }
            case .scan(let test): test(triggers)
            }
        }
    }

    /// Kind, priority, expression, and what the text must contain for it to be run.
    private typealias Pattern = (kind: EntityKind, priority: Int, regex: NSRegularExpression?, needs: Requirement)

    private static let patterns: [Pattern] = {
        let m = month
        let w = weekday
        let d = day
        let r = dash
        let months = Self.fullMonth
        // Chats write weekdays in lowercase, some abbreviated (`fri`, `thurs`; not `wed`, `sat`, `sun`, `mon`).
        let lowerWeekdays = "monday|tuesday|wednesday|thursday|friday|saturday|sunday|thurs|tues|fri"
        // Chats write months in lowercase too: with a day (`march 14`, `nov 21`), or alone when the name is no
        // common word (`july`; not `may`, `march`, `august`).
        let lowerMonths =
            "january|february|march|april|may|june|july|august|september|october|november|december|"
            + "jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec"
        let lowerWordWeekdays =
            "(?:\(PatternEntityRecognizer.chatWeekdayWords.sorted().joined(separator: "|")))(?=(?:,?\\sthe)?\\s(?:[12]?\\d|3[01])(?:st|nd|rd|th)\\b"
            + "(?!\\s(?:of\\s)?(?:\(lowerMonths))\\b))"
        let digit = Requirement.scan { $0.hasDigit }
        let fourDigits = Requirement.scan { $0.hasFourDigits }
        let datePatterns: [(String, Requirement)] = [
            ("\\b\\d{4}-\\d{2}-\\d{2}\\b", .scan { $0.hasNumericDate }),
            // A weekday before these (`Friday, 28 November`) is joined to them afterwards
            // (``joiningHolidaysAndMonthRanges(_:buffer:language:)``): an optional word first would slow every search.
            ("\\b\(d)\\s\(m)\(r)\(d)\\s\(m)(?:,?\\s\\d{4})?\\b", digit),
            ("\\b\(d)(?:\(r)\(d))?\\s\(m)(?:,?\\s\\d{4})?\\b", digit),
            ("\\b\(m)\\s\(d)(?:\(r)\(d))?(?:,\\s?\\d{4})?\\b(?!:\\d)", digit),
            // Chats write the month in lowercase (`march 14`, `nov 21`).
            (
                "\\b(?:\(lowerMonths))\\.?\\s\(d)(?:\(r)\(d))?(?:,\\s?\\d{4})?\\b(?!:\\d)",
                .scan { $0.hasLowercaseMonthBeforeNumber }
            ),
            // And after the day (`13 june`, `7th feb`), but not `may` (`2 may be`).
            (
                "\\b\(d)\\s(?:\(lowerMonths.replacingOccurrences(of: "may|", with: "")))\\b(?:,?\\s\\d{4})?",
                .scan { $0.hasNumberBeforeLowercaseMonth }
            ),
            ("\\b\(m)\\s\\d{4}\\b", fourDigits),
            // `spring 2026`, `the summer of 2026`, `the second half of 2026`, `FY2025`.
            (
                "\\b(?:(?:[Ss]pring|[Ss]ummer|[Aa]utumn|[Ff]all|[Ww]inter)\\s(?:of\\s)?|(?:[Ff]irst|[Ss]econd)\\shalf\\sof\\s"
                    + "|FY\\s?)(?:19|20)\\d{2}\\b",
                .scan { $0.hasYear }
            ),
            ("\\bQ[1-4](?:\\s\\d{4})?\\b", .scan { $0.hasQuarter }),
            // Numeric dates: day.month.year or day-month-year with a four-digit year (`14.03.2026`, `19-01-2026`;
            // `1.2.10` is a version),
            // day or month / day or month / year (`03/14/2026`, `14/3/26`), and year/month/day (`2026/03/15`).
            (
                "(?<![\\d./-])(?:(?:0?[1-9]|[12]\\d|3[01])\\.(?:0?[1-9]|1[0-2])\\.(?:19|20)\\d{2}"
                    + "|(?:0?[1-9]|[12]\\d|3[01])-(?:0?[1-9]|1[0-2])-(?:19|20)\\d{2}"
                    + "|(?:0?[1-9]|[12]\\d|3[01])/(?:0?[1-9]|[12]\\d|3[01])/(?:(?:19|20)\\d{2}|\\d{2})"
                    + "|(?:19|20)\\d{2}/(?:0?[1-9]|1[0-2])/(?:0?[1-9]|[12]\\d|3[01]))(?![\\d/]|\\.\\d)",
                .scan { $0.hasSeparatedDigits }
            ),
            // A day and month without a year in a log line's brackets (`Kurt (27.01, 09:30):`, `Follow-up (21.11):`).
            (
                "(?<=\\()(?:0[1-9]|[12]\\d|3[01])\\.(?:0[1-9]|1[0-2])(?=\\):|,\\s?\\d{1,2}:\\d{2})", digit
            ),
            // `the 1st of June`, `3rd of March 2026`.
            ("\\b[0-3]?\\d(?:st|nd|rd|th)\\sof\\s(?:\(months))(?:,?\\s\\d{4})?\\b", .scan { $0.hasOrdinalOf }),
            // Decades: `1990s`, `the 2020s`.
            ("\\b(?:19|20)\\d0s\\b", .scan { $0.hasDecade }),
            // Relative expressions (`today`, `last year`, `next week`) are not dates; a day or month named in
            // one is (`last Friday` → `Friday`). One expression per family, the longest form first:
            // `Saturday the 14th` before `Saturday`, `mid-November` before `November`, `2021–2023` before `2021`.
            // A weekday takes its day of the month (`Sunday the 6th of September`, `Tues 10`, `Friday 5th`), but
            // a day and month with a slash (`Mon 8/9`), not a time (`Wed 11am`, `Fri 10:30`) or a day that a month
            // follows (joined afterwards).
            // The weekdays chats abbreviate into words (`sat`, `sun`, `wed`) count before an ordinal day (`sat 25th`)
            // (not as the verb after its subject, `I sat 2nd`, left out below); a month after the day is joined later.
            (
                "\\b(?:\(w)|\(lowerWeekdays)|\(lowerWordWeekdays))(?:,?\\sthe\\s[0-3]?\\d(?:st|nd|rd|th)(?:\\sof\\s(?:\(months)))?"
                    + "|\\s(?:[12]?\\d|3[01])/(?:1[0-2]|0?[1-9])(?![\\d/]|[.,]\\d)"
                    + "|\\s(?:[12]?\\d|3[01])(?:st|nd|rd|th)?(?![\\d:.,/]\\d|\\s?(?:am|pm|h|hrs?)\\b"
                    + "|\\s(?:of\\s)?(?:\(m)|(?:\(lowerMonths))\\b)))?"
                    + "\\b(?!s)",
                .none
            ),
            (
                "\\b(?:(?:[Mm]id|[Ee]arly|[Ll]ate)[- ](?:\(months))|January|February|March|April|June|July|August|September|"
                    + "October|November|December|january|february|april|june|july|september|october|november|december)\\b",
                .none
            ),
            // `May` inside a sentence, after a lowercase word (`in May`, `a wet May.`, `April and May`), is the
            // month: the verb is never capitalized there. Not before a capitalized word (`with May Chen`).
            ("(?<=\\p{Ll} |\\p{Ll}, )May\\b(?!\\s\\p{Lu})", .anyOf(["May"])),
            // A day of the month alone after a preposition: `on the 21st`, `by the 3rd`, `the weekend of the 8th`,
            // `earlier than the 17th`, `his is the 14th`; not `the 21st century`.
            (
                "\\b(?:[Oo]n|[Bb]y|[Uu]ntil|[Tt]ill|[Ff]rom|[Bb]efore|[Aa]fter|[Ss]ince|to|of|for|through|is|than|leaving)\\s(the\\s(?:[12]?\\d|3[01])(?:st|nd|rd|th))\\b"
                    + "(?!\\s(?:century|centuries|floor|birthday|anniversary|time|times|place|row|round|hole|minute"
                    + "|edition|amendment|percentile|street|avenue|lap|inning|day|week|month|year|grade"
                    + "|largest|biggest|highest|oldest|best|most|one|person|team|stage|step|level|seat|division)\\b"
                    + "|\\sof\\s(?:each|every|the)\\smonth\\b)",
                .scan { $0.hasOrdinal }
            ),
            // A day and a month without a year, written with a slash (`19/03`, `9/29`, `04/08`): a part above 12 or a
            // zero-padded part tells it from a fraction (`1/2`, `3/4`); never `24/7`.
            (
                "(?<![\\d./-])(?!24/7\\b)(?:(?:0[1-9]|[12]\\d|3[01])/(?:0[1-9]|1[0-2])|(?:0?[1-9]|1[0-2])/(?:1[3-9]|2\\d|3[01])"
                    + "|(?:1[3-9]|2\\d|3[01])/(?:0?[1-9]|1[0-2])|(?:0?[1-9]|1[0-2])/0[1-9])(?![\\d/]|[.,]\\d)",
                .scan { $0.hasDigitSlashDigit }
            ),
            // Earlier years after a preposition (`built in 1887`), not followed by what they would count (`in 1600 homes`).
            (
                "\\b(?:[Ii]n|[Ss]ince|[Ff]rom|[Uu]ntil|[Oo]f|[Bb]y|[Cc]irca|c\\.)\\s(1[5-8]\\d{2})\\b(?![\\d.,]\\d)"
                    + "(?!\\s+(?!(?:and|by|to|when|as|the|until|with|for|in|on|at|but|or)\\b)\\p{Ll})",
                .scan { $0.hasEarlyYear }
            ),
            (
                "(?<![\\d.,/-])\\b(?:[Mm]id-)?(?:19|20)\\d{2}(?:\\s?[–—-]\\s?(?:(?:19|20)\\d{2}|\\d{2})|/\\d{2})?\\b"
                    + "(?![\\d.,/-]\\d)",
                .scan { $0.hasYear }
            ),
        ]
        var list: [Pattern] = [
            (.url, 0, compile("\\b(?:https?://|www\\.)[^\\s<>\"')\\]]+"), .anyOf(["http", "www."])),
            (.email, 1, compile("\\b[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)+"), .scan { $0.hasAt }),
            (
                .phone, 3,
                compile(
                    "(?<![\\w.+-])(?:\\+\\d{1,3}[\\s-]?)?(?:\\(\\d{1,4}\\)[\\s-]?)?\\d{1,5}(?:[\\s-]\\d{2,6}){1,4}(?![\\w-])"
                ),
                // ``isPhone`` keeps numbers of eight digits or more.
                .scan { $0.digitCount >= 8 }
            ),
        ]
        for (pattern, needs) in datePatterns { list.append((.date, 4, compile(pattern), needs)) }
        return list
    }()

    /// The seasons' names in LMFallback's other languages.
    private static let seasons: [String: [String]] = [
        "de": ["Frühling", "Frühjahr", "Sommer", "Herbst", "Winter"],
        "fr": ["printemps", "été", "automne", "hiver"],
        "es": ["primavera", "verano", "otoño", "invierno"],
        "it": ["primavera", "estate", "autunno", "inverno"],
        "pt": ["primavera", "verão", "outono", "inverno"],
        "nl": ["lente", "voorjaar", "zomer", "najaar", "herfst", "winter"],
    ]

    /// Dates written the way each supported language writes them: `12. März 2026`, `5 mars 2026`,
    /// `jueves 12 de marzo`, `4 de março de 2026`, bare month and weekday names.
    private static let languagePatterns: [String: [Pattern]] = {
        var result: [String: [Pattern]] = [:]
        for (code, months) in LanguageVocabulary.months {
            let m = "(?:" + months.keys.sorted { $0.count > $1.count }.joined(separator: "|") + ")"
            let w = "(?:" + (LanguageVocabulary.weekdays[code] ?? []).joined(separator: "|") + ")"
            let digit = Requirement.scan { $0.hasDigit }
            let part =
                "(?:"
                + (LanguageVocabulary.monthParts[code] ?? []).map { $0.hasSuffix("-") ? $0 : $0 + "\\s" }
                .joined(separator: "|") + ")"
            // Abbreviations only inside a date with a day number: `ven. 16 janv. 2026`, `Di, 3. März 2026`.
            let shortMonth =
                "(?:" + (LanguageVocabulary.monthAbbreviations[code] ?? []).joined(separator: "|") + ")\\.?"
            let shortWeekday =
                "(?:" + (LanguageVocabulary.weekdayAbbreviations[code] ?? []).joined(separator: "|") + ")(?:\\.,?|,)"
            let patterns: [(String, Requirement)] = [
                (
                    "(?<![\\p{L}\\d])(?:(?:\(w),?(?:\\sde[nm])?|\(shortWeekday))\\s)?[0-3]?\\d(?:\\.º|\\.ª|\\.|er|º|ª)?(?:(?:\\s?[–-]\\s?|\\s(?:a|al|au|et|e|y|bis|und|tot|en)\\s)[0-3]?\\d\\.?)?\\s(?:de\\s)?(?:\(m)|\(shortMonth))"
                        + "(?:,?\\s(?:de\\s)?\\d{4})?(?![\\p{L}])", digit
                ),
                ("(?<![\\p{L}])\(m)\\s(?:de\\s)?\\d{4}(?![\\p{L}\\d])", Requirement.scan { $0.hasFourDigits }),
                // A weekday with its day and no month (`jueves 12`, `mercredi 14`), not a time (`lundi 9h`).
                (
                    "(?<![\\p{L}\\d])\(w)\\s(?:[12]?\\d|3[01])(?![\\d:.,/]\\d|\\s?(?:h|uhr)\\b|\\.?\\s(?:de\\s)?(?:\(m)|\(shortMonth)))"
                        + "(?![\\p{L}\\d])", digit
                ),
                ("(?<![\\p{L}])\(w)(?![\\p{L}])", .none),
                // `Ende April`, `fin mars`, `finales de abril`, `inizio maggio`: a part of a month is one date.
                ("(?<![\\p{L}-])\(part)?\(m)(?![\\p{L}])", .none),
                // A season and a year (`zomer 2026`, `verano de 2027`, `l'été 2026`).
                (
                    "(?<![\\p{L}])(?:" + (seasons[code] ?? []).joined(separator: "|")
                        + ")(?:\\s(?:de|di|del))?\\s(?:19|20)\\d{2}(?![\\p{L}\\d])",
                    Requirement.scan { $0.hasYear }
                ),
            ]
            result[code] = patterns.map { (.date, 4, compile($0.0, caseInsensitive: true), $0.1) }
            // A weekday or its abbreviation before a day and a month written in digits with periods or a slash
            // (`Fr 3.10.`, `Sa., 18.10.2025`, `vr 7.11.`, `sam. 14/02`): a date, before any reading of `Fr` as francs.
            let abbreviations = (LanguageVocabulary.weekdayAbbreviations[code] ?? []).joined(separator: "|")
            let numericDay =
                "(?<![\\p{L}\\d])(?:\(w)|(?:\(abbreviations))\\.?),?\\s[0-3]?\\d"
                + "(?:\\.[01]?\\d\\.(?:(?:19|20)\\d{2})?|/[01]?\\d(?:/(?:19|20)?\\d{2})?(?![/\\d]))"
                + "(?![\\p{L}\\d])"
            result[code, default: []].append((.date, 1, compile(numericDay, caseInsensitive: true), digit))
        }
        return result
    }()

    func entities(in buffer: TextBuffer) -> [Entity] {
        let whole = NSRange(location: 0, length: buffer.units.count)
        let triggers = PatternTriggers(buffer.units)
        var found: [(Entity, Int)] = []
        for (kind, priority, regex, needs) in Self.patterns + (Self.languagePatterns[language] ?? []) {
            guard let regex, needs.holds(in: buffer, triggers) else { continue }
            // An address is searched for only around each `@`: its expression is costly at every position.
            let ranges = kind == .email ? Self.emailWindows(buffer.units) : [whole]
            for match in ranges.flatMap({ regex.matches(in: buffer.string, range: $0) }) {
                var range = match.range
                if kind == .date && match.numberOfRanges > 1 && match.range(at: 1).location != NSNotFound {
                    range = match.range(at: 1)
                }
                var lower = range.location
                var upper = range.location + range.length
                if kind == .url || kind == .email {
                    while upper > lower, let last = Unicode.Scalar(buffer.units[upper - 1]),
                        ".,;:!?".unicodeScalars.contains(last)
                    {
                        upper -= 1
                    }
                }
                while upper > lower && CharClass.isSpace(buffer.units[upper - 1]) { upper -= 1 }
                while lower < upper && CharClass.isSpace(buffer.units[lower]) { lower += 1 }
                guard upper > lower else { continue }
                let text = buffer.text(lower..<upper)
                if kind == .phone && !Self.isPhone(text) { continue }
                if kind == .date && Self.isVerbAfterSubject(text, at: lower, buffer.units) { continue }
                // In another language, an English weekday abbreviation alone is a word (`Mon collègue`).
                if kind == .date && language != "en" && text.count <= 4
                    && DateVocabulary.weekdays.contains(
                        text.lowercased().trimmingCharacters(in: .punctuationCharacters))
                {
                    continue
                }
                found.append((Entity(kind: kind, text: text, range: lower..<upper), priority))
            }
        }
        if language == "en" {
            found += Self.chatWeekdayMentions(in: buffer.units).map { ($0, 4) }
        }
        if triggers.hasDigit {
            for range in MoneyScanner().amounts(in: buffer.units) {
                found.append((Entity(kind: .money, text: buffer.text(range), range: range), 2))
            }
        }
        found.sort {
            $0.0.range.lowerBound < $1.0.range.lowerBound
                || ($0.0.range.lowerBound == $1.0.range.lowerBound
                    && ($0.1 < $1.1 || ($0.1 == $1.1 && $0.0.range.count > $1.0.range.count)))
        }
        var result: [Entity] = []
        var priorities: [Int] = []
        for (entity, priority) in found {
            if let last = result.last, entity.range.lowerBound < last.range.upperBound {
                let lastPriority = priorities[priorities.count - 1]
                let replaces =
                    priority < lastPriority || (priority == lastPriority && entity.range.count > last.range.count)
                    || (priority > lastPriority && lastPriority >= 3 && entity.range.count > last.range.count * 2)
                if replaces && entity.range.upperBound >= last.range.upperBound {
                    result[result.count - 1] = entity
                    priorities[priorities.count - 1] = priority
                }
                continue
            }
            result.append(entity)
            priorities.append(priority)
        }
        return Self.joiningHolidaysAndMonthRanges(result, buffer: buffer, language: language)
    }

    /// The stretches of text that could hold an email address: around each `@`, from the character before
    /// the run of characters an address's local part may use, to the character after the run its domain may
    /// use (so the expression sees the boundaries on both sides).
    static func emailWindows(_ units: [UInt16]) -> [NSRange] {
        func isAlphanumeric(_ unit: UInt16) -> Bool {
            (48...57).contains(unit) || (65...90).contains(unit) || (97...122).contains(unit)
        }
        func isLocal(_ unit: UInt16) -> Bool {
            isAlphanumeric(unit) || unit == 46 || unit == 95 || unit == 37 || unit == 43 || unit == 45
        }
        func isDomain(_ unit: UInt16) -> Bool { isAlphanumeric(unit) || unit == 46 || unit == 45 }
        var windows: [NSRange] = []
        var covered = 0
        for (index, unit) in units.enumerated() where unit == 64 && index >= covered {
            var start = index
            while start > 0 && isLocal(units[start - 1]) { start -= 1 }
            var end = index + 1
            while end < units.count && isDomain(units[end]) { end += 1 }
            start = max(0, start - 1)
            end = min(units.count, end + 1)
            if let last = windows.last, start <= last.location + last.length {
                windows[windows.count - 1] = NSRange(location: last.location, length: end - last.location)
            } else {
                windows.append(NSRange(location: start, length: end - start))
            }
            covered = end
        }
        return windows
    }

    /// Whether a digit group looks like a phone number rather than a quantity or a date.
    static func isPhone(_ text: String) -> Bool {
        let digits = text.filter(\.isNumber).count
        guard digits >= 8 && digits <= 15 else { return false }
        if text.hasPrefix("+") || text.hasPrefix("(") || text.hasPrefix("0") { return true }
        let groups = text.split(whereSeparator: { $0 == "-" || $0 == " " }).map(\.count)
        return groups == [3, 3, 4] || groups == [1, 3, 3, 4]
    }
}
