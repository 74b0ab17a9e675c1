/// Name lists for entity recognition: given names, surnames and organization words (from the embedded
/// ``FallbackData``), well-known places, and the words that mark places and honorifics. Written for
/// LMFallback; deliberately general.
enum Gazetteer {
    /// The words of a text separated by spaces or line breaks, `_` standing for a space inside one.
    static func set(_ text: String) -> Set<String> {
        Set(text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map { $0.replacingOccurrences(of: "_", with: " ") })
    }

    /// Common given names from many cultures (``FallbackData/Set/givenNames``, from
    /// `scripts/fallback-data/given-names.txt` and the US Census 1990 list), as a hash table built into
    /// the binary.
    static let givenNames = EmbeddedTable(.givenNames)

    /// Given names from many countries that ``givenNames`` lacks (``FallbackData/Set/worldGivenNames``, from
    /// the person providers of the `faker` package), as a hash table built into the binary: weaker evidence,
    /// since some are words elsewhere.
    static let worldGivenNames = EmbeddedTable(.worldGivenNames)

    /// Whether a word is a given name that can open a person's name: one of ``givenNames``, or one of
    /// ``worldGivenNames`` that is not also the head of a place's or an organization's name in one of
    /// LMFallback's languages (`Rua` is a given name somewhere, but `Rua da Carreira` is a street) nor an
    /// article or particle (`Le`, `Das`, `Del`).
    static func isGivenName(_ word: String) -> Bool {
        if givenNames.contains(word) { return true }
        // `Marie-Noëlle`, `Jean-Bosco`: a compound of given names is one.
        if word.contains("-") {
            let parts = word.split(separator: "-")
            return parts.count == 2 && parts.allSatisfy { $0.count >= 2 && isGivenName(String($0)) }
        }
        guard worldGivenNames.contains(word), !foreignPlaceHeads.contains(word),
            !OrganizationLexicon.heads.contains(word)
        else { return false }
        // `Le`, `Das`, `Del` are given names somewhere, and articles or particles in LMFallback's languages.
        guard word.utf16.count <= 4 else { return true }
        let lower = word.lowercased()
        return !NameRecognizer.articles.contains(lower) && !NameRecognizer.connectors.contains(lower)
            && !Stopwords.contains(lower)
    }

    /// Frequent surnames that are not common English words (``FallbackData/Set/surnames``, from the US
    /// Census 1990 list and the person providers of the `faker` package), as a hash table built into the
    /// binary: evidence that a capitalized run is a person's name.
    static let surnames = EmbeddedTable(.surnames)

    /// Well-known countries, regions and cities.
    static let places: Set<String> = set(
        """
        Afghanistan Albania Algeria Argentina Armenia Australia Austria Azerbaijan Bangladesh Belgium Bolivia \
        Brazil Bulgaria Cambodia Cameroon Canada Chile China Colombia Croatia Cuba Cyprus Czechia Denmark Ecuador \
        Egypt England Estonia Ethiopia Finland France Georgia Germany Ghana Greece Guatemala Hungary Iceland India \
        Indonesia Iran Iraq Ireland Israel Italy Jamaica Japan Jordan Kazakhstan Kenya Korea Kuwait Latvia Lebanon \
        Libya Lithuania Luxembourg Malaysia Mali Malta Mexico Moldova Mongolia Morocco Mozambique Myanmar Nepal \
        Netherlands New_Zealand Nigeria Norway Oman Pakistan Panama Paraguay Peru Philippines Poland Portugal Qatar \
        Romania Russia Rwanda Scotland Senegal Serbia Singapore Slovakia Slovenia Somalia South_Africa Spain \
        Sri_Lanka Sudan Sweden Switzerland Syria Taiwan Tanzania Thailand Tunisia Turkey Uganda Ukraine \
        United_Kingdom United_States Uruguay Uzbekistan Venezuela Vietnam Wales Yemen Zambia Zimbabwe UK USA \
        Europe Asia Africa America North_America South_America Antarctica Scandinavia Midlands Cornwall Yorkshire \
        Ontario Quebec Alberta British_Columbia California Texas Florida New_York Oregon Washington Massachusetts \
        Bavaria Catalonia Tuscany Provence Andalusia Lapland Patagonia Siberia Kent Devon Lancashire Highlands \
        London Manchester Birmingham Leeds Liverpool Glasgow Edinburgh Bristol Cardiff Belfast Dublin Cork Oxford \
        Cambridge Newcastle Sheffield Nottingham Leicester Brighton York Aberdeen Dundee Inverness Northampton \
        Paris Lyon Marseille Nice Toulouse Bordeaux Lille Berlin Hamburg Munich Frankfurt Cologne Dortmund \
        Stuttgart Düsseldorf Vienna Zurich Geneva Basel Bern Brussels Antwerp Amsterdam Rotterdam Utrecht Hague \
        Copenhagen Stockholm Gothenburg Uppsala Malmö Oslo Bergen Helsinki Reykjavík Reykjavik Madrid Barcelona \
        Valencia Seville Bilbao Lisbon Porto Rome Milan Naples Turin Florence Venice Bologna Athens Istanbul \
        Ankara Warsaw Krakow Kraków Prague Budapest Bucharest Sofia Belgrade Zagreb Kyiv Moscow Riga Tallinn \
        Vilnius Cairo Casablanca Marrakech Tunis Lagos Abuja Accra Nairobi Addis_Ababa Johannesburg Cape_Town \
        Durban Dakar Kampala Kigali Dubai Doha Riyadh Tehran Baghdad Beirut Amman Jerusalem Tel_Aviv Karachi \
        Lahore Delhi New_Delhi Mumbai Bangalore Bengaluru Chennai Kolkata Hyderabad Dhaka Kathmandu Colombo \
        Bangkok Hanoi Saigon Manila Jakarta Bali Kuala_Lumpur Beijing Shanghai Shenzhen Guangzhou Hong_Kong \
        Taipei Seoul Busan Tokyo Osaka Kyoto Nara Yokohama Sapporo Kobe Nagoya Hiroshima Fukuoka Okinawa Sydney \
        Melbourne Brisbane Perth Adelaide Canberra Hobart Auckland Wellington Christchurch Queenstown Toronto \
        Vancouver Montreal Ottawa Calgary Edmonton Winnipeg Halifax Hamilton Victoria Chicago Boston Seattle \
        Portland Denver Austin Dallas Houston Atlanta Miami Phoenix Detroit Philadelphia Pittsburgh \
        San_Francisco Los_Angeles San_Diego Las_Vegas Nashville New_Orleans Minneapolis Honolulu Anchorage \
        Mexico_City Guadalajara Havana Bogotá Bogota Lima Quito Santiago Valparaíso Buenos_Aires Montevideo \
        São_Paulo Rio_de_Janeiro Caracas Panama_City
        """)

    /// Words that end (or start) organization names (``FallbackData/Set/organizationWords``, from
    /// `scripts/fallback-data/organization-words.txt`).
    static let organizationWords: Set<String> = FallbackData.lineSet(.organizationWords)
    /// Beginnings of known places' names up to a lowercase word that names don't otherwise join through (`Dar es`,
    /// `Frankfurt am`, `Newcastle upon`): a run of capitalized words goes on through it.
    static let placeJoins: Set<String> = FallbackData.lineSet(.placeJoins)
    /// The lowercase words that ``placeJoins`` end in (`es`, `am`, `upon`): the cheap test before a lookup.
    static let placeJoinWords: Set<Substring> = Set(placeJoins.compactMap { $0.split(separator: " ").last })

    /// Words that end place names (streets, facilities, natural features).
    static let placeWords: Set<String> = set(
        """
        Street Road Avenue Lane Crescent Drive Square Boulevard Terrace Way Row Close Court Gardens Park Parkway \
        Station Airport Stadium Arena Centre Center Bridge River Lake Lakes Hill Hills Valley District Bay Beach \
        Island Islands Harbour Harbor Port Quay Heights Falls Forest Mountains Mountain Coast Peninsula Market \
        Cathedral Castle Palace Temple Shrine Tower Square Plaza Estate Village Town Pier Canal Green Common \
        Highway Motorway Trail Gate Gorge Glacier Fjord Sea Ocean Strait Cape Desert Reserve Wharf Range Pass \
        Peak Peaks Trailhead Rock Waterfront Theatre Theater Hall Yards Ridge Summit Dam Falls Canyon Highlands \
        Vale Flats Walk Mews Pavilion Museum Reservoir Creek Brook Cove Moor Fell Marina Quarter Promenade \
        Embankment Esplanade Causeway Viaduct Lock Weir Meadow Meadows Wood Woods Downs Heath Headland Bluff Field \
        Depot Depots Terminal Point Inlet Lagoon Reef County Ave Blvd Hwy Pkwy Dome Courthouse Seaport Waterway \
        Isle Isles \
        Straße Strasse Steenweg Caddesi Sokak Sokağı Çarşısı Bulvarı Meydanı Gade Vej Gatan Vägen Gata Veien \
        Monastery Mosque Chapel Abbey Basilica Minster Synagogue Mall Aquifer Plain Plains Citadel Fortress \
        Cemetery Lighthouse Monument Memorial Springs Delta Channel Basin Plateau Volcano Crater Rapids Caves \
        Dunes Wetlands Zoo Province Prefecture Governorate Oblast City Cliffs Alley Pond Ponds Slopes Swamp Bog \
        Narrows Terraces Spit Tor Cavern Caverns Clough Ghat Ghats Bagh Ganj Expressway Marshes Manor Tunnel \
        Fieldhouse Stream Junction Cantt Towers Building Bathhouse Mill Centraal Chasm Pillars Pools Lookout \
        Protectorate Bazaar Bazar Prospekt Onsen Waterfall Fairgrounds Fairground Garden Head Church Kirche Refuge \
        Pagoda Tomb Tombs Steps Nagar Lawns Walkway Grotto Grottoes Bahnhof Hauptbahnhof
        """)

    /// Words that start place names in LMFallback's other languages: streets, squares, parks, rivers
    /// (`Rua da Carreira`, `Piazza Cavour`, `Allée des Glycines`, `Río Jiloca`).
    static let foreignPlaceHeads: Set<String> = [
        "Rue", "Allée", "Avenue", "Boulevard", "Place", "Quai", "Chemin", "Impasse", "Parc", "Jardin", "Pont",
        "Via", "Viale", "Piazza", "Piazzale", "Corso", "Vicolo", "Largo", "Lungomare", "Parco", "Ponte",
        "Calle", "Avenida", "Plaza", "Paseo", "Camino", "Carrer", "Plaça", "Parque", "Puente", "Río", "Rio",
        "Rua", "Praça", "Travessa", "Jardim", "Estrada", "Ribeira", "Ria", "Ría", "Lago", "Monte", "Sierra", "Serra",
        "Isla", "Isola", "Ilha", "Île", "Val", "Valle", "Mont", "Lac", "Costa", "Playa", "Praia", "Cala",
        "Rifugio", "Sala", "Cascina", "Castello", "Castillo", "Palazzo",
        "Palacio", "Mercado", "Mercato", "Marché",
        // Theatres, stadiums, churches, forts and towers.
        "Teatro", "Théâtre", "Estadio", "Stadio", "Stade", "Estádio", "Iglesia", "Igreja", "Chiesa", "Église",
        "Catedral", "Cattedrale", "Cathédrale", "Basílica", "Basilica", "Citadelle", "Cittadella", "Torre", "Tour",
        "Forte", "Fortaleza", "Mosquée", "Aréna", "Arēna", "Arena",
        // Maltese streets and seafronts; a city named with its head (`Ciudad de Panamá`).
        "Triq", "Xatt", "Ciudad", "Cidade",
        // German stations, castles, monasteries and airports.
        "Hauptbahnhof", "Bahnhof", "Schloss", "Wasserschloss", "Burg", "Kloster", "Flughafen", "Festung",
        // Romanian, Polish and Croatian streets, avenues and squares.
        "Strada", "Calea", "Bulevardul", "Piața", "Piata", "Aleea", "Șoseaua", "Splaiul", "Ulica", "Aleja", "Plac",
        "Trg",
        // Lagoons, peaks, volcanoes, glaciers, capes, bays, waterfalls and salt flats.
        "Laguna", "Lagoa", "Cerro", "Nevado", "Volcán", "Vulcão", "Glaciar", "Bahía", "Baía", "Punta", "Cabo",
        "Pico", "Morro", "Cascada", "Cachoeira", "Salar", "Golfo", "Quebrada", "Gorges",
        // Trails (`Ruta del Cares`, `Sentiero degli Dei`), archipelagos, and French bays, coves, points, beaches,
        // peaks, lagoons, caves and ponds (`Baie de Kanuméra`, `Anse Vata`, `Pic N'Ga`).
        "Ruta", "Sendero", "Sentiero", "Trilha", "Arquipélago", "Archipiélago", "Baie", "Anse", "Pointe", "Plage",
        "Pic", "Lagune", "Grotte", "Étang", "Marais",
        // Italian beaches, capes, gates and necropolises, French cirques and promenades, Spanish and Portuguese
        // gardens and dunes, German car parks, Russian avenues and mountain passes (`Spiaggia dei Conigli`,
        // `Cirque d'Archiane`, `Col du Galibier`).
        "Spiaggia", "Capo", "Porta", "Portone", "Necropoli", "Cirque", "Promenade", "Jardín", "Dunas", "Parkplatz",
        "Prospekt", "Col",
        // Italian passes and alpine huts, French passages, valleys, waterfalls and huts, German pools.
        "Passo", "Malga", "Passage", "Vallon", "Cascades", "Saut", "Refuge", "Freibad", "Hallenbad",
    ]

    /// Lowercase words for natural features written before a place's name in LMFallback's other languages
    /// (`el glaciar Perito Moreno`, `a ilha de Santa Cruz`, `le désert du Ténéré`): they say the name is a place's, but
    /// unlike a street's head (`rue des Lilas`) they are no part of it.
    static let naturalFeatureHeads: Set<String> = [
        "glaciar", "glacier", "ghiacciaio", "volcán", "volcan", "vulcão", "vulcano", "cerro", "nevado", "laguna",
        "lagoa", "cascada", "cachoeira", "cascata", "cascade", "oasis", "oásis", "oasi", "desierto", "deserto",
        "désert", "salar", "península", "penisola", "péninsule", "bahía", "baía", "baie", "baia", "golfo", "golfe",
        "pico", "picco", "pic", "cordillera", "cordilheira", "massif", "macizo", "isla", "ilha", "isola", "île",
        "islote", "ilhéu", "arrecife", "recife", "récif", "playa", "praia", "plage", "spiaggia", "réserve", "reserva",
        "riserva",
        // Airports, stations, towns, villages, regions and mountains of a named place (`l'aéroport de Djerba-Zarzis`,
        // `l'oasis de montagne de Chebika`).
        "aéroport", "aeropuerto", "aeroporto", "luchthaven", "gare", "estación", "stazione", "estação", "ville",
        "village", "pueblo", "ciudad", "città", "paese", "cidade", "aldeia", "vila", "région", "región", "regione",
        "região", "vallée", "commune", "comune", "municipio", "município", "montagne", "montaña", "montagna",
        "montanha",
    ]

    /// Lowercase nouns after a name that make it a place (`Tanjung Aru beach`, `the Batang Ai reservoir`): in English
    /// a feature's word written in lowercase is no part of its name.
    static let placeNounsAfterName: Set<String> = [
        "beach", "beaches", "reservoir", "river", "valley", "island", "islands", "lake", "lagoon", "glacier",
        "volcano", "canyon", "gorge", "peninsula", "coast", "coastline", "archipelago", "waterfall", "waterfalls",
        "village", "villages", "neighbourhood", "neighborhood", "suburb", "district", "region", "province",
        "countryside", "wetlands", "rainforest", "highlands", "plateau", "oasis", "estuary", "delta", "crater",
        "harbor", "harbour", "waterfront", "riverfront",
    ]

    /// Endings of one-word German and Dutch place names for streets, squares, parks and waters
    /// (`Hauptstraße`, `Marktplatz`, `Wilgenpark`, `Altmühlsee`, `Keizersgracht`).
    static let placeSuffixes: [String] = [
        "straße", "strasse", "gasse", "weg", "allee", "platz", "ufer", "damm", "brücke", "see", "park",
        "straat", "laan", "plein", "gracht", "kade", "singel", "dijk", "steeg", "gade", "vej", "gatan", "vägen",
        "gata", "veien", "torget", "torv", "tal", "klamm", "schlucht", "spitze", "kirche",
    ]

    /// Words that start place names (`Mount Eden`, `Lake District`).
    static let placeHeads: Set<String> = [
        "Mount", "Lake", "Port", "Fort", "Cape", "Isle", "Loch", "Glen", "Route", "River", "Little", "Gulf",
        "Jalan", "Taman", "Residensi", "Gunung", "Bukit", "Gua", "Sungai", "Pulau", "Kampung", "Wadi", "Jebel", "Jabal",
        "Tanjung", "Teluk", "Pantai", "Tasik", "Kuala", "Batang", "Caye", "Cayo", "Lough", "Slieve", "Ras", "Bab",
        "Saint", "San", "Santa", "Rio", "New", "North", "South", "East", "West", "Upper", "Lower", "St", "Ste", "Mt",
        "Ft", "Av", "Avda", "Co",
    ]

    /// Words that start place names before `of` (`Strait of Bonifacio`, `Plain of Catania`, `Bay of Islands`).
    static let placeHeadsBeforeOf: Set<String> = [
        "Strait", "Straits", "Plain", "Plains", "Sea", "Bay", "Bight", "Vale",
    ]

    /// Abbreviated place heads written with a period that opens a name (`St. Mary's Hospital`, `Mt. Pleasant`,
    /// `Av. Maipú`, Ireland's counties `Co. Kerry`).
    static let abbreviatedHeads: Set<String> = ["St", "Ste", "Mt", "Ft", "Av", "Avda", "Co"]

    /// US states, Canadian provinces and Australian states as postal codes (`OR`, `QC`, `NSW`).
    static let postalRegionCodes: Set<String> = [
        "AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "FL", "GA", "HI", "ID", "IL", "IN", "IA", "KS", "KY", "LA",
        "ME", "MD", "MA", "MI", "MN", "MS", "MO", "MT", "NE", "NV", "NH", "NJ", "NM", "NY", "NC", "ND", "OH", "OK",
        "OR", "PA", "RI", "SC", "SD", "TN", "TX", "UT", "VT", "VA", "WA", "WV", "WI", "WY", "DC", "BC", "ON", "QC",
        "AB", "NS", "NB", "MB", "SK", "PE", "NL", "NSW", "VIC", "QLD", "TAS", "ACT",
    ]

    /// Honorifics and titles that precede a person's name (without a final period).
    static let honorifics: Set<String> = [
        "Dr", "Mr", "Mrs", "Ms", "Miss", "Mx", "Prof", "Professor", "Sir", "Dame", "Lady", "Lord", "Councillor",
        "Councilor", "Senator", "Mayor", "Minister", "President", "Judge", "Captain", "Officer", "Detective", "Rev",
        "Father", "Sister", "Coach", "Chef", "Dean", "Nurse", "Aunt", "Auntie", "Uncle", "Cousin", "Grandma",
        "Grandpa", "Granny", "Nana", "Dra", "Sra", "Sr", "Herr", "Frau", "Mme", "Mlle", "Signora", "Signor", "Dott",
        "Monsieur", "Madame", "Mademoiselle", "Señor", "Señora", "Señorita", "Signorina", "Senhor", "Senhora",
        "Dona", "Meneer", "Mevrouw", "Trainer", "Principal", "Selectman", "Selectwoman", "Alderman", "Sheriff",
        "Sergeant", "Sgt", "Lieutenant", "Lt", "Inspector", "Constable", "Pastor", "Reverend", "Rabbi", "Imam",
        "Governor", "Commissioner", "Ambassador", "Chancellor", "Superintendent", "Headteacher", "Doktor",
        "Herrn", "Dipl", "Ing", "Mag", "Dhr", "Mevr", "Mw", "Ir", "Drs", "Avv", "Arch", "Geom", "Sig", "Sigra", "Dña",
        "Srta", "Eng", "Engª", "Profª", "Engr", "Atty", "Doña", "Kyria", "Kyrios", "Pak", "Bu",
        // US elected offices (`Councilmember Rosa Delgado`, `State Rep. Dwayne Hollis`, `Sen. Ortiz`).
        "Councilmember", "Councilwoman", "Councilman", "Alderwoman", "Assemblymember", "Assemblyman",
        "Assemblywoman", "Congressman", "Congresswoman", "Rep", "Sen", "Gov",
        // Ranks and offices abbreviated; Malay, Indonesian and Arabic titles; family titles of other languages;
        // Portuguese and Spanish clerical and professional abbreviations (`Pe.`, `Dª.`, `Lic.`).
        // (Not `Col`, `Gen`, `Fr`, `Det`, `Maj`: a mountain pass, a generation, Friday, Danish "it", Swedish May.)
        "Capt", "Cpt", "Cdr", "Cmdr", "Insp", "Supt", "Cllr", "Encik", "Puan", "Tuan", "Cik", "Datuk", "Dato", "Haji",
        "Hajah", "Ibu", "Bapak", "Sheikh", "Shaikh",
        "Ustaz", "Tía", "Tío", "Tia", "Tio", "Tante", "Onkel", "Zia", "Zio", "Pe", "Padre", "Dª", "Lic", "Arq", "Mgr",
        // West African titles of pilgrims and elders; Portuguese and Italian feminine titles written with their
        // period.
        "Alhaji", "Alhaja", "Hajia", "Eng.ª", "Prof.ª", "Dr.ª", "Arq.ª", "Dott.ssa", "Sig.ra", "Sig.na", "Avv.ta",
        // Amharic Mr. and Mrs., and Fiji's chiefly title.
        "Ato", "Woizero", "Weyzero", "Ratu",
        // Dutch and German grandparents, Filipino elder sister and brother (`Oma Truus`, `Ate Lorna`); German
        // clergy, the Czech and Slovak bachelor's degree, and Setswana and Swahili forms of address (`Pfarrer Kilian
        // Draser`, `Bc. Markéta Horáková`, `Kgosi Tebogo`, `Mma Dikeledi`, `Mzee Wafula`).
        "Oma", "Opa", "Ate", "Kuya", "Pfarrer", "Pfarrerin", "Pastorin", "Bc", "Kgosi", "Mma", "Rra", "Mzee",
        // Bhutanese, Thai and Indian forms of address, the Italian accountant's title, the Caribbean aunty
        // (`Aum Pem Dema`, `Khun Supaporn`, `Shri Mohan Lal`, `Smt. Kamala`, `Rag. Elvio Santucci`).
        "Aum", "Dasho", "Khun", "Shri", "Smt", "Rag", "Aunty",
        // The Anglican reverend, the Arabic father of a church, Persian forms of address and aunts and uncles,
        // a Nigerian elder, Filipino uncles and aunts (`Revd Alan Pickford`, `Abuna Elias`, `Agha Reza`, `Khaleh
        // Mina`, `Pa Ighodaro`, `Tito Ramon`).
        "Revd", "Abuna", "Agha", "Khaleh", "Amoo", "Ammeh", "Pa", "Tito", "Tita",
        // Hausa titles of a woman pilgrim and a teacher, the West African madam, the Swahili mister (`Hajiya
        // Rakiya Isah`, `Mallam Sani`, `Madam Akosua`, `Bwana Juma`).
        "Hajiya", "Mallam", "Malam", "Madam", "Bwana",
    ]

    /// Jobs written as a title before a name, not part of it (`Analyst Lee Da-eun`, `Pitmaster Jolene
    /// Fairley-Dubose`, `Owner Tafadzwa Ncube-Moyo`); only before a word that opens a person's name.
    static let jobTitles: Set<String> = [
        "Analyst", "Economist", "Spokesperson", "Spokeswoman", "Spokesman", "Director", "Manager", "Chairman",
        "Chairwoman", "Chairperson", "Chair", "Founder", "Owner", "Pitmaster", "Engineer", "Architect", "Farmer",
        "Teacher", "Researcher", "Scientist", "Lawyer", "Attorney", "Agent", "Editor", "Reporter", "Photographer",
        "Winemaker", "Brewer", "Technician", "Treasurer", "Secretary", "Curator", "Librarian", "Pharmacist",
        "Veterinarian", "Midwife", "Paramedic", "Skipper", "Ranger", "Warden", "Coordinator", "Consultant",
        "Officer", "Composer", "Striker", "Winger", "Goalkeeper", "Midfielder", "Defender", "Baumeister",
        // A fire or police chief before a name (`Chief Ray D. Haskins`; not `Chief Financial Officer`); a deputy
        // of a parliament or a sheriff (`Deputy Heidi Le Page`).
        "Chief", "Deputy",
    ]

    /// Titles that are titles only written with their period before a name (`Fr. Tadhg`: Father; `Fr` alone is
    /// Friday or francs).
    static let dottedOnlyHonorifics: Set<String> = ["Fr"]

    /// One-letter abbreviations that stand for a title in one language, not an initial (`M. Ducharme` in
    /// French is Monsieur Ducharme; `D. Ernesto` in Spanish and Portuguese is Don or Dom).
    static let letterHonorifics: [String: Set<String>] = ["fr": ["M"], "es": ["D"], "pt": ["D"]]

    /// Words for a household before its surname (`Familie Kretschmer`, `Famille Roux`).
    static let familyWords: Set<String> = ["Family", "Familie", "Famille", "Familia", "Famiglia", "Família"]

    /// Words for family members that text capitalizes like names but that name no one (`Mum said…`).
    static let kinshipWords: Set<String> = [
        "Mum", "Mom", "Mummy", "Mommy", "Dad", "Daddy", "Mama", "Papa", "Grandma", "Grandpa", "Granny", "Nan",
        "Nana", "Gran", "Grandad", "Granddad", "Auntie", "Mutti", "Vati", "Oma", "Opa", "Maman", "Papi", "Mamie",
        "Papy", "Nonna", "Nonno", "Abuela", "Abuelo", "Vovó", "Vovô", "Mam", "Pap",
    ]

    /// Verbs of saying that follow a person's name.
    static let speechVerbs: Set<String> = [
        "said", "says", "told", "added", "explained", "asked", "wrote", "noted", "argued", "warned", "confirmed",
        "replied", "recommended", "suggested", "agreed",
    ]
}
