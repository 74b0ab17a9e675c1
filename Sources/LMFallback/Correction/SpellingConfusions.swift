/// Misspellings of more than one letter that are one slip to the writer: English spells some sounds and
/// endings several ways, so `ph` for `f`, `ys` for `ies` or a missing `e` before a final `d` cost about
/// as much as one wrong key, not two or three edits.
///
/// Each rule says what was typed, what was meant and what it costs; ``TypedWord`` finds where a typed word
/// matches the typed side, and ``EditDistance`` uses a rule wherever the candidate matches the meant side.
enum SpellingConfusions {
    /// One confusion: `typed` written where `meant` was meant.
    struct Rule: Sendable {
        /// The letters as typed (empty: the meant letters were left out).
        let typed: [UInt8]
        /// The letters meant (empty: the typed letters are extra).
        let meant: [UInt8]
        /// The cost of the slip, on the scale of ``EditDistance``.
        let cost: Double
        /// Whether the rule applies only at the end of both words (an inflection).
        let atEnd: Bool

        init(_ typed: String, _ meant: String, _ cost: Double, atEnd: Bool = false) {
            self.typed = Array(typed.utf8)
            self.meant = Array(meant.utf8)
            self.cost = cost
            self.atEnd = atEnd
        }
    }

    /// Every rule.
    static let rules: [Rule] = endings + sounds

    /// Inflected endings: the silent `e` before a final `s` or `d` or at the very end, and `y` for `ie`.
    static let endings: [Rule] = [
        Rule("es", "s", 0.4, atEnd: true),  // `workes` → `works`
        Rule("s", "es", 0.4, atEnd: true),  // `boxs` → `boxes`
        Rule("d", "ed", 0.3, atEnd: true),  // `arrangd` → `arranged`, `orderd` → `ordered`
        Rule("ed", "d", 0.4, atEnd: true),  // `arriveed` → `arrived`
        Rule("ys", "ies", 0.3, atEnd: true),  // `applys` → `applies`
        Rule("yed", "ied", 0.3, atEnd: true),  // `copyed` → `copied`
        Rule("e", "", 0.5, atEnd: true),  // `monthe` → `month`
        Rule("", "e", 0.5, atEnd: true),  // `remot` → `remote`
    ]

    /// Sounds with more than one spelling: `ie`/`ei`, `f`/`ph`, `k`/`ck`/`c`, `x`/`ks`/`cs`, `-le`/`-el`,
    /// `-ight`/`-ite`, `-augh`/`-aff`, `-ough`/`-uf`, `-tial`/`-cial`, and `s` for a soft `c`.
    static let sounds: [Rule] = [
        Rule("ei", "ie", 0.2),  // `beleive` → `believe`: cheaper than another swap of neighbours
        Rule("ie", "ei", 0.2),
        Rule("f", "ph", 0.5),  // `fotograf` → `photograph`
        Rule("ph", "f", 0.5),
        Rule("k", "ck", 0.4),  // `poket` → `pocket`
        Rule("c", "ck", 0.4),
        Rule("ck", "k", 0.4),
        Rule("ks", "x", 0.5),  // `saks` → `sax`
        Rule("cs", "x", 0.5),
        Rule("x", "ks", 0.5),
        Rule("el", "le", 0.2, atEnd: true),  // `candel` → `candle`: the ending heard, not seen
        Rule("ite", "ight", 0.5, atEnd: true),  // `tonite` → `tonight`
        Rule("aff", "augh", 0.5, atEnd: true),  // `laff` → `laugh`
        Rule("uf", "ough", 0.5, atEnd: true),  // `enuf` → `enough`
        Rule("uff", "ough", 0.5, atEnd: true),  // `tuff` → `tough`
        Rule("tial", "cial", 0.4),  // `crutial` → `crucial`: the same sound before `-ial`
        Rule("cial", "tial", 0.4),  // `substancial` → `substantial`
        Rule("se", "ce", 0.5),  // `presedent` → `precedent`: a soft `c` heard as `s`
        Rule("si", "ci", 0.5),  // `desision` → `decision`
    ]

    /// The longest typed side of any rule.
    static let longestTyped = rules.map(\.typed.count).max() ?? 0
}
