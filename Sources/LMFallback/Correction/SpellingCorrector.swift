/// Corrects single words against the built-in English word list.
///
/// The distance is a weighted Damerau–Levenshtein distance tuned for tremor typing and common
/// misspellings (``EditDistance``): a doubled letter costs 0.3, a swap of neighbours 0.3, a missing second
/// letter of a double 0.4, a vowel dropped from a pair of vowels 0.5 (`collegue` → `colleague`), another
/// dropped letter 0.6, a neighbouring-key or sound-alike substitution 0.6, a vowel for another vowel 0.7, a
/// letter moved two or three places 0.7 (`tounge` → `tongue`), an extra `e` beside another vowel 0.6
/// (`arguement`), any other substitution or extra letter about 1, with 0.3 more at the first or last letter;
/// multi-letter confusions (``SpellingConfusions``) cost as one slip. Candidates within 2.0 (more for words
/// longer than seven letters) are ranked by distance plus a cost that grows with the word's rarity in a large
/// corpus (``EnglishLexicon/rarityCost(_:)``, and 0.25 more for a word outside the tiered dictionary), which
/// is edit probability times word frequency as a sum of log costs; ties break alphabetically, so results are
/// deterministic.
struct SpellingCorrector: Sendable {
    /// A correction candidate.
    struct Candidate: Equatable {
        /// The replacement (one word, or two words separated by a space for a split).
        var text: String
        /// Its total cost (distance plus frequency penalty).
        var cost: Double
    }

    private let lexicon = EnglishLexicon.shared
    /// The largest distance considered.
    var maxDistance = 2.0

    /// Up to `limit` candidates for a lowercase word, best first; empty when nothing is close.
    /// - Parameters:
    ///   - word: The typed word, lowercase.
    ///   - limit: The most candidates returned.
    ///   - margin: How much more than the best one the other candidates may cost (the fewer candidates a
    ///     caller needs, the sooner the search drops words).
    /// - Returns: The candidates, cheapest first, ties alphabetically.
    func candidates(for word: String, limit: Int = 3, margin: Double = .infinity) -> [Candidate] {
        let letters = Array(word)
        guard letters.count >= 2, letters.count <= 24 else { return [] }
        // One byte per letter: anything outside ASCII is 127, which matches no candidate.
        let bytes = letters.map { $0.asciiValue ?? 127 }
        let index = WordFrequencies.shared.candidates
        // A candidate starts with the typed first letter, a neighbouring key, or the typed second letter.
        var firsts = [bytes[0]]
        for first in KeyboardLayout.neighbourBytes[Int(min(bytes[0], 127))] + [bytes[1]] + Self.alikeFirsts(bytes[0])
        where !firsts.contains(first) {
            firsts.append(first)
        }
        let typed = TypedWord(bytes)
        // Long words have room for more slips (`accomodatoin`): the limit grows past seven letters.
        let reach = maxDistance + 0.15 * Double(max(0, letters.count - 7))
        var found: [Candidate] = []
        // Two dropped letters are considered in words of five letters or more (`basicaly` → `basically`), and
        // three in words of eight letters or more (`imedatly` → `immediately`); as many extra letters likewise.
        let spread = letters.count >= 8 ? 3 : 2
        let longest = letters.count + (letters.count >= 5 ? spread : 1)
        // The costs of the `limit` cheapest words found so far: a word that costs more than all of them, or more
        // than the cheapest plus the margin, can't be among the answers, so its distance is only computed up to
        // what would still let it in.
        var cheapest: [Double] = []
        var threshold = Double.infinity
        // Most words are ruled out by their sets of letters alone, before any distance is computed.
        func consider(_ entries: ArraySlice<SpellingCandidates.Entry>, length: Int, skippingFirsts: Bool) {
            index.words.withUnsafeBufferPointer { words in
                entries.withUnsafeBufferPointer { entries in
                    for index in entries.indices {
                        let reachable = min(reach, threshold - entries[index].prior + 1e-9)
                        guard typed.maskBound(entries[index].mask, length: length) <= reachable else { continue }
                        let entry = entries[index]
                        let start = Int(entry.offset)
                        let word = UnsafeBufferPointer(rebasing: words[start..<start + Int(entry.length)])
                        if skippingFirsts && firsts.contains(word[0]) { continue }
                        let distance = EditDistance.distance(typed, word, limit: reachable)
                        guard distance <= reachable else { continue }
                        // Edit likelihood times word frequency, as a sum of costs (a log-probability).
                        let cost = distance + entry.prior
                        found.append(Candidate(text: String(decoding: word, as: UTF8.self), cost: cost))
                        cheapest.insert(cost, at: cheapest.firstIndex { $0 > cost } ?? cheapest.count)
                        if cheapest.count > limit { cheapest.removeLast() }
                        threshold = min(
                            cheapest.count == limit ? cheapest[limit - 1] : .infinity, cheapest[0] + margin)
                    }
                }
            }
        }
        // The likeliest lengths first, so that the threshold falls early.
        let lengths = (max(1, letters.count - spread)...longest).sorted {
            (abs($0 - letters.count), $0) < (abs($1 - letters.count), $1)
        }
        for length in lengths {
            for first in firsts {
                consider(index.entries(length: length, first: first), length: length, skippingFirsts: false)
            }
            // A dropped first letter (`nteger` → `integer`): the typed first letter is the word's second.
            guard length > letters.count else { continue }
            consider(index.entries(length: length, second: bytes[0]), length: length, skippingFirsts: true)
        }
        for moved in Self.movedLetterForms(letters) where lexicon.isWord(moved) {
            found.append(Candidate(text: moved, cost: Self.movedLetterCost + priorCost(moved)))
        }
        if let plural = Self.regularizedPlural(word), lexicon.contains(plural) {
            found.append(Candidate(text: plural, cost: Self.regularizedPluralCost + priorCost(plural)))
        }
        if let split = bestSplit(letters) { found.append(split) }
        found.sort { $0.cost < $1.cost || ($0.cost == $1.cost && $0.text < $1.text) }
        // One entry per word, at its cheapest reading.
        var seen = Set<String>()
        let best = found.first?.cost ?? 0
        return Array(found.filter { $0.cost <= best + margin && seen.insert($0.text).inserted }.prefix(limit))
    }

    /// First letters a word may have when typed with `first`: any vowel for a vowel (`enyway`), a letter for
    /// the same sound (`k` for `c`, `f` for `ph`).
    private static func alikeFirsts(_ first: UInt8) -> [UInt8] {
        if EditDistance.isVowel(first) { return Array("aeiou".utf8) }
        var result = EditDistance.soundAlikeFirsts(first)
        if first == UInt8(ascii: "f") { result.append(UInt8(ascii: "p")) }
        return result
    }

    /// The cost of a candidate word itself: its rarity, plus 0.25 for a word outside the tiered dictionary
    /// (counted words such as names written in lowercase, `kent`, `jude`, are rarely what was meant).
    private func priorCost(_ word: String) -> Double {
        lexicon.rarityCost(word) + (lexicon.contains(word) ? 0 : 0.25)
    }

    /// The cost of a plural written by the regular rule where the word changes its `f` (`yourselfs` → `yourselves`):
    /// one slip of grammar rather than of the keys.
    static let regularizedPluralCost = 0.3

    /// The plural a word in `-fs` or `-fes` was meant to be when the word changes its `f` to `v` (`yourselfs`,
    /// `wifes`, `halfs` → `yourselves`, `wives`, `halves`), or `nil`.
    static func regularizedPlural(_ word: String) -> String? {
        for ending in ["fes", "fs"] where word.count >= ending.count + 2 && word.hasSuffix(ending) {
            return word.dropLast(ending.count) + "ves"
        }
        return nil
    }

    /// The cost of one letter typed two or three places from where it belongs (`tounge` → `tongue`).
    static let movedLetterCost = 0.7

    /// Every form of a word with one letter moved two or three places (a swap of neighbours is part of
    /// the distance already).
    static func movedLetterForms(_ letters: [Character]) -> Set<String> {
        var forms = Set<String>()
        guard letters.count >= 3 else { return forms }
        for from in letters.indices {
            var rest = letters
            let letter = rest.remove(at: from)
            for to in max(0, from - 3)...min(rest.count, from + 3) where abs(to - from) >= 2 {
                var form = rest
                form.insert(letter, at: to)
                if form != letters { forms.insert(String(form)) }
            }
        }
        return forms
    }

    /// The best split of a run-together word into two common words (`pleaseadd` → `please add`), or a common word
    /// and a contraction typed without its apostrophe (`whileim` → `while i'm`).
    ///
    /// Both parts must be written at least fifty million times, and a part of three letters or fewer at least a
    /// hundred million times (a syllable of a longer word is often a rare short word: `ion`, `con`, `tin`). A
    /// split costs a missing space, 1.4, plus the rarity of both words: two words are less likely than one. A
    /// contraction costs no rarity: chat runs them on to the word before (`whileim`, `ifim`).
    private func bestSplit(_ letters: [Character]) -> Candidate? {
        guard letters.count >= 4 else { return nil }
        var best: Candidate?
        for cut in 1..<letters.count {
            let left = String(letters[..<cut])
            var right = String(letters[cut...])
            let contraction = TextCorrector.apostropheFree[right].flatMap {
                Self.ambiguousSplitContractions.contains(right) ? nil : $0
            }
            guard Self.isCommonPart(left, lexicon), contraction != nil || Self.isCommonPart(right, lexicon) else {
                continue
            }
            if (left.count == 1 && left != "a" && left != "i") || (right.count == 1 && right != "a") { continue }
            let cost = 1.4 + lexicon.rarityCost(left) + (contraction == nil ? lexicon.rarityCost(right) : 0)
            if let contraction { right = contraction }
            if best == nil || cost < best?.cost ?? .infinity { best = Candidate(text: left + " " + right, cost: cost) }
        }
        return best
    }

    /// Contractions whose apostrophe-free form is a common word or ends many words (`ill`, `lets`, `wont`, `hes`):
    /// never split off.
    static let ambiguousSplitContractions: Set<String> = ["ill", "lets", "wont", "hes", "shes", "ive"]

    /// Whether a word is two dictionary words of four letters or more, each written at least ten million
    /// times, run together (`trailhead`, `boatyard`): a closed compound the word list may lack.
    static func isClosedCompound(_ word: String) -> Bool {
        let letters = Array(word)
        guard letters.count >= 8 else { return false }
        let lexicon = EnglishLexicon.shared
        for cut in 4...(letters.count - 4) {
            let parts = [String(letters[..<cut]), String(letters[cut...])]
            if parts.allSatisfy({ lexicon.contains($0) && (lexicon.logCount($0) ?? 0) >= 7 }) { return true }
        }
        return false
    }

    private static func isCommonPart(_ word: String, _ lexicon: EnglishLexicon) -> Bool {
        guard lexicon.contains(word), let logCount = lexicon.logCount(word) else { return false }
        return logCount >= (word.count <= 3 ? 8 : commonPartLogCount)
    }

    /// log10 of how many times a part of four letters or more of a split must be written: 50 million
    /// (`please`, `meet`, `head`), so that a compound made of rarer words (`trailhead`) is left whole.
    static let commonPartLogCount = 7.7
}
