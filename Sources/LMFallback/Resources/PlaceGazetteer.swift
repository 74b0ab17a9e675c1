/// Countries, US states, continents and cities of at least 15,000 people (from GeoNames, embedded
/// by ``FallbackData``), with population to rank ambiguous names; other names of large cities; and
/// LMFallback's own regions, islands, mountains, waters, lands and landmarks.
///
/// Parsed on first use (about 40,000 names).
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
        places.reserveCapacity(41_000)
        FallbackData.forEachLine(.places) { line in
            guard let (nameField, populationField, kindField) = FallbackData.threeFields(line, separator: 9),
                let population = FallbackData.integer(populationField), let tag = kindField.first
            else { return }
            // country, region, continent, city, feature: told apart by their first two letters.
            let kind: Kind =
                switch (tag, kindField.count > 1 ? kindField[1] : 0) {
                case (99, 111): .country  // "co"
                case (99, 105): .city  // "ci"
                case (99, _): .continent
                case (114, _): .region  // "r"
                case (102, _): .feature  // "f"
                default: .city
                }
            let name = String(decoding: nameField, as: UTF8.self)
            if places[name] == nil { places[name] = Place(population: population, kind: kind) }
        }
        self.places = places
    }

    /// The place with this exact name, if any.
    subscript(name: String) -> Place? { places[name] }

    /// The number of names.
    var count: Int { places.count }
}
