/// A region or a town named in parentheses right after a place (`Pézenas (Hérault)`, `Toro (Zamora)`, `Moulins and
/// Yzeure (Allier)`): a place of its own, found where no other mention covers it.
extension EntitySpanRules {
    /// The mentions with the places named in parentheses after a place added, in order.
    static func withParenthesizedRegions(_ mentions: [Entity], buffer: TextBuffer) -> [Entity] {
        let units = buffer.units
        var added: [Entity] = []
        for (index, entity) in mentions.enumerated() where entity.kind == .place {
            guard let range = parenthesizedName(after: entity.range.upperBound, units) else { continue }
            // Not where another mention already stands (`Marco Tedeschi (WashCycle Commuters)` is a firm).
            let next = index + 1 < mentions.count ? mentions[index + 1] : nil
            if let next, next.range.lowerBound < range.upperBound { continue }
            let text = buffer.text(range)
            let first = String(text.prefix { $0 != " " })
            guard !Gazetteer.isGivenName(first), !EnglishLexicon.shared.contains(first.lowercased()),
                !DateVocabulary.isDateWord(first.lowercased()),
                !LanguageVocabulary.allMonthNames.contains(first.lowercased())
            else { continue }
            added.append(Entity(kind: .place, text: text, range: range))
        }
        guard !added.isEmpty else { return mentions }
        return (mentions + added).sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// Words of legal forms that firms write in parentheses (`Mazowe Leaf Holdings (Pvt) Ltd`).
    private static let parenthesizedForms: Set<String> = ["Pty", "Pvt", "Private", "Proprietary", "Ltd", "Limited"]

    /// The range of one or two capitalized words in parentheses after a space at `end`: letters, hyphens and
    /// apostrophes, not all capitals (`(Hérault)`, `(Thunder Bay)`; not `(NSW)`, `(Pty)` is left to the word list).
    private static func parenthesizedName(after end: Int, _ units: [UInt16]) -> Range<Int>? {
        guard end + 3 < units.count, units[end] == 32, units[end + 1] == 40, CharClass.isUpper(units[end + 2])
        else { return nil }
        var position = end + 2
        var words = 1
        while position < units.count && units[position] != 41 {
            let unit = units[position]
            if unit == 32 {
                words += 1
                guard words <= 2, position + 1 < units.count, CharClass.isUpper(units[position + 1]) else { return nil }
            } else if !(CharClass.isLetter(unit) || unit == 45 || CharClass.isApostrophe(unit)) {
                return nil
            }
            position += 1
        }
        guard position < units.count, position - end - 2 >= 3 else { return nil }
        let range = (end + 2)..<position
        // Not capitals alone (`(NSW)`), nor a legal form (`(Pty)`, `(Pvt)`).
        guard units[range].contains(where: { CharClass.isLower($0) }) else { return nil }
        let text = String(decoding: units[range], as: UTF16.self)
        guard !OrganizationLexicon.legalForms.isForm(text), !parenthesizedForms.contains(text) else { return nil }
        return range
    }
}
