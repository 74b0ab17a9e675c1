/// Splits text into sentences, surviving abbreviations, initials, decimals, versions and URLs.
///
/// The rules (shared with the evaluation data's sentence numbering):
/// 1. Every non-empty line starts at least one new sentence (headers, bullets, speaker lines).
/// 2. Within a line, a sentence ends after `.`, `!`, `?` or `…` (with any run of them and any closing
///    quotes or brackets) when the next character is whitespace followed by an uppercase letter, a
///    digit, or an opening quote or bracket. So `3.5%`, `v2.3.1` and URLs never split.
/// 3. A period does not end a sentence after a known abbreviation (`Dr`, `e.g`, `etc`, ...), after a
///    single capital letter (an initial, `U.S.`), or after a list marker (`1.`) at the start of a line.
///    Nor does it after an abbreviated month before a day (`Feb. 11`) or a day before a month name
///    (`am 7. Februar`), which the evaluation format's rules leave out.
///
/// Runs in time linear in the text length.
public struct SentenceSegmenter: Sendable {
    /// Abbreviations (lowercased, without their final period) after which a period never ends a sentence.
    public static let abbreviations: Set<String> = [
        "dr", "mr", "mrs", "ms", "prof", "st", "mt", "inc", "ltd", "co", "corp", "jr", "sr", "no", "vs", "e.g", "i.e",
        "etc", "incl", "approx", "dept", "z.b", "bzw", "usw", "ca", "nr", "sra", "srta", "dra", "dott", "sig", "mme",
        "mlle", "dhr", "mevr", "blz", "pág", "capt", "cpt", "cdr", "insp", "supt", "cllr", "pe", "lic", "arq", "mgr",
        "sgt", "lt", "rev", "dipl", "ing", "eng", "dª", "profª", "engª", "fr",
        "av", "avda", "hnos", "gebr",
    ]

    /// Creates a segmenter.
    public init() {}

    /// Splits a text into sentences.
    /// - Parameter text: Any text.
    /// - Returns: The sentences in order; empty for empty or whitespace-only text.
    public func sentences(in text: String) -> [Sentence] {
        sentences(in: TextBuffer(text))
    }

    func sentences(in buffer: TextBuffer) -> [Sentence] {
        let units = buffer.units
        var result: [Sentence] = []
        result.reserveCapacity(units.count / 80 + 1)
        var lineStart = 0
        var lineIndex = 0
        var paragraph = 0
        var sawBlank = false
        let count = units.count
        while lineStart < count {
            var lineEnd = lineStart
            while lineEnd < count && units[lineEnd] != 10 && units[lineEnd] != 13 { lineEnd += 1 }
            var first = lineStart
            while first < lineEnd && CharClass.isSpace(units[first]) { first += 1 }
            if first < lineEnd {
                if sawBlank && !result.isEmpty { paragraph += 1 }
                sawBlank = false
                split(units, buffer, from: first, to: lineEnd, line: lineIndex, paragraph: paragraph, into: &result)
                lineIndex += 1
            } else {
                sawBlank = true
            }
            // Skip exactly one line break (\r\n counts as one).
            var next = lineEnd
            if next < count && units[next] == 13 { next += 1 }
            if next < count && units[next] == 10 { next += 1 }
            lineStart = next
        }
        return result
    }

    private func split(
        _ units: [UInt16], _ buffer: TextBuffer, from lineFirst: Int, to lineEnd: Int, line: Int, paragraph: Int,
        into result: inout [Sentence]
    ) {
        var start = lineFirst
        var index = lineFirst
        while index < lineEnd {
            let unit = units[index]
            guard CharClass.isTerminal(unit) else {
                index += 1
                continue
            }
            var end = index
            var onlyPeriod = true
            while end < lineEnd && CharClass.isTerminal(units[end]) {
                if units[end] != 46 { onlyPeriod = false }
                end += 1
            }
            let runLength = end - index
            while end < lineEnd && CharClass.isClosing(units[end]) { end += 1 }
            guard end < lineEnd, CharClass.isSpace(units[end]) else {
                index = end
                continue
            }
            var next = end
            while next < lineEnd && CharClass.isSpace(units[next]) { next += 1 }
            guard next < lineEnd else { break }
            let follower = units[next]
            let opensNext = CharClass.isUpper(follower) || CharClass.isDigit(follower) || CharClass.isOpening(follower)
            if opensNext
                && !(onlyPeriod && runLength == 1 && isNonTerminalPeriod(units, at: index, lineFirst: lineFirst))
            {
                append(buffer, start..<end, line: line, paragraph: paragraph, startsLine: start == lineFirst, &result)
                start = next
            }
            index = next
        }
        var last = lineEnd
        while last > start && CharClass.isSpace(units[last - 1]) { last -= 1 }
        if last > start {
            append(buffer, start..<last, line: line, paragraph: paragraph, startsLine: start == lineFirst, &result)
        }
    }

    /// Whether a digit follows the period after one space.
    private static func digitFollows(_ units: [UInt16], after period: Int) -> Bool {
        period + 2 < units.count && units[period + 1] == 32 && CharClass.isDigit(units[period + 2])
    }

    /// Whether a month name (of any supported language) follows the period after one space.
    private static func monthFollows(_ units: [UInt16], after period: Int) -> Bool {
        var start = period + 1
        guard start < units.count, units[start] == 32 else { return false }
        start += 1
        var end = start
        while end < units.count && CharClass.isLetter(units[end]) && end - start < 12 { end += 1 }
        guard end > start else { return false }
        let word = String(decoding: units[start..<end], as: UTF16.self).lowercased()
        return LanguageVocabulary.allMonthNames.contains(word) || DateVocabulary.months[word] != nil
    }

    /// Whether the period at `period` belongs to an abbreviation, an initial or a list marker.
    private func isNonTerminalPeriod(_ units: [UInt16], at period: Int, lineFirst: Int) -> Bool {
        var wordStart = period
        while wordStart > lineFirst && (CharClass.isLetter(units[wordStart - 1]) || units[wordStart - 1] == 46) {
            wordStart -= 1
        }
        if wordStart == period {
            // Digits only: a list marker when it starts the line.
            var digitStart = period
            while digitStart > lineFirst && CharClass.isDigit(units[digitStart - 1]) { digitStart -= 1 }
            if digitStart < period && digitStart == lineFirst { return true }
            // A German ordinal day before a month (`am 7. Februar`) does not end a sentence.
            return digitStart < period && period - digitStart <= 2 && Self.monthFollows(units, after: period)
        }
        if wordStart > lineFirst && CharClass.isDigit(units[wordStart - 1]) { return false }
        let word = String(decoding: units[wordStart..<period], as: UTF16.self)
        let lowered = word.lowercased()
        if Self.abbreviations.contains(lowered) { return true }
        // An abbreviated month before a day (`Feb. 11`, `Sept. 9, 2025`) does not end a sentence.
        if lowered.utf16.count <= 4, DateVocabulary.months[lowered] != nil, Self.digitFollows(units, after: period) {
            return true
        }
        // `Eng. Agr. Fabiano`: a short capitalized abbreviation right after a title's is one more title.
        if word.utf16.count <= 4, let first = word.unicodeScalars.first, first.properties.isUppercase,
            !Gazetteer.isGivenName(word), Self.followsTitle(units, wordStart: wordStart, lineFirst: lineFirst)
        {
            return true
        }
        let lastPart = word.split(separator: ".").last ?? Substring(word)
        // A letter after a slash ends a legal form or a code (`AquaNord A/S.`, `S/S.`), not an initial.
        if wordStart > lineFirst && units[wordStart - 1] == 47 { return false }
        if lastPart.count == 1, let scalar = lastPart.unicodeScalars.first, scalar.properties.isUppercase {
            return true
        }
        return false
    }

    /// Whether the word starting at `wordStart` follows a title written with its period and one space (`Eng. `).
    private static func followsTitle(_ units: [UInt16], wordStart: Int, lineFirst: Int) -> Bool {
        guard wordStart - 2 > lineFirst, units[wordStart - 1] == 32, units[wordStart - 2] == 46 else { return false }
        var start = wordStart - 2
        while start > lineFirst && CharClass.isLetter(units[start - 1]) { start -= 1 }
        guard start < wordStart - 2 else { return false }
        return Gazetteer.honorifics.contains(String(decoding: units[start..<(wordStart - 2)], as: UTF16.self))
    }

    private func append(
        _ buffer: TextBuffer, _ range: Range<Int>, line: Int, paragraph: Int, startsLine: Bool,
        _ result: inout [Sentence]
    ) {
        let sentence = Sentence(
            index: result.count, range: range, text: buffer.text(range), line: line, paragraph: paragraph,
            startsLine: startsLine)
        result.append(sentence)
    }
}
