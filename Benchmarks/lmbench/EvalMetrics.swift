/// Text-overlap metrics used by the evaluation harness.
enum EvalMetrics {
    /// Precision, recall and F1.
    struct Score {
        var precision: Double
        var recall: Double
        var f1: Double { precision + recall > 0 ? 2 * precision * recall / (precision + recall) : 0 }
    }

    /// Lowercased alphanumeric tokens (the ROUGE tokenization, without stemming).
    static func tokens(_ text: String) -> [String] {
        var result: [String] = []
        var current = ""
        for character in text.lowercased() {
            if character.isLetter || character.isNumber {
                current.append(character)
            } else if !current.isEmpty {
                result.append(current)
                current = ""
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    /// ROUGE-N between a candidate and a reference.
    static func rougeN(_ candidate: String, _ reference: String, n: Int) -> Score {
        let candidateGrams = grams(tokens(candidate), n)
        let referenceGrams = grams(tokens(reference), n)
        var overlap = 0
        for (gram, count) in candidateGrams { overlap += min(count, referenceGrams[gram] ?? 0) }
        let candidateTotal = candidateGrams.values.reduce(0, +)
        let referenceTotal = referenceGrams.values.reduce(0, +)
        return Score(
            precision: candidateTotal > 0 ? Double(overlap) / Double(candidateTotal) : 0,
            recall: referenceTotal > 0 ? Double(overlap) / Double(referenceTotal) : 0)
    }

    /// ROUGE-L (longest common subsequence) between a candidate and a reference.
    static func rougeL(_ candidate: String, _ reference: String) -> Score {
        let left = tokens(candidate)
        let right = tokens(reference)
        guard !left.isEmpty, !right.isEmpty else { return Score(precision: 0, recall: 0) }
        var previous = [Int](repeating: 0, count: right.count + 1)
        var current = previous
        for leftToken in left {
            for (column, rightToken) in right.enumerated() {
                current[column + 1] =
                    leftToken == rightToken ? previous[column] + 1 : max(previous[column + 1], current[column])
            }
            swap(&previous, &current)
        }
        let lcs = Double(previous[right.count])
        return Score(precision: lcs / Double(left.count), recall: lcs / Double(right.count))
    }

    private static func grams(_ tokens: [String], _ n: Int) -> [String: Int] {
        var result: [String: Int] = [:]
        guard tokens.count >= n else { return result }
        for start in 0...(tokens.count - n) {
            result[tokens[start..<(start + n)].joined(separator: " "), default: 0] += 1
        }
        return result
    }

    /// Normalises an entity string for comparison: lowercased, whitespace collapsed.
    static func normalizeEntity(_ text: String) -> String {
        text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
