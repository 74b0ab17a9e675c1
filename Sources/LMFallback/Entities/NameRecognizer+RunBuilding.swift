/// The word and gap tests ``NameRecognizer`` uses while it builds runs of capitalized words: acronyms, common
/// words, titles and openers, legal forms after a comma, lowercase words after an institution head, and what
/// stands between two tokens.
extension NameRecognizer {
    /// Whether a token is written in capitals and digits, two or more of them (`NASA`, `ÖBB`, `B2B`).
    static func isAcronym(_ text: String) -> Bool {
        // Scalar by scalar, so the usual lowercase word is turned down at its first letter.
        var count = 0
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                guard (65...90).contains(scalar.value) || (48...57).contains(scalar.value) else { return false }
            } else {
                guard scalar.properties.isUppercase || scalar.properties.numericType != nil else { return false }
            }
            count += 1
        }
        return count >= 2
    }

    /// Words before a title that make an office of it (`Deputy Mayor`, `Acting Governor`, `Lord Mayor`).
    static let officeModifiers: Set<String> = [
        "Deputy", "Vice", "Acting", "Assistant", "Associate", "Chief", "Senior", "Former", "Lord", "Interim", "Prime",
    ]

    /// Adverbs and verbs that open a sentence before a name (`Yesterday Hawassa Growers Union…`, `Try Cóndor Andino
    /// Air`): never the first word of the name.
    private static let sentenceOpeners: Set<String> = [
        "yesterday", "today", "tomorrow", "tonight", "meanwhile", "however", "also", "then", "now", "still", "later",
        "earlier", "here", "there", "instead", "otherwise", "again", "once", "soon", "afterwards", "together",
        "try", "call", "ask", "use", "book", "visit", "contact", "email", "see", "check", "pay", "order", "buy", "get",
        "take", "join", "meet", "tell", "thank", "follow", "text", "ring", "phone", "thanks",
        // Parts of a day that open an itinerary's line (`Afternoon Jinci Temple, bus 856…`).
        "morning", "afternoon", "evening",
    ]

    /// Whether a sentence's first word is an adverb or a verb that opens it, rather than a name's first word.
    static func isSentenceOpener(_ word: String) -> Bool {
        sentenceOpeners.contains(word) || (word.count > 4 && word.hasSuffix("ly") && !word.hasSuffix("ply"))
    }

    /// Whether a word is in the dictionary, or is a hyphenated compound of dictionary words (`Co-founder`).
    static func isCommonWord(_ word: String, _ lexicon: EnglishLexicon) -> Bool {
        if lexicon.contains(word) { return true }
        guard word.contains("-") else { return false }
        let parts = word.split(separator: "-")
        return parts.count >= 2 && parts.allSatisfy { rolePrefixes.contains($0) || lexicon.contains(String($0)) }
    }

    /// Prefixes of hyphenated role words (`co-founder`, `vice-chair`), which the dictionary lacks alone.
    private static let rolePrefixes: Set<Substring> = [
        "co", "ex", "vice", "non", "pre", "re", "self", "sub", "anti", "deputy",
    ]

    /// Whether a comma stands before a legal form written with a period or of three letters or more
    /// (`Reformas Ebro, S.L.`, `Halvorsen Tools, Inc.`, `Brightwell, LLC`).
    static func commaBeforeLegalForm(_ buffer: TextBuffer, _ previous: Token, _ form: Token, _ formEnd: Int) -> Bool {
        let gap = buffer.units[previous.range.upperBound..<form.range.lowerBound]
        guard gap.count == 2, gap.first == 44 else { return false }
        let text = buffer.units[form.range.lowerBound..<formEnd]
        return text.contains(46) || text.count >= 3
    }

    /// Whether a token is a year of four digits, or a club's two (`08`), right before a legal form (`1911 e.V.`).
    static func isYearBeforeLegalForm(_ token: Token, _ tokens: [Token], _ position: Int, _ buffer: TextBuffer) -> Bool
    {
        guard [2, 4].contains(token.text.count), token.text.allSatisfy(\.isNumber) else { return false }
        let after = token.range.upperBound
        guard after + 1 < buffer.units.count, buffer.units[after] == 32 else { return false }
        if OrganizationLexicon.legalForms.phraseEnd(buffer.units, at: after + 1) != nil { return true }
        return position + 1 < tokens.count && tokens[position + 1].range.lowerBound == after + 1
            && OrganizationLexicon.legalForms.isForm(tokens[position + 1].text)
    }

    /// The end of a one-word legal form written in lowercase after its capital, after a comma (`Marcenaria Sado, Lda`,
    /// `Kedai Runcit, Bhd`), or `nil`. A form in capitals after a comma may be a person's letters (`Gwen Moss, CPA`).
    static func oneWordFormAfterComma(_ buffer: TextBuffer, _ previous: Token, _ form: Token) -> Int? {
        let gap = buffer.units[previous.range.upperBound..<form.range.lowerBound]
        guard gap.count == 2, gap.first == 44, form.text.dropFirst().contains(where: \.isLowercase),
            OrganizationLexicon.legalForms.isForm(form.text)
        else { return nil }
        return form.range.upperBound
    }

    /// Whether a token is `Co` with a period, a space and a capitalized word that is no legal form after it: an Irish
    /// county's head (`Navan, Co. Meath`), not a legal form (`Nile Coast Engineering Co. Ltd`).
    static func opensCounty(_ token: Token, _ buffer: TextBuffer) -> Bool {
        let units = buffer.units
        let end = token.range.upperBound
        return token.text == "Co" && end + 3 < units.count && units[end] == 46 && units[end + 1] == 32
            && CharClass.isUpper(units[end + 2]) && CharClass.isLower(units[end + 3])
            // Not a second legal form (`Co. Ltd`, `Co. Limited`).
            && OrganizationLexicon.legalForms.phraseEnd(units, at: end + 2) == nil
            && OrganizationLexicon.legalForms.wordEnd(units, at: end + 2) == nil
    }

    /// The index of the capitalized token that ends up to three lowercase words and connectors right after an
    /// institution head, outside English (`Clinique sportive Mont-Bellevue`, `Caisse populaire du Lac-Memphrémagog`,
    /// `Fédération des producteurs de Gaspésie`), or `nil`. Words of place (`près`, `cerca`, `vicino`) end the name
    /// instead. In English text, so does a head English does not write, before words English does not write either
    /// (`from the Conseil départemental de l'Allier`).
    static func lowercaseWordsAfterHead(
        _ current: [Token], _ tokens: [Token], _ position: Int, _ buffer: TextBuffer, language: String
    ) -> Int? {
        let foreignInEnglish = language == "en"
        guard current.count == 1, foreignInEnglish || romanceLanguages.contains(language) else { return nil }
        // The head may carry an elided article (`l'Association`).
        let head = splitElision(current[0], buffer)?.1.text ?? current[0].text
        guard OrganizationLexicon.heads.contains(head) || romanceHeads.contains(head) else { return nil }
        let lexicon = EnglishLexicon.shared
        // In English text, only a head English does not write (`Conseil`, not `Council`).
        if foreignInEnglish && lexicon.contains(head.lowercased()) { return nil }
        var index = position
        var words = 0
        while index < tokens.count && index - position < 7 {
            let token = tokens[index]
            if index > position && !gapJoins(buffer, tokens[index - 1], token) { return nil }
            let capitalized =
                token.isCapitalized || (splitElision(token, buffer).map { $0.1.isCapitalized } ?? false)
            // The describing words end at a capitalized name, right after them or after a connector
            // (`Service régional des pêches de Thiès`); `de la Plaza` right after a head is a place's.
            if capitalized { return words > 0 ? index : nil }
            guard !token.hasDigit else { return nil }
            if !connectors.contains(token.normalized) {
                // Up to three describing words, each after the head, another such word or a connector
                // (`Association de hockey mineur de l'Estrie`).
                guard words < 3, !Stopwords.contains(token.normalized), !placeAdverbs.contains(token.normalized),
                    !foreignInEnglish || !lexicon.contains(token.normalized)
                else { return nil }
                words += 1
            }
            index += 1
        }
        return nil
    }

    /// The Romance languages LMFallback reads, whose names may go on in lowercase words (`via della Giudecca`,
    /// `Clinique sportive Mont-Bellevue`).
    static let romanceLanguages: Set<String> = ["fr", "es", "it", "pt"]

    /// Words that say where something is, which end a name rather than continue it.
    static let placeAdverbs: Set<String> = [
        "près", "proche", "loin", "cerca", "lejos", "junto", "frente", "vicino", "lontano", "presso", "accanto",
        "perto", "longe", "ao", "sul", "nord", "sud", "est", "ouest",
    ]

    /// Whether a capitalized token is an elided article or preposition before a lowercase noun (`L'entreprise`,
    /// `D'après`, `Dell'azienda`): a sentence's first words, not a name.
    static func isElidedCommonNoun(_ token: Token, _ buffer: TextBuffer) -> Bool {
        let units = buffer.units
        let range = token.range
        var apostrophe = range.lowerBound + 1
        while apostrophe < min(range.upperBound, range.lowerBound + 5) && !CharClass.isApostrophe(units[apostrophe]) {
            apostrophe += 1
        }
        guard apostrophe + 1 < range.upperBound, CharClass.isApostrophe(units[apostrophe]),
            CharClass.isLower(units[apostrophe + 1])
        else { return false }
        return elidedPrefixes.contains(
            String(decoding: units[range.lowerBound..<apostrophe], as: UTF16.self).lowercased())
    }

    /// Articles and prepositions that French and Italian elide before a vowel.
    private static let elidedPrefixes: Set<String> = [
        "l", "d", "qu", "j", "c", "s", "n", "m", "t", "dell", "all", "nell", "sull", "dall", "un",
    ]

    /// Whether a dash stands between two tokens (`LYON, 3 mars — La coopérative`): what follows opens a
    /// clause, as at a sentence's start.
    static func dashBetween(_ buffer: TextBuffer, _ previous: Token, _ next: Token) -> Bool {
        buffer.units[previous.range.upperBound..<next.range.lowerBound].contains {
            $0 == 0x2014 || $0 == 0x2013 || $0 == 45
        }
    }

    /// Whether two tokens are joined by a single space, ` & `, or an apostrophe and a space; or by a hyphen and a space
    /// before a conjunction, as a compound's first part that shares its noun with the next (`Glas- und`).
    static func gapJoins(_ buffer: TextBuffer, _ previous: Token, _ next: Token) -> Bool {
        let gap = buffer.units[previous.range.upperBound..<next.range.lowerBound]
        if gap.count == 1 { return gap.first == 32 }
        let text = String(decoding: gap, as: UTF16.self)
        if text == "- " { return suspendingConjunctions.contains(next.normalized) }
        return text == " & " || text == "' " || text == "’ "
    }

    /// Conjunctions after a compound's first part written with a hyphen (`Spar- und Darlehenskasse`, `Glas- en
    /// Kristalhandel`).
    private static let suspendingConjunctions: Set<String> = ["und", "oder", "en", "of"]

    /// Whether a conjunction joins a name after a compound's first part written with a hyphen, before the capitalized
    /// compound that completes both and names a business (`Lausitzer Glas- und Verpackungshandel GmbH`, `Spar- und
    /// Darlehenskasse`).
    static func joinsSuspendedCompound(
        _ current: [Token], _ word: String, _ tokens: [Token], _ position: Int, _ buffer: TextBuffer
    ) -> Bool {
        guard suspendingConjunctions.contains(word), let last = current.last,
            last.range.upperBound < buffer.units.count,
            buffer.units[last.range.upperBound] == 45, position + 1 < tokens.count, tokens[position + 1].isCapitalized,
            hasCompoundOrganizationTail(tokens[position + 1].text)
        else { return false }
        return gapJoins(buffer, tokens[position], tokens[position + 1])
    }

    /// Whether a sentence's first word opens a known place's name of three or four words joined by single spaces
    /// (`Port of Spain`, `Bay of Plenty`): it is that place's, not a common word opening the sentence.
    static func opensKnownPlace(_ tokens: [Token], _ position: Int, _ buffer: TextBuffer) -> Bool {
        guard position + 2 < tokens.count, !tokens[position + 1].isCapitalized else { return false }
        var name = tokens[position].text
        for index in (position + 1)..<min(tokens.count, position + 4) {
            guard gapJoins(buffer, tokens[index - 1], tokens[index]) else { return false }
            name += " " + tokens[index].text
            if index >= position + 2 && tokens[index].isCapitalized && Gazetteer.isPlace(name) { return true }
        }
        return false
    }

    /// Whether a lowercase word goes on with a run because a known place's name does (`Dar es Salaam`, `Frankfurt am
    /// Main`, `Newcastle upon Tyne`), a capitalized word following it.
    static func joinsKnownPlace(
        _ current: [Token], _ token: Token, _ tokens: [Token], _ position: Int, _ buffer: TextBuffer
    ) -> Bool {
        guard current.count <= 3, Gazetteer.placeJoinWords.contains(Substring(token.text)),
            position + 1 < tokens.count, tokens[position + 1].isCapitalized,
            gapJoins(buffer, token, tokens[position + 1])
        else { return false }
        return Gazetteer.placeJoins.contains((current.map(\.text) + [token.text]).joined(separator: " "))
    }

    /// Whether a clause's first word is a noun before a known country or city, outside English, where only a
    /// clause's first noun is capitalized (`Vlucht Amsterdam – Vágar`, `Voo Lisboa → Funchal`, `Gruppenreise
    /// Mauritius`): the word is no name of its own, no institution's head and no part of the place.
    static func isNounBeforeKnownPlace(_ token: Token, _ tokens: [Token], _ position: Int, _ buffer: TextBuffer) -> Bool
    {
        guard position + 1 < tokens.count, !token.hasDigit, !isAcronym(token.text) else { return false }
        // A preposition may stand between the noun and the place (`Trein van Kandy`).
        var start = position + 1
        if !tokens[start].isCapitalized, placeLinks.contains(tokens[start].normalized), start + 1 < tokens.count,
            gapJoins(buffer, token, tokens[start])
        {
            start += 1
        }
        let next = tokens[start]
        guard next.isCapitalized, gapJoins(buffer, tokens[start - 1], next) else { return false }
        // The place's name ends after one word or two (`Porto Alegre` is one place; `Reisplan Sri Lanka`).
        func endsAfter(_ index: Int) -> Bool {
            index + 1 >= tokens.count || !tokens[index + 1].isCapitalized
                || !gapJoins(buffer, tokens[index], tokens[index + 1])
        }
        func isKnown(_ place: PlaceGazetteer.Place?) -> Bool {
            guard let place else { return false }
            switch place.kind {
            case .country, .city: return place.population >= 100_000
            // LMFallback's own regions, deserts, islands and waters (`Circuit Sahara`).
            case .region, .feature: return true
            case .continent, .town: return false
            }
        }
        let oneWord = endsAfter(start) && isKnown(PlaceGazetteer.shared[next.text])
        let twoWords =
            !oneWord && start + 1 < tokens.count && tokens[start + 1].isCapitalized
            && gapJoins(buffer, next, tokens[start + 1]) && endsAfter(start + 1)
            && isKnown(PlaceGazetteer.shared[next.text + " " + tokens[start + 1].text])
        // `Kreuzung Aachener Straße`, `Fassadensanierung Hannoversche Straße`: a German noun of action before a
        // street of two words.
        let street =
            !oneWord && !twoWords && isGermanAbstractNoun(token.text) && start + 1 < tokens.count
            && tokens[start + 1].isCapitalized && gapJoins(buffer, next, tokens[start + 1]) && endsAfter(start + 1)
            && (Gazetteer.placeWords.contains(tokens[start + 1].text) || hasPlaceSuffix(tokens[start + 1].text))
        guard oneWord || twoWords || street else { return false }
        let text = token.text
        return !Gazetteer.isGivenName(text) && !Gazetteer.isPlace(text) && !Gazetteer.surnames.contains(text)
            && !Gazetteer.organizationWords.contains(text) && !OrganizationLexicon.heads.contains(text)
            && !OrganizationLexicon.legalForms.isForm(text) && !Gazetteer.placeHeads.contains(text)
            && !Gazetteer.honorifics.contains(text) && !Gazetteer.isPlace(text + " " + next.text)
    }

    /// Dutch and German prepositions of from and to that may stand between a clause's first noun and a place (`Trein
    /// van Kandy`, `Zug nach Graz`).
    static let placeLinks: Set<String> = ["van", "von", "naar", "nach", "vanuit", "aus"]

    /// Words after which a name opened by a capitalized article is a place rather than a business (`of El Tunco`,
    /// `in La Geria`; `at Le Petit Zinc` is a restaurant).
    static let articlePlacePrepositions: Set<String> = [
        "in", "near", "to", "of", "between", "around", "into", "towards",
    ]

    /// Connectors that are also prepositions meaning "by" or "from" before a person's given name.
    static let prepositionsBeforeNames: Set<String> = ["von", "van", "da", "di"]

    /// Whether the words of a run so far are no name but what comes before one: common words and connectors only
    /// (`Director of Studies`), or one word that is no given name, place, surname, organization's word or head,
    /// where it opens the sentence or nouns are capitalized anyway (`Selon`, `Bewertet`, German `Mitarbeiter`; not
    /// `at Gudeg Bu Sastro`, a restaurant).
    static func isNonNameLead(_ current: [Token], opensClause: Bool) -> Bool {
        guard let first = current.first else { return false }
        let lexicon = EnglishLexicon.shared
        if current.allSatisfy({ lexicon.contains($0.normalized) || connectors.contains($0.normalized) })
            && !current.contains(where: {
                Gazetteer.isGivenName($0.text) || Gazetteer.organizationWords.contains($0.text)
            })
        {
            return true
        }
        return opensClause && current.count == 1 && !Gazetteer.isGivenName(first.text)
            && !Gazetteer.isPlace(first.text)
            && !Gazetteer.organizationWords.contains(first.text) && !OrganizationLexicon.heads.contains(first.text)
            && !Gazetteer.placeHeads.contains(first.text) && !Gazetteer.surnames.contains(first.text)
    }

    /// Whether ` & ` alone stands between two tokens (`Dolly & the Deacons`).
    static func ampersandBetween(_ buffer: TextBuffer, _ previous: Token, _ next: Token) -> Bool {
        let gap = buffer.units[previous.range.upperBound..<next.range.lowerBound]
        return gap.count == 3 && gap.elementsEqual(" & ".utf16)
    }

    /// Whether a token is written with a period right after it (`Prim.`, `Dr.`).
    static func endsWithPeriod(_ token: Token, _ buffer: TextBuffer) -> Bool {
        token.range.upperBound < buffer.units.count && buffer.units[token.range.upperBound] == 46
    }
}
