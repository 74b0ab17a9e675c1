/// A parsed regular expression in the subset schemas use: literals, escapes, `.`, character
/// classes (`[a-z]`, `[^@\s]`, `\d`, `\w`, `\s` and their negations), groups, alternation,
/// anchors and the quantifiers `?`, `*`, `+`, `{n}`, `{n,}`, `{n,m}`.
///
/// Providers use it to produce text that matches a pattern: the fallback makes a sample, and a
/// constrained decoder can translate it into a grammar.
package indirect enum RegexPattern: Sendable, Equatable {
    /// One character from a set.
    case characters(CharacterSet)
    /// Parts in sequence.
    case sequence([RegexPattern])
    /// One of several alternatives.
    case alternation([RegexPattern])
    /// A part repeated between `minimum` and `maximum` (nil: unbounded) times.
    case repeated(RegexPattern, minimum: Int, maximum: Int?)
    /// `^` or `$`.
    case anchor

    /// A set of characters: listed ones and ranges, possibly negated.
    package struct CharacterSet: Sendable, Equatable {
        /// Inclusive ranges of Unicode scalars.
        package var ranges: [ClosedRange<Unicode.Scalar>]
        /// Whether the set is everything except the ranges.
        package var isNegated: Bool

        /// Whether the set contains a scalar.
        package func contains(_ scalar: Unicode.Scalar) -> Bool {
            ranges.contains { $0.contains(scalar) } != isNegated
        }
    }

    /// An error for a pattern outside the supported subset.
    package struct UnsupportedPattern: Error, Sendable, Equatable, CustomStringConvertible {
        /// The pattern.
        package let pattern: String
        /// What is not supported.
        package let reason: String

        package var description: String { "unsupported regular expression /\(pattern)/: \(reason)" }
    }

    /// Parses a pattern.
    /// - Throws: ``UnsupportedPattern`` for syntax outside the subset (backreferences, lookaround…).
    package static func parse(_ pattern: String) throws -> RegexPattern {
        var parser = RegexPatternParser(pattern: pattern)
        return try parser.parse()
    }
}
