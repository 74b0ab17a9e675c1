/// Word classes the classification of runs asks about: service departments, city quarters, patronyms, club sports,
/// shop markets, number words and German nouns that name no one, feature nouns after a name, and elided articles.
extension NameRecognizer {
    /// Whether two words name a service department by what it handles (`Customer Care`, `Disputes Team`).
    static func isServiceDepartment(_ lowerWords: [String]) -> Bool {
        serviceSubjects.contains(lowerWords[0]) && serviceUnits.contains(lowerWords[1])
    }

    /// What a service department handles (``isServiceDepartment(_:)``).
    static let serviceSubjects: Set<String> = [
        "customer", "customers", "client", "clients", "guest", "guests", "card", "cards", "booking", "bookings",
        "billing", "account", "accounts", "sales", "claims", "returns", "orders", "disputes", "complaints",
        "reservations", "payments", "fraud", "member", "members", "membership", "technical", "tech", "payroll",
        "travel", "passenger", "passengers", "student", "students", "patient", "patients",
    ]

    /// What a service department is called (``isServiceDepartment(_:)``).
    static let serviceUnits: Set<String> = [
        "service", "services", "care", "support", "office", "team", "desk", "department", "relations", "unit",
        "helpdesk", "centre", "center",
    ]

    /// Whether two words name a city's quarter: the city's name and a word for old, new, centre or a side
    /// (`Habana Vieja`, `Centro Habana`, `Lisboa Velha`, `Old Delhi`).
    static func isCityDistrict(_ words: [String]) -> Bool {
        guard words.count == 2 else { return false }
        for (city, part) in [(words[0], words[1]), (words[1], words[0])] where districtWords.contains(part) {
            if let place = PlaceGazetteer.shared[city], place.kind == .city, place.population >= 100_000 {
                return true
            }
        }
        return false
    }

    /// Words for a city's part (``isCityDistrict(_:)``).
    static let districtWords: Set<String> = [
        "Vieja", "Viejo", "Velha", "Velho", "Vecchia", "Vieille", "Vieux", "Centro", "Centre", "Old", "Norte", "Sur",
        "Sul", "Nord", "Sud", "Este", "Oeste", "Altstadt", "Mitte", "Downtown", "Uptown", "Midtown",
    ]

    /// Particles of patronyms, which join a person's name to a parent's (`bin`, `binti`, the Iban `anak`).
    static let patronymParticles: Set<String> = ["bin", "binti", "bint", "ibn", "anak"]

    /// Sports whose name inside a run makes it a club or a team (`Zurriola Rugby Elkartea`, `Ashgrove Hockey`).
    static let clubSports: Set<String> = [
        "Rugby", "Football", "Hockey", "Cricket", "Tennis", "Basketball", "Volleyball", "Handball", "Netball",
        "Athletics", "Rowing", "Cycling", "Fußball", "Fussball", "Futebol", "Fútbol", "Calcio", "Voetbal", "Baloncesto",
        "Pallavolo", "Balonmano",
    ]

    /// Whether a run names a shop called a market (`Thibodeaux Seafood Market`, `Guidry's Meat Market`): a market
    /// of one trade's goods, or one named for its owner.
    static func isShopMarket(_ words: [String]) -> Bool {
        guard words.count >= 3, words[words.count - 1] == "Market" else { return false }
        let goods = words[words.count - 2]
        return ["Seafood", "Meat", "Meats", "Fish", "Produce", "Grocery", "Health", "Wine", "Liquor", "Halal"]
            .contains(goods) || words.dropLast().contains { $0.hasSuffix("'s") || $0.hasSuffix("’s") }
    }

    /// Number words of LMFallback's other languages, from two to twelve, which open sentences before a noun
    /// (`Zwei Spieler`, `Deux bénévoles`, `Tres socios`); not Spanish `dos`, which opens Portuguese surnames (`Dos
    /// Santos`).
    static let foreignNumberWords: Set<String> = [
        "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn", "elf", "zwölf",
        "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix", "onze", "douze",
        "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez", "doce",
        "due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove", "dieci", "undici", "dodici",
        "duas", "três", "quatro", "sete", "oito", "dez", "doze",
        "twee", "drie", "vijf", "zes", "zeven", "negen", "tien", "twaalf",
    ]

    /// Heads of institutions' names that are ordinary words in English (`Centre Sénégalais de Nutrition`, `Service
    /// public de Wallonie`, `Centro de Salud Norte`): heads only in a Romance language's text.
    static let romanceHeads: Set<String> = [
        "Centre", "Centro", "Service", "Services", "Servicios", "Servizi", "Serviços", "Office", "Oficina", "Ufficio",
    ]

    /// Words that end a business's name only after a word that is no English word (`Rathmines Family Practice`,
    /// `Kerala State Health Mission`; not `Best Practice`).
    static let namedBusinessTails: Set<String> = ["Practice", "Internet", "Indemnity", "Cover", "Mission", "Aid"]

    /// Words of LMFallback's other languages that open sentences or label lines (`Leider…`, `Dan gaan we…`, `Hoy
    /// salimos`, `Ort: Vereinsheim`, `Avis publié le…`) and are given names or places elsewhere (`Avis`, `Dan`, `Hoy`):
    /// alone, in a document of their language, they name nothing.
    static let foreignSentenceWords: [String: Set<String>] = [
        "de": [
            "leider", "dann", "danach", "heute", "gestern", "morgen", "bitte", "danke", "gast", "gäste", "ort",
            "zeit", "datum", "anwesend", "abwesend", "entschuldigt", "mal",
        ],
        "nl": [
            "dan", "daarna", "helaas", "graag", "vandaag", "morgen", "gisteren", "gast", "gasten", "locatie",
            "plaats", "tijd", "datum", "aanwezig", "afwezig", "klant", "medewerker",
        ],
        "fr": [
            "avis", "hier", "demain", "ensuite", "puis", "merci", "lieu", "heure", "présents", "absents", "excusés",
        ],
        "es": [
            "hoy", "ayer", "mañana", "luego", "después", "gracias", "lugar", "hora", "fecha", "presentes", "ausentes",
        ],
        "pt": [
            "hoje", "ontem", "amanhã", "depois", "obrigado", "obrigada", "local", "hora", "data", "presentes",
            "ausentes", "ausente", "convidado", "convidados", "votação",
        ],
        "it": ["oggi", "ieri", "domani", "poi", "grazie", "luogo", "ora", "presenti", "assenti"],
    ]

    /// Whether a German word ends like a noun of action, quality or state (`Behandlung`, `Knieverletzungen`,
    /// `Gesundheit`, `Mannschaften`), which names no person or place.
    static func isGermanAbstractNoun(_ word: String) -> Bool {
        word.utf16.count >= 7 && germanAbstractEndings.matches(word.lowercased(), stem: 3)
            && !Gazetteer.surnames.contains(word)
    }

    /// German articles of neuter nouns and of objects, and their contractions with prepositions (`das`, `dem`,
    /// `zum`): not `der`, `die`, `am` or `im`, which name rivers and regions too (`an der Elbe`, `im Harz`).
    static let germanNeuterAndObjectArticles: Set<String> = [
        "das", "den", "dem", "ein", "eine", "einem", "einen", "zum", "vom", "beim", "ins",
    ]

    /// German nouns of time and of people counted (`6 Tage`, `für 18 Personen`), capitalized like names.
    static let germanCountNouns: Set<String> = [
        "Tag", "Tage", "Tagen", "Woche", "Wochen", "Monat", "Monate", "Monaten", "Jahr", "Jahre", "Jahren", "Stunde",
        "Stunden", "Minute", "Minuten", "Nacht", "Nächte", "Nächten", "Person", "Personen", "Leute", "Gäste",
    ]

    /// ``isGermanAbstractNoun(_:)``'s endings grouped for matching.
    static let germanAbstractEndings = WordEndings([
        "ung", "ungen", "heit", "heiten", "keit", "keiten", "schaft", "schaften", "tion", "tionen", "ität", "itäten",
        "nisse", "ismus",
    ])

    /// Whether a lowercase noun for a natural feature or a neighbourhood follows a run (`Tanjung Aru beach`, `the
    /// Batang Ai reservoir`), or `hot springs` does.
    static func isFollowedByPlaceNoun(_ span: Span, analysis: DocumentAnalysis) -> Bool {
        guard let next = span.next else { return false }
        if Gazetteer.placeNounsAfterName.contains(next) { return true }
        guard next == "hot" || next == "thermal" else { return false }
        let tokens = analysis.tokensBySentence[span.sentence]
        return span.end + 1 < tokens.count && ["springs", "pools", "baths"].contains(tokens[span.end + 1].normalized)
    }

    /// Whether a gazetteer entry is no country or region and has under 100,000 people, or there is none (the name is
    /// known another way): a word naming it may be the common word it also is (`Sunset`, `Hurricane`).
    static func isSmallTownOrUnlisted(_ place: PlaceGazetteer.Place?) -> Bool {
        guard let place else { return true }
        return place.population < 100_000 && place.kind != .country && place.kind != .region
    }

    /// A word without the article or preposition elided onto it (`l'aéroport` → `aéroport`).
    static func withoutElision(_ word: String) -> String {
        guard let apostrophe = word.firstIndex(where: { $0 == "'" || $0 == "’" }),
            word.distance(from: word.startIndex, to: apostrophe) <= 4
        else { return word }
        return String(word[word.index(after: apostrophe)...])
    }
}
