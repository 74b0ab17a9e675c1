/// A parsed regular expression in the ECMA-262 subset that JSON Schema patterns use: literals,
/// escapes (`\n`, `\t`, `\uXXXX`, `\u{…}`, `\xXX`, `\cX`, `\0`), `.`, character classes with
/// ranges, `\d`, `\w`, `\s` and their negations (with ECMA-262's ASCII meanings), Unicode
/// property escapes (`\p{L}`, `\P{Nd}`, `\p{Alphabetic}`…), groups (capturing, non-capturing and
/// named), alternation, the anchors `^`, `$`, `\b`, `\B`, and the quantifiers `?`, `*`, `+`,
/// `{n}`, `{n,}`, `{n,m}` (greedy or lazy).
///
/// Backreferences and lookaround are refused with ``UnsupportedPattern``: they need a
/// backtracking matcher, and ``RegexMatcher`` runs in time linear in its input.
///
/// One reading serves every use: the validators match with ``RegexMatcher``, the fallback makes
/// a sample, and the llama grammar compiler translates the same tree into a grammar.
package indirect enum RegexPattern: Sendable, Equatable {
    /// One character from a set.
    case characters(CharacterSet)
    /// Parts in sequence.
    case sequence([RegexPattern])
    /// One of several alternatives.
    case alternation([RegexPattern])
    /// A part repeated between `minimum` and `maximum` (nil: unbounded) times.
    case repeated(RegexPattern, minimum: Int, maximum: Int?)
    /// A zero-width assertion.
    case anchor(Anchor)

    /// The zero-width assertions of ECMA-262 (without the multiline flag).
    package enum Anchor: Sendable, Equatable {
        /// `^`: the start of the input.
        case start
        /// `$`: the end of the input.
        case end
        /// `\b`: between a word character and a non-word character (ECMA-262 `\w`).
        case wordBoundary
        /// `\B`: not at a word boundary.
        case notWordBoundary
    }

    /// A set of Unicode scalars: listed ones and ranges, possibly negated.
    package struct CharacterSet: Sendable, Equatable {
        /// Inclusive ranges of Unicode scalars.
        package var ranges: [ClosedRange<Unicode.Scalar>]
        /// Whether the set is everything except the ranges.
        package var isNegated: Bool

        /// Creates a set.
        package init(ranges: [ClosedRange<Unicode.Scalar>], isNegated: Bool = false) {
            self.ranges = ranges
            self.isNegated = isNegated
        }

        /// Whether the set contains a scalar.
        package func contains(_ scalar: Unicode.Scalar) -> Bool {
            ranges.contains { $0.contains(scalar) } != isNegated
        }

        /// The set as sorted, merged, non-negated ranges of scalar values.
        package var positiveRanges: [ClosedRange<UInt32>] {
            let merged = RegexPattern.merge(ranges.map { $0.lowerBound.value...$0.upperBound.value })
            return isNegated ? RegexPattern.complement(merged) : merged
        }
    }

    /// An error for a pattern outside the supported subset, or not a regular expression at all.
    package struct UnsupportedPattern: Error, Sendable, Equatable, CustomStringConvertible {
        /// The pattern.
        package let pattern: String
        /// What is not supported.
        package let reason: String

        package var description: String { "unsupported regular expression /\(pattern)/: \(reason)" }
    }

    /// Parses a pattern.
    /// - Throws: ``UnsupportedPattern`` for invalid syntax and for constructs outside the subset
    ///   (backreferences, lookahead, lookbehind).
    package static func parse(_ pattern: String) throws -> RegexPattern {
        var parser = RegexPatternParser(pattern: pattern)
        return try parser.parse()
    }

    /// Sorts and merges ranges of scalar values.
    static func merge(_ ranges: [ClosedRange<UInt32>]) -> [ClosedRange<UInt32>] {
        var result: [ClosedRange<UInt32>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = result.last, range.lowerBound <= last.upperBound &+ 1 {
                result[result.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }

    /// Every scalar value (surrogates excluded) not in sorted, merged ranges.
    static func complement(_ ranges: [ClosedRange<UInt32>]) -> [ClosedRange<UInt32>] {
        var result: [ClosedRange<UInt32>] = []
        var next: UInt32 = 0
        for range in ranges {
            if range.lowerBound > next { result.append(next...(range.lowerBound - 1)) }
            next = max(next, range.upperBound &+ 1)
        }
        if next <= 0x10FFFF { result.append(next...0x10FFFF) }
        // Surrogates are not scalars.
        var scalars: [ClosedRange<UInt32>] = []
        for range in result {
            if range.upperBound < 0xD800 || range.lowerBound > 0xDFFF {
                scalars.append(range)
                continue
            }
            if range.lowerBound < 0xD800 { scalars.append(range.lowerBound...0xD7FF) }
            if range.upperBound > 0xDFFF { scalars.append(0xE000...range.upperBound) }
        }
        return scalars
    }
}
