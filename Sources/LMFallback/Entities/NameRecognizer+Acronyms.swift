/// Evidence from other names in the document: acronyms and an organization's first word standing for
/// it, and a name coordinated with a person's.
extension NameRecognizer {
    /// Spans of one unknown word joined by `and` (`und`, `e`, `y`…) to a one-word person (`Tomasz and Ewa`):
    /// people too. A dictionary word is left alone.
    static func coordinatedPeople(_ spans: [Span], _ kinds: [EntityKind?], analysis: DocumentAnalysis) -> Set<Int> {
        let lexicon = EnglishLexicon.shared
        var result = Set<Int>()
        for index in spans.indices.dropFirst() {
            let left = spans[index - 1]
            let right = spans[index]
            guard left.sentence == right.sentence, left.tokens.count == 1, right.tokens.count == 1,
                right.first == left.end + 1,
                OrganizationLexicon.conjunctions.contains(analysis.tokensBySentence[left.sentence][left.end].normalized)
            else { continue }
            if kinds[index - 1] == .person && kinds[index] == nil && !lexicon.contains(right.tokens[0].normalized) {
                result.insert(index)
            }
            if kinds[index] == .person && kinds[index - 1] == nil && !lexicon.contains(left.tokens[0].normalized) {
                result.insert(index - 1)
            }
        }
        return result
    }

    /// The first words of organizations' names that may stand for them later (`Harlow` for `Harlow Biotech`):
    /// a capitalized word followed by another, neither a head such as `University`, a common word, nor a
    /// given name.
    static func shortForms(_ spans: [Span]) -> Set<String> {
        let lexicon = EnglishLexicon.shared
        var result = Set<String>()
        for span in spans where span.tokens.count >= 2 {
            let first = span.tokens[0]
            guard span.tokens[1].isCapitalized, !OrganizationLexicon.heads.contains(first.text),
                !Gazetteer.abbreviatedHeads.contains(first.text), !lexicon.contains(first.normalized),
                !Gazetteer.givenNames.contains(first.text), !first.normalized.hasSuffix("'s")
            else { continue }
            result.insert(first.text)
        }
        return result
    }

    /// Acronyms that stand for a name found in the document, wherever they occur: one defined in
    /// parentheses after an organization or a place (`National Water Authority (NWA)`), or the initials
    /// of an organization's capitalized words, three or more (`Orvell Medical Group` → `OMG`).
    /// - Parameters:
    ///   - names: The names found so far.
    ///   - analysis: The analysed document.
    ///   - blocked: Mentions found by patterns and line shapes, sorted; an acronym inside one is left alone.
    /// - Returns: The acronyms' mentions, each with the kind of its name.
    static func acronymMentions(of names: [Entity], analysis: DocumentAnalysis, blocked: [Range<Int>]) -> [Entity] {
        let buffer = analysis.buffer
        let units = buffer.units
        var kinds: [String: EntityKind] = [:]
        for name in names where name.kind == .organization || name.kind == .place {
            let words = name.text.split(separator: " ").filter { $0 != "The" && $0 != "&" }
            guard let initial = words.first?.first else { continue }
            let open = name.range.upperBound
            if open + 4 < units.count, units[open] == 32, units[open + 1] == 40 {
                var close = open + 2
                while close < units.count && close - open < 12 && CharClass.isUpper(units[close]) { close += 1 }
                if close < units.count, units[close] == 41, close - open - 2 >= 2 {
                    let acronym = buffer.text((open + 2)..<close)
                    if acronym.first == initial { kinds[acronym] = name.kind }
                }
            }
            if name.kind == .organization {
                let capitals = words.compactMap { word in word.first.flatMap { $0.isUppercase ? $0 : nil } }
                if capitals.count >= 3 && capitals.count == words.filter({ !connectors.contains(String($0)) }).count {
                    let initials = String(capitals)
                    if kinds[initials] == nil { kinds[initials] = .organization }
                }
            }
        }
        guard !kinds.isEmpty else { return [] }
        let taken = (blocked + names.map(\.range)).sorted { $0.lowerBound < $1.lowerBound }
        var result: [Entity] = []
        var index = 0
        for tokens in analysis.tokensBySentence {
            for token in tokens where !token.hasDigit && token.isCapitalized {
                var text = token.text
                var range = token.range
                if text.hasSuffix("'s") || text.hasSuffix("’s") {
                    text.removeLast(2)
                    range = range.lowerBound..<(range.upperBound - 2)
                }
                guard let kind = kinds[text], isAcronym(text) else { continue }
                while index < taken.count && taken[index].upperBound <= range.lowerBound { index += 1 }
                if index < taken.count && taken[index].lowerBound < range.upperBound { continue }
                result.append(Entity(kind: kind, text: text, range: range))
            }
        }
        return result
    }
}
