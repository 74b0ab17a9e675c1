import Testing

@testable import LMFallback

/// One test per rule for the small towns (GeoNames' towns of 1,000 to 14,999 people) that the gazetteer holds as weak
/// evidence (sentences written for the test).
@Suite("Small town rules")
struct SmallTownRuleTests {
    @Test(
        "the gazetteer holds small towns as their own kind, but not those named like a word, a given name or a surname")
    func townKindRule() {
        #expect(PlaceGazetteer.shared["Lerwick"]?.kind == .town)
        #expect(PlaceGazetteer.shared["Triesenberg"]?.kind == .town)
        #expect(Gazetteer.isOnlyTown("Lerwick"))
        // A larger place keeps its own kind.
        #expect(PlaceGazetteer.shared["Toulouse"]?.kind == .city)
        #expect(!Gazetteer.isOnlyTown("Toulouse"))
        // Towns named like a common word (`Bluff`, `Orchards` the plural) are left out.
        #expect(PlaceGazetteer.shared["Bluff"] == nil)
    }

    @Test("in English text, a small town's name is a place")
    func englishTownRule() {
        let places = entityList("The salmon lorries missed the Lerwick boat twice in January.").places
        #expect(places == ["Lerwick"], "\(places)")
    }

    @Test("outside English, a small town's name is a place after a preposition of place or alone on a line")
    func foreignTownRule() {
        let german = entityList("Der Bus fährt alle 30 Minuten über Triesenberg nach Malbun.").places
        #expect(german.contains("Triesenberg"), "\(german)")
        let italian = entityList("La casa si trova a 9 km dal centro storico di Urbino, in collina.").places
        #expect(italian == ["Urbino"], "\(italian)")
    }

    @Test("in German, a capitalized noun that also names a small town is the noun after anything but a preposition")
    func germanNounRule() {
        #expect(Gazetteer.isOnlyTown("Titel"))
        let places = entityList(
            "Unsere Junioren haben bei der Meisterschaft drei Titel geholt. Das Training findet wie immer am Dienstag "
                + "statt, und die Eltern sind herzlich eingeladen."
        ).places
        #expect(places.isEmpty, "\(places)")
    }

    @Test("outside English, a small town's name opening a line as its label is the label")
    func labelRule() {
        #expect(Gazetteer.isOnlyTown("Eten"))
        let places = entityList("Dag 3: wandelen langs de kust.\nEten: vis bij de haven, rond de 20 euro.").places
        #expect(!places.contains("Eten"), "\(places)")
    }

    @Test("a word that names a person elsewhere in the document is that person, not the small town it also names")
    func personOverTownRule() {
        #expect(Gazetteer.isOnlyTown("Uvita"))
        let list = entityList("On the call: Uvita Okonkwo (logistics).\nUvita: the next sailing has space.")
        #expect(!list.places.contains("Uvita"), "\(list.places)")
    }

    @Test(
        "a small town's name in foreign letters marks its sentence as foreign for correction, as an unknown word does")
    func foreignTownInCorrectionRule() {
        #expect(Gazetteer.isOnlyTown("Miño"))
        let text = "the bar by the bridge over the Miño does pulpo for €14"
        #expect(TextCorrector().correct(text).closest == text)
    }

    @Test("a city GeoNames writes with transliteration marks is a place under its English spellings too")
    func transliteratedAliasRule() {
        #expect(PlaceGazetteer.shared["Darjeeling"]?.kind == .town)
        let places = entityList("We leave Darjeeling on Thursday and stay two nights in Jumeirah.").places
        #expect(places == ["Darjeeling", "Jumeirah"], "\(places)")
    }
}
