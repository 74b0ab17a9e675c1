/// The refined and alternative readings: capitals, final punctuation, a comma before a clause's `so` or `but`.
extension TextCorrector {
    /// Words after a sentence's first `were` that make it the verb of a question (`Were you…`, `Were the kids…`).
    private static let wereSubjects: Set<String> = [
        "you", "u", "we", "they", "there", "the", "these", "those", "his", "her", "their", "your", "our", "my", "its",
        "it", "he", "she", "i", "any", "some", "both", "many", "most", "a", "an", "such", "ya", "y'all",
    ]

    /// Capitalization and final punctuation.
    static func refine(_ text: String) -> String {
        var pieces = mendingWordSlips(split(text))
        var sentenceStart = true
        var firstWord: String?
        var previousLower = ""
        var previousIsHoliday = false
        for index in pieces.indices {
            guard pieces[index].isWord else {
                // A period inside a word's run (`slug.go`, `v1.2`) ends no sentence: a space or a line follows the end.
                let text = pieces[index].text
                if text.contains(where: { ".!?".contains($0) }) && text.contains(where: \.isWhitespace) {
                    sentenceStart = true
                }
                continue
            }
            var word = pieces[index].text
            var lower = word.lowercased()
            // `Were going to be late`, `were out of milk`: `we're` typed without its apostrophe opens the sentence.
            if sentenceStart, lower == "were", index + 2 < pieces.count, pieces[index + 1].text == " ",
                pieces[index + 2].isWord, !wereSubjects.contains(pieces[index + 2].text.lowercased())
            {
                word = "we're"
                lower = word
            }
            if firstWord == nil { firstWord = lower.split(separator: " ").first.map(String.init) }
            if lower == "i" || lower.hasPrefix("i'") {
                word = "I" + word.dropFirst()
            } else if DateVocabulary.isDateWord(lower) && lower.count > 3
                || Gazetteer.places.contains(capitalized(lower))
                // `sundays`, `fridays`.
                || (lower.count > 4 && lower.hasSuffix("s")
                    && DateVocabulary.weekdays.contains(String(lower.dropLast())))
                // `thai`, `korean`; not `polish` or `danish`, which are words in lowercase too.
                || (Gazetteer.demonyms.contains(capitalized(lower)) && !EnglishLexicon.shared.contains(lower))
            {
                word = capitalized(lower)
            } else if let holiday = holidayWords[lower]
                ?? (previousIsHoliday ? holidayWords[previousLower + " " + lower] : nil)
            {
                // `christmas eve` → `Christmas Eve`: a holiday is a name.
                word = holiday
            }
            previousIsHoliday = holidayWords[lower] != nil || DateVocabulary.weekdays.contains(lower)
            previousLower = lower
            if sentenceStart {
                word = capitalized(word)
                sentenceStart = false
            }
            pieces[index].text = word
        }
        var result = pieces.map(\.text).joined().trimmingSpaces()
        guard let last = result.last else { return result }
        if !".!?".contains(last) {
            result += questionStarters.contains(firstWord ?? "") || lastClauseAsks(result) ? "?" : "."
        } else if last == ".", !result.hasSuffix(".."), !result.dropLast().contains(where: { ".!?".contains($0) }),
            asksDespitePeriod(String(result.dropLast()))
        {
            // One sentence that asks, typed with a period: `Which train are you getting tomorrow.`
            result = String(result.dropLast()) + "?"
        }
        return result
    }

    /// Holidays' words as their names write them, by their lowercase form: one-word holidays that are no English word
    /// in lowercase (`christmas`; not `lent`), and the second word of a holiday after a first one that is
    /// (`christmas eve` gives `Eve` for `eve`; `family day` is left alone).
    static let holidayWords: [String: String] = {
        var words: [String: String] = [:]
        for name in DateVocabulary.holidays where name.allSatisfy({ $0.isASCII }) {
            let parts = name.split(separator: " ").map(String.init)
            if parts.count == 1 {
                if !EnglishLexicon.shared.contains(name.lowercased()) { words[name.lowercased()] = name }
            } else {
                for index in 1..<parts.count {
                    words[parts[index - 1].lowercased() + " " + parts[index].lowercased()] = parts[index]
                }
            }
        }
        return words
    }()

    /// The refined text with a comma before a clause-joining `so` or `but`.
    static func commaReading(_ text: String) -> String {
        var result = text
        for conjunction in [" so ", " but "] {
            if let range = result.range(of: conjunction),
                result.distance(from: result.startIndex, to: range.lowerBound) > 8
            {
                result.replaceSubrange(range, with: "," + conjunction)
                break
            }
        }
        return result
    }

    static func exclamationReading(_ text: String) -> String {
        guard let last = text.last, last == "." else { return text }
        return String(text.dropLast()) + "!"
    }

    static func capitalized(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }
}
