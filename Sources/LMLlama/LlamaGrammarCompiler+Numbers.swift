import LMCore

extension LlamaGrammarCompiler {
    /// A GBNF expression matching only numbers within the bounds, or nil when there are none (any
    /// JSON number then).
    ///
    /// Every number it matches is within the bounds; it may leave some out. The numbers it
    /// matches, on the non-negative side (negative ranges are the same, mirrored behind a `-`):
    /// - the integers of the range, exactly (``integer(_:)``);
    /// - decimals `i.ddd` whose integer part `i` leaves room for any fraction: `i + 1` is still
    ///   within the range;
    /// - for a range that holds no integer (`[0.2, 0.7]`), its midpoint, as a literal.
    /// A range that crosses zero keeps its non-negative part. No exponents.
    static func number(_ bounds: GenerationSchema.Node.NumberBounds) -> String? {
        let low = bounds.minimum
        let high = bounds.maximum
        if low == nil, high == nil { return nil }
        if let low, let high, low > high { return #""0""# }  // no number: let validation report it
        if let far = farBound(low: low, high: high) { return far }
        if (high ?? 0) >= 0 {
            return nonNegative(from: max(low ?? 0, 0), to: high)
        }
        // Entirely negative: "-" and a magnitude within [-high, -low].
        guard let high else { return nil }
        return #""-" ( "# + nonNegative(from: -high, to: low.map { -$0 }) + " )"
    }

    /// A literal for a range whose bound lies beyond the exact digit patterns (a minimum of 1e20):
    /// the bound itself; nil for ordinary ranges.
    static func farBound(low: Double?, high: Double?) -> String? {
        let largest = Double(largestExactBound)
        if let low, low > largest { return literal(low) }
        if let high, high < -largest { return literal(high) }
        return nil
    }

    /// A number's JSON text as a grammar literal.
    private static func literal(_ value: Double) -> String {
        let text = value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
        return "\"" + text + "\""
    }

    /// Numbers in [low, high], low ≥ 0; high nil for no upper bound.
    private static func nonNegative(from low: Double, to high: Double?) -> String {
        let largest = Double(largestExactBound)
        let first = Int(min(low.rounded(.up), largest))
        let last = high.map { Int(min($0.rounded(.down), largest)) }
        if let last, let high, first > last {
            // No integer within: the midpoint, with as few decimals as stay within.
            let middle = (low + high) / 2
            var shortest = middle
            for digits in 1...15 {
                let scale = Double(Array(repeating: 10.0, count: digits).reduce(1, *))
                let rounded = (middle * scale).rounded() / scale
                if rounded >= low && rounded <= high {
                    shortest = rounded
                    break
                }
            }
            return literal(shortest)
        }
        let fraction = #" "." [0-9]{1,17}"#
        let integers = integer(.init(minimum: Double(first), maximum: last.map(Double.init)))
        guard let last else { return "( " + integers + " ) | ( " + integers + " )" + fraction }
        guard first <= last - 1 else { return integers }
        let parts = integer(.init(minimum: Double(first), maximum: Double(last - 1)))
        return "( " + integers + " ) | ( " + parts + " )" + fraction
    }
}
