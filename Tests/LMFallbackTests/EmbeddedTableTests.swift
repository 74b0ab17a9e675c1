import CLMFallbackData
import Foundation
import Testing

@testable import LMFallback

/// The hash tables the generator builds into the binary: Swift finds every key where the generator put it,
/// absent keys are absent, and each table holds exactly its data set's entries with the right values.
@Suite("Embedded tables")
struct EmbeddedTableTests {
    /// The keys of a data set as the old line parsers read them: every space-separated word of the tier
    /// lines, or the first field (before a space or a tab) of every non-empty line.
    private static func keys(of sets: [FallbackData.Set], separator: UInt8?) -> [String] {
        var keys: [String] = []
        for set in sets {
            FallbackData.forEachLine(set) { line in
                guard !line.isEmpty else { return }
                if set == .englishTier1 || set == .englishTier2 || set == .englishTier3 {
                    FallbackData.forEachField(line, separator: 32) { field in
                        if !field.isEmpty { keys.append(String(decoding: field, as: UTF8.self)) }
                    }
                } else {
                    let end = separator.flatMap { line.firstIndex(of: $0) } ?? line.count
                    keys.append(String(decoding: UnsafeBufferPointer(rebasing: line[..<end]), as: UTF8.self))
                }
            }
        }
        return keys
    }

    static let tables: [(EmbeddedTable.Name, [FallbackData.Set], UInt8?)] = [
        (.englishWords, [.englishTier1, .englishTier2, .englishTier3], nil),
        (.wordFrequencies, [.wordFrequencies], 32),
        (.places, [.places], 9),
        (.surnames, [.surnames], nil),
        (.givenNames, [.givenNames], nil),
        (.rareWords, [.englishRare], nil),
        (.worldGivenNames, [.worldGivenNames], nil),
    ]

    @Test("FNV-1a matches the published test vectors")
    func hashVectors() {
        let hash = { (text: String) in Array(text.utf8).withUnsafeBufferPointer { EmbeddedTable.hash($0) } }
        #expect(hash("") == 0x811C_9DC5)
        #expect(hash("a") == 0xE40C_292C)
        #expect(hash("foobar") == 0xBF9C_F968)
    }

    @Test("every key of every table is found at its own entry, in the data set's order", arguments: tables.indices)
    func everyKeyIsFound(table: Int) {
        let (name, sets, separator) = Self.tables[table]
        let embedded = EmbeddedTable(name)
        let keys = Self.keys(of: sets, separator: separator)
        // The entries are the data set's keys, one each, in its order (the generator keeps the first of equal
        // keys; the sets have none), so iterating the table walks the data set.
        #expect(embedded.count == keys.count)
        #expect(embedded.count > 2_000)
        var misplaced = 0
        for (index, key) in keys.enumerated()
        where embedded.keyString(at: index) != key || embedded.index(of: key) != index {
            misplaced += 1
        }
        #expect(misplaced == 0, "\(misplaced) of \(keys.count) keys of \(name) not found where they belong")
    }

    @Test("absent keys, the empty string and near misses are not found")
    func absentKeys() {
        let places = EmbeddedTable(.places)
        let surnames = EmbeddedTable(.surnames)
        for key in ["", "Quarrelwick", "München ", " München", "Münche", "münchen", "MÜNCHEN", "München\u{0}"] {
            #expect(!places.contains(key), "\(key.debugDescription)")
        }
        #expect(surnames.contains("Henderson") && !surnames.contains("henderson") && !surnames.contains(""))
        #expect(EmbeddedTable(.wordFrequencies).value(for: "becase") == nil)
        #expect(places.value(at: -1) == nil && places.value(at: places.count) == nil)
        #expect(places.key(at: places.count).isEmpty && surnames.value(at: 0) == nil)
    }

    @Test("non-ASCII keys are found in any normalization form, as Swift compares strings")
    func nonASCIIKeys() throws {
        let places = EmbeddedTable(.places)
        let composed = try #require(places.index(of: "München"))
        #expect(places.keyString(at: composed) == "München")
        // The same name with `u` and a combining diaeresis: equal as Swift strings, so found too.
        let decomposed = "Mu\u{0308}nchen"
        #expect(decomposed == "München" && Array(decomposed.utf8) != Array("München".utf8))
        #expect(places.index(of: decomposed) == composed)
        // Bytes are compared exactly.
        #expect(Array(decomposed.utf8).withUnsafeBufferPointer { places.index(ofBytes: $0) } == nil)
        #expect(Array("München".utf8).withUnsafeBufferPointer { places.index(ofBytes: $0) } == composed)
        #expect(places.contains("Tromsø") && places.contains("Reykjavík") && Gazetteer.givenNames.contains("Björn"))
    }

    @Test("the values are the data set's counts, tiers, populations and kinds")
    func values() throws {
        let frequencies = EmbeddedTable(.wordFrequencies)
        var wrong = 0
        FallbackData.forEachLine(.wordFrequencies) { line in
            guard let space = line.firstIndex(of: 32) else { return }
            let word = String(decoding: UnsafeBufferPointer(rebasing: line[..<space]), as: UTF8.self)
            let count = FallbackData.integer(UnsafeBufferPointer(rebasing: line[(space + 1)...])).map(UInt64.init)
            if frequencies.value(for: word) != count { wrong += 1 }
        }
        #expect(wrong == 0)
        let english = EmbeddedTable(.englishWords)
        for (tier, set) in [FallbackData.Set.englishTier1, .englishTier2, .englishTier3].enumerated() {
            let words = Self.keys(of: [set], separator: nil)
            #expect(words.allSatisfy { english.value(for: $0) == UInt64(tier + 1) })
        }
        var places = 0
        FallbackData.forEachLine(.places) { line in
            guard let (name, population, kind) = FallbackData.threeFields(line, separator: 9) else { return }
            let place = PlaceGazetteer.shared[String(decoding: name, as: UTF8.self)]
            let kinds: [String: PlaceGazetteer.Kind] = [
                "country": .country, "region": .region, "continent": .continent, "city": .city, "feature": .feature,
                "town": .town,
            ]
            if place?.population == FallbackData.integer(population)
                && place?.kind == kinds[String(decoding: kind, as: UTF8.self)]
            {
                places += 1
            }
        }
        #expect(places == PlaceGazetteer.shared.count)
        #expect(try #require(PlaceGazetteer.shared["Norway"]).kind == .country)
    }

    @Test("the lexicon's overlay adds the month and weekday names the tiers lack, at tier 1")
    func lexiconOverlay() {
        let lexicon = EnglishLexicon.shared
        #expect(!lexicon.overlayWords.isEmpty && lexicon.count == lexicon.table.count + lexicon.overlayWords.count)
        #expect(lexicon.overlayWords.allSatisfy { lexicon.table.index(of: $0) == nil && lexicon.tier($0) == 1 })
        #expect(lexicon.contains("wednesday") && lexicon.contains("the") && !lexicon.contains("becase"))
    }

    @Test("correction candidates are grouped by length and first letter, each group by prior then bytes")
    func candidateOrder() {
        let candidates = WordFrequencies.shared.candidates
        var total = 0
        for length in 1...30 {
            for first in UInt8(0)..<128 {
                let group = Array(candidates.entries(length: length, first: first))
                total += group.count
                let words = group.map { candidates.text($0) }
                #expect(words.allSatisfy { $0.utf8.count == length && $0.utf8.first == first })
                let ordered = zip(group, words).map { ($0.prior, $1) }
                #expect(zip(ordered, ordered.dropFirst()).allSatisfy { $0 <= $1 })
            }
        }
        #expect(total == candidates.count && total > EnglishLexicon.shared.count)
    }

    @Test("word endings match a word longer than the ending by the stem, and only such words")
    func wordEndings() {
        let endings = WordEndings(["verein", "amt", "straße"])
        #expect(endings.matches("elternverein", stem: 3) && endings.matches("schulamt", stem: 3))
        #expect(endings.matches("lindenstraße", stem: 3))
        // Too short a stem, another ending, or the ending alone.
        #expect(!endings.matches("samt", stem: 3) && !endings.matches("verein", stem: 3))
        #expect(!endings.matches("vereine", stem: 3) && !endings.matches("a", stem: 0))
    }
}
