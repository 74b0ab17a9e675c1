import Testing

@testable import LMFallback

/// One test per rule of this round's corrections, on sentences written for the test: stretched word ends and regular
/// plurals kept, likely slips made in the refined reading beside a foreign word, and whole-word slips mended.
@Suite("Correction slip rules")
struct CorrectionSlipRuleTests {
    private func correct(_ text: String) -> Correction { TextCorrector().correct(text) }

    @Test("a word whose last letter chat holds down is kept; a held key on a doubled last letter is a slip")
    func stretchedEndings() {
        #expect(correct("finallyyy the bus came, thank youuu").closest == "finallyyy the bus came, thank youuu")
        #expect(correct("the brasss band played at the fete").closest == "the brass band played at the fete")
    }

    @Test("a held key inside a word is kept where the text stretches another word for emphasis; alone it is a slip")
    func heldKeysBesideEmphasis() {
        #expect(correct("yesss, the lake is freeeezing today").closest == "yesss, the lake is freeeezing today")
        #expect(correct("the lake is freeeezing today").closest == "the lake is freezing today")
        #expect(TextCorrector.isHeldKeyWord("loooong"))
        #expect(!TextCorrector.isHeldKeyWord("long"))
    }

    @Test("chat's and support's abbreviations are written that way on purpose")
    func chatAbbreviations() {
        #expect(
            correct("brb, afk for ten, send the otp again pls").closest == "brb, afk for ten, send the otp again pls")
    }

    @Test("among other words, the regular plural of an English word is kept; the alternative reading drops the `s`")
    func regularPlurals() {
        let stacked = correct("we stacked the throughs by the gate and went home")
        #expect(stacked.closest == "we stacked the throughs by the gate and went home")
        #expect(stacked.alternative == "We stacked the through by the gate and went home.")
        // Words that take `-es` are slips when written with `-s` alone.
        #expect(TextCorrector.isRegularPlural("throughs"))
        #expect(!TextCorrector.isRegularPlural("potatos"))
        #expect(!TextCorrector.isRegularPlural("startss"))
        #expect(!TextCorrector.isRegularPlural("carrys"))
    }

    @Test("beside one or two foreign words, a likely slip of a longer word is made in the refined reading only")
    func likelySlipBesideForeignWords() {
        let typed = "Nana made pierogi for the whole famly and the recipie is hers"
        let correction = correct(typed)
        #expect(correction.closest == typed)
        #expect(correction.refined == "Nana made pierogi for the whole family and the recipe is hers.")
        // Among many foreign words, a cheap edit is likelier one more of them.
        let market = "we ate khao piak sen and tam mak hoong by the river"
        #expect(correct(market).refined == "We ate khao piak sen and tam mak hoong by the river.")
    }

    @Test("contractions typed without their apostrophe that are no words are restored")
    func moreContractions() {
        #expect(correct("wheres the key, hed said so").closest == "where's the key, he'd said so")
        #expect(correct("you couldve told me theyll be late").closest == "you could've told me they'll be late")
    }

    @Test("refined: `hell`, `well`, `id` before a verb's bare form are contractions; elsewhere they are words")
    func contractionsBeforeVerbs() {
        #expect(correct("my brother says hell be late").refined == "My brother says he'll be late.")
        #expect(correct("id love to come").refined == "I'd love to come.")
        #expect(correct("it was hell on the roads").refined == "It was hell on the roads.")
        #expect(correct("we might as well be there early").refined == "We might as well be there early.")
    }

    @Test("refined: `were` before a word in `-ing` after a conjunction or a verb of thinking is `we're`")
    func wereAfterConjunction() {
        #expect(
            correct("the bus broke down so were walking home").refined == "The bus broke down so we're walking home.")
        #expect(correct("the kids were walking home").refined == "The kids were walking home.")
        #expect(
            correct("the lane is so muddy that well walk round").refined
                == "The lane is so muddy that we'll walk round.")
    }

    @Test(
        "a lowercase two-letter word English does not write counts, like an unknown name, as a sign of another language"
    )
    func foreignShortWord() {
        let mixed = "Mama Kiloleni told us the stori of yu and the reef."
        #expect(correct(mixed).closest == mixed)
        #expect(
            correct("Mama Kiloleni told us the stori of the reef.").closest
                == "Mama Kiloleni told us the store of the reef.")
    }

    @Test("in a sentence, a word of five or six letters whose edit costs more than a cheap slip is kept as written")
    func costlyEditOfShortWord() {
        let lunch = "we had chicken adobo and rice for lunch"
        #expect(correct(lunch).closest == lunch)
        // The refined reading still makes such an edit into a common word, as a real slip of that cost (`laptpo`).
        let laptop = correct("my laptpo is broken again")
        #expect(laptop.closest == "my laptpo is broken again")
        #expect(laptop.refined == "My laptop is broken again.")
        // A split into two common words is no such edit.
        #expect(correct("we are atthe park").closest == "we are at the park")
    }

    @Test("a final `d` after a verb is likelier `-ed` without its `e` than a stray key")
    func pastTenseWithoutE() {
        #expect(correct("orderd").closest == "ordered")
    }

    @Test("refined: `form` before a name inside a sentence is `from`; the verb before a common word stays")
    func fromForForm() {
        #expect(correct("we took the train form Leeds").refined == "We took the train from Leeds.")
        #expect(correct("we form a circle").refined == "We form a circle.")
    }

    @Test("`its` before an adverb of frequency is `it's`")
    func itsBeforeAdverb() {
        #expect(correct("its often busy at noon").closest == "it's often busy at noon")
    }

    @Test("refined: `to` between a linking verb and a word of degree is `too`")
    func tooForTo() {
        #expect(correct("the coat is to big for me").refined == "The coat is too big for me.")
        #expect(correct("its to cold to go out").refined == "It's too cold to go out.")
        #expect(correct("I went to bed early").refined == "I went to bed early.")
    }

    @Test("refined: a word no sentence writes twice is written once; words written twice on purpose stay")
    func doubledWords() {
        #expect(correct("bring the the paper").refined == "Bring the paper.")
        #expect(correct("he had had enough of it").refined == "He had had enough of it.")
    }

    @Test("refined: a comma between two words gets its space; a comma between digits does not")
    func commaSpace() {
        #expect(correct("meet at six,bring a torch").refined == "Meet at six, bring a torch.")
        #expect(correct("it costs 1,200 dollars").refined == "It costs 1,200 dollars.")
    }

    @Test("beside foreign words, a slip of one of the commonest words is made in the refined reading")
    func commonestWordSlipBesideForeignWords() {
        let swapped = correct("Wanjiru wants the omena fried, with extra sukuma on teh side.")
        #expect(swapped.closest == "Wanjiru wants the omena fried, with extra sukuma on teh side.")
        #expect(swapped.refined == "Wanjiru wants the omena fried, with extra sukuma on the side.")
        let neighbour = correct("The pelmeni shop opens at six so we shoulf go early.")
        #expect(neighbour.refined == "The pelmeni shop opens at six so we should go early.")
        #expect(TextCorrector.isCommonWordSlip("tehm", "them"))
        // Not a rarer word, nor a change of two letters that are not neighbours.
        #expect(!TextCorrector.isCommonWordSlip("breaf", "bread"))
        #expect(!TextCorrector.isCommonWordSlip("thpm", "them"))
    }

    @Test("a split is a common-word slip when one part is a function word, not when two nouns make a compound")
    func functionWordSplits() {
        #expect(TextCorrector.isCommonWordSlip("movethem", "move them"))
        #expect(TextCorrector.isCommonWordSlip("readyby", "ready by"))
        #expect(!TextCorrector.isCommonWordSlip("shophouse", "shop house"))
    }

    @Test("a period inside a file name or a version starts no sentence in the refined reading")
    func periodInsideWord() {
        let text = "Please look at pkg/slug.go and the notes for v2.rc before you merge."
        #expect(correct(text).refined == text)
    }

    @Test("a calendar abbreviation that only the word counts have is never proposed (`jawn` is no `jan`)")
    func calendarAbbreviationsNotProposed() {
        let text = "Put the cooler and that jawn in the trunk before we go."
        #expect(correct(text).closest == text)
        #expect(!SpellingCorrector().candidates(for: "jawn").map(\.text).contains("jan"))
    }

    @Test("an informal chat word whose last letter is held is kept as typed")
    func stretchedInformalWords() {
        #expect(TextCorrector.isStretched("lmaooo"))
        #expect(TextCorrector.isStretched("lolll"))
        let text = "omg the bus actually came on time?? lmaooo"
        #expect(correct(text).closest == text)
    }

    @Test("a plural in `-fs` or `-fes` of a word that changes its `f` is that word's plural")
    func regularizedPlurals() {
        #expect(SpellingCorrector.regularizedPlural("halfs") == "halves")
        #expect(SpellingCorrector.regularizedPlural("wifes") == "wives")
        #expect(SpellingCorrector.regularizedPlural("cats") == nil)
        #expect(SpellingCorrector().candidates(for: "yourselfs", limit: 1).first?.text == "yourselves")
        #expect(correct("the shelfs in the hall need dusting").closest == "the shelves in the hall need dusting")
    }
}
