/// The words the sentiment scorer reads: polar words (matched by stem), courtesy words, intensifiers,
/// downtoners, negators and the words that open a hypothetical clause.
///
/// Polar words are general English evaluative vocabulary plus the words that carry tone in mail,
/// notes, support threads and reviews (`delayed`, `refund`, `outage`, `thrilled`, `resolved`). Some
/// inflected lexicon words stem to an unrelated word (`pleased` → `pleas` ← `please`,
/// `friendly` → `friend`); ``neverPolar`` lists those so they are never read as tone.
enum SentimentLexicon {
    private static func stems(_ words: String) -> Set<String> {
        Set(words.split(whereSeparator: { $0 == " " || $0 == "\n" }).map { Stemmer.stem(String($0)) })
    }

    /// Words with a favourable tone (stems).
    static let positive: Set<String> = stems(
        """
        good great excellent amazing wonderful fantastic brilliant perfect perfectly love loved lovely \
        happy glad pleased delighted thrilled excited enjoy enjoyed enjoyable beautiful beautifully best better \
        success successful successfully win won winning improve improved improvement improvements resolved fixed \
        recommend recommended impressive impressed nice helpful friendly smooth strong stronger promising \
        progress approve approved congratulations congrats awesome superb outstanding benefit benefits positive \
        comfortable reliable fast quick quickly easy easier efficient safe safer celebrate celebrated generous \
        relieved breakthrough exciting proud fun favourite favorite keen solid praised \
        lively springy fresh fresher breathable securely sturdy durable responsive cheerful thoughtful \
        spotless clean tasty delicious charming stunning gorgeous affordable robust stable restored recovered \
        boost boosted gain gains exceeded exceed exceeds upbeat optimistic encouraging milestone achievement \
        achieved award winner relief satisfied satisfying worthwhile valuable useful impressive terrific superb \
        flawless seamless seamlessly effortless intuitive handy accurate precise polite attentive welcoming \
        cosy cozy peaceful relaxing relaxed spacious bright vibrant memorable magical incredible fabulous \
        phenomenal lucky fortunate hopeful confident smoothly ahead succeeded thrive thriving strengthen \
        strengthened upgrade upgraded reward rewarding enthusiastic enthusiasm pleasure joy highlight worth
        """)

    /// Words with an unfavourable tone (stems).
    static let negative: Set<String> = stems(
        """
        bad poor poorly terrible awful horrible worst worse fail failed failure failures failing broken \
        break problem problems issue issues error errors wrong late delay delayed delays disappointing \
        disappointed disappointment unfortunately sadly sad angry frustrated frustrating annoying annoyed \
        complain complained complaint complaints lost loss losses damage damaged risk risks concern concerns \
        worried worry unhappy slow slower expensive overspend overrun cancel cancelled canceled crash crashed \
        outage difficult hard painful pain injury injured missing miss missed dispute incorrect \
        rushed hurt mess messy dropped decline declined shortfall overdue unacceptable rude stretched \
        lukewarm cramped noisy loud struggle struggled struggling weak fault faulty leak leaking crack \
        cracked mould rot penalty refund stress stressful spike \
        fragile flimsy worn slipped blister blisters defect defective unreliable unusable useless glitch \
        glitches buggy flaky unresponsive unstable confusing confused hassle nightmare shortage shortages \
        deficit blocked blocker stuck freeze freezes frozen overheat overheating underpowered mediocre \
        underwhelming overpriced uncomfortable dirty filthy exhausted sick tired postponed cancellation \
        criticised criticized opposed objection objections anomaly contamination contaminated waterlogged \
        strange strangely odd worse worsened deteriorated collapse collapsed angry furious upset regret \
        regrettable inconvenience inconvenient crowded rude dull bland soggy stale greasy leaked breach \
        vulnerability vulnerable downtime degraded disruption disrupted lag laggy timeout timeouts warning
        """)

    /// Courtesy words and their polarity: polite formulas that say little about how things went
    /// (`Thanks for staying late`, `Sorry for the delay`).
    static let courtesy: [String: Int] = [
        "thanks": 1, "thank": 1, "thx": 1, "welcome": 1, "appreciate": 1, "appreciated": 1, "cheers": 1,
        "sorry": -1, "apologies": -1, "apologise": -1, "apologize": -1, "apologised": -1, "apologized": -1,
        "apology": -1,
    ]

    /// Nouns that name a topic more than they judge it (`the main issue`, `risk register`, `refund
    /// policy`): they weigh less than evaluative adjectives and verbs.
    static let topical: Set<String> = stems(
        """
        issue issues problem problems risk risks concern concerns error errors outage refund loss losses \
        penalty injury delay delays complaint complaints failure failures damage benefit benefits progress \
        improvement improvements success
        """)

    /// The weight of a topical noun relative to an evaluative word.
    static let topicalWeight = 0.6

    /// The weight of a courtesy word relative to an evaluative one.
    static let courtesyWeight = 0.3

    /// Lexicon words, or words stemming like one, that carry no tone.
    static let neverPolar: Set<String> = [
        "please", "pleas", "friend", "friends", "confirm", "confirms", "confirmed", "confirmation", "record",
        "records", "well", "fine", "kindly", "lastly", "breaking", "live", "lives", "living", "block", "blocks",
        "warn", "warns", "warned", "crowd", "crowds", "cleans", "cleaning", "fresh", "bright", "kind",
    ]

    /// Words that strengthen the polar word that follows (`very slow`).
    static let intensifiers: Set<String> = [
        "very", "really", "extremely", "so", "incredibly", "absolutely", "totally", "completely", "highly",
        "truly", "super", "genuinely", "deeply", "seriously", "especially", "particularly", "hugely",
        "thoroughly", "noticeably", "utterly", "remarkably", "exceptionally", "terribly", "awfully",
        "massively", "insanely", "too",
    ]

    /// Words that soften the polar word that follows (`slightly slow`).
    static let downtoners: Set<String> = [
        "slightly", "somewhat", "bit", "fairly", "mildly", "little", "rather", "partly", "partially",
        "marginally", "reasonably", "moderately", "kinda", "sort", "kind", "touch", "barely", "almost",
    ]

    /// How much an intensifier and a downtoner scale the next polar word.
    static let intensifierScale = 1.5
    /// See ``intensifierScale``.
    static let downtonerScale = 0.5

    /// Words that flip the tone of the next few words.
    static let negators: Set<String> = [
        "not", "no", "never", "without", "don't", "didn't", "doesn't", "isn't", "wasn't", "aren't", "weren't",
        "can't", "couldn't", "won't", "wouldn't", "hardly", "nothing", "nobody", "neither", "nor", "cannot",
    ]

    /// Words after a negator that cancel it (`not only`, `not just`).
    static let negationBreakers: Set<String> = ["only", "just", "merely", "least"]

    /// Words that open a hypothetical clause: what follows until the clause ends is not asserted.
    static let conditionals: Set<String> = ["if", "unless", "whether", "hopefully"]

    /// The weight of polar words inside a hypothetical clause.
    static let conditionalWeight = 0.5

    /// Forms of `be` and `go` that make `down` mean out of service (`the site is down`).
    static let downAuxiliaries: Set<String> = [
        "is", "was", "were", "are", "been", "be", "went", "goes", "going", "gone", "being", "it's", "still",
    ]

    /// Verbs of an expected outcome: negated, they report a failure (`never worked`, `did not arrive`).
    static let expectations: Set<String> = stems(
        """
        work worked working arrive arrived respond responded reply replied load loaded start started open opened \
        charge charged connect connected deliver delivered show showed turn turned sync synced save saved print \
        install installed contact contacted receive received reach reached help helped fix fixed answer answered
        """)

    /// Words that are favourable after a given word (`look forward`, `sure thing`, `well done`).
    static let positivePairs: Set<String> = [
        "look forward", "looking forward", "sure thing", "well done", "nicely done", "good job", "great job",
        "on track", "ahead of", "no problem", "no worries", "worked perfectly",
    ]

    /// Emoji and emoticons that carry tone.
    static let positiveSymbols: Set<Character> = ["❤", "😊", "🙂", "😀", "😃", "😄", "🎉", "👍", "🙌", "🥳", "😍", "💪", "✅"]
    /// See ``positiveSymbols``.
    static let negativeSymbols: Set<Character> = ["😞", "😡", "😠", "😢", "😭", "👎", "😩", "😫", "🙁", "☹", "❌"]

    /// The polarity of a lowercased word: +1, -1, or 0 when it carries no tone (or both).
    static func polarity(of word: String, previous: String?) -> Int {
        if word == "down" { return previous.map(downAuxiliaries.contains) == true ? -1 : 0 }
        guard !neverPolar.contains(word) else { return 0 }
        if let polarity = courtesy[word] { return polarity }
        let stem = Stemmer.stem(word)
        let isPositive = positive.contains(stem) || positive.contains(word)
        let isNegative = negative.contains(stem) || negative.contains(word)
        if isPositive == isNegative { return 0 }
        return isPositive ? 1 : -1
    }
}
