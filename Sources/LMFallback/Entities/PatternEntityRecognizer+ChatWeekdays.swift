/// Weekdays that chats write as short lowercase words (`sat`, `wed`, `mon`, `sun`), found alone where the
/// context makes them days rather than the verb (`I sat`), the noun (`in the sun`) or another word.
///
/// - A part of the day or a clock time after the word makes it a day (`sat morning`, `sun night`, `mon 8am`).
/// - So does a word that opens a time before it (`on sat`, `for wed`, `can't do sat`, `till mon`), or another
///   weekday joined by `or` or `and` (`sat or sun`).
/// - At a clause's start, a pronoun, a modal or a mark after it makes it a day (`mon we take the bus`, `sat?`).
/// - A subject or an auxiliary before it makes it the verb (`I sat`, `has sat`, `they wed`), and `sun` needs a
///   part of the day, a time's opening word or a clause's start before a pronoun or modal.
extension PatternEntityRecognizer {
    /// The weekdays chats write as short lowercase words that are also words (`sat`, `sun`, `wed`), which need their
    /// context: the ordinal after them (`sat 25th`, in the weekday expression) or the words around them (here).
    static let chatWeekdayWords: Set<String> = ["sat", "sun", "mon", "wed", "thu", "tue"]

    /// Subjects before which a weekday word is the verb (`I sat 2nd`, `she sat 3rd`).
    private static let subjects: Set<String> = ["i", "we", "he", "she", "they", "you"]

    /// Whether a date in lowercase that opens with `sat` or another weekday written as a word follows a subject:
    /// the verb, not the day (`I sat 2nd in the race`).
    static func isVerbAfterSubject(_ text: String, at start: Int, _ units: [UInt16]) -> Bool {
        guard CharClass.isLower(units[start]), text.dropFirst(3).first == " ",
            chatWeekdayWords.contains(String(text.prefix(3))),
            let wordStart = wordStart(before: start, units)
        else { return false }
        return subjects.contains(String(decoding: units[wordStart..<(start - 1)], as: UTF16.self).lowercased())
    }

    /// Words after which the chat word is a day (`on sat`, `do wed`, `till mon`).
    private static let timeOpeners: Set<String> = [
        "on", "for", "do", "this", "next", "till", "til", "until", "by", "before", "after", "from", "every", "to",
        "oh", "booking", "book", "free", "busy", "than", "about", "except", "ok", "okay",
    ]

    /// Words after which `sun` is still a day (`on sun`, `this sun`): `the sun`, `from sun` and `and sun` are not.
    private static let sunOpeners: Set<String> = ["on", "this", "next", "till", "til", "until", "by", "do", "busy"]

    /// Subjects, auxiliaries and other words before which a lone weekday word is the verb or a noun (`I sat`, `has
    /// sat`, `they wed`, `the sun`).
    private static let verbLeads: Set<String> = subjects.union([
        "it", "who", "that", "which", "has", "have", "had", "just", "still", "finally", "never", "once", "then", "was",
        "been", "yeah", "ya", "the", "a",
    ])

    /// Parts of the day after which the word is a day (`sat morning`, `sun arvo`).
    private static let dayParts: Set<String> = [
        "morning", "afternoon", "evening", "night", "nite", "am", "pm", "lunch", "lunchtime", "brunch", "dinner",
        "arvo", "eve", "then",
    ]

    /// Words that open a clause after a weekday that opens it (`mon we take`, `sat works`, `sun can we`).
    private static let clauseOpeners: Set<String> = [
        "we", "i", "you", "they", "can", "could", "works", "work", "ok", "okay", "or", "and", "is", "then",
    ]

    /// The weekday mentions a chat writes as short lowercase words, in English text.
    static func chatWeekdayMentions(in units: [UInt16]) -> [Entity] {
        var mentions: [Entity] = []
        var index = 0
        while index < units.count {
            guard CharClass.isLower(units[index]),
                index == 0
                    || !(CharClass.isWordChar(units[index - 1]) || CharClass.isApostrophe(units[index - 1])
                        || units[index - 1] == 45)
            else {
                index += 1
                continue
            }
            var end = index
            while end < units.count && CharClass.isLetter(units[end]) { end += 1 }
            defer { index = end + 1 }
            // Three letters, the first of a weekday (`s`, `m`, `w`, `t`), before any string is made.
            guard end - index == 3, [115, 109, 119, 116].contains(units[index]),
                end == units.count || !continuesWord(units, at: end)
            else { continue }
            let word = String(decoding: units[index..<end], as: UTF16.self)
            guard chatWeekdayWords.contains(word), isChatWeekday(word, index..<end, units) else { continue }
            mentions.append(Entity(kind: .date, text: word, range: index..<end))
        }
        return mentions
    }

    /// Whether a word goes on at `end` (a hyphen or an apostrophe before a letter, or a digit).
    private static func continuesWord(_ units: [UInt16], at end: Int) -> Bool {
        if CharClass.isWordChar(units[end]) { return true }
        let joins = units[end] == 45 || CharClass.isApostrophe(units[end])
        return joins && end + 1 < units.count && CharClass.isLetter(units[end + 1])
    }

    /// Whether the chat word in `range` is a day in its context.
    private static func isChatWeekday(_ weekday: String, _ range: Range<Int>, _ units: [UInt16]) -> Bool {
        let previous = word(before: range.lowerBound, units)
        let next = word(after: range.upperBound, units)
        if let previous, verbLeads.contains(previous) { return false }
        if let next, dayParts.contains(next) || next.first?.isNumber == true && isClockTime(next) { return true }
        if weekday == "sun" {
            if let previous { return sunOpeners.contains(previous) }
            return next.map { clauseOpeners.contains($0) && $0 != "is" } ?? false
        }
        if let previous {
            if timeOpeners.contains(previous) { return true }
            // `sat or sun`, `wed and thu`: another weekday before the conjunction.
            if previous == "or" || previous == "and", let earlier = wordBeforeWord(range.lowerBound, units) {
                return chatWeekdayWords.contains(earlier) || DateVocabulary.weekdays.contains(earlier)
            }
            return false
        }
        // The word opens its clause: a pronoun, a modal or a question's mark after it makes it a day.
        guard let next else { return isFollowedByMark(range.upperBound, units) }
        return clauseOpeners.contains(next)
    }

    /// Whether a clock time is written (`8am`, `10:20`, `9.30`).
    private static func isClockTime(_ word: String) -> Bool {
        word.hasSuffix("am") || word.hasSuffix("pm") || word.contains(":") || word.contains(".")
    }

    /// Whether a question's or an exclamation's mark, a comma, a line's end or the text's end stands at `end`, right
    /// after a word (`sat?`, `wed!!`, `mon,`).
    private static func isFollowedByMark(_ end: Int, _ units: [UInt16]) -> Bool {
        end == units.count || units[end] == 63 || units[end] == 33 || units[end] == 44 || units[end] == 10
            || units[end] == 13
    }

    /// The lowercased word right before `start` with only spaces between, on the same line; `nil` after any other
    /// mark (a label's colon, a comma, a line's start).
    private static func word(before start: Int, _ units: [UInt16]) -> String? {
        var end = start
        while end > 0 && units[end - 1] == 32 { end -= 1 }
        guard end < start, end > 0, CharClass.isLetter(units[end - 1]) || CharClass.isApostrophe(units[end - 1])
        else { return nil }
        var begin = end
        while begin > 0 && (CharClass.isLetter(units[begin - 1]) || CharClass.isApostrophe(units[begin - 1])) {
            begin -= 1
        }
        return String(decoding: units[begin..<end], as: UTF16.self).lowercased()
    }

    /// The lowercased word before the word that stands right before `start` (`sat` in `sat or sun`).
    private static func wordBeforeWord(_ start: Int, _ units: [UInt16]) -> String? {
        var end = start
        while end > 0 && units[end - 1] == 32 { end -= 1 }
        while end > 0 && CharClass.isLetter(units[end - 1]) { end -= 1 }
        return word(before: end, units)
    }

    /// The lowercased word (letters, digits, `:` and `.` inside it) right after `end`, with spaces between, on the
    /// same line.
    private static func word(after end: Int, _ units: [UInt16]) -> String? {
        var start = end
        while start < units.count && units[start] == 32 { start += 1 }
        guard start > end, start < units.count, CharClass.isWordChar(units[start]) else { return nil }
        var stop = start
        while stop < units.count
            && (CharClass.isWordChar(units[stop])
                || ((units[stop] == 58 || units[stop] == 46) && stop + 1 < units.count
                    && CharClass.isDigit(units[stop + 1])))
        {
            stop += 1
        }
        return String(decoding: units[start..<stop], as: UTF16.self).lowercased()
    }
}
