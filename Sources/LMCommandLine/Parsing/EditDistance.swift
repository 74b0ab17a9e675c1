/// Levenshtein distance between words, for "did you mean" suggestions.
public enum EditDistance {
    /// The number of single-character insertions, deletions and substitutions between two strings.
    /// - Parameters:
    ///   - lhs: One string.
    ///   - rhs: The other string.
    /// - Returns: The distance, 0 when the strings are equal.
    public static func between(_ lhs: String, _ rhs: String) -> Int {
        let left = Array(lhs)
        let right = Array(rhs)
        if left.isEmpty { return right.count }
        if right.isEmpty { return left.count }
        var previous = Array(0...right.count)
        var current = Array(repeating: 0, count: right.count + 1)
        for (row, leftCharacter) in left.enumerated() {
            current[0] = row + 1
            for (column, rightCharacter) in right.enumerated() {
                let substitution = previous[column] + (leftCharacter == rightCharacter ? 0 : 1)
                current[column + 1] = min(previous[column + 1] + 1, current[column] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[right.count]
    }

    /// The candidate closest to a word, if any is close enough to be a plausible typo.
    ///
    /// A candidate qualifies when its distance is at most a third of the longer word's length
    /// (at least 2), or when one word starts with the other.
    /// - Parameters:
    ///   - word: What the person typed.
    ///   - candidates: The words they might have meant.
    /// - Returns: The closest qualifying candidate, the first one on ties.
    public static func closest(to word: String, in candidates: [String]) -> String? {
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = between(word, candidate)
            let limit = max(2, max(word.count, candidate.count) / 3)
            let isPrefix = word.count >= 3 && candidate.hasPrefix(word)
            guard distance <= limit || isPrefix else { continue }
            let score = isPrefix ? min(distance, 1) : distance
            if best == nil || score < (best?.distance ?? Int.max) {
                best = (candidate, score)
            }
        }
        return best?.candidate
    }
}
