/// Finds people, places and organizations among capitalized word sequences.
///
/// A candidate is a run of capitalized words joined by single spaces (allowing `of`, `&`, `de`,
/// `van` inside; `for` after an institution head; `and` before a firm's tail such as `Sons`), not
/// starting with a common sentence-initial word, an elided article (`l'`) or a descriptor noun
/// (`die Firma`), closed by a legal form with its periods (`S.p.A.`), and split at dates, acronyms
/// and figures. It is classified by evidence in this order: legal forms, organization suffixes and
/// heads (`Ltd`, `University`, `Hôpital X`; ``OrganizationLexicon``), place words and the gazetteer
/// (`Street`, `Airport`, `Mount X`, `Lisbon`), person evidence (honorifics, speaker labels, email
/// display names and addresses, given names, speech verbs), then context (`in X` → place, email
/// domain → organization; the organization cues are in `NameRecognizer+Organizations.swift`, the words around a
/// run in `NameRecognizer+ContextWords.swift`).
/// Acronyms and an organization's first word standing for it are found last
/// (`NameRecognizer+Acronyms.swift`).
struct NameRecognizer: Sendable {
    /// A run of capitalized words and the context the classification needs.
    struct Span {
        var tokens: [Token]
        var honorific: Bool
        var previous: String?
        var next: String?
        var sentenceStart: Bool
        var afterComma: Bool
        var firstLine: Bool
        var heading: Bool
        var wholeSentence: Bool
        /// The sentence, the span's first token and the token after it, as indices into its tokens.
        var sentence: Int
        var first: Int
        var end: Int
        /// The end of a legal form with periods that closes the name (`S.p.A.`), if one does.
        var legalFormEnd: Int?
        /// An acronym just before the run (`ACME` in `ACME Tools`), part of the name if it is an organization.
        var acronym: Token?
    }

    /// Lowercase words that may join the words of a name (`University of`, `Casa do`).
    static let connectors: Set<String> = [
        "of", "de", "van", "von", "der", "da", "del", "du", "la", "le", "di", "do", "dos", "des", "della", "delle",
        "dello", "dei", "degli", "das", "dels", "ter", "bin", "binti", "bint", "ibn", "los", "las", "ap", "ten",
        "anak",
    ]

    /// Legal forms written without a period (`Ltd`, `Inc`), which end a firm's name before a connector.
    static let undottedLegalForms: Set<String> = ["Ltd", "Limited", "Inc", "Incorporated", "LLC", "LLP", "Plc", "PLC"]

    /// Names among capitalized runs.
    /// - Parameters:
    ///   - analysis: The analysed document.
    ///   - blocked: Mentions already found (patterns, line shapes); their words are not candidates.
    ///   - knownPeople: Names known to be people from the line shapes (attendee lists, speaker labels).
    func entities(analysis: DocumentAnalysis, blocked: [Entity], knownPeople: Set<String> = []) -> [Entity] {
        let buffer = analysis.buffer
        let lexicon = EnglishLexicon.shared
        var blockedRanges = blocked.map(\.range)
        blockedRanges.sort { $0.lowerBound < $1.lowerBound }
        var emailNames = Set<String>()
        var domainLabels = Set<String>()
        for entity in blocked where entity.kind == .email || entity.kind == .url {
            let lower = entity.text.lowercased()
            if entity.kind == .email, let at = lower.firstIndex(of: "@") {
                for part in lower[..<at].split(whereSeparator: { ".-_".contains($0) }) {
                    emailNames.insert(String(part))
                }
            }
            let host =
                entity.kind == .email
                ? String(lower[(lower.firstIndex(of: "@").map { lower.index(after: $0) } ?? lower.startIndex)...])
                : String(lower.split(separator: "/").dropFirst().first ?? "")
            for label in host.split(separator: ".") {
                domainLabels.insert(label.replacingOccurrences(of: "-", with: ""))
            }
        }
        let speakers = Set(analysis.structure.speakers)
        let lowercaseTitles = Self.lowercaseHonorifics[analysis.language.code]
        var spans: [Span] = []
        var blockIndex = 0
        for (sentenceIndex, tokens) in analysis.tokensBySentence.enumerated() {
            let sentence = analysis.sentences[sentenceIndex]
            var current: [Token] = []
            var honorific = false
            var previousWord: String?
            var start = 0
            var end = 0
            var skippedLead: Token?
            var legalFormEnd: Int?
            var acronymLead: Token?
            var skipUntil = 0
            func flush(_ nextWord: String?) {
                while let last = current.last, Self.isJoiningWord(last.normalized) || last.normalized == "the" {
                    current.removeLast()
                }
                // `Nachbar Hinrich Wöhler`, `Winzerin Annegret Schappert-Kohl`: German capitalizes the noun that says
                // who a person is; before a given name and a surname it is no part of the name.
                if analysis.language.code == "de", Self.opensWithGermanRoleNoun(current) {
                    previousWord = current.removeFirst().normalized
                    start += 1
                }
                // A capitalized common word that opened the sentence (`Marsh`, `Pacific`) belongs to a name that
                // ends in an organization or place word or a legal form (`Marsh Farm`, `Pacific Roofing`, `Swift
                // Removals Ltd`), or that is a signature's line (`Cuisines Vertbois`).
                // Not a noun that says what the name is (`Builder Transilvania Edil Grup SRL`, `Analyst …`).
                if let lead = skippedLead, start == 1, !Self.salutations.contains(lead.normalized),
                    !Self.isSentenceOpener(lead.normalized),
                    // `Association Miquelon Avenir propose…`: outside English, a noun that says what a name is opens
                    // it when it is an institution's head.
                    !Self.organizationNouns.contains(lead.normalized)
                        || (analysis.language.code != "en" && OrganizationLexicon.heads.contains(lead.text)),
                    !Gazetteer.jobTitles.contains(lead.text),
                    let last = current.last, Self.gapJoins(buffer, lead, current[0]),
                    Gazetteer.organizationWords.contains(last.text) || Gazetteer.placeWords.contains(last.text)
                        || legalFormEnd != nil || analysis.structure.roles[sentenceIndex] == .signature
                        // `New York`, `North Carolina`: the whole is a known place; `Fort Sumter`, `Mount Kenya`:
                        // a place's head before one word.
                        || Gazetteer.isPlace(([lead] + current).map(\.text).joined(separator: " "))
                        || (Gazetteer.placeHeads.contains(lead.text) && current.count == 1)
                        // `North Coast Hoteliers' Association of Zanzibar`: an organization's word before `of`.
                        || zip(current, current.dropFirst()).contains(where: {
                            $1.normalized == "of" && Gazetteer.organizationWords.contains($0.text)
                        })
                        // `Hotel Priboy on the seafront`, `Museum Folkwang`: an institution's head before one or two
                        // words that English does not write (not `Council Tax`).
                        // Outside English, an institution's head opens the name whatever follows (`Association
                        // Dentelle & Mémoire du Calaisis — Compte rendu`).
                        || (analysis.language.code != "en" && OrganizationLexicon.heads.contains(lead.text))
                        || (OrganizationLexicon.heads.contains(lead.text) && current.count <= 2
                            && !current.contains { token in
                                var word = token.normalized
                                if word.hasSuffix("'s") || word.hasSuffix("’s") { word.removeLast(2) }
                                return EnglishLexicon.shared.contains(word)
                            })
                {
                    current.insert(lead, at: 0)
                    start = 0
                }
                skippedLead = nil
                if let lead = acronymLead, let first = current.first,
                    lead.range.upperBound >= first.range.lowerBound || !Self.gapJoins(buffer, lead, first)
                {
                    acronymLead = nil
                }
                if !current.isEmpty {
                    let gapStart = current[0].range.lowerBound
                    var before = gapStart - 1
                    while before >= sentence.range.lowerBound && buffer.units[before] == 32 { before -= 1 }
                    let comma = before >= sentence.range.lowerBound && buffer.units[before] == 44
                    let span = Span(
                        tokens: current, honorific: honorific, previous: previousWord, next: nextWord,
                        sentenceStart: start == 0, afterComma: comma, firstLine: sentence.line == 0,
                        heading: analysis.structure.roles[sentenceIndex] == .heading,
                        wholeSentence: current.count == tokens.count, sentence: sentenceIndex, first: start,
                        end: end, legalFormEnd: legalFormEnd, acronym: acronymLead)
                    // `Abdul Qayum of Balkh Gold Dried Fruits`, `Giovanni della Ciclofficina Ferrarese`: a person
                    // and the business they are of, two names.
                    if let split = Self.personOfOrganizationSplit(current),
                        start + split < tokens.count, tokens[start + split].range == current[split].range
                    {
                        let (person, business) = span.split(at: split)
                        spans += [person, business]
                    } else {
                        spans.append(span)
                    }
                }
                acronymLead = nil
                current = []
                honorific = false
                legalFormEnd = nil
            }
            for (position, written) in tokens.enumerated() where written.range.lowerBound >= skipUntil {
                var token = written
                while blockIndex < blockedRanges.count && blockedRanges[blockIndex].upperBound <= token.range.lowerBound
                {
                    blockIndex += 1
                }
                let isBlocked =
                    blockIndex < blockedRanges.count
                    && blockedRanges[blockIndex].lowerBound < token.range.upperBound
                // `Ieri l'Azienda Elettrica…`: an institution's head after an elided article starts a name of its own.
                if !current.isEmpty, !isBlocked, let (_, name) = Self.splitElision(token, buffer),
                    OrganizationLexicon.heads.contains(name.text) || Self.hasCompoundOrganizationHead(name.text)
                {
                    flush(token.normalized)
                }
                // `l'Université`, `all'Ospedale`: an elided article or preposition is not part of the name.
                if current.isEmpty, !isBlocked, let (elided, name) = Self.splitElision(token, buffer) {
                    previousWord = elided
                    token = name
                }
                // `Kanuverein Saalfeld 1908 e.V.`: a club's founding year before its legal form is part of its name.
                // (The year is read as a date first, so this holds where a date blocks the token too.)
                if !current.isEmpty, Self.isYearBeforeLegalForm(token, tokens, position, buffer),
                    Self.gapJoins(buffer, current[current.count - 1], token)
                {
                    current.append(token)
                    end = position + 1
                    continue
                }
                // `Ferretti Impianti S.p.A.`, `Mallory Pty Ltd`, `Ceylon Teas (Pvt) Ltd`: a legal form closes the
                // name, periods and parentheses included.
                let parenthesized =
                    !current.isEmpty && token.range.lowerBound >= 2 && buffer.units[token.range.lowerBound - 1] == 40
                    && current[current.count - 1].range.upperBound == token.range.lowerBound - 2
                let formStart = token.range.lowerBound - (parenthesized ? 1 : 0)
                if !current.isEmpty, !isBlocked, buffer.units[formStart - 1] == 32,
                    var formEnd = OrganizationLexicon.legalForms.phraseEnd(buffer.units, at: formStart)
                        ?? Self.oneWordFormAfterComma(buffer, current[current.count - 1], token),
                    !Self.opensCounty(token, buffer),
                    parenthesized || Self.gapJoins(buffer, current[current.count - 1], token)
                        || Self.commaBeforeLegalForm(buffer, current[current.count - 1], token, formEnd)
                {
                    // A second form right after the first belongs to it (`Co. S.A.E.`, `Co. Ltd`).
                    while formEnd + 1 < buffer.units.count, buffer.units[formEnd] == 32,
                        let second = OrganizationLexicon.legalForms.phraseEnd(buffer.units, at: formEnd + 1)
                            ?? OrganizationLexicon.legalForms.wordEnd(buffer.units, at: formEnd + 1)
                    {
                        formEnd = second
                    }
                    var next = position
                    while next < tokens.count && tokens[next].range.lowerBound < formEnd {
                        current.append(tokens[next])
                        next += 1
                    }
                    end = next
                    legalFormEnd = formEnd
                    skipUntil = formEnd
                    flush(next < tokens.count ? tokens[next].normalized : nil)
                    continue
                }
                // `Bienenhof Handelsgesellschaft mbH`, `Wohnbau Aller eG`: a one-word legal form written in
                // lowercase closes the name too.
                if !current.isEmpty, !isBlocked, !token.isCapitalized,
                    OrganizationLexicon.legalForms.isForm(token.text),
                    Self.gapJoins(buffer, current[current.count - 1], token)
                {
                    current.append(token)
                    end = position + 1
                    legalFormEnd = token.range.upperBound
                    flush(position + 1 < tokens.count ? tokens[position + 1].normalized : nil)
                    continue
                }
                let word = token.normalized
                // `I`, `I'm`, `I'll` are pronouns, never names.
                let isPronoun = word == "i" || word.hasPrefix("i'")
                let capitalizedName =
                    token.isCapitalized && !token.hasDigit && !isBlocked && !isPronoun
                    && !Self.isElidedCommonNoun(token, buffer)
                    && !Self.isAcronym(token.text) && !DateVocabulary.isDateWord(word)
                    && !(DateVocabulary.months[word] != nil && word.count > 3)
                let joins =
                    !current.isEmpty
                    && (Self.gapJoins(buffer, current[current.count - 1], token)
                        || Self.followsAbbreviatedHead(current, token, buffer))
                let nextCapitalized = position + 1 < tokens.count && tokens[position + 1].isCapitalized
                if capitalizedName
                    || (Self.isAcronym(token.text) && joins
                        && (Gazetteer.organizationWords.contains(token.text)
                            || OrganizationLexicon.legalForms.isForm(token.text))
                        // Not a code before a number (`Pacific Crane Airlines PC 118`, a flight).
                        && !(position + 1 < tokens.count && tokens[position + 1].text.first?.isNumber == true
                            && tokens[position + 1].range.lowerBound == token.range.upperBound + 1))
                {
                    let letterTitle =
                        token.text.utf16.count == 1 && Self.endsWithPeriod(token, buffer)
                        && Gazetteer.letterHonorifics[analysis.language.code]?.contains(token.text) == true
                    // A title after other abbreviated titles (`Prim. Dr. Gerlinde…`, `Univ.-Prof. Dr.`) starts
                    // the name afresh.
                    // And after a word that makes an office of a title (`Deputy Mayor`, `Acting Governor`).
                    let afterTitles =
                        !current.isEmpty && current.count <= 2
                        && current.allSatisfy {
                            ($0.text.utf16.count <= 6 && Self.endsWithPeriod($0, buffer))
                                || Self.officeModifiers.contains($0.text)
                        }
                    // `Fr. Tadhg Ó Cuív`: `Fr.` is Father before a name (elsewhere it is Friday or francs).
                    let dottedTitle =
                        Gazetteer.dottedOnlyHonorifics.contains(token.text) && Self.endsWithPeriod(token, buffer)
                        && position + 1 < tokens.count
                        && tokens[position + 1].isCapitalized
                        && !DateVocabulary.isDateWord(tokens[position + 1].normalized)
                    // `Analyst Lee Da-eun`, `Pitmaster Jolene Fairley-Dubose`: a job written as a title before a name.
                    // Also after the common words of an office (`Chief Financial Officer Maren Halvorsrud`).
                    let jobTitle =
                        (Gazetteer.jobTitles.contains(token.text)
                            || (analysis.language.code == "de" && Self.isGermanJobTitle(token.text)))
                        && position + 1 < tokens.count
                        && current.allSatisfy { EnglishLexicon.shared.contains($0.normalized) }
                        && Self.isNameAfterJobTitle(tokens[position + 1], lexicon: EnglishLexicon.shared)
                    // `Selon Mme Essi Tchalla`, `Laut Frau Berger`: a title after a sentence's first word that is no name
                    // starts the name.
                    // So after a noun or a job (`Mitarbeiter Herr Lukas…`, `Director of Studies Dr. Marthese…`).
                    let afterOpener =
                        Gazetteer.honorifics.contains(token.text) && !current.isEmpty
                        && Self.isNonNameLead(current, opensClause: start == 0 || analysis.language.code == "de")
                    if (Gazetteer.honorifics.contains(token.text) || letterTitle || dottedTitle || jobTitle)
                        && (current.isEmpty || afterTitles || !joins || jobTitle || afterOpener)
                    {
                        // A title after a name it does not join (`Clare Dunworth, Fr. Tadhg`) starts the next name.
                        if !current.isEmpty && !joins { flush(word) }
                        current = []
                        honorific = true
                        previousWord = word
                        continue
                    }
                    // `Eng. Agr. Fabiano Dallabrida`: an abbreviated title after a title, before the name, is one more.
                    if current.isEmpty && honorific && token.text.utf16.count >= 2 && token.text.utf16.count <= 4
                        && Self.endsWithPeriod(token, buffer) && nextCapitalized
                        && !Gazetteer.isGivenName(token.text)
                    {
                        previousWord = word
                        continue
                    }
                    // `die Firma Krüger Bau`: a capitalized noun that says what the name is stays outside it.
                    if current.isEmpty && OrganizationLexicon.descriptors.contains(token.text) && nextCapitalized {
                        previousWord = word
                        continue
                    }
                    if !current.isEmpty && !joins { flush(word) }
                    // `Winter von der Bootswerft Haberle`, `una Panda da Autonoleggio Etna Sud`: a business's head
                    // after a connector starts a name of its own.
                    // Not inside an institution's own name (`Cooperativa de Productores de Café`, `Empresa de
                    // Transportes Machava`).
                    if current.count >= 2, Self.isJoiningWord(current[current.count - 1].normalized),
                        ((OrganizationLexicon.heads.contains(token.text)
                            || Self.hasCompoundOrganizationHead(token.text))
                            && !OrganizationLexicon.heads.contains(current[0].text)
                            && !OrganizationLexicon.innerHeads.contains(current[0].text)
                            // Nor across `e`, `and`… in a name a legal form closes (`Kwanza Obras e Construções, Lda.`).
                            && !(OrganizationLexicon.conjunctions.contains(current[current.count - 1].normalized)
                                && Self.legalFormAfterRun(position, tokens, buffer)))
                            || Self.isGermanGenitive(current, language: analysis.language.code)
                    {
                        let connector = current[current.count - 1].normalized
                        flush(word)
                        previousWord = connector
                    }
                    // A known place's possessive ends a name: `Peru's Ministry of Transport` is Peru's ministry.
                    // Not a surname that is also a town's name (`Burke's Bike Hire` is Burke's business). A whole run
                    // may be the place (`Chiang Rai's Mae Fah Luang Medical Centre`), and an organization's possessive
                    // ends its name too (`Kansas State University's Southwest Research Center`, `USDA's Farm Service
                    // Agency`).
                    if let last = current.last, last.normalized.hasSuffix("'s") || last.normalized.hasSuffix("’s") {
                        let owner = String(last.text.dropLast(2))
                        let ownerRun = (current.dropLast().map(\.text) + [owner]).joined(separator: " ")
                        let place =
                            Gazetteer.isPlace(owner)
                            && (!Gazetteer.surnames.contains(owner)
                                || PlaceGazetteer.shared[owner].map({ $0.kind != .city && $0.kind != .town }) ?? true)
                        let organization =
                            (current.count >= 2 && Gazetteer.organizationWords.contains(owner))
                            || (current.count == 1 && Self.isAcronym(owner) && owner.count >= 3)
                        if place || (current.count >= 2 && Gazetteer.isPlace(ownerRun)) || organization {
                            flush(word)
                        }
                    }
                    if current.isEmpty {
                        start = position
                        // After a dash (`LYON, 3 mars — La coopérative`), an article opens the clause as at a
                        // sentence's start; other common words there still begin names (`— Crescent City Brass`).
                        // So after a label's colon outside headings (`Sydney: The Elternverein…`; `Chen: Stripe
                        // fees…` is a name; a heading `Review: The Larkspur Inn` keeps its `The`).
                        let opensClause =
                            position > 0
                            && (Self.dashBetween(buffer, tokens[position - 1], token)
                                || (analysis.structure.roles[sentenceIndex] != .heading
                                    && buffer.units[tokens[position - 1].range.upperBound..<token.range.lowerBound]
                                        .contains(58))
                                // And after an item's number (`1. Die Gerüstbau Weißig GmbH kann…`).
                                || (position == 1 && tokens[0].text.allSatisfy(\.isNumber)
                                    && buffer.units[tokens[0].range.upperBound..<token.range.lowerBound].contains {
                                        $0 == 46 || $0 == 41
                                    }))
                        // Outside English, a clause's first noun before a known place is no part of it (`Vlucht
                        // Amsterdam`); a heading's label opens such a clause too (`Objet : Circuit Sahara`).
                        if analysis.language.code != "en"
                            && (position == 0 || opensClause
                                || buffer.units[tokens[position - 1].range.upperBound..<token.range.lowerBound]
                                    .contains(58))
                            && Self.isNounBeforeKnownPlace(token, tokens, position, buffer)
                            && !speakers.contains(token.text)
                        {
                            previousWord = word
                            skippedLead = nil
                            continue
                        }
                        if position == 0 || opensClause {
                            // Sentence-initial common words are not names.
                            // `Al Khan Desalination Company`: a capitalized Arabic article before a name opens it.
                            // So does a Spanish, French or Italian article that is part of a known place's name of
                            // two words (`La Libertad`, `Los Cristianos`, `Le Havre`; not `El Banco Cafetalero…`).
                            let arabicArticle =
                                (token.text == "Al" && nextCapitalized)
                                || (nextCapitalized && Self.leadingFunctionWords.contains(word)
                                    && Gazetteer.isPlace(token.text + " " + tokens[position + 1].text)
                                    && !OrganizationLexicon.heads.contains(tokens[position + 1].text)
                                    && !(position + 2 < tokens.count
                                        && (tokens[position + 2].isCapitalized
                                            || Self.connectors.contains(tokens[position + 2].normalized))
                                        && Self.gapJoins(buffer, tokens[position + 1], tokens[position + 2])))
                            if !arabicArticle
                                && (Stopwords.contains(word) || Self.leadingFunctionWords.contains(word)
                                    || (!opensClause && Self.isCommonWord(word, lexicon)
                                        && !Gazetteer.givenNames.contains(token.text) && !Gazetteer.isPlace(token.text)))
                                && !speakers.contains(token.text) && !Self.opensKnownPlace(tokens, position, buffer)
                            {
                                previousWord = word
                                skippedLead =
                                    position == 0
                                        && (!Stopwords.contains(word) || Self.nameOpeningStopwords.contains(word))
                                        && !Self.leadingFunctionWords.contains(word)
                                    ? token : nil
                                continue
                            }
                        }
                    }
                    current.append(token)
                    end = position + 1
                    // A legal form in capitals closes the name: `Summit Peak Gear LLC of Salt Lake City` is a firm
                    // of a city.
                    if !capitalizedName && OrganizationLexicon.legalForms.isForm(token.text) {
                        legalFormEnd = token.range.upperBound
                        flush(position + 1 < tokens.count ? tokens[position + 1].normalized : nil)
                    }
                } else if !current.isEmpty && word == "the" && position + 1 < tokens.count
                    && Self.ampersandBetween(buffer, current[current.count - 1], token)
                    && tokens[position + 1].isCapitalized && Self.gapJoins(buffer, token, tokens[position + 1])
                {
                    // `Dolly & the Deacons`: a band's or firm's `& the` goes on to the next capitalized word.
                    current.append(token)
                    end = position + 1
                } else if !current.isEmpty && joins && !isBlocked,
                    let next = Self.lowercaseWordsAfterHead(
                        current, tokens, position, buffer, language: analysis.language.code)
                {
                    // `Clinique sportive Mont-Bellevue`, `Caisse populaire du Lac-Memphrémagog`: outside English, an
                    // institution's name may go on in lowercase words up to a capitalized one.
                    current.append(contentsOf: tokens[position..<next])
                    end = next
                    skipUntil = tokens[next].range.lowerBound
                } else if !current.isEmpty && joins
                    // `Bewertet von Ulrike…`, `Scritta da Federica…`: after a sentence's first word that is no name,
                    // `von`, `van`, `da` or `di` before a given name is "by" or "from", not a surname's particle.
                    && !(Self.prepositionsBeforeNames.contains(word) && position + 1 < tokens.count
                        && Gazetteer.isGivenName(tokens[position + 1].text)
                        && Self.isNonNameLead(current, opensClause: start == 0 || analysis.language.code == "de"))
                    && ((Self.connectors.contains(word)
                        // A firm's legal form ends its name: `Acme Builders Ltd of Leeds` is the firm and its town.
                        && !(current.last.map {
                            OrganizationLexicon.legalForms.isForm($0.text) || Self.undottedLegalForms.contains($0.text)
                        } ?? false))
                        // `van den Broek`; German `den` alone is "the".
                        || (word == "den" && current.last?.normalized == "van")
                        || Self.joinsInstitution(current, word, tokens, position, buffer)
                        || Self.joinsFirmTail(word, tokens, position, buffer)
                        || Self.joinsSuspendedCompound(current, word, tokens, position, buffer)
                        || Self.joinsHeadedBody(
                            current, word, tokens, position, buffer, language: analysis.language.code)
                        || Self.joinsKnownPlace(current, token, tokens, position, buffer)
                        // `University of the West Indies`, `Credit Bank of the Delta`: an organization's word, `of the`
                        // and a capitalized word go on as one name.
                        || (word == "the" && nextCapitalized && current.count >= 2
                            && current[current.count - 1].normalized == "of"
                            && Gazetteer.organizationWords.contains(current[current.count - 2].text))
                        || (Self.splitElision(token, buffer) != nil && !isBlocked))
                {
                    current.append(token)
                    end = position + 1
                } else if !current.isEmpty && (word == "station" || word == "airport") && joins {
                    current.append(token)
                    end = position + 1
                    flush(nil)
                } else {
                    flush(word)
                    if !honorific { previousWord = word }
                    // `Gentile signora Locatelli`, `le dijo a don Aurelio`: a title written in lowercase, as Romance
                    // languages write it inside a sentence, before a capitalized word.
                    if let lowercaseTitles, !isBlocked, nextCapitalized, lowercaseTitles.contains(word) {
                        honorific = true
                    }
                    if !isBlocked && !token.hasDigit && Self.isAcronym(token.text) && nextCapitalized {
                        acronymLead = token
                    }
                }
            }
            flush(nil)
        }
        let names = classify(
            spans, analysis: analysis, emailNames: emailNames, domainLabels: domainLabels,
            speakers: speakers.union(knownPeople))
        let found = names + Self.acronymMentions(of: names, analysis: analysis, blocked: blockedRanges)
        let taken = (blockedRanges + found.map(\.range)).sorted { $0.lowerBound < $1.lowerBound }
        return found + Self.unknownAcronymMentions(taken: taken, analysis: analysis)
    }
}
