import Testing

@testable import LMFallback

/// The embedded data parses whole, and the place and word rules built on it hold.
@Suite("Built-in data")
struct FallbackDataTests {
    @Test("the embedded tables parse whole")
    func tablesParse() {
        let counts = FallbackDataLoading.loadAll()
        #expect(counts.tieredWords > 40_000)
        #expect(counts.candidates > counts.tieredWords)
        #expect(counts.places > 30_000)
        #expect(PlaceGazetteer.shared["Reykjavík"] != nil || PlaceGazetteer.shared["Reykjavik"] != nil)
    }

    @Test("the given names and organization words come from the embedded data, whole")
    func nameLists() {
        #expect(Gazetteer.givenNames.count > 400)
        #expect(Gazetteer.givenNames.contains("Björn") && Gazetteer.givenNames.contains("Ngozi"))
        #expect(Gazetteer.organizationWords.count > 200)
        #expect(Gazetteer.organizationWords.contains("GmbH") && Gazetteer.organizationWords.contains("S.A."))
        #expect(!Gazetteer.givenNames.contains("") && !Gazetteer.organizationWords.contains(""))
    }

    @Test("the organization cues come from the embedded data, every kind, with cleanco's legal forms")
    func organizationCues() {
        #expect(OrganizationLexicon.heads.contains("Hôpital") && OrganizationLexicon.innerHeads.contains("Institute"))
        #expect(OrganizationLexicon.tails.contains("Sons") && OrganizationLexicon.conjunctions.contains("und"))
        #expect(OrganizationLexicon.fors.contains("für") && OrganizationLexicon.descriptors.contains("Firma"))
        #expect(OrganizationLexicon.elisions.contains("dell'"))
        // `s.r.o.` (Czech and Slovak) comes from cleanco, not from the project's own list.
        let text = TextBuffer("Pavel Novák S.R.O. sent it")
        #expect(OrganizationLexicon.legalForms.phraseEnd(text.units, at: 12) == 18)
        #expect(OrganizationLexicon.legalForms.phraseEnd(TextBuffer("as e.g. this").units, at: 3) == nil)
    }

    @Test(
        "a place name counts unless it is a common word or a given name of a small city",
        arguments: [
            ("Eindhoven", true), ("Norway", true), ("Tromsø", true), ("Ohio", true),
            // A common English word that is also a town.
            ("Mobile", false), ("Reading", false),
            // Not a place at all.
            ("Quarrelwick", false),
        ])
    func placeRule(name: String, expected: Bool) {
        #expect(Gazetteer.isPlace(name) == expected)
    }

    @Test("correctly spelled words outside the tiered list are known, and common words cost less")
    func wordFrequencies() {
        let lexicon = EnglishLexicon.shared
        #expect(lexicon.isWord("fridge") && lexicon.isWord("sourdough"))
        #expect(!lexicon.isWord("becase"))
        #expect(lexicon.rarityCost("the") < lexicon.rarityCost("piece"))
        #expect(lexicon.rarityCost("piece") < lexicon.rarityCost("sourdough"))
    }
}
