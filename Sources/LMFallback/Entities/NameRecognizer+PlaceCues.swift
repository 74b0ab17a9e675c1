/// The cues around a capitalized run that say it names a place: prepositions of place in LMFallback's languages, the
/// endings and lowercase heads of streets and squares, and where a small town's name is the noun it also is.
extension NameRecognizer {
    /// Words for in, to and from before a town's name in LMFallback's other languages (English's are
    /// ``placePrepositions``, which hold `in` for German, Dutch and Italian too).
    static let foreignPlacePrepositions: [String: Set<String>] = [
        "es": ["en", "desde", "hacia", "al"],
        "pt": ["em", "para", "desde", "no", "na", "nos", "nas", "ao", "aos", "à"],
        "fr": ["à", "vers", "au", "aux"], "it": ["a", "verso", "al", "alla", "nel", "nella"], "nl": ["naar", "vanuit"],
        "de": ["nach"],
    ]

    /// Whether a place head's name after a preposition of place goes on in one word that is neither a given name nor
    /// a surname (`at Isla Incahuasi`; `at Isla Fisher's`, and `Isla Ferncastle bought`, name a person).
    static func isNoName(_ span: Span) -> Bool {
        guard span.tokens.count == 2, let previous = span.previous, placePrepositions.contains(previous) else {
            return false
        }
        let second = span.tokens[1].text
        return !Gazetteer.isGivenName(second) && !Gazetteer.surnames.contains(second)
    }

    /// German prepositions before a town's name (`in`, `nach`, `über`, `bei`), after which a capitalized word that
    /// names a small town is that town rather than the noun it may also be.
    static let germanPlacePrepositions: Set<String> = ["in", "nach", "aus", "über", "bei", "von", "ab", "bis", "vor"]

    /// Prepositions after which one word is a place even when it is also a given name (`in Bethel`, `near Florence`).
    static let innerPlacePrepositions: Set<String> = ["in", "near", "outside", "around"]

    /// Whether a one-word run that names only a small town is, outside English, the common noun it may also be:
    /// a label opening a line (`Eten:`), or in German, which capitalizes every noun, a word after anything but a
    /// preposition of place, a comma or nothing (`drei Titel`, `kleinen Mauern`; `über Triesenberg` is the town).
    static func isNounNotTown(_ span: Span, analysis: DocumentAnalysis) -> Bool {
        let end = span.tokens[0].range.upperBound
        let units = analysis.buffer.units
        if span.sentenceStart && end < units.count && units[end] == 58 { return true }
        return analysis.language.code == "de" && !span.afterComma && !span.wholeSentence
            && !(span.previous.map(germanPlacePrepositions.contains) ?? span.sentenceStart)
    }

    /// Whether a word ends like a German or Dutch street, square, park or lake name, with at least three
    /// letters before the ending.
    static func hasPlaceSuffix(_ word: String) -> Bool {
        word.utf16.count >= 5 && placeSuffixSet.matches(word.lowercased(), stem: 3)
    }

    /// ``Gazetteer/placeSuffixes`` grouped for matching.
    private static let placeSuffixSet = WordEndings(Gazetteer.placeSuffixes)

    /// The lowercase foreign place head written before a run, possibly across connectors (`via della`,
    /// `rue des`, `praça da`), or `nil`: in German, French, Spanish, Italian, Portuguese and Dutch, streets
    /// and squares are often written `rue`, `via`, `piazza`, `calle`, `rua`.
    static func lowercasePlaceHead(_ span: Span, analysis: DocumentAnalysis) -> Token? {
        let tokens = analysis.tokensBySentence[span.sentence]
        var index = span.first - 1
        var skipped = 0
        while index >= 0 && skipped < 2 && Self.connectors.contains(tokens[index].normalized) {
            index -= 1
            skipped += 1
        }
        guard index >= 0, !tokens[index].isCapitalized,
            lowercaseForeignPlaceHeads.contains(tokens[index].normalized)
                || Gazetteer.naturalFeatureHeads.contains(withoutElision(tokens[index].normalized))
        else { return nil }
        return tokens[index]
    }

    /// Markets in lowercase (`mercado`, `marché`): a market after one names its town (`o mercado de Loulé`).
    static let marketHeads: Set<String> = ["mercado", "mercato", "marché"]

    /// ``Gazetteer/foreignPlaceHeads`` in lowercase.
    static let lowercaseForeignPlaceHeads = Set(Gazetteer.foreignPlaceHeads.map { $0.lowercased() })
}

extension NameRecognizer {
    /// Endings of German and Dutch places' names that no English word or name has (`Peterstraße`, `Untermarkt`,
    /// `Frankenteich`, `Hafeninsel`, `Nikolaivorstadt`, `Lange Gracht`): in English text such a compound is a
    /// place's own name, where German writes the same endings on common nouns (`Supermarkt`).
    private static let germanOrDutchPlaceEndings = WordEndings([
        "straße", "strasse", "gasse", "allee", "platz", "ufer", "damm", "brücke", "straat", "plein", "gracht", "kade",
        "dijk", "steeg", "klamm", "schlucht", "kirche", "markt", "teich", "insel", "vorstadt",
    ])

    /// Whether one word in English text is a German or Dutch place's name: one of
    /// ``germanOrDutchPlaceEndings`` after three letters or more, and no English word or person's name.
    static func isGermanOrDutchPlace(_ word: String) -> Bool {
        let lower = word.lowercased()
        return word.utf16.count >= 7 && germanOrDutchPlaceEndings.matches(lower, stem: 3)
            && !EnglishLexicon.shared.contains(lower) && !Gazetteer.isGivenName(word)
            && !Gazetteer.surnames.contains(word)
    }
}

extension NameRecognizer {
    /// Words after which an article opens a business's name (`chez Le Zinc`, `alla Pergola`, `bij De Hazelaar`).
    private static let businessPrepositions: Set<String> = ["chez", "alla", "allo", "dalla", "dal", "presso", "bij"]

    /// Whether a name inside a sentence is a capitalized Romance article and one word with no business's word
    /// (`Las Isletas`, `El Sunzal`, `La Flotte`): such a name is a place's far more often than a business's, unless
    /// a word such as `chez` stands before it. Longer names with an article are businesses' (`Le Petit Zinc`).
    static func isArticleAndOneWordPlace(_ span: Span, _ words: [String]) -> Bool {
        // Dutch names a business with `De` as often as a village (`De Regenboog`, `De Koog`).
        guard words.count == 2, OrganizationLexicon.articles.contains(words[0]), words[0] != "De", words[0] != "Het"
        else { return false }
        let name = words[1]
        return !(span.previous.map(businessPrepositions.contains) ?? false)
            && !Gazetteer.organizationWords.contains(name) && !OrganizationLexicon.heads.contains(name)
            && !hasCompoundOrganizationHead(name) && !isTradeNoun(name)
    }
}

extension NameRecognizer {
    /// Words of place before `the` and a feature's or a quarter's name (`along the Isar`, `on the Kaßberg`).
    private static let featurePrepositions: Set<String> = [
        "along", "on", "in", "at", "near", "over", "across", "through", "around", "up", "down", "behind", "past",
        "beside", "towards", "toward", "onto", "into", "off", "above", "below", "beyond", "under",
    ]

    /// Whether one word after a word of place and `the` names a river, a hill, a quarter or a park (`along the Isar`,
    /// `on the Kaßberg`, `through the Siq`): no date's word, people's word, acronym, brand, English word or business's
    /// word.
    static func isFeatureAfterThe(_ span: Span, analysis: DocumentAnalysis) -> Bool {
        guard span.previous == "the", span.first >= 2, let token = span.tokens.first else { return false }
        let tokens = analysis.tokensBySentence[span.sentence]
        guard featurePrepositions.contains(tokens[span.first - 2].normalized) else { return false }
        let word = token.text
        // Not a brand written with a capital inside (`MyWater`), nor an English word split by a hyphen (`Wi-Fi`).
        return !DateVocabulary.isDateWord(token.normalized) && !Gazetteer.demonyms.contains(word)
            && !isAcronym(word) && !zip(word, word.dropFirst()).contains(where: { $0.isLowercase && $1.isUppercase })
            && !EnglishLexicon.shared.contains(token.normalized.replacingOccurrences(of: "-", with: ""))
            && !Gazetteer.organizationWords.contains(word) && !OrganizationLexicon.heads.contains(word)
            && !hasCompoundOrganizationHead(word)
    }
}
