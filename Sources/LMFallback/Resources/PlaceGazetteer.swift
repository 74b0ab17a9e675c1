/// Countries, US states, continents and cities of at least 15,000 people (from GeoNames, embedded
/// by ``FallbackData``), with population to rank ambiguous names.
///
/// Parsed on first use (about 32,000 names).
struct PlaceGazetteer: Sendable {
    /// What a place name is.
    enum Kind: UInt8, Sendable {
        case country, region, continent, city
    }

    /// A known place.
    struct Place: Sendable {
        /// Population (0 when unknown, as for US states and continents).
        var population: Int
        /// Country, region, continent or city.
        var kind: Kind
    }

    /// The shared gazetteer.
    static let shared = PlaceGazetteer(text: FallbackData.text(.places))

    private let places: [String: Place]

    /// Parses `name<TAB>population<TAB>kind` lines; malformed lines are skipped.
    init(text: String) {
        var places: [String: Place] = [:]
        places.reserveCapacity(33_000)
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3, let population = Int(fields[1]) else { continue }
            let kind: Kind =
                switch fields[2] {
                case "country": .country
                case "region": .region
                case "continent": .continent
                default: .city
                }
            let name = String(fields[0])
            if places[name] == nil { places[name] = Place(population: population, kind: kind) }
        }
        self.places = places
    }

    /// The place with this exact name, if any.
    subscript(name: String) -> Place? { places[name] }

    /// The number of names.
    var count: Int { places.count }
}
