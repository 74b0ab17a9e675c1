import LMFallback

/// The baseline for single-word correction: a plain frequency-based corrector. Among the known words
/// one edit away (a deletion, a swap of neighbours, a replacement or an insertion of any letter), or
/// else two edits away, it picks the most frequent in the same word-frequency list LMFallback uses;
/// a known word is kept.
enum FrequencyCorrector {
    private static let letters = Array("abcdefghijklmnopqrstuvwxyz")

    static func correct(_ word: String) -> String {
        let lower = word.lowercased()
        if FallbackDataLoading.logCount(lower) != nil { return lower }
        let first = edits(lower)
        if let best = mostFrequent(first) { return best }
        var second = Set<String>()
        for edit in first { second.formUnion(edits(edit)) }
        return mostFrequent(second) ?? lower
    }

    private static func mostFrequent(_ candidates: Set<String>) -> String? {
        var best: (String, Double)?
        for candidate in candidates.sorted() {
            guard let count = FallbackDataLoading.logCount(candidate) else { continue }
            if best == nil || count > best?.1 ?? 0 { best = (candidate, count) }
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
