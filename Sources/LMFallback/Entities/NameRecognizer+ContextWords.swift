/// The words around a capitalized run that say what it names: words after an organization's name, prepositions of
/// place, nouns before a business's or a person's name, greetings and line openers, and organizations' verbs.
extension NameRecognizer {
    /// Words after a name that make it an organization (`the Harbor Lions team`, `the Orioles game`).
    static let organizationFollowers: Set<String> = [
        "team", "squad", "game", "match", "fans", "players", "roster", "store", "stores", "brand", "shares",
        "stock", "headquarters", "employees", "staff", "customers", "app", "website", "spokesperson",
        // A band's or a team's (`Holy Wren headlining`, `Neon Harbor tickets`).
        "headlining", "headline", "headlines", "tickets", "setlist", "album",
    ]

    /// Words before a name that make it a place when nothing else says what it is (`in Tarbes`, `near Olhão`).
    static let placePrepositions: Set<String> = [
        "in", "at", "to", "from", "near", "around", "via", "towards", "toward", "into", "across", "outside", "visit",
        "visiting", "between", "through",
    ]

    /// Words before a name that make it a business (`the company Edil Rossi`, `die Firma Krüger Bau`).
    static let organizationNouns: Set<String> = [
        "company", "firm", "business", "restaurant", "bakery", "shop", "store", "brand", "retailer", "supplier",
        "vendor", "startup", "club", "band", "charity", "contractor", "printer", "roaster", "ditta", "azienda",
        "insurer", "lender", "carrier", "airline", "manufacturer", "maker", "distributor", "agency", "operator",
        "provider", "courier", "chain", "label", "publisher", "broker", "consultancy", "sponsor", "transporteur",
        "builder", "builders",
        "empresa", "firma", "société", "entreprise", "bedrijf", "aannemer", "association", "l'association",
        "verein", "asociación", "associação", "associazione", "café", "cafe", "pub", "bistro", "diner", "brewery",
        "winery", "co-op", "cooperative", "foundation", "nonprofit", "trattoria", "osteria", "pizzeria", "ristorante",
        "restaurante", "brasserie", "boulangerie", "pâtisserie", "librairie", "coopérative", "cooperativa",
        "coöperatie", "fondation", "fundación", "fondazione", "fundação", "cafetería", "panadería", "pastelería",
        "padaria", "pastelaria", "livraria", "libreria", "pharmacie", "farmacia", "farmácia", "agence", "agencia",
        "agenzia", "agência", "hôtel", "albergo", "pensione", "pousada", "bodega", "cantina", "vinícola",
    ]

    /// Words before a name that make it a person (`my brother Desmond`, `our host, Gwen`).
    static let personNouns: Set<String> = [
        "brother", "sister", "mother", "father", "mum", "mom", "dad", "son", "daughter", "wife", "husband",
        "partner", "friend", "colleague", "cousin", "uncle", "aunt", "neighbour", "neighbor", "boss", "manager",
        "host", "engineer", "nurse", "doctor", "coach", "teacher", "student", "receptionist", "agent", "owner",
        "founder", "director", "supervisor", "leader", "inspector", "tutor", "chef", "technician", "assistant",
        "collègue", "kollege", "kollegin", "colega", "collega", "compañero", "compañera", "ingegnere", "ingeniero",
        "ingeniera", "ingénieur", "ingénieure", "engenheiro", "engenheira", "architetto", "architecte", "arquitecto",
        "arquitecta", "arquiteto", "arquiteta", "avvocato", "avvocata", "avocat", "avocate", "abogado", "abogada",
        "advogado", "advogada", "técnico", "técnica", "tecnico", "tecnica", "technicien", "technicienne",
        "directeur", "directrice", "director", "directora", "diretor", "diretora", "direttore", "direttrice",
        "presidente", "président", "présidente", "präsident", "präsidentin", "voorzitter", "geometra",
        "infirmier", "infirmière", "enfermero", "enfermera", "enfermeiro", "enfermeira", "infermiere", "infermiera",
        "médico", "médica", "medico", "médecin", "arts", "lawyer", "architect", "accountant", "surveyor",
        "plumber", "electrician", "pharmacist", "dentist", "vet", "physio", "therapist", "counsellor", "counselor",
        "president", "chair", "chairman", "chairwoman", "chairperson", "secretary", "treasurer", "spokesperson",
        "spokeswoman", "spokesman", "analyst", "economist", "ceo", "composer", "singer", "songwriter", "poet",
        "writer", "author", "novelist", "painter", "sculptor", "photographer", "journalist", "reporter", "farmer",
        "fisherman", "captain", "pilot", "driver", "guide", "historian", "researcher", "scientist", "professor",
        "lecturer", "curator", "pitmaster", "brewer", "winemaker", "baker", "butcher", "tailor", "carpenter",
        "mechanic", "designer", "consultant", "midwife", "paramedic", "ranger", "warden", "activist", "striker",
        "winger", "goalkeeper", "midfielder", "defender", "fly-half", "scrum-half", "officer", "coordinator",
        "grower", "worker", "resident", "volunteer", "pupil", "miner",
        // Family, friends, neighbours, drivers and guides in LMFallback's other languages (`el chofer Yosvany`, `la
        // amiga de…`, `ma cousine Capucine`).
        "amigo", "amiga", "hermano", "hermana", "primo", "prima", "vecino", "vecina", "chofer", "chófer", "guía",
        "ami", "amie", "frère", "sœur", "cousine", "voisin", "voisine", "chauffeur", "amico", "amica", "fratello",
        "sorella", "cugino", "cugina", "vicino", "vicina", "autista", "irmão", "irmã", "vizinho", "vizinha",
        "motorista", "freund", "freundin", "bruder", "schwester", "nachbar", "nachbarin", "fahrer", "fahrerin",
        "vriend", "vriendin", "broer", "zus", "buurman", "buurvrouw", "gids",
    ]

    /// Greetings and articles that start a line before a name in the supported languages (`Hola Diego`).
    static let leadingFunctionWords: Set<String> = [
        "hola", "bonjour", "salut", "hallo", "hoi", "ciao", "olá", "ola", "buongiorno", "querida", "querido", "liebe",
        "lieber", "cher", "chère", "caro", "cara", "beste", "o", "a", "os", "as", "el", "la", "los", "las", "le",
        "les", "il", "lo", "gli", "der", "die", "das", "het", "de", "een", "un", "une", "uno", "una", "um", "uma",
    ]

    /// Stop words that open names as often as sentences (`New River Farm Trust`, `First Coast Credit Union`): kept
    /// when the name they open ends as an organization's or a place's does.
    static let nameOpeningStopwords: Set<String> = ["new", "first"]

    /// Words that open a greeting or a line before a name, never part of it (`Dear`, `Hello`).
    static let salutations: Set<String> = [
        "dear", "hello", "hi", "hey", "thanks", "thank", "welcome", "greetings", "good", "congratulations",
        "attention", "attn", "re", "fw", "fwd", "to", "from", "cc",
    ]

    /// Words after an organization's name that people rarely follow.
    static let organizationVerbs: Set<String> = [
        "announced", "announces", "launched", "launches", "unveiled", "acquired", "reported", "posted", "hired",
        "recalled", "shipped",
    ]

    /// Whether a business noun and one lowercase word stand before a run (`la coopérative maraîchère Terre
    /// Vive`, `the family bakery Rosewood`): the word between describes the business.
    static func organizationNounBeforeAdjective(_ span: Span, analysis: DocumentAnalysis) -> Bool {
        guard span.first >= 2 else { return false }
        let tokens = analysis.tokensBySentence[span.sentence]
        let between = tokens[span.first - 1]
        // Not a person's role (`co-op president Mokhtar …` is the president).
        guard !between.isCapitalized, !between.hasDigit, !Stopwords.contains(between.normalized),
            !personNouns.contains(between.normalized),
            analysis.buffer.units[between.range.upperBound..<tokens[span.first].range.lowerBound].count == 1,
            analysis.buffer.units[tokens[span.first - 2].range.upperBound..<between.range.lowerBound].count == 1
        else { return false }
        return organizationNouns.contains(tokens[span.first - 2].normalized)
    }
}
