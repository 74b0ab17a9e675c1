/// The spelling corrector's weighted Damerau–Levenshtein distance (optimal string alignment) over ASCII
/// bytes: how unlikely it is that someone meaning `target` typed `source`, as a sum of per-slip costs.
///
/// Costs, from typed to meant:
/// - a letter for its neighbouring key 0.5, a vowel for another vowel 0.7, any other substitution 1;
/// - an extra letter that doubles its neighbour 0.3 (`hoome`), an extra `e` beside another vowel 0.6
///   (`arguement`), any other extra letter 0.9;
/// - a missing second letter of a double 0.4 (`wich`… `adress`), a missing vowel beside another vowel 0.6
///   (`collegue`), any other missing letter 0.8;
/// - two neighbours swapped 0.3.
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
                    table[typed * 128 + meant] = 0.5
                } else if vowels[typed] && vowels[meant] {
                    // One vowel for another is the commonest spelling slip (`independant`, `bycicle`).
                    table[typed * 128 + meant] = 0.7
                }
            }
        }
        return table
    }()

    /// Whether an ASCII byte is a vowel (`y` included).
    static func isVowel(_ byte: UInt8) -> Bool { byte < 128 && vowels[Int(byte)] }

    /// The distance from `source` (as typed) to `target` (a known word), or `.infinity` as soon as it
    /// must exceed `limit`.
    /// - Parameters:
    ///   - source: The typed word's bytes (anything outside ASCII as 127).
    ///   - target: The candidate's bytes.
    ///   - limit: The largest distance of interest.
    /// - Returns: The distance, or `.infinity` when it is above `limit`.
    static func distance(_ source: [UInt8], _ target: [UInt8], limit: Double) -> Double {
        let rows = source.count
        let columns = target.count
        guard rows > 0, columns > 0 else { return Double(max(rows, columns)) }
        if Double(abs(rows - columns)) * 0.3 > limit { return .infinity }
        return source.withUnsafeBufferPointer { source in
            target.withUnsafeBufferPointer { target in
                substitution.withUnsafeBufferPointer { substitution in
                    withUnsafeTemporaryAllocation(of: Double.self, capacity: 4 * (columns + 1)) { buffer in
                        table(source, target, substitution, buffer, limit: limit)
                    }
                }
            }
        }
    }

    /// The dynamic programme, on three rolling rows and a row of insertion costs held in `buffer`.
    private static func table(
        _ source: UnsafeBufferPointer<UInt8>, _ target: UnsafeBufferPointer<UInt8>,
        _ substitution: UnsafeBufferPointer<Double>, _ buffer: UnsafeMutableBufferPointer<Double>, limit: Double
    ) -> Double {
        let rows = source.count
        let columns = target.count
        let width = columns + 1
        var previousPrevious = 0
        var previous = width
        var current = 2 * width
        let insertion = 3 * width
        // A dropped letter is the commonest slip after a doubled one (`wich` → `which`), and a vowel dropped
        // from a pair of vowels is cheaper than other letters (`collegue` → `colleague`).
        for column in 1...columns {
            let letter = target[column - 1]
            if column >= 2 && target[column - 2] == letter {
                buffer[insertion + column] = 0.4
            } else if isVowel(letter)
                && ((column >= 2 && isVowel(target[column - 2])) || (column < columns && isVowel(target[column])))
            {
                buffer[insertion + column] = 0.6
            } else {
                buffer[insertion + column] = 0.8
            }
        }
        for column in 0...columns {
            buffer[previousPrevious + column] = 0
            buffer[previous + column] = Double(column)
        }
        for row in 1...rows {
            let sourceLetter = source[row - 1]
            // Deleting a typed letter that doubles its neighbour is cheap (`hoome` → `home`); an extra `e` typed
            // beside another vowel is the commonest added letter (`arguement`, `judgement`).
            let doubled = (row >= 2 && source[row - 2] == sourceLetter) || (row < rows && source[row] == sourceLetter)
            let extraE =
                sourceLetter == UInt8(ascii: "e")
                && ((row >= 2 && isVowel(source[row - 2])) || (row < rows && isVowel(source[row])))
            let deletionCost = doubled ? 0.3 : (extraE ? 0.6 : 0.9)
            let substitutionRow = Int(min(sourceLetter, 127)) * 128
            buffer[current] = Double(row)
            var rowMinimum = buffer[current]
            for column in 1...columns {
                let targetLetter = target[column - 1]
                var value = min(
                    buffer[previous + column - 1] + substitution[substitutionRow + Int(min(targetLetter, 127))],
                    buffer[previous + column] + deletionCost,
                    buffer[current + column - 1] + buffer[insertion + column])
                if row >= 2 && column >= 2 && sourceLetter == target[column - 2] && source[row - 2] == targetLetter {
                    value = min(value, buffer[previousPrevious + column - 2] + 0.3)
                }
                buffer[current + column] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return .infinity }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return buffer[previous + columns]
    }
}
