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
            let givenFirst = Gazetteer.givenNames.contains(first)
            // Every word in the dictionary and none a known name: a Title-Case heading or phrase, not a name.
            let allCommon =
                lowerWords.allSatisfy { lexicon.contains($0) || Self.connectors.contains($0) }
                && !Gazetteer.isPlace(joined) && !words.contains { Gazetteer.givenNames.contains($0) }
            var kind: EntityKind?
            if span.legalFormEnd != nil {
                kind = .organization
            } else if speakers.contains(joined) {
                kind = .person
            } else if span.previous == "dear" && allCommon {
                // `Dear Customer Care`, `Dear Hiring Team`: a department addressed by its function, not a name.
                kind = nil
            } else if words.count >= 2
                && (Gazetteer.organizationWords.contains(lastBare) || OrganizationLexicon.legalForms.isForm(lastBare)
                    || OrganizationLexicon.heads.contains(first) || hasAmpersand
                    || domainLabels.contains(lowerWords.joined()) || Self.hasInnerHead(lowerWords, words)
                    || Self.hasFirmTail(span))
            {
                kind = .organization
            } else if span.honorific {
                kind = .person
            } else if Gazetteer.isPlace(joined) {
                kind = .place
            } else if words.count >= 2 && (Gazetteer.placeWords.contains(last) || Gazetteer.placeHeads.contains(first))
            {
                kind = .place
            } else if !givenFirst && !allCommon && Self.contextMarksOrganization(span, analysis: analysis) {
                kind = .organization
                fromContext.insert(spanIndex)
            } else if span.honorific
                || (words.count >= 2 && lowerWords.allSatisfy { emailNames.contains($0) })
                || (words.count >= 2 && words.count <= 3 && givenFirst)
                || (span.next.map { Gazetteer.speechVerbs.contains($0) } ?? false)
            {
                kind = .person
            } else if let previous = span.previous,
                Self.organizationNouns.contains(previous)
                    || OrganizationLexicon.descriptors.contains(previous.capitalized),
                !givenFirst
            {
                kind = .organization
            } else if let previous = span.previous, Self.personNouns.contains(previous), words.count <= 3,
                !Gazetteer.isPlace(joined)
            {
                kind = .person
            } else if words.count >= 2 && !span.sentenceStart && !allCommon
                && OrganizationLexicon.articles.contains(first)
            {
                // `chez Le Petit Zinc`, `alla Taverna…`: a capitalized article inside a sentence opens a business's name.
                kind = .organization
            } else if words.count >= 2 && first == "The" && !span.sentenceStart
                && (span.previous == "at" || span.previous == "from")
            {
                // `drinks at The Crooked Spoon`: a capitalized `The` after `at` names a venue, common words or not.
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
            } else if span.previous == "with" && words.count <= 3 && !allCommon {
                kind = .person
            } else if let previous = span.previous, Self.placePrepositions.contains(previous), !givenFirst, !allCommon {
                kind = .place
            } else if span.wholeSentence && words.count == 1 && !givenFirst {
                // A one-word line or sentence that is no known place is a heading (`Protokoll`, `Notas`), not a place.
                kind = nil
            } else if span.afterComma || (span.firstLine && span.next == nil) {
                if words.count == 1 {
                    kind = givenFirst ? .person : (allCommon ? nil : .place)
                } else if words.count <= 3 && !allCommon
                    && !lowerWords.contains(where: { lexicon.tier($0) ?? 9 <= 2 })
                {
                    // A full name after a comma or in a list is a person, even when its first name is a place.
                    kind = .person
                } else {
                    kind = allCommon ? nil : .place
                }
            } else if words.count == 1 && givenFirst {
                kind = .person
            } else if words.count >= 2 && words.count <= 3
                && !lowerWords.contains(where: { lexicon.tier($0) ?? 9 <= 2 })
            {
                kind = .person
            }
            if kind == .person { for word in words { knownPersonTokens.insert(word) } }
            if kind == .place && words.count == 1 && lexicon.tier(lowerWords[0]) ?? 9 <= 2 { kind = nil }
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
            if resolved != .organization && resolved != .person
                && (personNames.contains(text)
                    || (span.tokens.count == 1 && knownPersonTokens.contains(text)
                        && (resolved == nil || !Gazetteer.isPlace(text) || personNames.contains(text))))
            {
                resolved = .person
            }
            guard let kind = resolved, let first = span.tokens.first, let last = span.tokens.last else { continue }
            var range = first.range.lowerBound..<(span.legalFormEnd ?? last.range.upperBound)
            if kind == .organization, let acronym = span.acronym { range = acronym.range.lowerBound..<range.upperBound }
            // `Orlo's chief executive`: the possessive that gave the cue is not part of the name.
            if kind == .organization && fromContext.contains(spanIndex) && bare != text {
                range = range.lowerBound..<(range.upperBound - 2)
            }
            if kind == .organization, let place = Self.trailingPlace(span.tokens) {
                // `Clínica del Mar de Valencia`: a name already joined by a connector ends before `de Valencia`.
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
