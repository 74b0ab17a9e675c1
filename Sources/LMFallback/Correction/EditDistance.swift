/// The spelling corrector's weighted Damerau–Levenshtein distance (optimal string alignment) over ASCII
/// bytes: how unlikely it is that someone meaning `target` typed `source`, as a sum of per-slip costs.
///
/// Costs, from typed to meant:
/// - a letter for its neighbouring key or for another spelling the same sound 0.6, a vowel for another vowel
///   0.7, any other substitution 1;
/// - an extra letter: see ``TypedWord`` (0.3 for a doubled letter or a run typed twice, 0.6 for an `e`
///   beside another vowel, 0.7 for a key touching its neighbour, else 0.9; 0.3 more for an extra letter
///   before the word);
/// - a missing second letter of a double 0.4 (`wich`… `adress`), a missing vowel beside another vowel 0.5
///   (`collegue`), any other missing letter 0.6 (a key not struck is commoner than a wrong one);
/// - two neighbours swapped 0.3;
/// - a multi-letter confusion from ``SpellingConfusions`` at its own cost.
enum EditDistance {
    /// Whether each ASCII byte is a vowel (`y` included).
    private static let vowels: [Bool] = (0..<128).map { "aeiouy".utf8.contains(UInt8($0)) }

    /// `substitution[typed * 128 + meant]`: the cost of typing one ASCII byte for another.
    private static let substitution: [Double] = {
        var table = [Double](repeating: 1, count: 128 * 128)
        for typed in 0..<128 {
            for meant in 0..<128 {
                if typed == meant {
                    table[typed * 128 + meant] = 0
                } else if KeyboardLayout.areNeighbours(UInt8(typed), UInt8(meant)) {
                    table[typed * 128 + meant] = 0.6
                } else if vowels[typed] && vowels[meant] {
                    // One vowel for another is the commonest spelling slip (`independant`, `bycicle`).
                    table[typed * 128 + meant] = 0.7
                }
            }
        }
        // `s` and `z` spell the same sound (`realise`, `realize`); `c` is handled with its context.
        table[Int(UInt8(ascii: "s")) * 128 + Int(UInt8(ascii: "z"))] = soundAlikeCost
        table[Int(UInt8(ascii: "z")) * 128 + Int(UInt8(ascii: "s"))] = soundAlikeCost
        return table
    }()

    /// What one letter for another letter spelling the same sound costs.
    static let soundAlikeCost = 0.6

    /// The cost of typing `typed` for `meant` when both are among `c`, `k`, `s` and spell the same sound in the
    /// meant word, given the letter after it (`nil` at the end): a soft `c` (before `e`, `i`, `y`) sounds as `s`
    /// (`sircle` → `circle`), a hard `c` as `k` (`kamera` → `camera`). `nil` when the rule does not apply.
    static func soundAlike(typed: UInt8, meant: UInt8, next: UInt8?) -> Double? {
        let c = UInt8(ascii: "c")
        guard typed == c || meant == c else { return nil }
        let other = typed == c ? meant : typed
        let soft = next.map { "eiy".utf8.contains($0) } ?? false
        if other == UInt8(ascii: "s") && soft { return soundAlikeCost }
        if other == UInt8(ascii: "k") && !soft { return soundAlikeCost }
        return nil
    }

    /// The letters a word may start with when its first sound is typed with `first`: `c` for `s` or `k` and
    /// the other way round, `z` for `s` and the other way round.
    static func soundAlikeFirsts(_ first: UInt8) -> [UInt8] {
        switch first {
        case UInt8(ascii: "c"): return Array("sk".utf8)
        case UInt8(ascii: "s"): return Array("cz".utf8)
        case UInt8(ascii: "k"): return Array("c".utf8)
        case UInt8(ascii: "z"): return Array("s".utf8)
        default: return []
        }
    }

    /// How many rows back from the next one a step of the table may read.
    private static let lookBack = max(3, SpellingConfusions.longestTyped)

    /// What replacing the first or the last letter costs on top of any other replacement.
    static let edgePenalty = 0.3

    /// Whether an ASCII byte is a vowel (`y` included).
    static func isVowel(_ byte: UInt8) -> Bool { byte < 128 && vowels[Int(byte)] }

    /// The distance from a typed word to `target` (a known word), or `.infinity` as soon as it must exceed
    /// `limit`.
    /// - Parameters:
    ///   - typed: The typed word, prepared.
    ///   - target: The candidate's bytes.
    ///   - limit: The largest distance of interest.
    /// - Returns: The distance, or `.infinity` when it is above `limit`.
    static func distance(_ typed: TypedWord, _ target: [UInt8], limit: Double) -> Double {
        target.withUnsafeBufferPointer { distance(typed, $0, limit: limit) }
    }

    /// The distance from a typed word to `target` (a known word's bytes, wherever they are), or `.infinity`
    /// as soon as it must exceed `limit`.
    /// - Parameters:
    ///   - typed: The typed word, prepared.
    ///   - target: The candidate's bytes.
    ///   - limit: The largest distance of interest.
    /// - Returns: The distance, or `.infinity` when it is above `limit`.
    static func distance(_ typed: TypedWord, _ target: UnsafeBufferPointer<UInt8>, limit: Double) -> Double {
        let rows = typed.bytes.count
        let columns = target.count
        guard rows > 0, columns > 0 else { return Double(max(rows, columns)) }
        if Double(abs(rows - columns)) * 0.3 > limit { return .infinity }
        if lettersBound(typed, target) > limit { return .infinity }
        return typed.bytes.withUnsafeBufferPointer { source in
            typed.deletion.withUnsafeBufferPointer { deletion in
                let capacity = (rows + 2) * (columns + 1) + rows + 1
                return withUnsafeTemporaryAllocation(of: Double.self, capacity: capacity) { buffer in
                    table(typed, source, deletion, target, buffer, limit: limit)
                }
            }
        }
    }

    /// A cheap lower bound on the distance: the letters one word has and the other lacks, counted as bags
    /// (see ``TypedWord/lowerBound(surplus:deficit:)``), less what the typed word's confusions can save.
    static func lettersBound(_ typed: TypedWord, _ target: [UInt8]) -> Double {
        target.withUnsafeBufferPointer { lettersBound(typed, $0) }
    }

    /// ``lettersBound(_:_:)-(TypedWord,[UInt8])`` for bytes wherever they are.
    static func lettersBound(_ typed: TypedWord, _ target: UnsafeBufferPointer<UInt8>) -> Double {
        var matched = 0
        typed.letterCounts.withUnsafeBufferPointer { counts in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 128) { left in
                _ = left.initialize(from: counts)
                for byte in target {
                    let index = Int(min(byte, 127))
                    if left[index] > 0 {
                        matched += 1
                        left[index] -= 1
                    }
                }
            }
        }
        let bound = TypedWord.lowerBound(surplus: typed.bytes.count - matched, deficit: target.count - matched)
        return bound - typed.confusionSaving
    }

    /// The distance from `source` (as typed) to `target`; see ``distance(_:_:limit:)-(TypedWord,_,_)``.
    static func distance(_ source: [UInt8], _ target: [UInt8], limit: Double) -> Double {
        distance(TypedWord(source), target, limit: limit)
    }

    /// The dynamic programme: `buffer` holds the whole table, row by row (`rows + 1` rows of `columns + 1`),
    /// then a row of insertion costs, then the smallest value of each row.
    private static func table(
        _ typed: TypedWord, _ source: UnsafeBufferPointer<UInt8>, _ deletion: UnsafeBufferPointer<Double>,
        _ target: UnsafeBufferPointer<UInt8>, _ buffer: UnsafeMutableBufferPointer<Double>, limit: Double
    ) -> Double {
        let rows = source.count
        let columns = target.count
        let width = columns + 1
        let insertion = (rows + 1) * width
        // A dropped letter is the commonest slip after a doubled one (`wich` → `which`), and a vowel dropped
        // from a pair of vowels is cheaper than other letters (`collegue` → `colleague`).
        for column in 1...columns {
            let letter = target[column - 1]
            if column >= 2 && target[column - 2] == letter {
                buffer[insertion + column] = 0.4
            } else if isVowel(letter)
                && ((column >= 2 && isVowel(target[column - 2])) || (column < columns && isVowel(target[column])))
            {
                buffer[insertion + column] = 0.5
            } else {
                buffer[insertion + column] = 0.6
            }
        }
        // Letters missing or extra at the start cost what they cost anywhere else.
        buffer[0] = 0
        for column in 1...columns { buffer[column] = buffer[column - 1] + buffer[insertion + column] }
        let minima = insertion + width
        buffer[minima] = 0
        return substitution.withUnsafeBufferPointer { substitution in
            for row in 1...rows {
                let sourceLetter = source[row - 1]
                let deletionCost = deletion[row - 1]
                let substitutionRow = Int(min(sourceLetter, 127)) * 128
                let here = row * width
                let above = here - width
                buffer[here] = buffer[above] + deletionCost
                var rowMinimum = buffer[here]
                let matches = typed.matches[row]
                for column in 1...columns {
                    let targetLetter = target[column - 1]
                    var replace = substitution[substitutionRow + Int(min(targetLetter, 127))]
                    if replace > soundAlikeCost, sourceLetter == UInt8(ascii: "c") || targetLetter == UInt8(ascii: "c"),
                        let alike = soundAlike(
                            typed: sourceLetter, meant: targetLetter, next: column < columns ? target[column] : nil)
                    {
                        replace = alike
                    }
                    // The first and last letters are the ones most often typed right.
                    if replace > 0 && ((row == 1 && column == 1) || (row == rows && column == columns)) {
                        replace += edgePenalty
                    }
                    var value = min(
                        buffer[above + column - 1] + replace,
                        buffer[above + column] + deletionCost,
                        buffer[here + column - 1] + buffer[insertion + column])
                    if row >= 2 && column >= 2 && sourceLetter == target[column - 2]
                        && source[row - 2] == targetLetter
                    {
                        // A swap moves the first or the last letter too, which is rarer.
                        let edge = (row == 2 && column == 2) || (row == rows && column == columns)
                        value = min(value, buffer[above - width + column - 2] + 0.3 + (edge ? edgePenalty : 0))
                    }
                    // Two letters swapped around a third (`revelant` → `relevant`).
                    if row >= 3 && column >= 3 && sourceLetter == target[column - 3] && source[row - 3] == targetLetter
                        && source[row - 2] == target[column - 2] && sourceLetter != targetLetter
                    {
                        value = min(value, buffer[above - 2 * width + column - 3] + 0.6)
                    }
                    for match in matches where match.meant.count <= column && (!match.atEnd || column == columns) {
                        let start = column - match.meant.count
                        if match.meant.indices.allSatisfy({ match.meant[$0] == target[start + $0] }) {
                            value = min(value, buffer[(row - match.typedCount) * width + start] + match.cost)
                        }
                    }
                    buffer[here + column] = value
                    rowMinimum = min(rowMinimum, value)
                }
                buffer[minima + row] = rowMinimum
                // Stop once every row a later step can read from is past the limit: a swap around a letter reads
                // three rows back, a confusion as many rows as it has typed letters.
                var reachable = false
                for earlier in max(0, row + 1 - lookBack)...row where buffer[minima + earlier] <= limit {
                    reachable = true
                    break
                }
                if !reachable { return .infinity }
            }
            return buffer[rows * width + columns]
        }
    }
}
