/// Romance nouns for a trade's shop or workshop, which open a business's name in every language that borrows them
/// (`Boulangerie Fayolle`, `Chèvrerie de la Sioule`, `Panadería El Trigal`, `Caseificio Torre di Mare`,
/// `Sorveteria Pingo de Mel`).
extension NameRecognizer {
    /// The endings such nouns share: French `-erie`, Spanish `-ería`, Italian and Portuguese `-eria` and `-aria`,
    /// Portuguese `-ária`, Romanian `-ăria` and `-ărie` (`Cofetăria Amandina`), the Italian workshop's `-ficio` and
    /// `-officina` (`Ciclofficina Ferrarese`).
    private static let tradeNounEndings = WordEndings([
        "erie", "ería", "eria", "aria", "ária", "ăria", "ărie", "ficio", "officina",
    ])

    /// Words with those endings that name no trade: English words of Latin or Greek making, a flower, and a Mexican
    /// settlement (`Ranchería Tecolutilla` is a village).
    private static let tradeNounLookalikes: Set<String> = [
        "criteria", "bacteria", "hysteria", "wisteria", "malaria", "calvaria", "coterie", "reverie", "menagerie",
        "camaraderie", "plumeria", "ranchería", "rancheria",
    ]

    /// Whether a name's first word is a Romance noun for a trade's shop or workshop: a word of seven letters or more
    /// with such an ending, and no given name (`Valerie`, `Rosaria`) or place (`Bulgaria`, `Nigeria`).
    static func isTradeNoun(_ word: String) -> Bool {
        guard word.count >= 7, word.first?.isUppercase == true else { return false }
        let lower = word.lowercased()
        return tradeNounEndings.matches(lower, stem: 3) && !tradeNounLookalikes.contains(lower)
            && !Gazetteer.isGivenName(word) && !Gazetteer.isPlace(word)
    }
}

extension NameRecognizer {
    /// Whether a name's last word is a German compound ending in a legal form after a hyphen (`Sundhafen
    /// Betriebs-GmbH`, `Nordkai Verwaltungs-AG`): the firm's form, with what the firm does before it.
    static func endsInHyphenatedLegalForm(_ word: String) -> Bool {
        guard let hyphen = word.lastIndex(of: "-"), hyphen != word.startIndex else { return false }
        let form = word[word.index(after: hyphen)...]
        return form.count >= 2 && form.count <= 4 && OrganizationLexicon.legalForms.isForm(String(form))
            && form.contains(where: \.isUppercase) && word.first?.isUppercase == true
    }
}
