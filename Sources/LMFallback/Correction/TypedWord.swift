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
        self.deletion = deletion
        var matches = [[Match]](repeating: [], count: bytes.count + 1)
        for rule in SpellingConfusions.rules {
            let count = rule.typed.count
            guard count <= bytes.count else { continue }
            for end in count...bytes.count where !rule.atEnd || end == bytes.count {
                guard bytes[(end - count)..<end].elementsEqual(rule.typed) else { continue }
                matches[end].append(Match(typedCount: count, meant: rule.meant, cost: rule.cost, atEnd: rule.atEnd))
            }
        }
        self.matches = matches
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
