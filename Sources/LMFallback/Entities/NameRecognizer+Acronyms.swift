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

    /// Unknown one-word names joined by `and` (or a language's `and`) or an en dash to a known place, which are
    /// places too (`Skiathos and Skopelos`, `Cusco y Pisac`, `Bodø–Moskenes`): the indices of the spans.
    static func coordinatedPlaces(_ spans: [Span], _ kinds: [EntityKind?], analysis: DocumentAnalysis) -> Set<Int> {
        let lexicon = EnglishLexicon.shared
        let units = analysis.buffer.units
        var result = Set<Int>()
        for index in spans.indices.dropFirst() {
            let left = spans[index - 1]
            let right = spans[index]
            guard left.sentence == right.sentence, left.tokens.count == 1, right.tokens.count == 1 else { continue }
            let tokens = analysis.tokensBySentence[left.sentence]
            let joined: Bool
            if right.first == left.end + 1 {
                joined = OrganizationLexicon.conjunctions.contains(tokens[left.end].normalized)
            } else if right.first == left.end {
                let gap = units[left.tokens[0].range.upperBound..<right.tokens[0].range.lowerBound]
                joined = gap.elementsEqual([0x2013]) || gap.elementsEqual(" \u{2013} ".utf16)
            } else {
                joined = false
            }
            guard joined else { continue }
            for (known, other, otherIndex) in [(left, right, index), (right, left, index - 1)]
            where kinds[otherIndex] == nil && Gazetteer.isPlace(known.tokens[0].text) {
                let word = other.tokens[0]
                if !lexicon.contains(word.normalized) && !Gazetteer.isGivenName(word.text) { result.insert(otherIndex) }
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
                // `SHI/PO/2026/014`: the initials inside a reference number are no mention of the name.
                if range.upperBound < units.count && units[range.upperBound] == 47
                    || range.lowerBound > 0 && units[range.lowerBound - 1] == 47
                {
                    continue
                }
                while index < taken.count && taken[index].upperBound <= range.lowerBound { index += 1 }
                if index < taken.count && taken[index].lowerBound < range.upperBound { continue }
                result.append(Entity(kind: kind, text: text, range: range))
            }
        }
        return result
    }

    /// Acronyms of three letters or more that no name in the document spells out, standing alone in
    /// running text (`the NEA approved`, `CONAF's rangers`): organizations, unless they are common
    /// abbreviations (`DNA`, `UTC`; ``OrganizationLexicon/abbreviations``), currency codes, places or region
    /// codes, legal forms, Roman numerals or English words in capitals (`SALE`). A run of capitals (`FOR SALE`,
    /// a shouted line), a code before a figure (`VLT 200`) and a dateline's town (`CALLOWAY, Ky. —`) are left alone.
    /// - Parameters:
    ///   - taken: Mentions found so far, sorted; an acronym inside one is left alone.
    ///   - analysis: The analysed document.
    /// - Returns: The acronyms' mentions.
    static func unknownAcronymMentions(taken: [Range<Int>], analysis: DocumentAnalysis) -> [Entity] {
        let lexicon = EnglishLexicon.shared
        let units = analysis.buffer.units
        var result: [Entity] = []
        var index = 0
        for tokens in analysis.tokensBySentence {
            for (position, token) in tokens.enumerated() where !token.hasDigit && token.isCapitalized {
                var text = token.text
                var range = token.range
                if text.hasSuffix("'s") || text.hasSuffix("’s") {
                    text.removeLast(2)
                    range = range.lowerBound..<(range.upperBound - 2)
                }
                // Capital letters only: no digit (`B7`), no other sign.
                guard text.utf16.count >= 3, isAcronym(text), !text.unicodeScalars.contains(where: { $0.value < 65 }),
                    isUnknownAcronym(text, lexicon: lexicon)
                else { continue }
                let before = position > 0 ? tokens[position - 1] : nil
                let after = position + 1 < tokens.count ? tokens[position + 1] : nil
                // Beside another capitalized word (not `The`) it belongs to a longer name or to a line in capitals.
                if let before, before.isCapitalized, !Stopwords.contains(before.normalized),
                    gapJoins(analysis.buffer, before, token) || isAcronym(before.text)
                {
                    continue
                }
                if let after,
                    after.hasDigit || (after.isCapitalized && gapJoins(analysis.buffer, token, after))
                        || isAcronym(after.text)
                {
                    continue
                }
                // `CALLOWAY, Ky. —`, `DENVER —`: a dateline's town.
                if position == 0, range.upperBound < units.count,
                    units[range.upperBound] == 44 || after.map({ dashBetween(analysis.buffer, token, $0) }) == true
                {
                    continue
                }
                while index < taken.count && taken[index].upperBound <= range.lowerBound { index += 1 }
                if index < taken.count && taken[index].lowerBound < range.upperBound { continue }
                result.append(Entity(kind: .organization, text: text, range: range))
            }
        }
        return result
    }

    /// Whether an acronym is none of the things in capitals that are not an organization's name.
    private static func isUnknownAcronym(_ text: String, lexicon: EnglishLexicon) -> Bool {
        !OrganizationLexicon.abbreviations.contains(text) && !MoneyScanner.codes.contains(text)
            && !MoneyScanner.localAfter.contains(text) && !MoneyScanner.localBefore.contains(text)
            && !Gazetteer.postalRegionCodes.contains(text) && !Gazetteer.isPlace(text)
            && !Gazetteer.isPlace(text.capitalized) && !OrganizationLexicon.legalForms.isForm(text)
            && !Gazetteer.organizationWords.contains(text) && !lexicon.contains(text.lowercased())
            && !text.allSatisfy { "IVXLCDM".contains($0) }
    }
}
