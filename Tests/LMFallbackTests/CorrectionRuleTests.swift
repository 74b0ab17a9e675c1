import Testing

@testable import LMFallback

/// One test per do-no-harm correction rule, on sentences written for the test.
@Suite("Correction rules")
struct CorrectionRuleTests {
    private func closest(_ text: String) -> String {
        TextCorrector().correct(text).closest
    }

    @Test(
        "correct text is left exactly as typed",
        arguments: [
            // A capitalized word inside a sentence is a name.
            "we had lunch with Brannagh and Oriel near the harbour",
            // Letters outside A-Z mark names and borrowed words.
            "Bjørn and Søren met at the café in Århus",
            // A word outside the word list that recurs is used on purpose.
            "the florbix is broken and the florbix is old",
            // Units, and short words after a number.
            "add 200 mL of water, 3 tsp of salt and 4 kg of flour",
            // Identifiers with digits.
            "order QX-4471 shipped from bay B7 on route 66",
            // A capital after the first letter: brands, acronyms, units.
            "my iPad and the NASA feed both use kWh figures",
        ])
    func keepsCorrectText(text: String) {
        #expect(closest(text) == text)
    }

    @Test("a capitalized word opening a sentence is changed only by a single cheap edit")
    func sentenceInitialName() {
        #expect(closest("Marisabel will bring the cake") == "Marisabel will bring the cake")
        #expect(closest("Teh cake is ready") == "The cake is ready")
    }

    @Test(
        "candidates are ranked by how likely the slip is: a dropped letter beats two wrong keys",
        arguments: [("wich one", "which one"), ("whre is it", "where is it"), ("befor noon", "before noon")])
    func editLikelihood(input: String, expected: String) {
        #expect(closest(input) == expected)
    }

    @Test("a word is split only when nothing is one edit away and both parts are common words")
    func splitting() {
        #expect(closest("we left becase of rain") == "we left because of rain")
        #expect(closest("pleaseadd milk") == "please add milk")
        #expect(closest("they were independant") == "they were independent")
    }

    @Test(
        "a vowel dropped from a pair of vowels is a likely slip",
        arguments: [("it was cused by the storm", "it was caused by the storm"), ("we dubt it", "we doubt it")])
    func vowelPairs(input: String, expected: String) {
        #expect(closest(input) == expected)
    }

    @Test("an extra 'e' typed beside another vowel is a cheap slip, cheaper than another deleted letter")
    func extraVowelE() {
        #expect(closest("the estimaete was too high") == "the estimate was too high")
        #expect(closest("can you proeve it") == "can you prove it")
    }

    @Test("a letter typed two or three places from where it belongs is one slip")
    func movedLetter() {
        #expect(closest("vuage") == "vague")
        // In a sentence, such a costlier edit of a short word is the refined reading's.
        #expect(TextCorrector().correct("a vuage answer").refined == "A vague answer.")
    }

    @Test("two dropped letters are considered in longer words")
    func twoDroppedLetters() {
        #expect(closest("it was basicly fine") == "it was basically fine")
    }

    @Test("a counted word outside the dictionary, such as a name in lowercase, is a weaker candidate")
    func dictionaryWordsFirst() {
        #expect(closest("a glass of juce") == "a glass of juice")
    }

    @Test(
        "a part of a hyphenated word that a known prefix or a capitalized part vouches for is left as typed",
        arguments: [
            "The cryo-electron images arrived on time.",
            "Pre-opening checks start at seven.",
            "Ji-hoon: the crane is booked. Ji-hoon will call back.",
            "We ate at Hanazono-tei near the station.",
        ])
    func hyphenatedCompounds(text: String) {
        #expect(closest(text) == text)
    }

    @Test(
        "an unknown word whose nearest spelling is a costly edit away is left alone",
        arguments: [
            ("We drank a glass of oloroso after dinner.", "oloroso"),
            ("The ropemaker sold us forty metres of line.", "ropemaker"),
        ])
    func costlyEditRule(text: String, word: String) {
        // The word does have a candidate, only a costly one: the cap is what keeps it.
        let best = SpellingCorrector().candidates(for: word, limit: 1).first
        #expect(best.map { $0.cost > TextCorrector.maximumCost(letters: word.count) } == true)
        #expect(closest(text) == text)
    }

    @Test("a slip within the cost cap is still corrected")
    func cheapSlipStillCorrected() {
        #expect(closest("the reciept is in the drawer") == "the receipt is in the drawer")
    }

    @Test("in a sentence holding a word no spelling comes near, other unknown words change only by one likely slip")
    func unplacedWordSentenceRule() {
        // Alone, `simit` is taken for a slip (`submit`, `summit`, costing more than one slip) ...
        #expect(closest("simit") != "simit")
        // ... but beside `lahmacun`, which no English spelling comes near, it is more of the same menu.
        #expect(SpellingCorrector().candidates(for: "lahmacun", limit: 1).isEmpty)
        let withFood = "We ordered simit and lahmacun at the corner bakery."
        #expect(closest(withFood) == withFood)
        // A word written with letters outside English is the same evidence.
        let withName = "Gülşen ordered simit at the corner bakery."
        #expect(closest(withName) == withName)
        // A known given name in such letters alone is common in English text: it is no evidence.
        #expect(closest("José said the soup was definately cold.") == "José said the soup was definitely cold.")
        // One likely slip in such a sentence is corrected in the alternative reading only (more costly guesses in
        // neither).
        let slip = TextCorrector().correct("We ordered lahmacun and a cup of coffe.")
        #expect(slip.closest == "We ordered lahmacun and a cup of coffe.")
        #expect(slip.alternative == "We ordered lahmacun and a cup of coffee.")
    }

    @Test("a word a large dictionary lists is changed only for a likely slip")
    func listedRareWordRule() {
        let lexicon = EnglishLexicon.shared
        #expect(lexicon.isListedRareWord("nappa") && !lexicon.isWord("nappa"))
        let cost = SpellingCorrector().candidates(for: "nappa", limit: 1).first?.cost ?? 0
        #expect(cost > TextCorrector.listedWordMaximumCost && cost <= TextCorrector.maximumCost(letters: 5))
        let leather = "The seats are trimmed in nappa leather."
        #expect(closest(leather) == leather)
        // A listed word one likely slip from a common word is corrected alone, and by the alternative reading in
        // a sentence (the closest reading keeps what a dictionary lists).
        #expect(lexicon.isListedRareWord("areding"))
        #expect(closest("areding") == "reading")
        let sentence = TextCorrector().correct("she is areding the letter")
        #expect(sentence.closest == "she is areding the letter")
        #expect(sentence.alternative == "She is reading the letter.", "\(sentence.alternative)")
    }

    @Test(
        "refined: `its` before what makes it `it's`, `hes` and `wont` restored, weekday plurals and holidays capitalized",
        arguments: [
            ("its too late to call", "It's too late to call."),
            ("its lid is cracked", "Its lid is cracked."),
            (
                "the plumber says hes coming but the part wont fit",
                "The plumber says he's coming but the part won't fit."
            ),
            ("the pool shuts on mondays and over christmas eve", "The pool shuts on Mondays and over Christmas Eve."),
            ("she lent me a book for our family day out", "She lent me a book for our family day out."),
            ("we polish the thai and korean bowls", "We polish the Thai and Korean bowls."),
        ])
    func refinedFormsRule(text: String, refined: String) {
        #expect(TextCorrector().correct(text).refined == refined)
    }

    @Test(
        "in a sentence of foreign words, closest keeps cheap slips as written and the alternative reading corrects them"
    )
    func foreignSentenceRule() {
        let phrase = "Ploy made a pot of gaeng hanglay soi for the temple fair."
        #expect(TextCorrector().correct(phrase).closest == phrase)
        let dish = "Almaz cooked misir wat and gomen besiga with kocho for the guests in Harar."
        #expect(TextCorrector().correct(dish).closest == dish)
        // The guess is still offered: the alternative reading corrects a slip in such a sentence.
        let typed = TextCorrector().correct("Ploy made a pot of gaeng hanglay for the fair and teh rice was cold.")
        #expect(typed.closest.contains("teh rice"), "\(typed.closest)")
        #expect(typed.alternative.contains("the rice"), "\(typed.alternative)")
        // In a sentence of English words alone, closest corrects the slip.
        let english = TextCorrector().correct(
            "Ploy made a pot of gaeng hanglay. The fair was fun and teh rice was cold.")
        #expect(english.closest.contains("the rice"), "\(english.closest)")
    }

    @Test("in a sentence, a costly guess is left to the alternative reading; a word typed alone is still corrected")
    func sentenceGuessRule() {
        // `barrique` → `baroque` costs more than one likely slip: in a sentence the word stays as written.
        let cask = "The cooper in Nuits charges €590 for each barrique of new oak."
        #expect(TextCorrector().correct(cask).closest == cask)
        let typed = TextCorrector().correct("the roof is leaking above the back porcj")
        #expect(typed.closest == "the roof is leaking above the back porcj", "\(typed.closest)")
        #expect(typed.alternative == "The roof is leaking above the back porch.", "\(typed.alternative)")
        // Cheap slips are still corrected in the closest reading.
        #expect(TextCorrector().correct("see yuo at teh shop").closest == "see you at the shop")
        // A word typed alone is asked about: its best guess is the closest reading.
        #expect(TextCorrector().correct("porcj").closest == "porch")
    }

    @Test("a known given name opening a sentence is never changed, however cheap the edit")
    func givenNameAtSentenceStartRule() {
        let text = "Saad booked the van for Friday. Mya will bring the tent."
        #expect(TextCorrector().correct(text).closest == text)
        // A slip of a common word opening a sentence is still corrected.
        #expect(TextCorrector().correct("Teh van is booked for Friday.").closest == "The van is booked for Friday.")
    }

    @Test("a lowercase word between two capitalized words mid-sentence changes only by a cheap slip")
    func particleBetweenNamesRule() {
        let text = "The permit was signed by Jimbun anak Sabang at the longhouse."
        #expect(TextCorrector().correct(text).closest == text)
        #expect(
            TextCorrector().correct("We met Tom adn Jerry at the longhouse.").closest
                == "We met Tom and Jerry at the longhouse.")
    }

    @Test("a slip of a contraction typed without its apostrophe becomes the contraction")
    func slippedContractionRule() {
        #expect(TextCorrector().correct("cnat find my keys").closest == "can't find my keys")
        #expect(TextCorrector().correct("i wnot go there").closest == "i won't go there")
    }

    @Test("rarer words are proposed too, and in a sentence a correction into one is the alternative reading's guess")
    func rarerCandidateRule() {
        // Words written 300,000 to a million times are candidates: a word typed alone gets its nearest one.
        #expect(TextCorrector().correct("gazeob").closest == "gazebo")
        #expect(TextCorrector().correct("doorbel").closest == "doorbell")
        // Among other words, a correction into such a word is a guess (`maantee` is Estonian for a highway).
        let road = TextCorrector().correct("we drove along the maantee to the coast")
        #expect(road.closest == "we drove along the maantee to the coast", "\(road.closest)")
        #expect(road.alternative == "We drove along the manatee to the coast.", "\(road.alternative)")
    }

    @Test("the period of an honorific ends no sentence: the name after it is kept")
    func honorificPeriodRule() {
        let text = "The figures came from Dr. Anand Ramlakhan at the institute."
        #expect(closest(text) == text)
        // A real sentence end still lets the next word's slip be fixed.
        #expect(closest("We met the vet. Teh dog is fine.") == "We met the vet. The dog is fine.")
    }

    @Test("an unknown capitalized word before another capitalized word opens a name, even opening a sentence")
    func nameRunAtSentenceStartRule() {
        let text = "Sure. Fewa Boat Rides charge 600 a trip on the lake."
        #expect(closest(text) == text)
    }

    @Test("a name kept where it opens a sentence is still evidence that the sentence's other words are foreign")
    func keptOpeningNameEvidenceRule() {
        let text = "Bounthavy Sisouphanh sold khao piak at the night market in Pakse."
        #expect(closest(text) == text)
    }

    @Test("a contraction typed without its apostrophe and run on to the word before is split off and restored")
    func runOnContractionRule() {
        #expect(SpellingCorrector().candidates(for: "whileim", limit: 1).first?.text == "while i'm")
        let correction = TextCorrector().correct("Dont forget to feed the cat whileim away.")
        #expect(correction.closest.hasPrefix("Don't forget"), "\(correction.closest)")
        #expect(correction.alternative == "Don't forget to feed the cat while I'm away.", "\(correction.alternative)")
    }

    @Test("two names no list knows inside a sentence make it foreign: its rarer words stay as written")
    func unknownNamesEvidenceRule() {
        let text = "The porters stacked their loads at Zqorvat and Plimbrax and brewed chait."
        #expect(closest(text) == text)
        // One such name alone is no evidence: the slip is fixed.
        #expect(
            closest("The porters rested at Zqorvat and brewed tea wiht milk.")
                == "The porters rested at Zqorvat and brewed tea with milk.")
    }

    @Test("a label before a colon is a name when hyphenated too, where it opens a line")
    func hyphenatedLabelRule() {
        let text = "Seo-yeon: the ferry leaves at nine\nDae-ho: then we walk to the harbour"
        #expect(closest(text) == text)
        // Not before a colon, an opening word's cheap slip is still fixed.
        #expect(closest("Teh-shirt is on the line") != "Teh-shirt is on the line")
    }

    @Test("among other words, a word a large dictionary lists is kept; the alternative reading corrects it")
    func listedWordRule() {
        let correction = TextCorrector().correct("She gave up sweetened chai after the check-up.")
        #expect(correction.closest == "She gave up sweetened chai after the check-up.", "\(correction.closest)")
        #expect(
            correction.alternative == "She gave up sweetened chair after the check-up.", "\(correction.alternative)")
        // Typed alone, the listed word is still read as the slip it may be.
        #expect(TextCorrector().correct("chai").closest == "chair")
    }

    @Test("a word chat stretches for emphasis is kept; a held key in any other word is a slip")
    func stretchedWordRule() {
        let text = "Nooo, the bus left already and I'm sooo tired, pleeease come get me"
        #expect(closest(text) == text)
        #expect(TextCorrector.isStretched("yesss") && !TextCorrector.isStretched("weeekend"))
        #expect(closest("see you this weeekend") == "see you this weekend")
    }

    @Test("refined: `its` before a determiner or preposition is `it's`; a question opens with `who's` or ends a clause")
    func questionAndItIsRule() {
        #expect(TextCorrector().correct("dont forget your keys its on the shelf").refined.contains("it's on the shelf"))
        #expect(TextCorrector().correct("its lid is on the shelf").refined == "Its lid is on the shelf.")
        #expect(TextCorrector().correct("who's bringing the cake").refined == "Who's bringing the cake?")
        #expect(TextCorrector().correct("the dog is out again, have you seen it").refined.hasSuffix("seen it?"))
        #expect(TextCorrector().correct("the dog is out again, have a look").refined.hasSuffix("a look."))
    }

    @Test("a costly guess in a sentence is evidence that its other unknown words are foreign too")
    func costlyGuessEvidenceRule() {
        // `dhaba` and `lassi` are no likely slip of any word: `dal` beside them stays as written.
        let text = "We had dal and a sweet lassi at a dhaba on the highway."
        #expect(closest(text) == text)
        // Without such words, the cheap slip is fixed.
        #expect(closest("We had dal and a sweet tea at the cafe.") == "We had deal and a sweet tea at the cafe.")
    }

    @Test("in a sentence, a short word's costlier edit is left to the alternative reading; a cheap one is made")
    func shortWordGuessRule() {
        let correction = TextCorrector().correct("We had kaya toast and iced coffee for breakfast.")
        #expect(correction.closest == "We had kaya toast and iced coffee for breakfast.", "\(correction.closest)")
        #expect(correction.alternative.contains("kayak"), "\(correction.alternative)")
        #expect(closest("we went to the shop wiht my sister") == "we went to the shop with my sister")
    }

    @Test(
        "refined: a person's plural before a noun after a determiner is a possessive; the alternative reads it plural")
    func possessiveRule() {
        let sister = TextCorrector().correct("my sisters train gets in at six")
        #expect(sister.closest == "my sisters train gets in at six")
        #expect(sister.refined == "My sister's train gets in at six.", "\(sister.refined)")
        #expect(sister.alternative == "My sisters' train gets in at six.", "\(sister.alternative)")
        #expect(
            TextCorrector().correct("the notes from tuesdays meeting").refined == "The notes from Tuesday's meeting.")
        // Before a verb, an adverb or a function word, the plural stays.
        #expect(TextCorrector().correct("my sisters live in town").refined == "My sisters live in town.")
        #expect(TextCorrector().correct("our dogs always bark").refined == "Our dogs always bark.")
    }

    @Test("refined: one sentence that asks, typed with a period, ends with a question mark")
    func questionDespitePeriodRule() {
        #expect(
            TextCorrector().correct("Which bus are you taking tomorrow.").refined
                == "Which bus are you taking tomorrow?")
        #expect(TextCorrector().correct("Can you send the file.").refined == "Can you send the file?")
        // A question word opening a clause asks nothing.
        #expect(TextCorrector().correct("Where we live is quiet.").refined == "Where we live is quiet.")
    }

    @Test("two unknown words side by side that no cheap slip explains are a foreign phrase, kept as written")
    func unknownPairRule() {
        let text = "After the trek we ate dal bhat at the guesthouse."
        #expect(closest(text) == text)
        // Two cheap slips side by side are still fixed, and so is a longer word's slip beside a short word.
        #expect(closest("we wnet hmoe after the game") == "we went home after the game")
        #expect(closest("im runnign abit late").hasPrefix("i'm running"))
    }

    @Test("refined: a sentence's first `were` before anything but its subject is `we're`")
    func wereContractionRule() {
        #expect(TextCorrector().correct("were running late, start without us").refined.hasPrefix("We're running late"))
        #expect(TextCorrector().correct("were you at the match").refined == "Were you at the match?")
    }

    @Test("a listed word kept as written is evidence that the sentence's other unknown words are foreign too")
    func listedWordEvidenceRule() {
        // `nappa` is listed and no likely slip of a word; `shiok` beside it stays as written too.
        #expect(EnglishLexicon.shared.isListedRareWord("nappa"))
        let text = "The seats are trimmed in nappa and the dash in shiok vinyl."
        #expect(closest(text) == text)
    }
}
