/// Place lookup across the built-in list and the embedded GeoNames gazetteer.
extension Gazetteer {
    /// Whether a name is a known place.
    ///
    /// Countries, US states and continents always count. A city from the embedded gazetteer counts
    /// unless its name is a common English word (`Mobile`, `Reading`) or, for a one-word name, a
    /// given name of a city under a million people (`Austin`, `Florence` stay people when context says
    /// so elsewhere; `Sydney` the city is larger than any doubt).
    /// - Parameter name: The name as written.
    /// - Returns: Whether it names a place.
    static func isPlace(_ name: String) -> Bool {
        if places.contains(name) { return true }
        guard let place = PlaceGazetteer.shared[name] else { return false }
        if place.kind != .city { return true }
        let lower = name.lowercased()
        if EnglishLexicon.shared.tier(lower).map({ $0 <= 2 }) ?? false { return false }
        if !name.contains(" ") && givenNames.contains(name) && place.population < 1_000_000 { return false }
        return true
    }

    /// Whether a name is a place only as a small town's (GeoNames' towns of 1,000 to 14,999 people): weak
    /// evidence, which a person's evidence overrides and which needs a place's cue outside English.
    /// - Parameter name: The name as written.
    /// - Returns: Whether the name's only place is such a town.
    static func isOnlyTown(_ name: String) -> Bool {
        !places.contains(name) && PlaceGazetteer.shared[name]?.kind == .town
    }

    /// Whether a name is a place only as a city or a town of the embedded gazetteer, not a country, a region or a
    /// natural feature (`Zug`, `Hof`, `Essen`; not `Eifel` or `Mosel`).
    /// - Parameter name: The name as written.
    /// - Returns: Whether the name's only place is a city's or a town's.
    static func isOnlySettlement(_ name: String) -> Bool {
        guard !places.contains(name), let kind = PlaceGazetteer.shared[name]?.kind else { return false }
        return kind == .city || kind == .town
    }
}
