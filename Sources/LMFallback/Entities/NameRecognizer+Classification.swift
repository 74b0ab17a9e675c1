/// Classifying the capitalized runs ``NameRecognizer`` found: the evidence of each run's words and
/// context, then the whole document's (a name seen as a person once is a person everywhere, a name
/// seen as an organization once is one everywhere, short forms and coordinated names).
extension NameRecognizer {
    /// The kinds of the runs, as mentions.
    func classify(
        _ spans: [Span], analysis: DocumentAnalysis, emailNames: Set<String>, domainLabels: Set<String>,
        speakers: Set<String>
    ) -> [Entity] {
        let lexicon = EnglishLexicon.shared
        var result: [Entity] = []
        var knownPersonTokens = Set<String>()
        var kinds: [EntityKind?] = []
        // Organizations found from context alone, which a person's name elsewhere in the document overrides.
        var fromContext = Set<Int>()
        // Sentences that are a person's name and nothing else (a signature's name line).
        var personSentences = Set<Int>()
        // The closing line of a letter or email (`Kind regards,`), where its signature starts.
        let signatureStart = analysis.structure.roles.firstIndex(of: .signature)
        // Outside English, capitalized nouns (`Offene Punkte`, `Prochaine Réunion`) are not English words either,
        // so a run of them is a person only with evidence of a name.
        let english = ["en", "und"].contains(analysis.language.code)
        // Outside English, the lowercase street or square head before each run (`via della`), found once.
        // Only the Romance languages write them so: in Dutch, `via de Friese Bank` is "through".
        let romance = Self.romanceLanguages.contains(analysis.language.code)
        let lowercaseHeads = spans.map { romance ? Self.lowercasePlaceHead($0, analysis: analysis) : nil }
        // Whether the document reports on sport, found once and only when an opponent's cue asks.
        var sportingFound: Bool?
        func isAboutSport() -> Bool {
            if let sportingFound { return sportingFound }
            let found = Self.isAboutSport(analysis)
            sportingFound = found
            return found
        }
        for (spanIndex, span) in spans.enumerated() {
            let words = span.tokens.map(\.text)
            let lowerWords = words.map { $0.lowercased() }
            guard let first = words.first, let last = words.last else {
                kinds.append(nil)
                continue
            }
            let range = span.tokens[0].range.lowerBound..<span.tokens[span.tokens.count - 1].range.upperBound
            // `St. Louis` is looked up with its period.
            var joined =
                Gazetteer.abbreviatedHeads.contains(first) && words.count >= 2
                ? analysis.buffer.text(range) : words.joined(separator: " ")
            // A possessive is looked up without its ending (`Brazil's harvest` → `Brazil`).
            if joined.hasSuffix("'s") || joined.hasSuffix("’s") { joined.removeLast(2) }
            let lastBare = last.hasSuffix("'s") || last.hasSuffix("’s") ? String(last.dropLast(2)) : last
            let hasAmpersand = words.count >= 2 && analysis.buffer.text(range).contains(" & ")
            let givenFirst = Gazetteer.isGivenName(first)
            // A last word that is a plural noun and no surname (`Haulers`, `Shuttles`; not `Brooks`, `Rivers`) ends a
            // business's name, not a person's.
            let businessPlural =
                words.count >= 2 && Self.isTradePlural(lastBare) && !Gazetteer.surnames.contains(lastBare)
                && !Gazetteer.placeWords.contains(lastBare)
            // Every word in the dictionary and none a known name: a Title-Case heading or phrase, not a name.
            let allCommon =
                lowerWords.allSatisfy { lexicon.contains($0) || Self.connectors.contains($0) }
                && !Gazetteer.isPlace(joined) && !words.contains { Gazetteer.isGivenName($0) }
            var kind: EntityKind?
            if words.count == 1 && Stopwords.contains(lowerWords[0]) {
                // `Subject: Your offer`, `Our`: a capitalized function word alone names nothing.
                kind = nil
            } else if !english && words.count >= 2 && !span.honorific
                && (LanguageVocabulary.stopwords[analysis.language.code]?.contains(lowerWords[0]) ?? false)
                && !Self.articles.contains(lowerWords[0]) && !Self.connectors.contains(lowerWords[0])
            {
                // `Ihre Anmeldung`, `Sie den Betrag`: a capitalized pronoun before nouns (German capitalizes both).
                kind = nil
            } else if !english && words.count == 1 && !span.honorific
                && ((Self.foreignSentenceWords[analysis.language.code]?.contains(lowerWords[0]) ?? false)
                    || DocumentAnalysis.roleLabels.contains(lowerWords[0]))
            {
                // `Avis publié le…`, `Dan gaan we…`, `Ort: Vereinsheim`, `Cliente: …`: a sentence's adverb or a line's
                // label.
                kind = nil
            } else if analysis.language.code == "de" && words.count == 1 && !span.honorific
                && (Self.germanCountNouns.contains(first) || (!givenFirst && Self.isGermanAbstractNoun(first)))
            {
                // `in Behandlung`, `nach Knieverletzungen`: a German noun of action or quality names nothing, nor does
                // one of time or people counted, even when it is also a given name (`6 Tage`).
                kind = nil
            } else if analysis.language.code == "de" && words.count == 1 && !span.honorific
                && (span.previous.map(Self.germanNeuterAndObjectArticles.contains) ?? false)
                && Gazetteer.isOnlySettlement(first)
            {
                // `mit dem Zug`, `über den Hof`, `das Essen`: German names no town with an article, so a town's name
                // after one is the noun it also is (`der`, `die`, `am` and `im` also come before rivers and regions
                // that share a town's name).
                kind = nil
            } else if !english && words.count <= 2 && !span.honorific && !givenFirst && !Gazetteer.isPlace(joined)
                && Self.foreignNumberWords.contains(lowerWords[0])
            {
                // `Zwei Spieler sind…`, `Trois membres…`: a number opening a sentence before a noun.
                kind = nil
            } else if words.count == 2 && Self.isServiceDepartment(lowerWords) {
                // `Customer Care`, `Card Services`, `Bookings Office`: a department named by what it does, no name.
                kind = nil
            } else if words.count == 1 && Gazetteer.demonyms.contains(lastBare) {
                // `the German chain`, `a Thai place`: a people's or a language's word alone names no one.
                kind = nil
            } else if (words.count == 1 && Self.messagingServices.contains(first))
                || Self.grapeVarieties.contains(joined)
            {
                // `on WhatsApp`, `via Pix`: a messaging or payment service named as a channel, not a place or a body;
                // `Sauvignon Blanc`, `Merlot`: a grape, not a person or a place.
                kind = nil
            } else if words.count == 1 && Gazetteer.kinshipWords.contains(first) && !span.honorific {
                // `Mum`, `Oma`: family words capitalized like names.
                kind = nil
            } else if words.count >= 2 && Gazetteer.familyWords.contains(first) {
                // `Familie Kretschmer`, `the Okafor family` is a household, not a person.
                kind = nil
            } else if DateVocabulary.holidays.contains(joined)
                || DateVocabulary.holidays.contains(words.joined(separator: " "))
            {
                // `after Easter`, `St. Patrick's Day`: a holiday is a date.
                kind = .date
            } else if span.legalFormEnd != nil || Self.isMunicipalGovernment(words) {
                // `City of Yellowknife`, `Town of Colonie`, `Rural Municipality of Rudy`: a town's government.
                kind = .organization
            } else if Self.isCityDistrict(words) && !(span.previous.map(Self.articles.contains) ?? false) {
                // `Habana Vieja`, `Centro Habana`, `Old Delhi`: a city's quarter named by the city and its part (not
                // after an article: `La Ceiba Vieja` is a restaurant).
                kind = .place
            } else if let acronym = span.acronym, OrganizationLexicon.heads.contains(acronym.text) {
                // `FC Porto`, `BC Neris Vilnius`: a club's prefix in capitals opens its name.
                kind = .organization
            } else if speakers.contains(joined) {
                kind = .person
            } else if span.previous == "dear" && allCommon {
                // `Dear Customer Care`, `Dear Hiring Team`: a department addressed by its function, not a name.
                kind = nil
            } else if (words.count >= 3 && Gazetteer.organizationWords.contains(words[words.count - 2])
                && Gazetteer.isPlace(lastBare) && !lexicon.contains(lastBare.lowercased()) && !givenFirst)
                || (words.count == 2 && Self.nationalBodyFields.contains(first) && Gazetteer.places.contains(lastBare))
            {
                // `Arts Council England`: an organization named with its country (not `Data Systems Summit`); `Sport
                // Ireland`, `Rowing Ireland`, `English Heritage`-like bodies named by their field and country.
                kind = .organization
            } else if words.count >= 2
                // A place's head and `of` make a place of a word that also ends firms' names (`Port of Mobile`;
                // `Tengri Mobile` is a firm).
                && ((Gazetteer.organizationWords.contains(lastBare)
                    && !(words.count == 3 && lowerWords[1] == "of" && Gazetteer.placeHeads.contains(first)))
                    || OrganizationLexicon.legalForms.isForm(lastBare)
                    // Not a head before one letter (`Studio B`, a room).
                    || (OrganizationLexicon.heads.contains(first) && !(words.count == 2 && lastBare.count == 1))
                    || hasAmpersand
                    || (romance && Self.romanceHeads.contains(first))
                    || (Self.isTradeNoun(first) && !Gazetteer.placeWords.contains(lastBare))
                    || (Self.isTradeNoun(lastBare) && !givenFirst && !Gazetteer.placeHeads.contains(first))
                    || Self.endsInHyphenatedLegalForm(lastBare)
                    || (!allCommon && Self.namedBusinessTails.contains(lastBare))
                    || domainLabels.contains(lowerWords.joined()) || Self.hasInnerHead(lowerWords, words)
                    || Self.hasFirmTail(span) || Self.hasCompoundOrganizationHead(first)
                    || Self.hasCompoundOrganizationHead(lastBare) || Self.isOrganizationNoun(lastBare)
                    || Self.isServiceCentre(lowerWords) || Self.isServiceDistrict(lowerWords)
                    || Self.isTradeHouse(lowerWords)
                    // `Palamu Hill Guest House`: a guest house is a business, as a guesthouse is.
                    || lowerWords.suffix(2) == ["guest", "house"]
                    || (!Gazetteer.placeWords.contains(lastBare) && words.contains(where: Self.clubSports.contains))
                    || Self.isShopMarket(words))
            {
                kind = .organization
            } else if words.count == 2 && (first == "Abu" || first == "Umm") && !Gazetteer.isPlace(joined)
                && words[1].first?.isUppercase == true
            {
                // `Abu Samer`, `Umm Khalil`: a parent named by their child is a person, where a known place is not
                // (`Abu Dhabi`), nor a name with an article (`Abu al-Khaseeb`).
                kind = .person
            } else if span.honorific {
                kind = .person
            } else if !english && !givenFirst && words.count == 3
                && Self.romanceSurnameParticles.contains(lowerWords[1])
                && (span.previous.map { Self.foreignPlacePrepositions[analysis.language.code]?.contains($0) ?? false }
                    ?? false)
            {
                // `desde Cangas de Onís`, `en Arenas de Cabrales`: after the language's word for from, in or to, two
                // words joined by `de` are a town's name, not a person's.
                kind = .place
            } else if let start = signatureStart, span.sentence == start + 1, span.wholeSentence, words.count >= 2,
                words.count <= 3, !allCommon, !Gazetteer.isPlace(joined)
            {
                // `Cordialement, / Amandine Chevrier`: the line under a letter's closing is the signer's name.
                kind = .person
            } else if let start = signatureStart, span.sentence >= start + 2, span.sentence <= start + 3,
                personSentences.contains(start + 1), words.count >= 2, span.wholeSentence, !allCommon, !givenFirst,
                !Gazetteer.isPlace(joined)
            {
                // `… / Amandine Chevrier / Cuisines Vertbois`: a name line under the signer's is where they work.
                kind = .organization
            } else if words.count <= 4
                && (Self.isSenderOrRecipient(span, analysis: analysis)
                    || (Self.followsPersonLabel(span, analysis: analysis)
                        && (Self.hasNameEvidence(words, surnames: true)
                            || (words.count <= 3 && !lowerWords.contains(where: lexicon.contains)))))
            {
                // `From: Leilani Kahale`, `To: Dolores Lockyear <dolores@…>`: who wrote or receives a message.
                kind = .person
            } else if words.count <= 2 && !allCommon && Self.contextMarksPerson(span, givenFirst: givenFirst) {
                // `Tsering's mum`, `ask Cerys`, `call Faizal`, `my neighbour Rosario`: what a person is or is asked.
                kind = .person
            } else if Gazetteer.isPlace(joined) || (words.count >= 2 && ["station", "airport"].contains(lastBare)) {
                // `from Heyford station`: a name the run joined to a lowercase station or airport is the facility.
                kind = .place
            } else if !allCommon && lastBare == last && Self.isFollowedByPlaceNoun(span, analysis: analysis) {
                // `Tanjung Aru beach`, `Poring hot springs`: a feature's word in lowercase after a name.
                kind = .place
            } else if words.count >= 2
                && (Gazetteer.placeWords.contains(lastBare) || Gazetteer.placeHeads.contains(first)
                    || (words.count >= 3 && lowerWords[1] == "of" && Gazetteer.placeHeadsBeforeOf.contains(first))
                    || (Gazetteer.foreignPlaceHeads.contains(first)
                        && (!english || (!lexicon.contains(lowerWords[0]) && (!givenFirst || Self.isNoName(span)))
                            // `along Via Labicana`, `on Via dei Fori Imperiali`: a head that is an English word too,
                            // inside a sentence before words English does not write.
                            || (!span.sentenceStart && !givenFirst
                                && !lowerWords.dropFirst().contains(where: lexicon.contains)
                                && lowerWords.dropFirst().contains { $0.count >= 3 }))))
            {
                kind = .place
            } else if lowercaseHeads[spanIndex] != nil {
                // `in via della Giudecca`, `rue des Vanniers`: a street or square written with a lowercase head.
                kind = .place
            } else if words.count == 1 && analysis.language.code == "nl" && !span.sentenceStart
                && Self.hasCompoundOrganizationHead(first)
            {
                // `het Oranjefonds`, `de Rijwielvereniging`: Dutch writes common nouns in lowercase, so a capitalized
                // compound naming a fund, club or firm inside a sentence is a name (German capitalizes every noun).
                kind = .organization
            } else if words.count >= 2 && Self.hasPlaceSuffix(lastBare) && !lexicon.contains(lastBare.lowercased()) {
                // `Lange Kievitstraat`, `Store Kongensgade`: a name ending in a street's or square's word (not in an
                // English word such as `Brigade`).
                kind = .place
            } else if words.count == 1 && (english ? Self.isGermanOrDutchPlace(first) : Self.hasPlaceSuffix(first)) {
                // `Wilgenpark`, `Altmühlsee`, `Lindenstraße`: one German or Dutch word naming a street, park or lake.
                kind = .place
            } else if words.count >= 2 && words.count <= 4 && (!givenFirst || (businessPlural && words.count >= 3))
                // Mid-sentence, common words ending in a plural of trade name a business too (`Brooks Range Haulers`).
                && (!allCommon || (businessPlural && !span.sentenceStart && !span.heading && lastBare.hasSuffix("ers")))
                && ((Self.isPluralNoun(lastBare) || businessPlural) && !Gazetteer.placeWords.contains(lastBare)
                    && (words.count >= 3 || !Gazetteer.surnames.contains(lastBare))
                    || Self.hasCompoundOrganizationTail(lastBare))
            {
                // `Marwar Travels`, `Scarborough Steel Fabrications`: a name ending in a plural noun is a business;
                // `Voss Cellwerk`, `Nordhafen Logistik`: or in a compound naming one.
                kind = .organization
            } else if !givenFirst && !allCommon
                && Self.contextMarksOrganization(span, analysis: analysis, sporting: isAboutSport)
            {
                kind = .organization
                fromContext.insert(spanIndex)
            } else if span.honorific
                || (words.count >= 2 && lowerWords.allSatisfy { emailNames.contains($0) })
                // `Jimbun anak Sabang`, `Rashid bin Omar`: a patronym's particle between names.
                || (words.count >= 3 && words.count <= 5 && !allCommon
                    && lowerWords.dropFirst().dropLast().contains(where: Self.patronymParticles.contains))
                || (words.count >= 2 && givenFirst && !(businessPlural && words.count >= 3)
                    && (words.count <= 3 || (words.count <= 5 && Self.hasSurnameParticles(words))
                        // `Yokasta Peña de los Santos`: a given name, then surnames joined by Romance particles.
                        // Not after an article or a saint (`Les Amis du Jazz`, `Santo Niño de Cebu`).
                        || (words.count <= 6 && Self.hasSurnameParticles(words, romance: true)
                            && !Gazetteer.isPlace(lastBare) && !Self.articles.contains(lowerWords[0])
                            && !Gazetteer.placeHeads.contains(first) && !["Santo", "São"].contains(first))))
                // `Pema Bhutia said`; not a town after `near` (`three acres near Yuksom, said a trader`).
                || (span.next.map { Gazetteer.speechVerbs.contains($0) } ?? false)
                    && (span.afterComma || !(span.previous.map(Self.placePrepositions.contains) ?? false))
            {
                kind = .person
            } else if let previous = span.previous, !span.afterComma,
                Self.organizationNouns.contains(previous)
                    || OrganizationLexicon.descriptors.contains(previous.capitalized)
                    || Self.organizationNounBeforeAdjective(span, analysis: analysis),
                !givenFirst
            {
                // `the bakery Rosewood`, `la trattoria Da Turi`; not `the association, Joana Carvalhais` (an apposition).
                kind = .organization
            } else if let previous = span.previous, Self.personNouns.contains(previous), words.count <= 3,
                !Gazetteer.isPlace(joined), !allCommon
            {
                kind = .person
            } else if words.count >= 2, words.count <= 4, !allCommon, !Gazetteer.isPlace(joined),
                Self.isFollowedByRole(span, analysis: analysis)
            {
                // `Prepared by Volha Karpovich-Shumskaya, coordinator`, `Essi Tchalla, présidente de…`: a name in
                // apposition with what a person does.
                kind = .person
            } else if words.count >= 2 && !span.sentenceStart && !allCommon
                && OrganizationLexicon.articles.contains(first)
                && (span.previous.map { Self.articlePlacePrepositions.contains($0) } ?? false)
            {
                // `the beaches of El Tunco`, `a week in La Geria`: after a word of place, a name with an article is one.
                kind = .place
            } else if !span.sentenceStart && !allCommon && Self.isArticleAndOneWordPlace(span, words) {
                kind = .place
            } else if words.count >= 2 && !span.sentenceStart && !allCommon
                && OrganizationLexicon.articles.contains(first)
            {
                // `chez Le Petit Zinc`, `alla Taverna…`: a capitalized article inside a sentence opens a business's name.
                kind = .organization
            } else if Self.isVenueAfterThe(span, words, analysis: analysis) {
                kind = .organization
            } else if span.previous == "the" && words.count >= 2 && words.count <= 3 && !givenFirst
                && Self.isPluralNoun(lastBare) && !Gazetteer.placeWords.contains(lastBare)
            {
                // `the Dorran Otters`, `the Westbury Players`: a name after `the` ending in a plural noun is a team or group.
                kind = .organization
            } else if words.count == 1, let previous = span.previous, previous == "at" || previous == "from",
                last.hasSuffix("'s") || last.hasSuffix("’s")
            {
                // `at Powell's`: a shop named for its owner.
                kind = .organization
            } else if let next = span.next,
                Self.organizationVerbs.contains(next) || Self.organizationFollowers.contains(next)
                    || OrganizationCues.followers.contains(next),
                !givenFirst
            {
                kind = .organization
            } else if words.count == 1 && domainLabels.contains(lowerWords[0]) {
                kind = .organization
            } else if span.heading
                && (allCommon
                    || (span.wholeSentence
                        && span.tokens.contains { !$0.isCapitalized && Stopwords.contains($0.normalized) }))
            {
                // A heading line that is one run joined by function words, with no cue, is a heading
                // (`Protokoll der Sitzung`, `Notas de la reunión`).
                kind = nil
            } else if let previous = span.previous, previous == "at" || previous == "from", words.count >= 2,
                !allCommon
            {
                // `at Casa Olivera`, `from Pacific Roofing`: a multi-word name there with no place evidence is a business.
                kind = .organization
            } else if span.previous == "with" && words.count <= 3 && !allCommon && !(businessPlural && !givenFirst) {
                kind = .person
            } else if words.count == 1 && !allCommon && !givenFirst && Self.isFeatureAfterThe(span, analysis: analysis)
            {
                kind = .place
            } else if let previous = span.previous, Self.placePrepositions.contains(previous), !allCommon,
                // After `in` or `near`, one word that is also a given name is a town (`the clinic in Bethel`).
                !givenFirst || (words.count == 1 && lastBare == last && Self.innerPlacePrepositions.contains(previous))
            {
                kind = .place
            } else if let previous = span.previous, words.count <= 2, !allCommon, !givenFirst,
                Self.foreignPlacePrepositions[analysis.language.code]?.contains(previous) == true
            {
                // `en Chinchero`, `naar Bodø`, `a Tesserete`: the language's words for in, to and from.
                kind = .place
            } else if span.wholeSentence && words.count == 1 && !givenFirst {
                // A one-word line or sentence that is no known place is a heading (`Protokoll`, `Notas`), not a place.
                kind = nil
            } else if span.afterComma || (span.firstLine && span.next == nil) {
                // Outside English, an unknown capitalized word in a list is as likely a noun as a place.
                if words.count == 1 {
                    kind = givenFirst ? .person : (allCommon || !english ? nil : .place)
                } else if words.count <= 3 && !allCommon
                    && !lowerWords.contains(where: { lexicon.tier($0) ?? 9 <= 2 })
                    && (english || Self.hasNameEvidence(words, surnames: false)
                        || Self.mayNamePerson(span, language: analysis.language.code))
                {
                    // A full name after a comma or in a list is a person, even when its first name is a place.
                    kind = .person
                } else {
                    kind = allCommon || !english ? nil : .place
                }
            } else if words.count == 1 && givenFirst {
                kind = .person
            } else if words.count >= 2 && words.count <= 3
                && !lowerWords.contains(where: { lexicon.tier($0) ?? 9 <= 2 })
                && (Self.hasNameEvidence(words, surnames: english)
                    || (!english && Self.mayNamePerson(span, language: analysis.language.code)))
            {
                // Two or three uncommon words: a person when the first is a given name (of any country) or the
                // last a surname; in English text, words that are merely not English are no evidence
                // (`Calcestruzzi Varenna`, `Tiong Bahru`); in other languages, where names are rarely
                // listed, also when the run sits inside a sentence after a word that is no article
                // (`trafen sich Henrike Albers`; `der Budgetplanung Sommer` is two nouns).
                kind = .person
            }
            // `when the Gauja was at its busiest`, `the Homer harbor`: one word after a lowercase `the` names a thing
            // or a place, not a person.
            if kind == .person && words.count == 1 && span.previous == "the" && !span.honorific
                && !span.sentenceStart
            {
                kind = Self.isFollowedByPlaceNoun(span, analysis: analysis) ? .place : nil
            }
            if kind == .person {
                for word in words { knownPersonTokens.insert(word) }
                if span.wholeSentence { personSentences.insert(span.sentence) }
            }
            if kind == .place && words.count == 1 && lexicon.tier(lowerWords[0]) ?? 9 <= 2
                && lowercaseHeads[spanIndex] == nil
            {
                kind = nil
            }
            if kind == .place && !english && words.count == 1 && Gazetteer.isOnlyTown(lastBare)
                && Self.isNounNotTown(span, analysis: analysis)
            {
                kind = nil
            }
            // `Sunset market on…`, `Hurricane season…`: an English word opening a sentence before a lowercase word is
            // that word, not the small town it also names.
            if kind == .place && words.count == 1 && span.sentenceStart && english && !givenFirst
                && lexicon.contains(lowerWords[0]) && span.next.map({ !Stopwords.contains($0) }) ?? false,
                Self.isSmallTownOrUnlisted(PlaceGazetteer.shared[first])
            {
                kind = nil
            }
            kinds.append(kind)
        }
        // Whole-document consistency: a name seen as a person once is a person everywhere, and a first
        // name or surname of a known full name is that person, not a place.
        let personNames = Set(
            zip(spans, kinds).compactMap { span, kind in
                kind == .person ? span.tokens.map(\.text).joined(separator: " ") : nil
            }
        ).union(speakers)
        for name in personNames { for word in name.split(separator: " ") { knownPersonTokens.insert(String(word)) } }
        // A name seen as an organization once is one everywhere (`Orlo said…`, later `at Orlo`), unless it is a person.
        let organizationNames = Set(
            zip(spans, kinds).compactMap { span, kind in kind == .organization ? Self.bareName(span) : nil })
        let coordinated = Self.coordinatedPeople(spans, kinds, analysis: analysis)
        let coordinatedPlaces = Self.coordinatedPlaces(spans, kinds, analysis: analysis)
        let shortForms = Self.shortForms(zip(spans, kinds).filter { $0.1 == .organization }.map(\.0))
        for (spanIndex, (span, kind)) in zip(spans, kinds).enumerated() {
            var resolved = kind
            let text = span.tokens.map(\.text).joined(separator: " ")
            let bare = Self.bareName(span)
            if fromContext.contains(spanIndex) && (personNames.contains(bare) || knownPersonTokens.contains(bare)) {
                resolved = .person
            } else if resolved != .organization && !speakers.contains(text) && organizationNames.contains(bare)
                && !personNames.contains(bare)
            {
                resolved = .organization
            } else if resolved != .organization && shortForms.contains(bare) && !personNames.contains(bare)
                && !knownPersonTokens.contains(bare)
                && (resolved == nil
                    || (!Gazetteer.isPlace(bare) && !(span.previous.map(Self.placePrepositions.contains) ?? false)))
            {
                // `Harlow Biotech` … later `Harlow`: the shorter form of a known organization's name.
                resolved = .organization
            }
            if resolved == nil && coordinated.contains(spanIndex) { resolved = .person }
            if resolved == nil && Self.isBylineName(span, analysis: analysis) { resolved = .person }
            if resolved == nil && coordinatedPlaces.contains(spanIndex) { resolved = .place }
            if resolved != .organization && resolved != .person
                && (personNames.contains(text)
                    || (span.tokens.count == 1 && knownPersonTokens.contains(text)
                        && (resolved == nil || !Gazetteer.isPlace(text) || Gazetteer.isOnlyTown(text)
                            || personNames.contains(text))))
            {
                resolved = .person
            }
            guard let kind = resolved, let first = span.tokens.first, let last = span.tokens.last else { continue }
            var range = first.range.lowerBound..<(span.legalFormEnd ?? last.range.upperBound)
            // A lowercase head is part of the name (`rua da Carreira`, `río Jiloca`), but not a market's, named for
            // its town (`o mercado de Loulé`), nor a natural feature's.
            if kind == .place, let head = lowercaseHeads[spanIndex],
                !Gazetteer.naturalFeatureHeads.contains(Self.withoutElision(head.normalized)),
                !Self.marketHeads.contains(head.normalized)
            {
                range = head.range.lowerBound..<range.upperBound
            }
            if kind == .organization, let acronym = span.acronym { range = acronym.range.lowerBound..<range.upperBound }
            // `Orlo's chief executive`: the possessive that gave the cue is not part of the name.
            if kind == .organization && fromContext.contains(spanIndex) && bare != text {
                range = range.lowerBound..<(range.upperBound - 2)
            }
            if kind == .organization, span.acronym == nil,
                let split = Self.personOfOrganization(span.tokens, honorific: span.honorific)
            {
                // `Ghazala Mirza of Shalimar University`: a person and where they work, not one name.
                let person = range.lowerBound..<span.tokens[split.connector - 1].range.upperBound
                let organization = span.tokens[split.organization].range.lowerBound..<range.upperBound
                result.append(Entity(kind: .person, text: analysis.buffer.text(person), range: person))
                result.append(
                    Entity(kind: .organization, text: analysis.buffer.text(organization), range: organization))
                continue
            }
            if kind == .organization, let place = Self.placeAfterNamesake(span.tokens) {
                let name = range.lowerBound..<span.tokens[span.tokens.count - 3].range.upperBound
                result.append(Entity(kind: .organization, text: analysis.buffer.text(name), range: name))
                result.append(Entity(kind: .place, text: place.text, range: place.range))
                continue
            }
            result.append(Entity(kind: kind, text: analysis.buffer.text(range), range: range))
        }
        return result
    }
}
