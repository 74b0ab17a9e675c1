/// Countries, US states, continents and cities of at least 15,000 people (from GeoNames, embedded
/// by ``FallbackData``), with population to rank ambiguous names; other names of large cities; and
/// LMFallback's own regions, islands, mountains, waters, lands and landmarks.
///
/// Parsed on first use (about 32,000 names).
struct PlaceGazetteer: Sendable {
    /// What a place name is.
    enum Kind: UInt8, Sendable {
        case country, region, continent, city
        /// An island, mountain, water, land or landmark (LMFallback's own list).
        case feature
    }

    /// A known place.
    struct Place: Sendable {
        /// Population (0 when unknown, as for US states and continents).
        var population: Int
        /// Country, region, continent or city.
        var kind: Kind
    }

    /// The shared gazetteer.
    static let shared = PlaceGazetteer()

    private let places: [String: Place]

    /// Parses the embedded `name<TAB>population<TAB>kind` lines; malformed lines are skipped.
    init() {
        var places: [String: Place] = [:]
        places.reserveCapacity(33_000)
        FallbackData.forEachLine(.places) { line in
            let fields = FallbackData.fields(line, separator: 9)
            guard fields.count == 3, let population = FallbackData.integer(fields[1]), let tag = fields[2].first
            else { return }
            // country, region, continent, city: told apart by their first two letters.
            let kind: Kind =
                switch (tag, fields[2].count > 1 ? fields[2][1] : 0) {
                case (99, 111): .country  // "co"
                case (99, 105): .city  // "ci"
                case (99, _): .continent
                case (114, _): .region  // "r"
                case (102, _): .feature  // "f"
                default: .city
                }
            let name = String(decoding: fields[0], as: UTF8.self)
            if places[name] == nil { places[name] = Place(population: population, kind: kind) }
        }
        self.places = places
    }

    /// The place with this exact name, if any.
    subscript(name: String) -> Place? { places[name] }

    /// The number of names.
    var count: Int { places.count }
}
