import LMFallback

/// The baseline for single-word correction: a plain frequency-based corrector (Norvig's). Among the known
/// words one edit away (a deletion, a swap of neighbours, a replacement or an insertion of any letter a–z),
/// or else two edits away, it picks the most frequent in the same word-frequency list LMFallback uses
/// (ties alphabetically); a known word is kept.
///
/// The known words reachable by one or two such edits are exactly those within that (unrestricted)
/// Damerau–Levenshtein distance, so for a word of letters a–z they are found by measuring the distance
/// to the known words of letters a–z instead of generating every two-edit string (hundreds of thousands
/// per word); other words take the generating path.
enum FrequencyCorrector {
    private static let letters = Array("abcdefghijklmnopqrstuvwxyz")

    /// A known word of letters a–z.
    private struct Known: Sendable {
        var bytes: [UInt8]
        var text: String
        var logCount: Double
        /// The word's letters as a set, bit 0 for `a` to bit 25 for `z`.
        var mask: UInt32
    }

    /// The set of letters a–z in a word, bit 0 for `a`.
    private static func letterMask(_ bytes: [UInt8]) -> UInt32 {
        bytes.reduce(0) { $0 | 1 << UInt32($1 - 97) }
    }

    /// Known words of letters a–z by length, most frequent first.
    private static let knownByLength: [[Known]] = {
        var result = [[Known]](repeating: [], count: 64)
        for word in FallbackDataLoading.mostFrequentWords(Int.max) {
            let bytes = Array(word.utf8)
            guard bytes.count < result.count, bytes.allSatisfy({ $0 >= 97 && $0 <= 122 }),
                let logCount = FallbackDataLoading.logCount(word)
            else { continue }
            result[bytes.count].append(Known(bytes: bytes, text: word, logCount: logCount, mask: letterMask(bytes)))
        }
        return result
    }()

    static func correct(_ word: String) -> String {
        let lower = word.lowercased()
        if FallbackDataLoading.logCount(lower) != nil { return lower }
        let bytes = Array(lower.utf8)
        guard !bytes.isEmpty, bytes.count + 2 < knownByLength.count, bytes.allSatisfy({ $0 >= 97 && $0 <= 122 })
        else { return correctByGenerating(lower) }
        var best: [Known?] = [nil, nil]
        var counts = [Int](repeating: 0, count: 26)
        for byte in bytes { counts[Int(byte - 97)] += 1 }
        let mask = letterMask(bytes)
        for length in max(1, bytes.count - 2)...(bytes.count + 2) {
            // A letter in one word and not the other adds at least one to the letter counts' difference, which
            // two edits keep within four: the sets rule most words out before the counts are compared.
            for known in knownByLength[length] where (mask ^ known.mask).nonzeroBitCount <= 4 {
                guard let distance = distanceUpToTwo(bytes, known.bytes, counts: &counts), distance >= 1 else {
                    continue
                }
                for slot in (distance - 1)..<2 where isBetter(known, than: best[slot]) { best[slot] = known }
            }
        }
        return (best[0] ?? best[1])?.text ?? lower
    }

    private static func isBetter(_ known: Known, than other: Known?) -> Bool {
        guard let other else { return true }
        return known.logCount > other.logCount || (known.logCount == other.logCount && known.text < other.text)
    }

    /// The Damerau–Levenshtein distance when it is at most 2, else `nil`. Each edit changes the letter
    /// counts by at most two, so words whose counts differ by more than four are skipped at once.
    /// - Parameter counts: The source's letter counts; changed during the call and restored before it returns.
    private static func distanceUpToTwo(_ source: [UInt8], _ target: [UInt8], counts: inout [Int]) -> Int? {
        for byte in target { counts[Int(byte - 97)] -= 1 }
        let difference = counts.reduce(0) { $0 + abs($1) }
        for byte in target { counts[Int(byte - 97)] += 1 }
        guard difference <= 4 else { return nil }
        let distance = damerau(source, target)
        return distance <= 2 ? distance : nil
    }

    /// Unrestricted Damerau–Levenshtein distance (Lowrance–Wagner) over letters a–z: the least number of
    /// deletions, insertions, replacements and swaps of neighbours turning one word into the other.
    private static func damerau(_ source: [UInt8], _ target: [UInt8]) -> Int {
        let rows = source.count
        let columns = target.count
        let width = columns + 2
        let infinity = rows + columns
        var table = [Int](repeating: 0, count: (rows + 2) * width)
        table[0] = infinity
        for row in 0...rows {
            table[(row + 1) * width] = infinity
            table[(row + 1) * width + 1] = row
        }
        for column in 0...columns {
            table[column + 1] = infinity
            table[width + column + 1] = column
        }
        var lastRow = [Int](repeating: 0, count: 26)
        for row in 1...rows {
            var lastColumn = 0
            for column in 1...columns {
                let lastMatchRow = lastRow[Int(target[column - 1] - 97)]
                let lastMatchColumn = lastColumn
                var cost = 1
                if source[row - 1] == target[column - 1] {
                    cost = 0
                    lastColumn = column
                }
                table[(row + 1) * width + column + 1] = min(
                    table[row * width + column] + cost,
                    table[(row + 1) * width + column] + 1,
                    table[row * width + column + 1] + 1,
                    table[lastMatchRow * width + lastMatchColumn] + (row - lastMatchRow - 1) + 1
                        + (column - lastMatchColumn - 1))
            }
            lastRow[Int(source[row - 1] - 97)] = row
        }
        return table[(rows + 1) * width + columns + 1]
    }

    /// The generating path, for words with characters outside a–z.
    private static func correctByGenerating(_ lower: String) -> String {
        let first = edits(lower)
        if let best = mostFrequent(first) { return best }
        // Only known words are kept from the second round, so no set of every two-edit string is built.
        var second = Set<String>()
        for edit in first {
            second.formUnion(edits(edit).filter { FallbackDataLoading.logCount($0) != nil })
        }
        return mostFrequent(second) ?? lower
    }

    private static func mostFrequent(_ candidates: Set<String>) -> String? {
        var best: (String, Double)?
        // Alphabetical order among the known candidates, so ties go the same way on every run.
        let known = candidates.compactMap { word in FallbackDataLoading.logCount(word).map { (word, $0) } }
        for (candidate, count) in known.sorted(by: { $0.0 < $1.0 }) where best == nil || count > best?.1 ?? 0 {
            best = (candidate, count)
        }
        return best?.0
    }

    private static func edits(_ word: String) -> Set<String> {
        let characters = Array(word)
        var result = Set<String>()
        for index in 0...characters.count {
            let left = characters[..<index]
            let right = characters[index...]
            if !right.isEmpty {
                result.insert(String(left + right.dropFirst()))
                for letter in letters { result.insert(String(left + [letter] + right.dropFirst())) }
            }
            if right.count > 1 {
                let swapped = [right[right.startIndex + 1], right[right.startIndex]] + right.dropFirst(2)
                result.insert(String(left + swapped))
            }
            for letter in letters { result.insert(String(left + [letter] + right)) }
        }
        return result
    }
}
