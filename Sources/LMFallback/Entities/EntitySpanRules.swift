/// Rules that make a name mention's span well formed once every mention is known.
///
/// - A country abbreviation directly before an organization belongs to it (`U.S. Forest Service`).
/// - The period of an abbreviated suffix belongs to the name (`Peninsula Lumber Co.`, `Lionel Batiste Jr.`),
///   but not a period ending the sentence after `Ltd` or a form in capitals (`… Traders Ltd. The buyer`,
///   `… Andinos EIRL. Then`).
/// - A country's code after a firm's name belongs to it (`Kauri Shells NZ`), and makes an unknown one-word place a
///   firm (`through Paperleaf UK`).
/// - A surname and a comma before a firm named with `&` belong to it (`Garrow, Lewis & Thomas LLP`).
/// - A region or a town in parentheses after a place is a place (`Pézenas (Hérault)`;
///   ``withParenthesizedRegions(_:buffer:)``).
/// - A possessive ending is not part of a name (`Ashdown & Pike's staff` → `Ashdown & Pike`); a one-word
///   organization keeps it (`Powell's`) unless the name is also written without it.
/// - A leading `The` is part of a name after a preposition, a lowercase word or a comma (`at The Lantern
///   Inn`, `and The Otter & Oar`), not at the start of a clause (`The Harbourview Co-op said`); once kept,
///   it is kept wherever the name is written with it. A name that is a line's or a label's whole title keeps the
///   `The` before it (`The Birchwood Supper Club — Minocqua`, `Band: The Guadalupe Ramblers, $2,400`).
enum EntitySpanRules {
    private static let periodSuffixes: Set<String> = [
        "Co", "Inc", "Ltd", "Corp", "Jr", "Sr", "Bros", "Mfg", "Intl", "S.L", "S.A", "L.L.C", "P.C",
    ]

    /// Whether a legal form is written in capitals and no periods (`EIRL`, `SARL`): the period after it can only be
    /// the sentence's.
    private static func isCapitalsForm(_ word: Substring) -> Bool {
        word.count >= 2 && word.allSatisfy { $0.isUppercase }
    }

    /// Country codes that firms put after their names (`Kauri Shells NZ`).
    private static let countryCodes: [[UInt16]] = ["UK", "NZ", "USA", "AU"].map { Array($0.utf16) }

    /// The end of a country's code after a space at `position`, if one stands there as a word of its own.
    private static func countryCodeEnd(after position: Int, _ units: [UInt16]) -> Int? {
        guard position < units.count, units[position] == 32 else { return nil }
        for code in countryCodes {
            let end = position + 1 + code.count
            guard end <= units.count, units[(position + 1)..<end].elementsEqual(code) else { continue }
            if end == units.count || !CharClass.isWordChar(units[end]) { return end }
        }
        return nil
    }

    /// Whether the period at `period` ends a sentence: the text ends after it, or a line break, or spaces and a
    /// capital follow.
    private static func endsSentence(after period: Int, _ units: [UInt16]) -> Bool {
        var after = period + 1
        if after == units.count || units[after] == 10 || units[after] == 13 { return true }
        guard units[after] == 32 else { return false }
        while after < units.count && units[after] == 32 { after += 1 }
        return after < units.count && (CharClass.isUpper(units[after]) || units[after] == 10)
    }

    /// The mentions with their name spans adjusted and merged.
    /// - Parameters:
    ///   - mentions: The document's mentions.
    ///   - buffer: The document's text.
    ///   - language: The document's language code: Slavic `na` joins a place to a business only in English text
    ///     (Portuguese writes it for "in the").
    static func merged(_ mentions: [Entity], buffer: TextBuffer, language: String) -> [Entity] {
        let units = buffer.units
        var sorted = mentions.sorted { $0.range.lowerBound < $1.range.lowerBound }
        // A one-word organization keeps a final `'s` (`Powell's`) unless the name also appears without it.
        let organizationTexts = Set(mentions.filter { $0.kind == .organization }.map(\.text))
        // A name written `at The Lantern Inn` somewhere keeps its `The` everywhere (a heading, a clause start).
        let namesWithThe = Set(
            mentions.filter {
                $0.kind != .person && $0.text.hasPrefix("The ")
                    && followsLowercaseWordOrComma($0.range.lowerBound, units)
            }.map(\.text))
        var result: [Entity] = []
        var index = 0
        while index < sorted.count {
            var entity = sorted[index]
            let isName = entity.kind == .person || entity.kind == .place || entity.kind == .organization
            guard isName else {
                result.append(entity)
                index += 1
                continue
            }
            var range = entity.range
            // `U.S. Forest Service`: the abbreviation joins the organization after it.
            if entity.kind == .place, entity.text.hasSuffix("."), index + 1 < sorted.count {
                let next = sorted[index + 1]
                if next.kind == .organization && next.range.lowerBound == range.upperBound + 1
                    && units[range.upperBound] == 32
                {
                    range = range.lowerBound..<next.range.upperBound
                    entity = Entity(kind: .organization, text: buffer.text(range), range: range)
                    sorted[index + 1] = entity
                    index += 1
                    continue
                }
            }
            let text = buffer.text(range)
            var lower = range.lowerBound
            var upper = range.upperBound
            if text.hasSuffix("'s") || text.hasSuffix("’s"), text.count > 3,
                entity.kind != .organization || text.contains(" ")
                    || organizationTexts.contains(String(text.dropLast(2)))
            {
                upper -= 2
            } else if entity.kind == .organization, text.hasSuffix("."), !text.hasSuffix("Co., Ltd."),
                !text.hasSuffix("Pvt. Ltd."),
                let last = text.split(separator: " ").last, last == "Ltd." || isCapitalsForm(last.dropLast()),
                endsSentence(after: upper - 1, units),
                !(last == "Ltd." && endsLabelLine(range, units))
            {
                // `Ltd` is a contraction, written without a period where it is British: a period that ends the
                // sentence after it is the sentence's (`… Western Cocoa Traders Ltd. The buyer…`; `Co., Ltd.` and
                // `Pvt. Ltd.` keep it, and so does a signature's line), whether a legal form's period or one joined
                // here.
                upper -= 1
            } else if upper < units.count, units[upper] == 46, let last = text.split(separator: " ").last,
                // `Desislava M.`, `Kojo A.`: a surname written as its initial keeps the initial's period too.
                periodSuffixes.contains(String(last))
                    || (entity.kind == .person && text.contains(" ") && last.count == 1
                        && last.first?.isUppercase == true),
                !(last == "Ltd" && !text.hasSuffix(", Ltd") && endsSentence(after: upper, units))
            {
                upper += 1
            }
            // `Kauri Shells NZ`, `Booksource UK`: a country's code right after a firm's name is part of it.
            if entity.kind == .organization, let end = countryCodeEnd(after: upper, units) { upper = end }
            // `through Paperleaf UK`: an unknown name before a country's code is a firm, not a place.
            if entity.kind == .place, !text.contains(" "), !Gazetteer.isPlace(text),
                let end = countryCodeEnd(after: upper, units)
            {
                upper = end
                entity = Entity(kind: .organization, text: entity.text, range: entity.range)
            }
            // `Hotel Lindenhof am Altmarkt`, `Pekarnya na Rozhdestvenskoy`: a place's name after `am` or `na` is
            // part of the business's; a name found there is no mention of its own.
            if entity.kind == .organization, let end = locatedNameEnd(after: upper, units, allowsNa: language == "en") {
                upper = end
                while index + 1 < sorted.count, sorted[index + 1].range.lowerBound < end {
                    sorted.remove(at: index + 1)
                }
            }
            // `The Birchwood Supper Club — Minocqua`, `Band: The Guadalupe Ramblers, $2,400`: a name that is a line's
            // or a label's whole title keeps the `The` before it.
            if entity.kind == .organization, Self.isTitledAfterThe(lower..<upper, units) {
                lower -= 4
            } else if entity.kind == .organization, Self.followsThe(lower, units), NameRecognizer.keepsArticle(text) {
                // `The Ormonde Arms`, `The Otter & Oar`: a pub's or a paired name's `The` is part of it.
                lower -= 4
            }
            // `à L'Auberge de la Semoy`, `son restaurant de Rodez, L'Auberge du Causse Comtal`: an article elided
            // onto an organization's name inside a sentence and capitalized belongs to it (not `l'Hôtel`, nor
            // `L'Association X propose…` at a sentence's start).
            if entity.kind == .organization, lower >= 4, CharClass.isApostrophe(units[lower - 1]),
                units[lower - 2] == 76, units[lower - 3] == 32,
                units[lower - 4] == 44 || CharClass.isLower(units[lower - 4])
            {
                lower -= 2
            }
            if entity.kind != .person, text.hasPrefix("The "), text.count > 6,
                !followsLowercaseWordOrComma(lower, units),
                !namesWithThe.contains(text),
                // `The Ormonde Arms offered…`: a pub's `The` stays at a sentence's start too.
                !(entity.kind == .organization && NameRecognizer.keepsArticle(text))
            {
                lower += 4
            }
            // `Garrow, Lewis & Thomas LLP`, `Mehta, Iyer & Associates`: a surname and a comma before a firm
            // named with `&` belong to it.
            // Not when the firm's name opens with what it is (`von Bredow, Getränkehandel Bredow & Kranz GmbH`).
            if entity.kind == .organization, text.contains(" & "), !opensWithOrganizationHead(text),
                let start = firmNameBeforeComma(lower, units)
            {
                lower = start
                while let last = result.last, last.range.lowerBound >= start { result.removeLast() }
            }
            if lower != range.lowerBound || upper != range.upperBound {
                entity = Entity(kind: entity.kind, text: buffer.text(lower..<upper), range: lower..<upper)
            }
            result.append(entity)
            index += 1
        }
        return withParenthesizedRegions(result, buffer: buffer)
    }

    /// Words after `am` that say when rather than where (`am Montag`, `am Wochenende`, `am Telefon`).
    private static let timeNounsAfterAm: Set<String> = [
        "Wochenende", "Morgen", "Abend", "Mittag", "Vormittag", "Nachmittag", "Anfang", "Ende", "Tag", "Telefon",
        "Feiertag", "Samstagabend", "Freitagabend", "Sonntagmorgen",
    ]

    /// The end of a place's name written after a business's name with `am` (German) or `na` (Slavic) between:
    /// one capitalized word, which says no time (`am Altmarkt`, not `am Montag`). Not after a legal form, which ends a
    /// firm's name (`Revierbäder Dortmund GmbH am Montag`).
    private static func locatedNameEnd(after end: Int, _ units: [UInt16], allowsNa: Bool) -> Int? {
        guard end + 4 < units.count, units[end] == 32, units[end + 3] == 32,
            units[(end + 1)..<(end + 3)].elementsEqual("am".utf16)
                || (allowsNa && units[(end + 1)..<(end + 3)].elementsEqual("na".utf16)),
            CharClass.isUpper(units[end + 4])
        else { return nil }
        var stop = end + 4
        while stop < units.count
            && (CharClass.isLetter(units[stop])
                || (units[stop] == 45 && stop + 1 < units.count
                    && CharClass.isUpper(units[stop + 1])))
        {
            stop += 1
        }
        var start = end
        while start > 0 && CharClass.isLetter(units[start - 1]) { start -= 1 }
        let last = String(decoding: units[start..<end], as: UTF16.self)
        let word = String(decoding: units[(end + 4)..<stop], as: UTF16.self)
        let lowerWord = word.lowercased()
        guard stop - end > 6, !OrganizationLexicon.legalForms.isForm(last), !timeNounsAfterAm.contains(word),
            !DateVocabulary.isDateWord(lowerWord), !LanguageVocabulary.allMonthNames.contains(lowerWord),
            // `die Ruder-AG am Gymnasium am Jenzig`: an institution after `am` is a name of its own.
            !OrganizationLexicon.heads.contains(word), !NameRecognizer.hasCompoundOrganizationHead(word),
            !(LanguageVocabulary.weekdays["de"] ?? []).contains(lowerWord),
            !(LanguageVocabulary.weekdayAbbreviations["de"] ?? []).contains(lowerWord)
        else { return nil }
        return stop
    }

    /// Whether a name ends its line, and the line before it is a label or a signature's, not a sentence: it has no
    /// lowercase function word (`Sales Manager, Owia Arrowroot Processors Ltd.`, not `… built by X Ltd.`).
    private static func endsLabelLine(_ range: Range<Int>, _ units: [UInt16]) -> Bool {
        let end = range.upperBound
        guard end == units.count || units[end] == 10 || units[end] == 13 else { return false }
        var start = range.lowerBound
        while start > 0 && units[start - 1] != 10 && units[start - 1] != 13 { start -= 1 }
        let before = String(decoding: units[start..<range.lowerBound], as: UTF16.self)
        return !before.split(whereSeparator: { !$0.isLetter }).contains { word in
            word.first?.isLowercase == true && Stopwords.contains(String(word))
        }
    }

    /// Whether the word `The` and one space stand right before `lower`.
    private static func followsThe(_ lower: Int, _ units: [UInt16]) -> Bool {
        lower >= 4 && units[(lower - 4)..<lower].elementsEqual("The ".utf16)
            && (lower == 4 || !CharClass.isLetter(units[lower - 5]))
    }

    /// Whether `The ` stands right before a name that opens a line or follows a label's colon, and the name ends its
    /// line or comes before a dash (or, after a label, a comma): a title, where `The` belongs to the name.
    private static func isTitledAfterThe(_ range: Range<Int>, _ units: [UInt16]) -> Bool {
        let lower = range.lowerBound
        guard lower >= 4, units[(lower - 4)..<lower].elementsEqual("The ".utf16) else { return false }
        let opensLine = lower == 4 || units[lower - 5] == 10 || units[lower - 5] == 13
        let afterLabel = lower >= 6 && units[lower - 5] == 32 && units[lower - 6] == 58
        guard opensLine || afterLabel else { return false }
        var next = range.upperBound
        // After a label a comma ends the title too; at a paragraph's start it opens a clause (`The X Cooperative,
        // which…`).
        if next == units.count || units[next] == 10 || units[next] == 13 || (afterLabel && units[next] == 44) {
            return true
        }
        guard units[next] == 32 else { return false }
        next += 1
        return next < units.count && (units[next] == 0x2014 || units[next] == 0x2013 || units[next] == 45)
    }

    /// Whether a name's first word says what kind of organization it is (`Cabinet`, `Getränkehandel`).
    private static func opensWithOrganizationHead(_ text: String) -> Bool {
        guard let first = text.split(separator: " ").first.map(String.init) else { return false }
        return OrganizationLexicon.heads.contains(first) || OrganizationLexicon.descriptors.contains(first)
            || NameRecognizer.hasCompoundOrganizationHead(first)
    }

    /// Where a capitalized word that is no known place starts, when it and `, ` stand right before
    /// `position` and no other comma precedes it (`Garrow, ` before `Lewis & Thomas LLP`).
    private static func firmNameBeforeComma(_ position: Int, _ units: [UInt16]) -> Int? {
        guard position >= 4, units[position - 1] == 32, units[position - 2] == 44 else { return nil }
        let end = position - 2
        var start = end
        while start > 0 && CharClass.isLetter(units[start - 1]) { start -= 1 }
        guard start < end, (65...90).contains(units[start]) || units[start] > 127 else { return nil }
        if start >= 2 && units[start - 1] == 32 && units[start - 2] == 44 { return nil }
        let word = String(decoding: units[start..<end], as: UTF16.self)
        // Not a place (`Boston, Smith & Co`) nor a common word (`Solicitor, Harrow & Quayle`).
        guard word.first?.isUppercase == true, !Gazetteer.isPlace(word),
            !EnglishLexicon.shared.contains(word.lowercased())
        else { return nil }
        return start
    }

    /// Whether a lowercase word (a preposition such as `at`, or any other: `the river and The Otter & Oar`) or
    /// a comma comes right before `position`: a capitalized `The` there is inside a sentence, so it belongs to
    /// the name.
    static func followsLowercaseWordOrComma(_ position: Int, _ units: [UInt16]) -> Bool {
        var end = position
        while end > 0 && units[end - 1] == 32 { end -= 1 }
        guard end > 0, end < position else { return false }
        let previous = units[end - 1]
        return previous == 44 || (97...122).contains(previous)
    }
}
