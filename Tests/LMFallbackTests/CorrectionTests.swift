import Testing

@testable import LMFallback

@Suite("Correction")
struct CorrectionTests {
    @Test(
        "corrects tremor typing into the refined form",
        arguments: [
            ("teh cat sat", "The cat sat."),
            ("cna yuo call me bcak", "Can you call me back?"),
            ("pleaseadd milk", "Please add milk."),
            ("im almost hoome", "I'm almost home."),
            ("dont forgett the keys", "Don't forget the keys."),
            ("see you on fridya", "See you on Friday."),
        ])
    func refined(input: String, expected: String) {
        #expect(TextCorrector().correct(input).refined == expected)
    }

    @Test("closest keeps the typed casing and punctuation, only fixing spelling")
    func closest() {
        #expect(TextCorrector().correct("teh cat sat").closest == "the cat sat")
    }

    @Test("costs neighbouring keys and doubled letters less than other edits")
    func costs() {
        let near = EditDistance.distance(Array("pleasr".utf8), Array("please".utf8), limit: 3)
        let far = EditDistance.distance(Array("pleasq".utf8), Array("please".utf8), limit: 3)
        let doubled = EditDistance.distance(Array("hoome".utf8), Array("home".utf8), limit: 3)
        #expect(near < far)
        #expect(doubled < 0.5)
    }

    @Test("leaves empty text empty and known words alone")
    func edges() {
        #expect(TextCorrector().correct("") == Correction(closest: "", refined: "", alternative: ""))
        #expect(TextCorrector().correct("the report is ready").closest == "the report is ready")
    }
}
