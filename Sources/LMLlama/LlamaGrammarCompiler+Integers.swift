import LMCore

extension LlamaGrammarCompiler {
    /// Bounds beyond this magnitude are treated as unbounded (digit patterns stay short).
    static let largestExactBound = 999_999_999_999_999

    /// A GBNF expression matching exactly the integers within the bounds (JSON syntax: no
    /// leading zeros, no `-0`).
    static func integer(_ bounds: GenerationSchema.Node.NumberBounds) -> String {
        if let far = farBound(low: bounds.minimum?.rounded(.up), high: bounds.maximum?.rounded(.down)) { return far }
        let lower = bounds.minimum.map { $0.rounded(.up) }
            .flatMap { abs($0) <= Double(largestExactBound) ? Int($0) : nil }
        let upper = bounds.maximum.map { $0.rounded(.down) }
            .flatMap { abs($0) <= Double(largestExactBound) ? Int($0) : nil }
        if let lower, let upper, lower > upper { return #""0""# }  // an empty range: let validation report it
        var alternatives: [String] = []
        // Negative numbers: "-" followed by their magnitude.
        if (lower ?? -1) < 0 {
            let smallest = max(1, -(upper ?? 0))  // the smallest magnitude
            if let lower {
                alternatives += range(smallest, -lower).map { #""-" "# + $0 }
            } else {
                alternatives += atLeast(smallest).map { #""-" "# + $0 }
            }
        }
        // Non-negative numbers.
        if (upper ?? 0) >= 0 {
            let smallest = max(0, lower ?? 0)
            if let upper {
                alternatives += range(smallest, upper)
            } else {
                alternatives += atLeast(smallest)
            }
        }
        return alternatives.isEmpty ? #""0""# : alternatives.joined(separator: " | ")
    }

    /// Patterns for every number in [low, high] (both non-negative), one per digit count.
    static func range(_ low: Int, _ high: Int) -> [String] {
        guard low <= high else { return [] }
        var patterns: [String] = []
        var length = String(low).count
        while length <= String(high).count {
            let first = length == 1 ? 0 : power(length - 1)
            let last = power(length) - 1
            let from = max(low, first)
            let to = min(high, last)
            if from <= to { patterns.append(sameLength(Array(String(from)), Array(String(to)))) }
            length += 1
        }
        return patterns
    }

    /// Patterns for every number at least `low` (non-negative).
    static func atLeast(_ low: Int) -> [String] {
        let digits = String(low).count
        var patterns = range(low, power(digits) - 1)
        // Every number with more digits.
        patterns.append("[1-9] [0-9]{\(digits),17}")
        return patterns
    }

    /// A pattern for the numbers from `low` to `high`, written with the same number of digits.
    private static func sameLength(_ low: [Character], _ high: [Character]) -> String {
        if low == high { return literal(String(low)) }
        if low.count == 1 { return "[\(low[0])-\(high[0])]" }
        let lowRest = Array(low.dropFirst())
        let highRest = Array(high.dropFirst())
        if low[0] == high[0] {
            return literal(String(low[0])) + " " + sameLength(lowRest, highRest)
        }
        let nines = [Character](repeating: "9", count: lowRest.count)
        let zeros = [Character](repeating: "0", count: highRest.count)
        var alternatives: [String] = []
        var middleLow = digit(low[0])
        var middleHigh = digit(high[0])
        if lowRest == zeros {
            // The low end covers its whole first digit.
        } else {
            alternatives.append(literal(String(low[0])) + " " + sameLength(lowRest, nines))
            middleLow += 1
        }
        if highRest == nines {
            // The high end covers its whole first digit.
        } else {
            middleHigh -= 1
        }
        if middleLow <= middleHigh {
            let first = middleLow == middleHigh ? literal(String(middleLow)) : "[\(middleLow)-\(middleHigh)]"
            alternatives.append(first + " [0-9]{\(lowRest.count)}")
        }
        if highRest != nines {
            alternatives.append(literal(String(high[0])) + " " + sameLength(zeros, highRest))
        }
        return alternatives.count == 1 ? alternatives[0] : "( " + alternatives.joined(separator: " | ") + " )"
    }

    private static func digit(_ character: Character) -> Int {
        character.wholeNumberValue ?? 0
    }

    private static func power(_ exponent: Int) -> Int {
        var result = 1
        for _ in 0..<exponent { result *= 10 }
        return result
    }
}
