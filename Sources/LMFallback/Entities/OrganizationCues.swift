/// Context around a capitalized name that marks it as an organization when its own words do not.
///
/// - Pronoun reference: the name is the subject of a verb of saying and the reported clause, after a
///   date or `that`, has `it` as the subject of a plan (`Kestrel said on Monday that it will…`; not
///   `…that it was cold`).
/// - Possessive before a corporate noun (`Orlo's chief executive`, `Orlo's shares`).
/// - Apposition naming a kind of business (`Orlo, a maker of valves,`; `Orlo, based in Leeds,`).
/// - Phrases that name an employer or a listed company before it (`analysts at`, `shares of`,
///   `works for`, `joined … as`), or a business one deals with (`a quote from`, `switched to`;
///   ``OrganizationLexicon/precedingPhrases``).
/// - A team's opponent in a report on sport (`the match against Irtysh Pavlodar`, `Águilas del Valle vs …`).
/// - Nouns after the name that belong to a business, not to a product (`the Orlo invoice`, `the Orlo
///   folks`; a product is followed by `subscription` or `account` too, so those are not cues).
enum OrganizationCues {
    /// Verbs whose subject, when the clause continues with `it`, is an organization.
    private static let subjectVerbs: Set<String> = [
        "said", "says", "announced", "announces", "confirmed", "reported", "stated", "expects", "warned",
    ]
    /// Words between the verb and `it` that keep the clause going (`said on Monday that it…`).
    private static let clauseFillers: Set<String> = [
        "on", "in", "that", "late", "early", "last", "this", "yesterday", "today", "monday", "tuesday", "wednesday",
        "thursday", "friday", "saturday", "sunday",
    ]

    /// Nouns after a possessive name that belong to a business, not a person.
    private static let corporateNouns: Set<String> = [
        "chief", "ceo", "cfo", "coo", "shares", "stock", "profit", "profits", "revenue", "revenues", "earnings",
        "board", "spokesperson", "spokesman", "spokeswoman", "headquarters", "plant", "factory", "factories",
        "subsidiary", "chairman", "chairwoman", "shareholders", "executives", "workforce", "subscribers", "brand",
        "stores", "outlets", "branches", "fleet", "valuation",
    ]

    /// Nouns in an apposition after a name that make it a business or an institution.
    private static let appositiveNouns: Set<String> = [
        "maker", "makers", "manufacturer", "producer", "company", "firm", "supplier", "retailer", "chain", "startup",
        "start-up", "bank", "lender", "insurer", "provider", "developer", "operator", "group", "agency", "charity",
        "nonprofit", "non-profit", "cooperative", "co-op", "brand", "carrier", "airline", "publisher", "distributor",
        "broker", "consultancy", "studio", "label", "subsidiary", "conglomerate", "utility", "business",
        "organisation", "organization", "foundation", "institute", "university", "school", "club", "team",
        "restaurant", "cafe", "café", "shop", "store", "bakery", "hotel", "clinic", "hospital",
    ]

    /// Two-word phrases before a name that make it an employer or a listed company.
    private static let employerPhrases: Set<String> = [
        "analysts at", "analyst at", "engineers at", "engineering at", "researchers at", "economists at",
        "executives at", "staff at", "employees of", "shares of", "shares in", "stake in", "works at", "work at",
        "working at", "worked at", "works for", "work for", "working for", "worked for", "employed by",
        "acquired by", "owned by", "customers of", "spokesperson for", "spokeswoman for", "spokesman for",
    ]
    /// Single words before a name that make it an organization when a role or a year follows
    /// (`joined Orlo as an engineer`, `joined Orlo in 2019`; not `joined Ingrid on a walk`).
    private static let employerVerbs: Set<String> = ["joined", "joining", "join", "joins"]
    /// Verbs after `it` in a reported clause whose subject is a business (`that it will close`, not
    /// `that it was cold`).
    private static let plans: Set<String> = [
        "will", "would", "plans", "planned", "expects", "expected", "intends", "aims", "hopes", "agreed",
    ]

    /// Nouns right after a name that belong to a business (`the Orlo invoice`).
    static let followers: Set<String> = [
        "invoice", "invoices", "offer", "quote", "folks", "engineers", "engineering", "fees", "prices", "branch",
        "outlet", "franchise",
    ]

    /// Words before a name that make it a team's opponent in a report on sport (`the match against Irtysh
    /// Pavlodar`, `to face Daugavas Vilki`, `beat Šiauliai Ąžuolas 88–84`).
    private static let opponentWords: Set<String> = [
        "against", "vs", "v", "beat", "beats", "beating", "face", "faces", "facing", "defeated", "defeats", "hosts",
        "hosting", "edged", "thrashed", "outplayed",
    ]
    /// Two words before an opponent's name (`lost to`, `a win over`).
    private static let opponentPhrases: Set<String> = ["lost to", "loss to", "win over", "victory over", "draw with"]

    /// Whether the context makes a name a team's opponent: an opponent's word before it, or `vs` after it
    /// (`Águilas del Valle vs Real Xochimilco`). Only in a report on sport, which the caller checks.
    static func marksOpponent(previousTwo: String?, previous: String?, following: ArraySlice<String>) -> Bool {
        if let previous, opponentWords.contains(previous) { return true }
        if let previousTwo, opponentPhrases.contains(previousTwo) { return true }
        if let next = following.first, next == "vs" || next == "v" { return true }
        return false
    }

    /// Whether the context marks a name as an organization.
    /// - Parameters:
    ///   - previousTwo: The two words before the name, lowercased and joined by a space, if any.
    ///   - previous: The word before the name, lowercased.
    ///   - following: Up to eight lowercased words after the name in its sentence.
    ///   - possessive: Whether the name ends in `'s`.
    ///   - appositive: The lowercased words after a comma that directly follows the name, if one does.
    static func marksOrganization(
        previousTwo: String?, previous: String?, following: ArraySlice<String>, possessive: Bool,
        appositive: [String]?
    ) -> Bool {
        if let previousTwo,
            employerPhrases.contains(previousTwo) || OrganizationLexicon.precedingPhrases.contains(previousTwo)
        {
            return true
        }
        if let previous, employerVerbs.contains(previous), let next = following.first {
            if next == "as" { return true }
            if next == "in", let year = following.dropFirst().first, year.count == 4, Int(year) != nil { return true }
        }
        if possessive, let next = following.first, corporateNouns.contains(next) { return true }
        if let appositive, let head = appositive.first {
            if head == "based" || head == "headquartered" { return appositive.dropFirst().first == "in" }
            // The head noun comes within the first words (`a maker of…`, `a small bakery`), not later in the
            // phrase (`a nurse at the clinic` describes a person).
            if head == "a" || head == "an" || head == "the" {
                if appositive.dropFirst().prefix(3).contains(where: appositiveNouns.contains) { return true }
            }
        }
        // News style (`said on Monday that it will`), not speech (`said it would rain`): a filler comes first.
        if let verb = following.first, subjectVerbs.contains(verb) {
            var fillers = 0
            var rest = following.dropFirst()
            while let word = rest.first, clauseFillers.contains(word) {
                fillers += 1
                rest = rest.dropFirst()
            }
            if fillers > 0, rest.first == "it", let verb = rest.dropFirst().first { return plans.contains(verb) }
        }
        return false
    }
}
