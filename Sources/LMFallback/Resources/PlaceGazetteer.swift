/// Countries, US states, continents and cities of at least 15,000 people (from GeoNames, embedded
/// by ``FallbackData``), with population to rank ambiguous names; other names of large cities;
/// LMFallback's own regions, islands, mountains, waters, lands and landmarks; and, as weaker evidence, towns
/// of 1,000 to 14,999 people whose names are no English word, given name or surname, and the English
/// spellings of cities GeoNames writes with transliteration marks (`Darjeeling`).
///
/// About 119,000 names, in a hash table built into the binary (``EmbeddedTable``): nothing is parsed at run
/// time. The generator writes each kind as the raw value of ``Kind``.
struct PlaceGazetteer: Sendable {
    /// What a place name is.
    enum Kind: UInt8, Sendable {
        case country, region, continent, city
        /// An island, mountain, water, land or landmark (LMFallback's own list).
        case feature
        /// A town or village of 1,000 to 14,999 people whose name is no English word, given name or surname, or
        /// an English spelling of a city GeoNames writes with transliteration marks: weak evidence, since such a
        /// name is often something else elsewhere.
        case town
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

    /// The names built into the binary, each with population × 8 + kind.
    private let table = EmbeddedTable(.places)

    /// The place with this exact name (compared as Swift compares strings), if any.
    subscript(name: String) -> Place? {
        guard let value = table.value(for: name) else { return nil }
        return Place(population: Int(value >> 3), kind: Kind(rawValue: UInt8(value & 7)) ?? .city)
    }

    /// The number of names.
    var count: Int { table.count }
}
