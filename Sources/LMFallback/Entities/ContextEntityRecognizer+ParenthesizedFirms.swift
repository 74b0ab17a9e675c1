/// Firms whose registered name holds a place or a trade in parentheses before the legal form (`Sea Grape Villas
/// (Anguilla) Ltd.`, `Laojie Hotpot (Chongqing) Co., Ltd.`): one organization, where the run of names would stop at
/// the bracket and make the place and the legal form names of their own.
extension ContextEntityRecognizer {
    /// Words for a private company written in brackets before `Ltd` (`(Pvt.) Ltd.`, `(Pty) Ltd`), lowercase without
    /// periods.
    private static let privateForms: Set<String> = ["pvt", "pty", "pte", "private", "prv"]

    /// The most capitalized words a firm's name holds before its bracket.
    private static let wordsBeforeBracket = 5

    /// The firms found, each from its first capitalized word to the end of its legal form.
    static func parenthesizedFirms(_ buffer: TextBuffer) -> [Entity] {
        let units = buffer.units
        var result: [Entity] = []
        var index = 0
        while index + 3 < units.count {
            defer { index += 1 }
            // `) ` then a legal form, after `(` and capitalized words, after `Name ` words.
            guard units[index] == 41, units[index + 1] == 32,
                var formEnd = OrganizationLexicon.legalForms.phraseEnd(units, at: index + 2)
                    ?? OrganizationLexicon.legalForms.wordEnd(units, at: index + 2)
            else { continue }
            // `Co., Ltd.`: a second form after a comma belongs to the first.
            if formEnd + 2 < units.count, units[formEnd] == 44, units[formEnd + 1] == 32,
                let second = OrganizationLexicon.legalForms.phraseEnd(units, at: formEnd + 2)
                    ?? OrganizationLexicon.legalForms.wordEnd(units, at: formEnd + 2)
            {
                formEnd = second
            }
            var open = index - 1
            while open > 0 && units[open] != 40 && units[open] != 10 && index - open < 40 { open -= 1 }
            guard open >= 2, units[open] == 40, units[open - 1] == 32, CharClass.isUpper(units[open + 1]),
                let start = capitalizedWordsStart(before: open - 1, units)
            else { continue }
            let inner = buffer.text((open + 1)..<index)
            // `Ceylon Teas (Pvt) Ltd`: a legal form in the brackets is the name recognizer's to join.
            let bare = inner.lowercased().filter { $0 != "." }
            if OrganizationLexicon.legalForms.isForm(inner) || privateForms.contains(bare) { continue }
            result.append(Entity(kind: .organization, text: buffer.text(start..<formEnd), range: start..<formEnd))
            index = formEnd
        }
        return result
    }

    /// Where up to ``wordsBeforeBracket`` capitalized words separated by single spaces end at `end` begin, or `nil`.
    private static func capitalizedWordsStart(before end: Int, _ units: [UInt16]) -> Int? {
        var start: Int?
        var position = end
        for _ in 0..<wordsBeforeBracket {
            var wordStart = position
            while wordStart > 0 && (CharClass.isLetter(units[wordStart - 1]) || units[wordStart - 1] == 39) {
                wordStart -= 1
            }
            guard wordStart < position, CharClass.isUpper(units[wordStart]) else { break }
            start = wordStart
            guard wordStart >= 2, units[wordStart - 1] == 32, CharClass.isLetter(units[wordStart - 2]) else { break }
            position = wordStart - 1
        }
        return start
    }
}
