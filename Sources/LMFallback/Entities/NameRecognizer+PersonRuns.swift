/// Runs that hold a person's name beside words that are no part of it: the business the person is of, written as
/// one run (`Abdul Qayum of Balkh Gold Dried Fruits`), and a German noun saying who the person is (`Nachbar Hinrich
/// Wöhler`).
extension NameRecognizer {
    /// The connectors between a person and the business they are of (`of`, Italian `della`).
    private static let personOrganizationConnectors: Set<String> = ["of", "della", "dello", "del", "dei", "degli"]

    /// Where a run splits into a person and the business they are of (`Abdul Qayum of Balkh Gold Dried Fruits`,
    /// `Giovanni della Ciclofficina Ferrarese`): the connector's index, when one to three capitalized words opening
    /// with a given name (or two or three words English does not write) stand before it, and a business's name after
    /// it (opened by an institution's head or a trade noun, or closed by an organization's word, a legal form or a
    /// business's plural).
    static func personOfOrganizationSplit(_ run: [Token]) -> Int? {
        guard run.count >= 4,
            let split = run.firstIndex(where: {
                personOrganizationConnectors.contains($0.normalized) && !$0.isCapitalized
            }),
            (1...3).contains(split), run.count - split - 1 >= 2
        else { return nil }
        let person = run[..<split]
        let business = run[(split + 1)...].map(\.text)
        let lexicon = EnglishLexicon.shared
        guard
            Gazetteer.isGivenName(person[person.startIndex].text)
                // Two or three words English does not write and no place (`Rahim Sadiq`).
                || (person.count >= 2 && !person.contains { lexicon.contains($0.normalized) }
                    && !Gazetteer.isPlace(person.map(\.text).joined(separator: " "))),
            !Gazetteer.placeHeadsBeforeOf.contains(person[person.index(before: person.endIndex)].text),
            person.allSatisfy({
                $0.isCapitalized && !OrganizationLexicon.heads.contains($0.text)
                    && !Gazetteer.placeHeads.contains($0.text) && !Gazetteer.organizationWords.contains($0.text)
            }),
            business.allSatisfy({ $0.first?.isUppercase == true || $0 == "&" }),
            let first = business.first, let last = business.last
        else { return nil }
        let bareLast = last.hasSuffix(".") ? String(last.dropLast()) : last
        let opens =
            OrganizationLexicon.heads.contains(first) || isTradeNoun(first) || hasCompoundOrganizationHead(first)
        let closes =
            Gazetteer.organizationWords.contains(bareLast) || OrganizationLexicon.legalForms.isForm(last)
            || undottedLegalForms.contains(bareLast) || (business.count >= 3 && isPluralNoun(bareLast))
            || (isTradePlural(bareLast) && !Gazetteer.placeWords.contains(bareLast))
            || hasCompoundOrganizationTail(bareLast)
        return opens || closes ? split : nil
    }
}

extension NameRecognizer.Span {
    /// The span's two parts around the connector at `index`: the person before it and the business after it.
    func split(at index: Int) -> (person: Self, business: Self) {
        var person = self
        person.tokens = Array(tokens[..<index])
        person.next = tokens[index].normalized
        person.wholeSentence = false
        person.end = first + index
        person.legalFormEnd = nil
        person.acronym = nil
        var business = self
        business.tokens = Array(tokens[(index + 1)...])
        business.honorific = false
        business.previous = tokens[index].normalized
        business.sentenceStart = false
        business.afterComma = false
        business.wholeSentence = false
        business.first = first + index + 1
        business.acronym = nil
        return (person, business)
    }
}

extension NameRecognizer {
    /// Whether a German run opens with a noun that says who the person after it is (`Nachbar Hinrich Wöhler`,
    /// `Tourguide Lukas Hölscher-Bröcker`): three words or more, the first no given name, head, title or place,
    /// the second a given name, and no legal form or organization's word last.
    static func opensWithGermanRoleNoun(_ run: [Token]) -> Bool {
        guard run.count >= 3, run[0].isCapitalized, run[1].isCapitalized, run[2].isCapitalized,
            !run[0].hasDigit, Gazetteer.isGivenName(run[1].text), !Gazetteer.isGivenName(run[0].text)
        else { return false }
        let word = run[0].text
        // Not a business named for its owner (`Taxi Jochum OG`).
        if let last = run.last?.text,
            OrganizationLexicon.legalForms.isForm(last) || Gazetteer.organizationWords.contains(last)
        {
            return false
        }
        return !OrganizationLexicon.heads.contains(word) && !OrganizationLexicon.descriptors.contains(word)
            && !hasCompoundOrganizationHead(word) && !Gazetteer.honorifics.contains(word)
            && !Gazetteer.isPlace(word) && !Gazetteer.placeHeads.contains(word)
            && !Gazetteer.foreignPlaceHeads.contains(word) && !isAcronym(word)
    }
}
