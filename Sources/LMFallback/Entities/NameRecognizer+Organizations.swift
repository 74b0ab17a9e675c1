/// Organization evidence for ``NameRecognizer``: institution heads inside a name, context cues
/// (``OrganizationCues``), a person named before `of` and an organization, German, Dutch and Scandinavian compounds that name a business, and centres and districts
/// named for a service.
extension NameRecognizer {
    /// A span's words without a final possessive (`Orlo's` → `Orlo`).
    static func bareName(_ span: Span) -> String {
        var text = span.tokens.map(\.text).joined(separator: " ")
        if text.hasSuffix("'s") || text.hasSuffix("’s") { text.removeLast(2) }
        return text
    }

    /// Whether a word before the last is an institution head (``OrganizationLexicon/innerHeads``) followed by
    /// `of`, `for` or a Romance connector (`Arizona Department of Water Resources`, `Centre Hospitalier de Vannes`).
    static func hasInnerHead(_ lowerWords: [String], _ words: [String]) -> Bool {
        guard words.count >= 3 else { return false }
        for index in 0..<(words.count - 2) where OrganizationLexicon.innerHeads.contains(words[index]) {
            let next = lowerWords[index + 1]
            if OrganizationLexicon.fors.contains(next) || connectors.contains(next) { return true }
        }
        return false
    }

    /// Whether a lowercase word inside a run may join the names around it but not end one: a connector,
    /// `for` or `and` in an institution's name, `and` before a firm's tail.
    static func isJoiningWord(_ word: String) -> Bool {
        connectors.contains(word) || OrganizationLexicon.fors.contains(word)
            || OrganizationLexicon.conjunctions.contains(word)
    }

    /// Whether a German run so far is a common noun and the genitive article after it (`Heizkostenabrechnung der`,
    /// `Kopien der`): German capitalizes every noun, so what follows is a name of its own (`… der Immobilien
    /// Aaretal AG`), unless the noun is an institution's (`Gesellschaft der Musikfreunde`, `Freunde der Oper`)
    /// or the run a person's (`Sophie von der Leyen` has `von`).
    static func isGermanGenitive(_ current: [Token], language: String) -> Bool {
        guard language == "de", current.count >= 2, let article = current.last?.normalized,
            article == "der" || article == "des"
        else { return false }
        let nouns = current.dropLast()
        return nouns.allSatisfy { token in
            let lower = token.text.lowercased()
            return token.isCapitalized && !Gazetteer.isGivenName(token.text)
                && !OrganizationLexicon.heads.contains(token.text)
                && !OrganizationLexicon.innerHeads.contains(token.text)
                && !compoundOrganizationEndingSet.matches(lower, stem: 0) && !connectors.contains(token.normalized)
        }
    }

    /// Whether the capitalized words after `for` name an organization of their own, two to five words ending in an
    /// institution's word (`Hanbit Urban Mobility Lab for Daejeon Metropolitan Government` is a
    /// lab working for a city; `Institute for Marine Studies` is one name).
    private static func namesOrganization(after position: Int, _ tokens: [Token], _ buffer: TextBuffer) -> Bool {
        var index = position + 1
        while index + 1 < tokens.count && index - position < 5 && tokens[index + 1].isCapitalized
            && gapJoins(buffer, tokens[index], tokens[index + 1])
        {
            index += 1
        }
        let last = tokens[index].text
        return index > position + 1 && OrganizationLexicon.innerHeads.contains(last)
    }

    /// `for` after an institution head (`Institute for Marine Studies`, `Verein für Heimatpflege`), or `and` inside an
    /// institution's name that already has its `of` (`Department of Health and Social Care`) or whose words after
    /// `and` end in an organization's word (`Science and Technology Council`), before a capitalized word that is
    /// not a given name.
    static func joinsInstitution(
        _ current: [Token], _ word: String, _ tokens: [Token], _ position: Int, _ buffer: TextBuffer
    ) -> Bool {
        let isFor = OrganizationLexicon.fors.contains(word)
        guard isFor || word == "and", position + 1 < tokens.count, let last = current.last else { return false }
        let next = tokens[position + 1]
        // Not before a person (`Clinic for Dr. Petty's records`, `for Maria`).
        guard next.isCapitalized, !next.hasDigit, !Gazetteer.givenNames.contains(next.text),
            !Gazetteer.honorifics.contains(next.text), gapJoins(buffer, tokens[position], next)
        else { return false }
        if isFor {
            return OrganizationLexicon.innerHeads.contains(last.text)
                && !namesOrganization(after: position, tokens, buffer)
        }
        let words = current.map(\.text)
        if hasInnerHead(current.map(\.normalized) + ["x"], words + ["X"]) { return true }
        // `Zimbabwe Parks and Wildlife Management Authority`: the words after `and` end in a public body's word.
        if let first = current.first, !Gazetteer.isGivenName(first.text),
            publicBodyAfter(position, tokens, buffer)
        {
            return true
        }
        // `National Science and Technology Council`, `Market Women and Men Association`: `and` between two
        // common words inside a name whose capitalized words after it, up to four and single-spaced, end in an
        // organization's word. Not after a given name, nor between two names (`Chandrika Sarees and Annapurna
        // Kitchens`, `The Salt Ghosts and Magpie Lark Orchestra`): the word before `and` ends no name itself.
        let lexicon = EnglishLexicon.shared
        guard let first = current.first, !Gazetteer.isGivenName(first.text), lexicon.contains(last.normalized),
            lexicon.contains(next.normalized), !Gazetteer.organizationWords.contains(last.text),
            !isPluralNoun(last.text)
        else { return false }
        var index = position + 1
        while index < tokens.count && index - position <= 4 && tokens[index].isCapitalized
            && (index == position + 1
                || buffer.units[tokens[index - 1].range.upperBound] == 32
                    && tokens[index].range.lowerBound == tokens[index - 1].range.upperBound + 1)
        {
            if Gazetteer.organizationWords.contains(tokens[index].text)
                && (index + 1 == tokens.count || !tokens[index + 1].isCapitalized
                    || !gapJoins(buffer, tokens[index], tokens[index + 1]))
            {
                return true
            }
            index += 1
        }
        return false
    }

    /// Words that end a public body's name (`… Wildlife Management Authority`).
    private static let publicBodyWords: Set<String> = [
        "Authority", "Commission", "Ministry", "Department", "Council", "Agency", "Board", "Directorate",
    ]

    /// Whether the capitalized words after `and`, up to four and single-spaced, end in a public body's word.
    private static func publicBodyAfter(_ position: Int, _ tokens: [Token], _ buffer: TextBuffer) -> Bool {
        var index = position + 1
        while index < tokens.count && index - position <= 4 && tokens[index].isCapitalized
            && gapJoins(buffer, tokens[index - 1], tokens[index])
        {
            let endsRun =
                index + 1 == tokens.count || !tokens[index + 1].isCapitalized
                || !gapJoins(buffer, tokens[index], tokens[index + 1])
            if endsRun { return publicBodyWords.contains(tokens[index].text) }
            index += 1
        }
        return false
    }

    /// `and` (or `und`, `e`…) before a firm's tail (`Pryor and Sons`, `Costa e Filhos`), or before the rest of a name
    /// that a legal form closes (`Kwanza Obras e Construções, Lda.`).
    static func joinsFirmTail(_ word: String, _ tokens: [Token], _ position: Int, _ buffer: TextBuffer) -> Bool {
        guard OrganizationLexicon.conjunctions.contains(word), position + 1 < tokens.count else { return false }
        let next = tokens[position + 1]
        if OrganizationLexicon.tails.contains(next.text) && gapJoins(buffer, tokens[position], next) { return true }
        return legalFormAfterRun(position + 1, tokens, buffer) || bodyAfterRun(position + 1, tokens, buffer)
    }

    /// Whether `and` in another language goes on in a name that an institution's head opens, before a capitalized word
    /// that is no given name (`Asociación de Hoteles y Moteles de Taxco`, `Waterschap Linge en Waal`). Dutch `en` only
    /// in Dutch: in Spanish it is "in" (`Museo Rocsen en Nono`).
    static func joinsHeadedBody(
        _ current: [Token], _ word: String, _ tokens: [Token], _ position: Int, _ buffer: TextBuffer, language: String
    ) -> Bool {
        guard word != "and", word != "en" || language == "nl", OrganizationLexicon.conjunctions.contains(word),
            let first = current.first,
            OrganizationLexicon.heads.contains(first.text), position + 1 < tokens.count
        else { return false }
        let next = tokens[position + 1]
        return next.isCapitalized && !next.hasDigit && !Gazetteer.isGivenName(next.text)
            && gapJoins(buffer, tokens[position], next)
    }

    /// Fields whose national bodies are named by the field and the country (`Sport Ireland`, `Rowing Ireland`, `Tourism
    /// Kenya`, `Athletics Canada`, `Historic England`).
    static let nationalBodyFields: Set<String> = [
        "Sport", "Sports", "Rowing", "Cycling", "Athletics", "Swimming", "Swim", "Golf", "Rugby", "Hockey", "Tennis",
        "Tourism", "Basketball", "Volleyball", "Football", "Cricket", "Netball", "Triathlon", "Sailing", "Canoeing",
        "Boxing", "Gymnastics", "Skiing", "Badminton", "Archery", "Equestrian", "Bowls", "Squash", "Judo", "Fencing",
        "Orienteering", "Surfing", "Historic", "Heritage", "Horticulture", "Music", "Screen", "Arts", "Science",
        "Water", "Forestry", "Transport", "Energy",
    ]

    /// Words that end the name of a body its members form (`… Association`, `… Federation`): a name that ends in one goes
    /// on across `and` (`Agra Hotels and Restaurants Association`).
    private static let memberBodyWords: Set<String> = [
        "Association", "Associations", "Federation", "Society", "Union", "Alliance", "Chamber", "Guild", "Coalition",
        "Council", "Network", "Forum", "Confederation", "League", "Syndicate", "Cooperative", "Co-op",
    ]

    /// Whether the capitalized words from `start`, up to three and single-spaced, end in ``memberBodyWords``.
    static func bodyAfterRun(_ start: Int, _ tokens: [Token], _ buffer: TextBuffer) -> Bool {
        guard start < tokens.count, tokens[start].isCapitalized, gapJoins(buffer, tokens[start - 1], tokens[start])
        else { return false }
        var index = start
        while !memberBodyWords.contains(tokens[index].text) {
            guard index + 1 < tokens.count, index - start < 2, tokens[index + 1].isCapitalized,
                gapJoins(buffer, tokens[index], tokens[index + 1])
            else { return false }
            index += 1
        }
        return index > start
    }

    /// Whether the capitalized words from `start`, up to four and single-spaced, are followed by a legal form, after
    /// a space or a comma (`Kwanza Obras e Construções, Lda.`: the firm's name goes on across `e`).
    static func legalFormAfterRun(_ start: Int, _ tokens: [Token], _ buffer: TextBuffer) -> Bool {
        guard start < tokens.count, tokens[start].isCapitalized, gapJoins(buffer, tokens[start - 1], tokens[start])
        else { return false }
        var index = start
        while index + 1 < tokens.count && index - start < 3 && tokens[index + 1].isCapitalized
            && gapJoins(buffer, tokens[index], tokens[index + 1])
            && !OrganizationLexicon.legalForms.isForm(tokens[index + 1].text)
        {
            index += 1
        }
        let units = buffer.units
        var after = tokens[index].range.upperBound
        if after < units.count && units[after] == 44 { after += 1 }
        guard after + 1 < units.count, units[after] == 32 else { return false }
        if OrganizationLexicon.legalForms.phraseEnd(units, at: after + 1) != nil { return true }
        return index + 1 < tokens.count && tokens[index + 1].range.lowerBound == after + 1
            && OrganizationLexicon.legalForms.isForm(tokens[index + 1].text)
    }

    /// Whether a capitalized word is the plural of a common noun (`Otters`, `Players`; not `Jones`).
    static func isPluralNoun(_ word: String) -> Bool {
        let lower = word.lowercased()
        guard lower.count >= 4, lower.hasSuffix("s"), !lower.hasSuffix("ss") else { return false }
        let lexicon = EnglishLexicon.shared
        return lexicon.contains(String(lower.dropLast()))
            || (lower.hasSuffix("ies") && lexicon.contains(String(lower.dropLast(3)) + "y"))
    }

    /// Whether a word is a plural of trade: a plural noun (`Shuttles`) or an agent noun made of a verb (`Haulers`
    /// from `haul`), which a word that merely ends so (`Rivers`) is not.
    static func isTradePlural(_ word: String) -> Bool {
        if isPluralNoun(word) { return true }
        let lower = word.lowercased()
        return lower.count >= 7 && lower.hasSuffix("ers") && EnglishLexicon.shared.contains(String(lower.dropLast(3)))
    }

    /// Whether a run holds a firm's tail after `and` or `&` (`Pryor and Sons`, `Kessler & Partners`).
    static func hasFirmTail(_ span: Span) -> Bool {
        let tokens = span.tokens
        guard tokens.count >= 3 else { return false }
        for index in 2..<tokens.count where OrganizationLexicon.tails.contains(tokens[index].text) {
            if OrganizationLexicon.conjunctions.contains(tokens[index - 1].normalized) { return true }
        }
        return false
    }

    /// The elided article or preposition and the name of a token such as `l'Université` or `all'Ospedale`,
    /// when the part after the apostrophe is capitalized and the part before it is a known elision.
    static func splitElision(_ token: Token, _ buffer: TextBuffer) -> (String, Token)? {
        let units = buffer.units
        let range = token.range
        var apostrophe = range.lowerBound
        while apostrophe < range.upperBound && !CharClass.isApostrophe(units[apostrophe]) { apostrophe += 1 }
        guard apostrophe > range.lowerBound, apostrophe + 1 < range.upperBound,
            CharClass.isUpper(units[apostrophe + 1])
        else { return nil }
        let prefix = String(token.normalized.prefix(apostrophe + 1 - range.lowerBound))
        guard OrganizationLexicon.elisions.contains(prefix) else { return nil }
        let name = WordTokenizer.makeToken(buffer, (apostrophe + 1)..<range.upperBound, hasDigit: token.hasDigit)
        return (String(prefix.dropLast()), name)
    }

    /// Whether `token` follows an abbreviated place head that opens the run (`St. Mary's`, `Mt. Pleasant`).
    static func followsAbbreviatedHead(_ current: [Token], _ token: Token, _ buffer: TextBuffer) -> Bool {
        guard current.count == 1, Gazetteer.abbreviatedHeads.contains(current[0].text) else { return false }
        let gap = current[0].range.upperBound
        return token.range.lowerBound == gap + 2 && buffer.units[gap] == 46 && buffer.units[gap + 1] == 32
    }

    /// Whether the words around a span mark it as an organization (see ``OrganizationCues``).
    static func contextMarksOrganization(_ span: Span, analysis: DocumentAnalysis, sporting: () -> Bool) -> Bool {
        let tokens = analysis.tokensBySentence[span.sentence]
        let units = analysis.buffer.units
        let previousTwo =
            span.first >= 2 ? tokens[span.first - 2].normalized + " " + tokens[span.first - 1].normalized : nil
        let previous = span.first >= 1 ? tokens[span.first - 1].normalized : nil
        let following = tokens[span.end..<min(tokens.count, span.end + 8)].map(\.normalized)[...]
        var position = span.tokens[span.tokens.count - 1].range.upperBound
        while position < units.count && units[position] == 32 { position += 1 }
        let appositive = position < units.count && units[position] == 44 ? Array(following.prefix(8)) : nil
        let last = span.tokens[span.tokens.count - 1].normalized
        if OrganizationCues.marksOpponent(previousTwo: previousTwo, previous: previous, following: following),
            sporting()
        {
            return true
        }
        return OrganizationCues.marksOrganization(
            previousTwo: previousTwo, previous: previous, following: following, possessive: last.hasSuffix("'s"),
            appositive: appositive)
    }

    /// Words of sport: a document with two of them reports on matches, where an opponent is a team.
    private static let sportWords: Set<String> = [
        "match", "matches", "game", "games", "league", "season", "cup", "final", "semifinal", "semi-final",
        "tournament", "fixture", "fixtures", "derby", "championship", "playoff", "playoffs", "goal", "goals", "tries",
        "innings", "coach", "stadium", "arena", "kick-off", "scored", "striker", "winger", "goalkeeper", "referee",
    ]

    /// Whether a document speaks of sport: two or more of its words are words of sport.
    static func isAboutSport(_ analysis: DocumentAnalysis) -> Bool {
        var count = 0
        for sentence in analysis.tokensBySentence {
            for token in sentence where sportWords.contains(token.normalized) {
                count += 1
                if count >= 2 { return true }
            }
        }
        return false
    }

    /// The known place after a connector that ends an organization named for a person (`Scuola di musica Giuseppe
    /// Maggi di Pirano` is the school in Pirano), if one does. After other words the place is part of the name
    /// (`Cofradía de Pescadores de Cambados`, `Universidad de Sevilla`).
    static func placeAfterNamesake(_ tokens: [Token]) -> Token? {
        guard tokens.count >= 5, let last = tokens.last, connectors.contains(tokens[tokens.count - 2].normalized),
            Gazetteer.isPlace(last.text)
        else { return nil }
        let surname = tokens[tokens.count - 3]
        let given = tokens[tokens.count - 4]
        return Gazetteer.surnames.contains(surname.text) && Gazetteer.isGivenName(given.text) ? last : nil
    }

    /// Words between a person's name and the organization they belong to, in LMFallback's languages
    /// (`of`, `della`, `van`, `de`, `du`, `von`).
    private static let memberOfConnectors: Set<String> = [
        "of", "della", "dello", "dell", "del", "dei", "di", "de", "du", "des", "da", "do", "dos", "van", "von", "vom",
    ]
    /// Articles that may follow such a word before the organization (`van de`, `de la`, `von der`).
    private static let memberOfArticles: Set<String> = ["de", "der", "den", "la", "le", "les", "l", "the"]

    /// Where a person's name ends before `of` and the organization they belong to starts (`Ghazala Mirza of
    /// Shalimar University`, `Almaz Tadesse della Hawassa Growers Union`, `Wanjala van de Rift Valley Growers'
    /// Association`, `Prof. Tsiklauri of Kartli Technical University`): the index of the connector and of the
    /// organization's first word, when the words before the connector are two or three capitalized words with
    /// evidence of a person's name (a given name first or a surname last), or one that is a known given name or
    /// surname or follows a title, none of them a word of organizations or places.
    static func personOfOrganization(_ tokens: [Token], honorific: Bool) -> (connector: Int, organization: Int)? {
        guard tokens.count >= 3,
            let connector = tokens.indices.first(where: { memberOfConnectors.contains(tokens[$0].normalized) }),
            connector >= 1, connector <= 3
        else { return nil }
        // One word alone is a person's name after a title, or when it is a known given name or surname.
        if connector == 1 && !honorific && !Gazetteer.isGivenName(tokens[0].text)
            && !Gazetteer.surnames.contains(tokens[0].text)
        {
            return nil
        }
        var organization = connector + 1
        if organization + 1 < tokens.count && memberOfArticles.contains(tokens[organization].normalized) {
            organization += 1
        }
        // The organization is more than one word (`Les Canoës de Barvaux` is a firm named for its village).
        guard organization + 1 < tokens.count, tokens[organization].isCapitalized,
            honorific || connector == 1 || hasNameEvidence(tokens[..<connector].map(\.text), surnames: true),
            tokens[..<connector].allSatisfy({
                $0.isCapitalized && !Gazetteer.organizationWords.contains($0.text)
                    && !Gazetteer.placeWords.contains($0.text) && !OrganizationLexicon.heads.contains($0.text)
                    && !OrganizationLexicon.innerHeads.contains($0.text)
            })
        else { return nil }
        return (connector, organization)
    }

    /// Endings of German and Dutch compound nouns that name a kind of business or club
    /// (`Ruderclub Wellenbrecher`, `Bootswerft Haberle`, `Hoveniersbedrijf De Hazelaar`).
    static let compoundOrganizationEndings = [
        "club", "verein", "werft", "bedrijf", "fonds", "verlag", "gruppe", "werkstatt", "kanzlei", "praxis",
        "apotheke", "bäckerei", "stiftung", "genossenschaft", "gesellschaft", "handel", "vereniging", "stichting",
        "winkel", "groep", "bouw", "bau", "schule", "akademie", "coöperatie", "cooperatie", "kooperative",
        "verband", "handlung", "ziekenhuis", "atelier", "forbund", "forbundet", "kooperativ",
        "kooperativet", "friskole", "skole", "skolen", "skola", "sjukhus", "sykehus", "kommune", "kommun",
        "amt", "bahnen", "betriebe", "holding", "krankenhaus", "klinik", "klinikum", "universität", "hochschule",
        "kammer", "gericht", "behörde", "ministerium", "versicherung", "institut", "instituut", "dienst", "kantoor",
        "ministerie", "brauerei", "brouwerij", "bakkerij", "labor", "kliniek",
        // German crafts and trades in `-erei` (`Schreinerei`, `Gärtnerei`, `Druckerei`), Dutch auctions and
        // advisers, and Scandinavian institutions in their definite form (`Akustikbyrån`, `Innovationsfonden`,
        // `Miljökontoret`, `Trafikverket`, `Lofotfisk Handelslag`, `Hytteutleie`).
        "erei", "ziegelei", "veiling", "bureau", "byrå", "byrån", "byrået", "fonden", "kontoret", "verket",
        "banken", "föreningen", "foreningen", "förbundet", "handelslag", "laget", "utleie", "uthyrning", "konditorei",
        // Dutch and German rentals, eateries, shops and workshops (`Rijwielverhuur`, `Eetcafé`, `Fietsenmakerij`,
        // `Autovermietung`).
        "verhuur", "café", "eethuis", "makerij", "vermietung", "verleih", "drukkerij",
        // Dutch trades in `-erij` and practices (`Wolspinnerij`, `Dierenartsenpraktijk`), German agencies, boards,
        // works, bakeries, associations and engineers (`Standortagentur`, `Bezirksvertretung`, `Zangenfabrik`,
        // `Backstube`, `Interessengemeinschaft`, `Veranstaltungstechnik Wiebach`, `Planungsbüro Kessler`).
        "erij", "praktijk", "agentur", "vertretung", "fabrik", "manufaktur", "stube", "brauhaus", "kontor", "schmiede",
        "gemeinschaft", "technik", "büro",
        // German initiatives, city marketing bodies, newspapers and boat-trip firms (`Streuobstinitiative
        // Mümlingtal`, `Stadtmarketing Michelstadt`, `Nordsee-Kurier`, `Kahnfahrten Mattick`).
        "initiative", "marketing", "kurier", "fahrten",
    ]
    /// Endings that name a business only at the end of a name (`Voss Cellwerk`, `Nordhafen Logistik`); first,
    /// they name a facility (`Umspannwerk Seehalde`).
    /// English compounds too (`Mahone Bay Sailmakers`, `Kootenay Trailworks`, `Lincoln Land Coachways`).
    static let compoundOrganizationTails = [
        "werk", "logistik", "technik", "bank", "kasse", "reisen", "makers", "works", "ways",
    ]

    /// Whether the last word of a run is a compound naming a kind of business, club or firm.
    static func hasCompoundOrganizationTail(_ word: String) -> Bool {
        let lower = word.lowercased()
        return hasCompoundOrganizationHead(word)
            || compoundOrganizationTails.contains {
                (lower == $0 && $0 != "bank" && $0 != "kasse") || (lower.count >= $0.count + 3 && lower.hasSuffix($0))
            }
    }

    /// What a centre that is a business or a service does (`Brinkley Tyre Centre`, `Ashgrove Advice Centre`),
    /// unlike a centre that is a place (`Riverside Shopping Centre`, `Harbour Conference Centre`).
    static let serviceCentreNouns: Set<String> = [
        "tyre", "tire", "advice", "garden", "medical", "health", "dental", "fitness", "wellness", "treatment",
        "repair", "service", "services", "training", "learning", "resource", "support", "counselling", "counseling",
        "recovery", "rehabilitation", "research", "legal", "law", "family", "crisis", "care", "child", "cancer", "eye",
        "hearing", "skin", "diagnostic", "imaging", "vision", "language", "tutoring", "music", "dance",
        // Science and public information, named for what they study or tell.
        "genomics", "science", "sciences", "innovation", "technology", "biodiversity", "conservation", "information",
        "skills", "enterprise", "excellence", "data", "testing", "quality", "inspection", "monitoring",
        "certification", "calibration",
        // Sports and leisure businesses (`Tiburón Azul Dive Center`, `Kapiti Surf Centre`).
        "dive", "diving", "surf", "surfing", "yoga", "climbing", "riding", "equestrian", "sailing", "kayak", "ski",
        // Shops for farmers and crafts (`Borno Agro Input Centre`, `Kullu Handicraft Centre`).
        "input", "inputs", "handicraft", "handicrafts", "craft", "crafts",
    ]

    /// Services that a district or authority of their own provides (`Narragansett Valley School District`).
    static let serviceDistrictNouns: Set<String> = [
        "school", "water", "fire", "sanitation", "irrigation", "utility", "transit", "health", "library", "park",
        "parks", "conservation", "sewer", "hospital", "drainage", "housing", "port", "airport",
    ]

    /// Whether a run ends in a service noun and `District` or `Authority` after a name of its own: a body that
    /// provides the service, not the area (`Cascade Water District`; `Lake District` is a place).
    static func isServiceDistrict(_ lowerWords: [String]) -> Bool {
        guard lowerWords.count >= 3, let last = lowerWords.last, last == "district" || last == "authority" else {
            return false
        }
        return serviceDistrictNouns.contains(lowerWords[lowerWords.count - 2])
    }

    /// Foods and wares that an eatery or a shop named `… House` or `… Corner` sells (`Saravana Tiffin House`,
    /// `Lakshmi's Dosa Corner`, `Tongli Silk House`); `Government House` and `Hyde Park Corner` are places.
    static let tradeHouseNouns: Set<String> = [
        "fish", "tiffin", "tent", "silk", "tea", "coffee", "chop", "steak", "noodle", "noodles", "curry", "dosa",
        "pancake", "burger", "pizza", "kebab", "wine", "ale", "spice", "rice", "dumpling", "dumplings", "carpet",
        "pho", "ramen", "biryani", "chai", "juice", "waffle", "crepe", "pie", "dhow",
        // More foods and the wares of shops so named (`Mahajan Dry Fruit House`, `Awadh Shamiana House`).
        "fruit", "fruits", "sweet", "sweets", "book", "books", "cloth", "saree", "sari", "shamiana", "bread", "cake",
        "tyre", "tire", "paint", "hardware", "toy", "gift", "jewel", "jewellery", "jewelry", "shoe", "textile",
        "fabric", "handloom", "honey", "dairy", "meat", "chicken", "grill", "sushi", "taco", "bagel", "soup",
        "chocolate", "candy", "flower", "seed", "cycle", "battery", "mobile", "furniture", "rug", "pottery", "bead",
        "leather", "curtain", "paan", "lassi", "momo",
    ]

    /// Whether a run ends in `House` or `Corner` after a food or a ware (``tradeHouseNouns``) and a name of its own.
    static func isTradeHouse(_ lowerWords: [String]) -> Bool {
        guard lowerWords.count >= 3, let last = lowerWords.last, last == "house" || last == "corner" else {
            return false
        }
        return tradeHouseNouns.contains(lowerWords[lowerWords.count - 2])
    }

    /// Whether a run ends in a service noun and `Centre` or `Center` after a name of its own, or names a research
    /// station (`Khorasan Agricultural Research Station`): the body that runs it, not a place.
    static func isServiceCentre(_ lowerWords: [String]) -> Bool {
        guard lowerWords.count >= 3, let last = lowerWords.last else { return false }
        let noun = lowerWords[lowerWords.count - 2]
        if last == "station" { return noun == "research" || noun == "experimental" }
        return (last == "centre" || last == "center") && serviceCentreNouns.contains(noun)
    }

    /// Whether the first word of a run is a compound naming a kind of business or club; the word must be
    /// longer than its ending (`Club` alone is handled as a head).
    static func hasCompoundOrganizationHead(_ word: String) -> Bool {
        word.utf16.count >= 6 && compoundOrganizationEndingSet.matches(word.lowercased(), stem: 3)
    }

    /// Whether a name's last word is itself a word that names a business, club or firm (`Lofotfisk Handelslag`,
    /// `Rheinufer Stiftung`), and no English word or surname (`Labor`, `Handel`).
    static func isOrganizationNoun(_ word: String) -> Bool {
        let lower = word.lowercased()
        return compoundOrganizationEndingWords.contains(lower) && !EnglishLexicon.shared.contains(lower)
            && !Gazetteer.surnames.contains(word)
    }

    /// ``compoundOrganizationEndings`` as a set of whole words.
    private static let compoundOrganizationEndingWords = Set(compoundOrganizationEndings)

    /// ``compoundOrganizationEndings`` grouped for matching.
    private static let compoundOrganizationEndingSet = WordEndings(compoundOrganizationEndings)

    /// The words of a town's or a county's government before `of` and its name (`City of Yellowknife`).
    private static let municipalHeads: Set<String> = [
        "City", "Town", "Village", "County", "Municipality", "Borough", "Township", "Shire",
    ]

    /// Whether a run names a town's government: a municipal word, at most one word after the run's start, then `of`
    /// and a capitalized name (`City of Yellowknife`, `Town of Happy Valley-Goose Bay`, `Rural Municipality of Rudy`), or a city hall named for its town.
    static func isMunicipalGovernment(_ words: [String]) -> Bool {
        // `Kawagoe City Hall`: a city's hall named for its town is its government (a town hall is the building).
        if words.count >= 3 && words.suffix(2) == ["City", "Hall"] { return true }
        guard let of = words.firstIndex(of: "of"), of >= 1, of <= 2, of + 1 < words.count,
            municipalHeads.contains(words[of - 1]), words[of + 1].first?.isUppercase == true
        else { return false }
        return true
    }
}
