/// A typed word prepared once for the distances to many candidates: its bytes, the cost of deleting each of
/// its letters (an extra letter typed), and the multi-letter confusions (``SpellingConfusions``) whose typed
/// side it contains, all of which depend on the typed word alone.
struct TypedWord {
    /// A confusion whose typed side ends at a position of the typed word.
    struct Match {
        /// How many typed letters the rule covers.
        let typedCount: Int
        /// The letters meant.
        let meant: [UInt8]
        /// The rule's cost.
        let cost: Double
        /// Whether the candidate must end where the meant letters end.
        let atEnd: Bool
    }

    /// The typed bytes (anything outside ASCII as 127).
    let bytes: [UInt8]
    /// `deletion[i]`: the cost of deleting the typed letter at `i`.
    let deletion: [Double]
    /// `matches[i]`: the confusions whose typed side ends just before position `i` (0…count).
    let matches: [[Match]]
    /// `letterCounts[b]`: how many times the ASCII byte `b` occurs in the typed word.
    let letterCounts: [UInt8]
    /// The typed word's letters as a set (``SpellingCandidates/letterMask(_:)``).
    let letterMask: UInt32
    /// How much the confusions the typed word contains can save, all together, below what
    /// ``lowerBound(surplus:deficit:)`` charges for the same letters (see ``EditDistance``'s cheap bound).
    let confusionSaving: Double
    /// Prepares a typed word.
    /// - Parameter bytes: The typed word's bytes, lowercase (anything outside ASCII as 127).
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var deletion = [Double](repeating: 0.9, count: bytes.count)
        let repeated = Self.repeatedRuns(bytes)
        for (index, letter) in bytes.enumerated() {
            let before = index > 0 ? bytes[index - 1] : nil
            let after = index + 1 < bytes.count ? bytes[index + 1] : nil
            if before == letter || repeated[index] {
                // A doubled letter (`hoome` → `home`) or a run of keys typed twice (`mememory` → `memory`).
                deletion[index] = 0.3
            } else if letter == UInt8(ascii: "e")
                && (before.map(EditDistance.isVowel) == true || after.map(EditDistance.isVowel) == true)
            {
                // An extra `e` typed beside another vowel is the commonest added letter (`arguement`).
                deletion[index] = 0.6
            } else if before.map({ KeyboardLayout.areNeighbours($0, letter) }) == true
                || after.map({ KeyboardLayout.areNeighbours($0, letter) }) == true
            {
                // A key touching the one typed before or after it, caught by the same finger (`anbd` → `and`).
                deletion[index] = 0.7
            }
        }
        // An extra letter before the word is rarer than one inside it: the first letter is most often typed right.
        if !deletion.isEmpty { deletion[0] += EditDistance.edgePenalty }
        self.deletion = deletion
        var matches = [[Match]](repeating: [], count: bytes.count + 1)
        var saving = 0.0
        for rule in SpellingConfusions.rules {
            let count = rule.typed.count
            guard count <= bytes.count else { continue }
            let (surplus, deficit) = Self.bagDifference(rule.typed, rule.meant)
            let ruleSaving = max(0, Self.lowerBound(surplus: surplus, deficit: deficit) - rule.cost)
            for end in count...bytes.count where !rule.atEnd || end == bytes.count {
                guard bytes[(end - count)..<end].elementsEqual(rule.typed) else { continue }
                matches[end].append(Match(typedCount: count, meant: rule.meant, cost: rule.cost, atEnd: rule.atEnd))
                saving += ruleSaving
            }
        }
        self.matches = matches
        var letterCounts = [UInt8](repeating: 0, count: 128)
        for byte in bytes { letterCounts[Int(min(byte, 127))] &+= 1 }
        self.letterCounts = letterCounts
        self.letterMask = SpellingCandidates.letterMask(bytes)
        self.confusionSaving = saving
    }

    /// The cheapest a word can cost when it has `surplus` letters the candidate lacks and lacks `deficit`
    /// letters the candidate has (as bags of letters, order ignored), leaving confusions aside: every such
    /// letter needs an edit, an extra letter costs at least 0.3 (a doubled letter), a missing one 0.4 (the
    /// second of a double), and a substitution, which fixes one of each, 0.5 (a neighbouring key). Swaps and
    /// moves keep the bag as it is and cost something, so they only add.
    static func lowerBound(surplus: Int, deficit: Int) -> Double {
        let paired = min(surplus, deficit)
        return 0.5 * Double(paired) + 0.3 * Double(surplus - paired) + 0.4 * Double(deficit - paired)
    }

    /// A cheaper and looser bound than ``EditDistance/lettersBound(_:_:)``, from sets of letters alone: a
    /// letter of one word missing from the other takes at least one edit, and the extra letters outnumber
    /// the missing ones by exactly the difference in length.
    /// - Parameters:
    ///   - mask: The candidate's letters (``SpellingCandidates/letterMask(_:)``).
    ///   - length: The candidate's length.
    func maskBound(_ mask: UInt32, length: Int) -> Double {
        let longer = bytes.count - length
        let surplus = max((letterMask & ~mask).nonzeroBitCount, (mask & ~letterMask).nonzeroBitCount + longer)
        return Self.lowerBound(surplus: surplus, deficit: surplus - longer) - confusionSaving
    }

    /// How many letters `typed` has beyond `meant`, and `meant` beyond `typed`, as bags of letters.
    static func bagDifference(_ typed: [UInt8], _ meant: [UInt8]) -> (surplus: Int, deficit: Int) {
        var counts = [Int](repeating: 0, count: 128)
        for byte in typed { counts[Int(min(byte, 127))] += 1 }
        var matched = 0
        for byte in meant {
            if counts[Int(min(byte, 127))] > 0 { matched += 1 }
            counts[Int(min(byte, 127))] -= 1
        }
        return (typed.count - matched, meant.count - matched)
    }

    /// For each position, whether it lies in the second copy of a run of two or three letters typed twice in
    /// a row (`memem`, `proprox`): a stutter, deleted as cheaply as a doubled letter.
    static func repeatedRuns(_ bytes: [UInt8]) -> [Bool] {
        var result = [Bool](repeating: false, count: bytes.count)
        for length in 2...3 where bytes.count >= 2 * length {
            for start in length...(bytes.count - length)
            where bytes[(start - length)..<start].elementsEqual(bytes[start..<(start + length)]) {
                for index in start..<(start + length) { result[index] = true }
            }
        }
        return result
    }
}
