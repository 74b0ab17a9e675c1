/// Corrects text typed with tremor-like errors (doubled letters, neighbouring keys, swapped
/// letters, missing spaces, missing capitals, apostrophes and punctuation) into three variations.
///
/// ```swift
/// let correction = TextCorrector().correct("cna yuo call me bcak")
/// correction.refined   // "Can you call me back?"
/// ```
///
/// Inputs longer than ``maximumWords`` words are corrected in their first ``maximumWords`` words only
/// and the rest is kept as typed, which bounds the time on huge inputs.
public struct TextCorrector: Sendable {
    /// The most words corrected in one call.
    public static let maximumWords = 2_000

    /// Words that make a sentence a question when they open it: the auxiliaries and question words of
    /// ``TextCorrector+ChatStyle`` and a few more (`may`, `am`, `what's`, `who's`).
    static let questionStarters: Set<String> = questionAuxiliaries.union(questionWords).union([
        "may", "am", "what's", "whats", "who's", "how's", "where's", "when's", "why's",
    ])
    /// Contractions typed without their apostrophe (`dont`), and the contraction each one is.
    static let apostropheFree: [String: String] = [
        "im": "i'm", "ive": "i've", "dont": "don't", "doesnt": "doesn't", "didnt": "didn't", "cant": "can't",
        "wont": "won't", "isnt": "isn't", "arent": "aren't", "wasnt": "wasn't", "werent": "weren't",
        "havent": "haven't", "hasnt": "hasn't", "hadnt": "hadn't", "couldnt": "couldn't", "shouldnt": "shouldn't",
        "wouldnt": "wouldn't", "youre": "you're", "theyre": "they're", "thats": "that's", "theres": "there's",
        "whats": "what's", "whos": "who's", "lets": "let's", "youve": "you've", "weve": "we've", "theyve": "they've",
        "youll": "you'll", "itll": "it'll", "ill": "i'll", "hes": "he's", "shes": "she's", "heres": "here's",
        "wheres": "where's", "hows": "how's", "hed": "he'd", "youd": "you'd", "theyd": "they'd", "theyll": "they'll",
        "itd": "it'd", "thatll": "that'll", "thatd": "that'd", "wholl": "who'll", "whod": "who'd", "aint": "ain't",
        "mustnt": "mustn't", "neednt": "needn't", "shouldve": "should've", "couldve": "could've",
        "wouldve": "would've", "mightve": "might've", "mustve": "must've", "yall": "y'all", "thered": "there'd",
    ]
    /// Contractions whose apostrophe-free form is also a common word (`ill`, `lets`): restored only where the
    /// sentence starts with them. (`hes`, `shes` and `wont` are rare enough as words to be restored anywhere.)
    private static let ambiguousContractions: Set<String> = ["ill", "lets"]
    /// Words after `its` that make it `it's` (`its too cold`, `its been a week`), not the possessive before a noun.
    private static let itIsFollowers: Set<String> = [
        "a", "an", "not", "been", "going", "getting", "too", "so", "very", "really", "just", "ok", "okay", "fine",
        "all", "only", "still", "already", "almost", "about", "like", "gonna", "always", "never", "quite", "pretty",
        "raining", "snowing", "late", "over", "done", "true", "time", "probably", "definitely", "the", "my", "your",
        "our", "his", "her", "their", "this", "that", "on", "in", "at", "for", "from", "with", "here", "there", "ready",
        "open", "closed", "often", "usually", "sometimes", "actually", "basically", "literally", "totally", "mostly",
        "kinda", "sort",
    ]

    /// How close the second-best spelling must come to the best to be offered as the alternative reading.
    private static let runnerUpMargin = 0.15

    /// The most a correction of a three-letter word may cost (one slip of a common word).
    static let shortWordMaximumCost = 1.0
    /// The most a correction of a closed compound (``SpellingCorrector/isClosedCompound(_:)``) may cost.
    static let compoundMaximumCost = 2.0
    /// The most any correction may cost: beyond it, an unknown word is likelier a correct word the list lacks
    /// (`oloroso`, `kefir`, `ropemaker`) than a slip. Real slips in the development set's sentences cost 2.04 at
    /// most; the cap keeps 95 % of codespell's misspelled common words corrected (a lower cap of 1.8 spares more
    /// correct words but corrects only 93 %).
    static let maximumCost = 2.2

    /// The cap for a word of `letters` letters: like the corrector's reach, it grows past seven letters
    /// (`comunicashon` → `communication`).
    static func maximumCost(letters: Int) -> Double { maximumCost + 0.15 * Double(max(0, letters - 7)) }

    /// Informal words of chats and notes that are written that way on purpose.
    static let informalWords: Set<String> = [
        "pls", "plz", "thx", "btw", "omg", "idk", "tbh", "imo", "imho", "fyi", "asap", "lol", "lmao",
        "brb", "ttyl", "gonna", "wanna", "gotta", "kinda", "sorta", "dunno", "lemme", "gimme", "yep", "yup",
        "nope", "nah", "yeah", "hmm", "hmmm", "ugh", "aww", "oops", "whoa", "yay", "woohoo", "hiya", "xoxo",
        "bday", "convo", "tmrw", "tmr", "msg", "txt", "pic", "pics", "vid", "vids", "ppl", "rn", "np", "ty",
        // Chat's and support's abbreviations: a one-time password, away from the keyboard, to be announced…
        "otp", "afk", "irl", "smh", "ngl", "wfh", "tba", "tbc", "fomo", "ikr", "ofc", "nvm", "tysm", "hbu", "wyd",
        "omw", "bff",
    ]

    /// Whether a word is laughter: `ha`, `he`, `hi`, `ja` or `je` repeated at least twice (`haha`, `jajaja`).
    static func isLaughter(_ word: String) -> Bool {
        let letters = Array(word.utf8)
        guard letters.count >= 4, letters.count % 2 == 0 else { return false }
        let syllable = Array(letters[0..<2])
        guard ["ha", "he", "hi", "ja", "je", "ah"].contains(String(decoding: syllable, as: UTF8.self)) else {
            return false
        }
        return stride(from: 0, to: letters.count, by: 2).allSatisfy {
            letters[$0] == syllable[0] && letters[$0 + 1] == syllable[1]
        }
    }

    /// Creates a corrector.
    public init() {}

    /// The most a correction may cost in a sentence that holds words the corrector cannot place: one likely slip.
    ///
    /// A sentence with a word no English spelling comes near (`baursaks`, `kibbeh`), a word written with letters
    /// outside English (`Époisses`, `Dálaigh`) or two known names so written (`José` and `Málaga`) is likely
    /// about foreign or specialist things, and its other unknown words are likelier more of them (`kazy`, `ajvar`,
    /// `raclette`) than slips, unless one cheap edit explains them.
    static let unplacedSentenceMaximumCost = 1.0

    /// The most a correction of a word in a sentence of three words or more may cost in the closest reading: one
    /// likely slip and a little more (real slips in the development set's sentences cost 1.41 or less, all but three;
    /// `barrique` → `baroque` costs 1.60, `cheong` → `chewing` 1.93). Costlier guesses are the alternative reading's.
    static let sentenceGuessCost = 1.5

    /// The most a correction of a word of four letters or fewer may cost in the closest reading of a sentence: a short
    /// word is one edit from many others, so a costlier edit is likelier a loanword or slang (`kaya` → `kayak`, `teow`
    /// → `tow`, `esky` → `sky` cost 1.26 to 1.41) than a slip; real slips of short words in the development set's
    /// sentences cost 1.13 or less, all but one (`milj` → `milk`, 1.34, left to the alternative reading).
    static let shortWordGuessCost = 1.2
    /// The longest word ``shortWordGuessCost`` holds for in the closest reading. From five letters on, such an edit is
    /// still the refined reading's among English words: real slips of five or six letters in the development set's
    /// sentences cost more than 1.2 one time in 28 (`laptpo`, `brokem`), loanwords of that length (`chiya`, `puans`,
    /// `tumas`) more often than not.
    static let shortWordLength = 6

    /// The least each of two neighbouring words' corrections must cost to make them a foreign phrase rather than two
    /// slips: more than one cheap slip each (`dal` → `deal` 0.81, `bhat` → `bath` 1.09).
    static let pairedGuessCost = 0.75
    /// The longest word of such a pair: foreign phrases in English text are of short words (`dal bhat`, `kway teow`).
    static let pairedWordLength = 5

    /// The most a correction of a word of seven letters or more may cost to be a likely slip in the refined reading
    /// of a sentence that holds foreign words: a dropped or doubled letter and a neighbouring key (`amazinf` →
    /// `amazing` 1.31, `spreadsheat` → `spreadsheet` 1.34).
    static let likelyLongSlipCost = 1.35

    /// The most other unknown lowercase words of a sentence beside which a likely slip is still made in the refined
    /// reading: more make the sentence foreign through and through.
    static let unknownWordsBesideLikelySlip = 2

    /// log10 of the count from which an untiered word is common enough to be a sure correction (a million).
    static let commonLogCount: Float = 6

    /// The most a correction of a word a large dictionary lists (``EnglishLexicon/isListedRareWord(_:)``) may
    /// cost: one likely slip into a word of ordinary frequency (`clises` → `closes` costs 1.19), not a guess
    /// (`luthier` → `luther` costs 1.72, `meze` → `maze` 1.38).
    static let listedWordMaximumCost = 1.2

    /// One word's correction.
    private struct WordDecision {
        /// The correction (the word itself when it is kept).
        var best: String
        /// The runner-up when the choice was close.
        var runnerUp: String?
        /// What the correction costs (0 when it is kept or fixed without a search).
        var cost: Double = 0
        /// Whether the word was kept because no spelling came within the cap: a word the list lacks.
        var isUnplaced = false
        /// Whether the correction is one of the rarer words proposed (outside the tiered list, written fewer than a
        /// million times: `crock`, `gazebo`): among other words, a guess.
        var isRareGuess = false
        /// Whether the word as typed is one a large dictionary lists (`chai`, `silan`): among other words, its
        /// correction is a guess.
        var isListedWord = false
        /// Whether the word as typed is a regular plural of an English word (``isRegularPlural(_:)``): among other
        /// words, its correction is a guess.
        var isRegularPlural = false
    }

    /// Corrects a text.
    /// - Parameter text: The text as typed (empty text gives three empty strings).
    /// - Returns: The three variations.
    public func correct(_ text: String) -> Correction {
        let pieces = Self.split(text)
        let speller = SpellingCorrector()
        var wordCount = 0
        var previousWord: String?
        var memo: [String: WordDecision] = [:]
        var decisions: [Int: WordDecision] = [:]
        // A writer who stretches one word for emphasis (`nopeee`) holds keys on purpose in the others too.
        // Only a word that holds a key, or has a capital that lowercasing could make one, is lowercased to be tested.
        let emphasizes = pieces.contains { piece in
            piece.isWord && (Self.holdsKey(piece.text) || piece.text.contains(where: \.isUppercase))
                && Self.isStretched(piece.text.lowercased())
        }
        var sentenceOfPiece: [Int: Int] = [:]
        var sentencesWithUnplacedWords = Set<Int>()
        // The words of each sentence whose nearest spelling is a rarer word: like words no spelling comes near, they
        // are evidence that the sentence's other words are foreign or specialist too.
        var rareGuesses: [Int: [Int]] = [:]
        var foreignNames: [Int: Int] = [:]
        // How many of each sentence's lowercase words are unknown: the slips and the foreign words alike.
        var unknownWordCount: [Int: Int] = [:]
        var sentence = 0
        var wordsInSentence: [Int: Int] = [:]
        let protected = WordProtection(pieces: pieces.map { ($0.text, $0.isWord) })
        for (pieceIndex, piece) in pieces.enumerated() where piece.isWord && wordCount < Self.maximumWords {
            wordCount += 1
            if protected.startsSentence(pieceIndex) { sentence += 1 }
            sentenceOfPiece[pieceIndex] = sentence
            wordsInSentence[sentence, default: 0] += 1
            // A word in foreign letters is evidence, but a known given name or place so written only from two on (a
            // `José` or a `Zoë` alone is common in English text; a small town's `Miño` is not).
            if Self.hasForeignLetters(piece.text) {
                let bare = WordProtection.possessiveBase(piece.text) ?? piece.text
                if Gazetteer.isGivenName(bare) || (Gazetteer.isPlace(bare) && !Gazetteer.isOnlyTown(bare)) {
                    foreignNames[sentence, default: 0] += 1
                    if foreignNames[sentence] == 2 { sentencesWithUnplacedWords.insert(sentence) }
                } else {
                    sentencesWithUnplacedWords.insert(sentence)
                }
            }
            // A name no list knows inside a sentence (`at Barafu`) counts as a foreign name: two of them, or one and a
            // name in foreign letters, make the sentence foreign.
            if !protected.startsSentence(pieceIndex),
                Self.isUnknownName(piece.text) || Self.isForeignShortWord(piece.text)
            {
                foreignNames[sentence, default: 0] += 1
                if foreignNames[sentence] == 2 { sentencesWithUnplacedWords.insert(sentence) }
            }
            if protected.keeps(pieceIndex) {
                // A name kept where it opens a sentence (`Souksavanh Vongphachanh sold…`) is still evidence, as an
                // unknown word is, that the sentence's other words are foreign.
                if protected.startsSentence(pieceIndex), piece.text.first?.isUppercase == true,
                    !EnglishLexicon.shared.isWord(piece.text.lowercased())
                {
                    let evidence = correctWord(
                        piece.text, previous: previousWord, speller: speller, emphasizes: emphasizes)
                    if evidence.isUnplaced { sentencesWithUnplacedWords.insert(sentence) }
                    if evidence.isRareGuess { rareGuesses[sentence, default: []].append(pieceIndex) }
                }
                previousWord = piece.text.lowercased()
                continue
            }
            if piece.text.lowercased() == "its", let next = Self.nextWord(in: pieces, after: pieceIndex),
                Self.itIsFollowers.contains(next.lowercased())
            {
                decisions[pieceIndex] = WordDecision(best: Self.matchCase("it's", like: piece.text))
                previousWord = "it's"
                continue
            }
            let key = "\(previousWord == nil ? "^" : "")\(piece.text)"
            var decision =
                memo[key] ?? correctWord(piece.text, previous: previousWord, speller: speller, emphasizes: emphasizes)
            // A capitalized word that opens a sentence and is not in the word list may be a name: it is only
            // changed by a single cheap edit, and never when it is a known given name (`Mya`, `Saad`).
            if protected.startsSentence(pieceIndex), piece.text.first?.isUppercase == true,
                decision.best != piece.text, !EnglishLexicon.shared.contains(piece.text.lowercased()),
                Self.apostropheFree[piece.text.lowercased()] == nil,
                Gazetteer.isGivenName(WordProtection.possessiveBase(piece.text) ?? piece.text)
                    || (speller.candidates(for: piece.text.lowercased(), limit: 1).first?.cost ?? 9) > 1.0
            {
                // Kept, it is still evidence about the sentence's other words when only a rarer word came near.
                decision = WordDecision(best: piece.text, isRareGuess: decision.isRareGuess)
            }
            memo[key] = decision
            decisions[pieceIndex] = decision
            if decision.isUnplaced { sentencesWithUnplacedWords.insert(sentence) }
            if piece.text.first?.isLowercase == true && (decision.isUnplaced || decision.cost > 0) {
                unknownWordCount[sentence, default: 0] += 1
            }
            // A costly guess is evidence too (`dhaba` → `data`, `lassi` → `classic`): no likely slip explains the word.
            // A split into two common words is no such evidence (`whileim` → `while I'm`).
            if decision.isRareGuess || (decision.cost > Self.sentenceGuessCost && !decision.best.contains(" ")) {
                rareGuesses[sentence, default: []].append(pieceIndex)
            }
            previousWord = decision.best.lowercased()
        }
        var closest: [String] = []
        // The refined reading's words: the closest ones with the likely slips made that only their sentence made doubtful.
        var middleWords: [String] = []
        var alternativeWords: [String] = []
        // The bolder reading: the closest words with the doubtful corrections made.
        var boldWords: [String] = []
        var hasDoubtfulCorrection = false
        var hasAlternative = false
        for (pieceIndex, piece) in pieces.enumerated() {
            guard var decision = decisions[pieceIndex] else {
                closest.append(piece.text)
                middleWords.append(piece.text)
                alternativeWords.append(piece.text)
                boldWords.append(piece.text)
                continue
            }
            let sentence = sentenceOfPiece[pieceIndex] ?? -1
            let asDecided = decision
            let inUnplacedSentence = sentencesWithUnplacedWords.contains(sentence)
            // A rarer word near another of the sentence's words makes this one's correction a guess too.
            let besideRareGuess = rareGuesses[sentence]?.contains { $0 != pieceIndex } ?? false
            if decision.cost > Self.unplacedSentenceMaximumCost && inUnplacedSentence {
                decision = WordDecision(best: piece.text)
            }
            boldWords.append(decision.best)
            // In a sentence that holds foreign or specialist words, a cheap slip is a doubtful correction: such words
            // come in phrases (`shan khauk swe`, `doro wat, shiro and injera`), so the closest reading keeps the word as
            // written, and only the alternative reading corrects it.
            // So is a costly guess among other words (`labneh` → `lane`, `barrique` → `baroque`), or one into a rarer
            // word (`croc` → `crock`): in a sentence, a word no spelling comes near by one likely slip is likelier a
            // name or a loanword the list lacks. So is any correction of a word a large dictionary lists (`chai`, `tup`,
            // `naw`): it is a word, if a rare one.
            let amongOtherWords = wordsInSentence[sentence, default: 0] >= 3
            // And so is more than a cheap slip of a lowercase word between two capitalized ones, likelier a name's
            // particle (`Magdalene anak Jugah`) than a typo.
            let betweenNames =
                decision.cost > Self.unplacedSentenceMaximumCost
                && [-1, 1].allSatisfy { step in
                    Self.neighbourWord(in: pieces, of: pieceIndex, step: step).map {
                        pieces[$0].text.first?.isUppercase == true && !protected.startsSentence($0)
                    } ?? false
                }
            // A word of five or six letters whose edit costs more than a cheap slip: doubtful, but in a sentence of
            // English words still a likely slip for the refined reading (`laptpo` → `laptop` 1.24; `chiya` → `china`
            // 1.24 is tea). A split into two common words is no such edit (`atthe`).
            let costlyShortEdit =
                amongOtherWords && piece.text.count <= Self.shortWordLength && asDecided.cost > Self.shortWordGuessCost
                && !asDecided.best.contains(" ")
            let doubtfulInItself =
                betweenNames || Self.isInUnknownPair(pieceIndex, asDecided, pieces: pieces, decisions: decisions)
                || (amongOtherWords
                    && (asDecided.cost > Self.sentenceGuessCost || asDecided.isRareGuess || asDecided.isListedWord
                        || asDecided.isRegularPlural || (piece.text.count <= 4 && costlyShortEdit)))
            if decision.best != piece.text
                && (inUnplacedSentence || besideRareGuess || doubtfulInItself || costlyShortEdit)
            {
                hasDoubtfulCorrection = true
                decision = WordDecision(best: piece.text)
            }
            // Doubtful only for its sentence's other words, a likely slip of a longer word is still the refined
            // reading's (`recipie` beside `lobio`, `colect` beside `boubou`).
            // Not in a sentence dense with unknown words, though: there the word is likelier one more foreign word
            // (`khao piak sen and tam mak hoong`, `thukpa, siddu and a glass of chhang`).
            let otherUnknownWords = unknownWordCount[sentence, default: 0] - (asDecided.cost > 0 ? 1 : 0)
            // So is a slip of one of the commonest words (`teh` beside `osuga`, `shoulf` beside `lamian`).
            let middle =
                decision.best == piece.text && asDecided.best != piece.text
                    && otherUnknownWords <= Self.unknownWordsBesideLikelySlip
                    && ((!doubtfulInItself
                        && (Self.isLikelySlip(piece.text, asDecided)
                            || (costlyShortEdit && !inUnplacedSentence && !besideRareGuess)))
                        || (!betweenNames && Self.isCommonWordSlip(piece.text, asDecided.best)))
                ? asDecided.best : decision.best
            closest.append(decision.best)
            middleWords.append(middle)
            if let runnerUp = decision.runnerUp, !hasAlternative {
                alternativeWords.append(runnerUp)
                hasAlternative = true
            } else {
                alternativeWords.append(decision.best)
            }
        }
        let closestText = closest.joined()
        let plain = Self.refine(middleWords.joined())
        let refined = Self.restoringPossessives(plain, plural: false)
        // A restored possessive may be a plural's (`the kids' school`): that is the alternative reading.
        let pluralPossessives = refined == plain ? refined : Self.restoringPossessives(plain, plural: true)
        var alternative: String
        if hasDoubtfulCorrection {
            alternative = Self.restoringPossessives(Self.refine(boldWords.joined()), plural: false)
        } else if pluralPossessives != refined {
            alternative = pluralPossessives
        } else {
            alternative = hasAlternative ? Self.refine(alternativeWords.joined()) : Self.commaReading(refined)
            if alternative == refined { alternative = Self.exclamationReading(refined) }
        }
        return Correction(closest: closestText, refined: refined, alternative: alternative)
    }

    /// Whether a correction is a likely slip whatever the sentence around it: a contraction's apostrophe, one cheap
    /// edit of a word of five letters or more, or a slip costing a little more in a word of seven letters or more
    /// (`recipie` → `recipe` costs 1.31), where few words lie that near. Shorter words are one edit from many others,
    /// foreign ones among them (`laab` → `lab`, `momo` → `mom`).
    private static func isLikelySlip(_ word: String, _ decision: WordDecision) -> Bool {
        let letters = word.count
        return decision.cost == 0 || (letters >= 5 && decision.cost <= unplacedSentenceMaximumCost)
            || (letters >= 7 && decision.cost <= likelyLongSlipCost)
    }

    /// The index of the word piece right before (`step` -1) or after (`step` 1) a piece, with only spaces between.
    static func neighbourWord(in pieces: [Piece], of index: Int, step: Int) -> Int? {
        let space = index + step
        let word = index + 2 * step
        guard word >= 0, word < pieces.count, pieces[space].text.allSatisfy({ $0 == " " }), pieces[word].isWord
        else { return nil }
        return word
    }

    /// Whether a correction and one beside it each cost more than a cheap slip, of two words of at most
    /// ``pairedWordLength`` letters: likelier a foreign phrase (`dal bhat`, `kway teow`) than two slips. A split into two
    /// common words is no such word (`abit` → `a bit`), and a longer word's slip beside a short one is two slips
    /// (`runnign abit`).
    private static func isInUnknownPair(
        _ index: Int, _ decision: WordDecision, pieces: [Piece], decisions: [Int: WordDecision]
    ) -> Bool {
        func isGuess(_ index: Int, _ decision: WordDecision) -> Bool {
            decision.best != pieces[index].text && decision.cost > pairedGuessCost && !decision.best.contains(" ")
                && pieces[index].text.count <= pairedWordLength
        }
        guard isGuess(index, decision) else { return false }
        return [-1, 1].contains { step in
            neighbourWord(in: pieces, of: index, step: step).map { neighbour in
                decisions[neighbour].map { isGuess(neighbour, $0) } ?? false
            } ?? false
        }
    }

    /// The word right after a piece, with only spaces between, if there is one.
    private static func nextWord(in pieces: [Piece], after index: Int) -> String? {
        neighbourWord(in: pieces, of: index, step: 1).map { pieces[$0].text }
    }

    /// The best correction of a word and, when the choice was close, the runner-up.
    private func correctWord(
        _ word: String, previous: String?, speller: SpellingCorrector, emphasizes: Bool
    ) -> WordDecision {
        let lower = word.lowercased()
        let lexicon = EnglishLexicon.shared
        if let contraction = Self.apostropheFree[lower] {
            if !Self.ambiguousContractions.contains(lower) || previous == nil || lower == "ill" {
                return WordDecision(best: Self.matchCase(contraction, like: word))
            }
        }
        let kept = WordDecision(best: word)
        if word.contains(where: { $0.isNumber }) || word.count > 24 { return kept }
        // A word of one or two letters (`ok`, `di`, the `op` of `co-op`) is too short to tell a slip from an
        // abbreviation or a foreign word: nearly every pair of letters is one edit from several words.
        if (WordProtection.possessiveBase(lower) ?? lower).count <= 2 { return kept }
        // A word in the dictionary is never changed, however common a word one slip away is (`bee`, `be`).
        if lexicon.tier(lower) != nil { return kept }
        // A correctly spelled word outside the tiered list (`fridge`, `sourdough`) is never changed.
        if lexicon.isWord(lower) { return kept }
        if word.first?.isUppercase ?? false && word.dropFirst().contains(where: { $0.isUppercase }) { return kept }
        // Chat words, laughter and stretched words (`pls`, `btw`, `hahaha`, `sooo`) are written that way on purpose.
        if Self.informalWords.contains(lower) || Self.isLaughter(lower) || Self.isStretched(lower) { return kept }
        // `it's freeeezing` beside `nopeee`: a held key inside an English word, where the text stretches words.
        if emphasizes && Self.isHeldKeyWord(lower) { return kept }
        let unplaced = WordDecision(best: word, isUnplaced: true)
        let candidates = speller.candidates(for: lower, limit: 2, margin: Self.runnerUpMargin)
        guard let best = candidates.first else { return unplaced }
        // A word of three letters may be an abbreviation (`lol`, `btw`), and a closed compound of two words
        // (`trailhead`) is likely a word the list lacks: either is changed only by a likely slip.
        if lower.count <= 3 && best.cost > Self.shortWordMaximumCost { return kept }
        if best.cost > Self.compoundMaximumCost && SpellingCorrector.isClosedCompound(lower) { return unplaced }
        if best.cost > Self.maximumCost(letters: lower.count) { return unplaced }
        let isListed = lexicon.isListedRareWord(lower)
        // Kept, a listed word is still evidence that the sentence's other unknown words are rare or foreign too.
        if best.cost > Self.listedWordMaximumCost && isListed {
            return WordDecision(best: word, isRareGuess: true)
        }
        let runnerUp =
            candidates.count > 1 && candidates[1].cost - best.cost < Self.runnerUpMargin ? candidates[1].text : nil
        // A slip of a contraction typed without its apostrophe is the contraction (`cnat` → `can't`, not `cant`).
        let bestText =
            Self.ambiguousContractions.contains(best.text) ? best.text : Self.apostropheFree[best.text] ?? best.text
        // A split's parts are common words by construction (`while i'm`).
        let isRareGuess =
            !best.text.contains(" ") && lexicon.tier(best.text) == nil
            && (WordFrequencies.logCount(best.text) ?? 0) < Self.commonLogCount
        return WordDecision(
            best: Self.matchCase(bestText, like: word), runnerUp: runnerUp.map { Self.matchCase($0, like: word) },
            cost: best.cost, isRareGuess: isRareGuess, isListedWord: isListed,
            isRegularPlural: Self.isRegularPlural(lower))
    }

    static func matchCase(_ replacement: String, like original: String) -> String {
        guard let first = original.first, first.isUppercase else { return replacement }
        return replacement.prefix(1).uppercased() + replacement.dropFirst()
    }

    struct Piece {
        var text: String
        var isWord: Bool
    }

    /// Splits into word pieces (letters, digits, inner apostrophes) and separator pieces.
    static func split(_ text: String) -> [Piece] {
        var pieces: [Piece] = []
        var current = ""
        var inWord = false
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            let isWordCharacter =
                character.isLetter || character.isNumber
                || ((character == "'" || character == "’") && inWord && index + 1 < characters.count
                    && characters[index + 1].isLetter)
            if isWordCharacter != inWord && !current.isEmpty {
                pieces.append(Piece(text: current, isWord: inWord))
                current = ""
            }
            inWord = isWordCharacter
            current.append(character)
        }
        if !current.isEmpty { pieces.append(Piece(text: current, isWord: inWord)) }
        return pieces
    }
}
