/// Corrects single words against the built-in English word list.
///
/// The distance is a weighted Damerau–Levenshtein distance tuned for tremor typing and common
/// misspellings: a doubled letter costs 0.3, a swap of neighbours 0.3, a neighbouring-key
/// substitution 0.5, a vowel dropped from a pair of vowels 0.6 (`collegue` → `colleague`), a vowel for
/// another vowel 0.7, a letter moved two or three places 0.7 (`tounge` → `tongue`), another dropped
/// letter 0.8, an extra `e` beside another vowel 0.6 (`arguement`), any other substitution or deletion
/// about 1. Candidates within 2.0 are ranked by distance
/// plus a cost that grows with the word's rarity in a large corpus (``EnglishLexicon/rarityCost(_:)``,
/// and 0.25 more for a word outside the tiered dictionary); ties break alphabetically, so results are
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
    func candidates(for word: String, limit: Int = 3) -> [Candidate] {
        let letters = Array(word)
        guard letters.count >= 2, letters.count <= 24 else { return [] }
        // One byte per letter: anything outside ASCII is 127, which matches no candidate.
        let bytes = letters.map { $0.asciiValue ?? 127 }
        let index = WordFrequencies.shared.candidates
        // A candidate starts with the typed first letter, a neighbouring key, or the typed second letter.
        var firsts = [bytes[0]]
        for first in KeyboardLayout.neighbourBytes[Int(min(bytes[0], 127))] + [bytes[1]] where !firsts.contains(first) {
            firsts.append(first)
        }
        var found: [Candidate] = []
        // Two dropped letters are considered in words of five letters or more (`basicaly` → `basically`).
        let longest = letters.count + (letters.count >= 5 ? 2 : 1)
        for length in max(1, letters.count - 2)...longest {
            for first in firsts {
                for entry in index.entries(length: length, first: first) {
                    let distance = EditDistance.distance(bytes, entry.bytes, limit: maxDistance)
                    guard distance <= maxDistance else { continue }
                    // Edit likelihood times word frequency, as a sum of costs (a log-probability).
                    found.append(Candidate(text: entry.text, cost: distance + entry.prior))
                }
            }
        }
        for moved in Self.movedLetterForms(letters) where lexicon.isWord(moved) {
            found.append(Candidate(text: moved, cost: Self.movedLetterCost + priorCost(moved)))
        }
        if let split = bestSplit(letters) { found.append(split) }
        found.sort { $0.cost < $1.cost || ($0.cost == $1.cost && $0.text < $1.text) }
        // One entry per word, at its cheapest reading.
        var seen = Set<String>()
        return Array(found.filter { seen.insert($0.text).inserted }.prefix(limit))
    }

    /// The cost of a candidate word itself: its rarity, plus 0.25 for a word outside the tiered dictionary
    /// (counted words such as names written in lowercase, `kent`, `jude`, are rarely what was meant).
    private func priorCost(_ word: String) -> Double {
        lexicon.rarityCost(word) + (lexicon.contains(word) ? 0 : 0.25)
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

    /// The best split of a run-together word into two known words (`pleaseadd` → `please add`).
    private func bestSplit(_ letters: [Character]) -> Candidate? {
        guard letters.count >= 4 else { return nil }
        var best: Candidate?
        for cut in 1..<letters.count {
            let left = String(letters[..<cut])
            let right = String(letters[cut...])
            guard let leftTier = lexicon.tier(left), let rightTier = lexicon.tier(right) else { continue }
            if (left.count == 1 && left != "a" && left != "i") || (right.count == 1 && right != "a") { continue }
            // Both parts must be common words; a split costs more than one dropped or wrong letter, so `becase`
            // is `because`, not `be case`, while `pleaseadd` (nothing one edit away) is `please add`.
            guard leftTier <= 2 && rightTier <= 2 else { continue }
            let cost = 1.1 + 0.2 * Double(leftTier + rightTier - 2)
            if best == nil || cost < best?.cost ?? .infinity { best = Candidate(text: left + " " + right, cost: cost) }
        }
        return best
    }
}
