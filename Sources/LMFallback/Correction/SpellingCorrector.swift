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
        var found: [Candidate] = []
        // Two dropped letters are considered in words of five letters or more (`basicaly` → `basically`).
        let longest = letters.count + (letters.count >= 5 ? 2 : 1)
        for length in max(1, letters.count - 2)...longest {
            guard let words = WordFrequencies.shared.candidatesByLength[length] else { continue }
            for candidate in words {
                let target = Array(candidate)
                guard
                    target[0] == letters[0] || KeyboardLayout.areNeighbours(target[0], letters[0])
                        || (letters.count > 1 && target[0] == letters[1])
                else { continue }
                let distance = Self.distance(letters, target, limit: maxDistance)
                guard distance <= maxDistance else { continue }
                // Edit likelihood times word frequency, as a sum of costs (a log-probability).
                found.append(Candidate(text: candidate, cost: distance + priorCost(candidate)))
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

    private static let vowels: Set<Character> = ["a", "e", "i", "o", "u", "y"]

    /// Weighted Damerau–Levenshtein distance (optimal string alignment), stopping early above `limit`.
    static func distance(_ source: [Character], _ target: [Character], limit: Double) -> Double {
        let rows = source.count
        let columns = target.count
        if Double(abs(rows - columns)) * 0.3 > limit { return .infinity }
        var previousPrevious = [Double](repeating: 0, count: columns + 1)
        var previous = (0...columns).map { Double($0) }
        var current = [Double](repeating: 0, count: columns + 1)
        for row in 1...rows {
            current[0] = Double(row)
            var rowMinimum = current[0]
            for column in 1...columns {
                let sourceLetter = source[row - 1]
                let targetLetter = target[column - 1]
                let substitution: Double
                if sourceLetter == targetLetter {
                    substitution = 0
                } else if KeyboardLayout.areNeighbours(sourceLetter, targetLetter) {
                    substitution = 0.5
                } else if Self.vowels.contains(sourceLetter) && Self.vowels.contains(targetLetter) {
                    // One vowel for another is the commonest spelling slip (`independant`, `bycicle`).
                    substitution = 0.7
                } else {
                    substitution = 1
                }
                // Deleting a typed letter that doubles its neighbour is cheap (`hoome` → `home`).
                let doubled =
                    (row >= 2 && source[row - 2] == sourceLetter) || (row < rows && source[row] == sourceLetter)
                // An extra `e` typed beside another vowel is the commonest added letter (`arguement`, `judgement`).
                let extraE =
                    sourceLetter == "e"
                    && ((row >= 2 && Self.vowels.contains(source[row - 2]))
                        || (row < rows && Self.vowels.contains(source[row])))
                let deletion = previous[column] + (doubled ? 0.3 : (extraE ? 0.6 : 0.9))
                // A dropped letter is the commonest slip after a doubled one (`wich` → `which`), and a vowel dropped
                // from a pair of vowels is cheaper than other letters (`collegue` → `colleague`).
                let insertionCost: Double
                if column >= 2 && target[column - 2] == targetLetter {
                    insertionCost = 0.4
                } else if Self.vowels.contains(targetLetter)
                    && ((column >= 2 && Self.vowels.contains(target[column - 2]))
                        || (column < columns && Self.vowels.contains(target[column])))
                {
                    insertionCost = 0.6
                } else {
                    insertionCost = 0.8
                }
                let insertion = current[column - 1] + insertionCost
                var value = min(previous[column - 1] + substitution, deletion, insertion)
                if row >= 2 && column >= 2 && sourceLetter == target[column - 2] && source[row - 2] == targetLetter {
                    value = min(value, previousPrevious[column - 2] + 0.3)
                }
                current[column] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return .infinity }
            swap(&previousPrevious, &previous)
            swap(&previous, &current)
        }
        return previous[columns]
    }
}
