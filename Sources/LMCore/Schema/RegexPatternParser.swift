/// Parses the ECMA-262 regular-expression subset of ``RegexPattern``.
///
/// Leniencies of ECMA-262's Annex B that real schemas rely on are kept: a `{` that starts no
/// quantifier is a literal, `\` before punctuation is that punctuation, and `-` next to a class
/// escape inside `[...]` is a literal `-`.
struct RegexPatternParser {
    /// Groups nest at most this deep.
    static let maximumDepth = 256

    private let pattern: String
    private let scalars: [Unicode.Scalar]
    private var position = 0
    private var depth = 0

    init(pattern: String) {
        self.pattern = pattern
        self.scalars = Array(pattern.unicodeScalars)
    }

    mutating func parse() throws -> RegexPattern {
        let result = try parseAlternation()
        guard position == scalars.count else { throw unsupported("unmatched ')'") }
        return result
    }

    private func unsupported(_ reason: String) -> RegexPattern.UnsupportedPattern {
        RegexPattern.UnsupportedPattern(pattern: pattern, reason: reason)
    }

    private var current: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

    private func peek(_ offset: Int) -> Unicode.Scalar? {
        position + offset < scalars.count ? scalars[position + offset] : nil
    }

    private mutating func parseAlternation() throws -> RegexPattern {
        var branches = [try parseSequence()]
        while current == "|" {
            position += 1
            branches.append(try parseSequence())
        }
        return branches.count == 1 ? branches[0] : .alternation(branches)
    }

    private mutating func parseSequence() throws -> RegexPattern {
        var parts: [RegexPattern] = []
        while let scalar = current, scalar != "|", scalar != ")" {
            let atom = try parseAtom()
            if case .anchor = atom {
                if let next = current, next == "*" || next == "+" || next == "?" || isQuantifierBrace() {
                    throw unsupported("an assertion cannot be repeated")
                }
                parts.append(atom)
                continue
            }
            parts.append(try parseQuantifiers(on: atom))
        }
        return parts.count == 1 ? parts[0] : .sequence(parts)
    }

    private func isQuantifierBrace() -> Bool {
        var copy = self
        return (try? copy.parseBraces()) != nil
    }

    private mutating func parseQuantifiers(on atom: RegexPattern) throws -> RegexPattern {
        guard let scalar = current else { return atom }
        let bounds: (Int, Int?)
        switch scalar {
        case "?": bounds = (0, 1)
        case "*": bounds = (0, nil)
        case "+": bounds = (1, nil)
        case "{":
            guard let parsed = try parseBraces() else { return atom }
            if current == "?" { position += 1 }
            return try rejectSecondQuantifier(.repeated(atom, minimum: parsed.0, maximum: parsed.1))
        default: return atom
        }
        position += 1
        if current == "?" { position += 1 }
        return try rejectSecondQuantifier(.repeated(atom, minimum: bounds.0, maximum: bounds.1))
    }

    private func rejectSecondQuantifier(_ atom: RegexPattern) throws -> RegexPattern {
        if let next = current, next == "*" || next == "+" || next == "?" || isQuantifierBrace() {
            throw unsupported("'\(next)' has nothing to repeat")
        }
        return atom
    }

    /// Parses `{n}`, `{n,}` or `{n,m}`; a `{` that starts none of these is a literal (nil).
    private mutating func parseBraces() throws -> (Int, Int?)? {
        guard current == "{" else { return nil }
        var index = position + 1
        func number() -> Int? {
            var digits = ""
            while index < scalars.count, ("0"..."9").contains(scalars[index]) {
                digits.unicodeScalars.append(scalars[index])
                index += 1
            }
            if digits.isEmpty { return nil }
            return Int(digits) ?? Int.max
        }
        guard let minimum = number(), index < scalars.count else { return nil }
        var maximum: Int? = minimum
        if scalars[index] == "," {
            index += 1
            maximum = number()
        }
        guard index < scalars.count, scalars[index] == "}" else { return nil }
        position = index + 1
        if let maximum, maximum < minimum {
            throw unsupported("{\(minimum),\(maximum)} has its bounds in the wrong order")
        }
        return (minimum, maximum)
    }

    private mutating func parseAtom() throws -> RegexPattern {
        guard let scalar = current else { throw unsupported("unexpected end") }
        position += 1
        switch scalar {
        case "^": return .anchor(.start)
        case "$": return .anchor(.end)
        case ".": return .characters(.dot)
        case "(": return try parseGroup()
        case "[": return .characters(try parseClass())
        case "\\": return try parseAtomEscape()
        case "*", "+", "?": throw unsupported("'\(scalar)' has nothing to repeat")
        case "{":
            position -= 1
            if isQuantifierBrace() { throw unsupported("a quantifier has nothing to repeat") }
            position += 1
            return .characters(.single(scalar))
        default: return .characters(.single(scalar))
        }
    }

    private mutating func parseGroup() throws -> RegexPattern {
        depth += 1
        guard depth <= Self.maximumDepth else {
            throw unsupported("groups nest deeper than \(Self.maximumDepth) levels")
        }
        if current == "?" {
            switch peek(1) {
            case ":":
                position += 2
            case "=", "!":
                throw unsupported("lookahead (?\(peek(1) ?? "=")...) needs backtracking and is not supported")
            case "<":
                if peek(2) == "=" || peek(2) == "!" {
                    throw unsupported("lookbehind (?<\(peek(2) ?? "=")...) needs backtracking and is not supported")
                }
                position += 2
                var name = ""
                while let scalar = current, scalar != ">" {
                    guard
                        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_"
                            || scalar == "$"
                    else { throw unsupported("a group name may only have letters, digits, _ and $") }
                    name.unicodeScalars.append(scalar)
                    position += 1
                }
                guard current == ">", !name.isEmpty else { throw unsupported("a group name is not closed by '>'") }
                position += 1
            default:
                throw unsupported("'(?' must be followed by ':', '=', '!', '<=', '<!' or '<name>'")
            }
        }
        let inner = try parseAlternation()
        guard current == ")" else { throw unsupported("a '(' is not closed") }
        position += 1
        depth -= 1
        return inner
    }

    private mutating func parseAtomEscape() throws -> RegexPattern {
        guard let scalar = current else { throw unsupported("a '\\' ends the pattern") }
        switch scalar {
        case "b":
            position += 1
            return .anchor(.wordBoundary)
        case "B":
            position += 1
            return .anchor(.notWordBoundary)
        case "1"..."9":
            throw unsupported("backreferences (\\\(scalar)) need backtracking and are not supported")
        case "k" where peek(1) == "<":
            throw unsupported("named backreferences (\\k<...>) need backtracking and are not supported")
        default:
            return .characters(try parseClassEscapeOrCharacter(inClass: false))
        }
    }

    /// Parses what follows a `\` (outside `\b`, `\B` and backreferences).
    private mutating func parseClassEscapeOrCharacter(inClass: Bool) throws -> RegexPattern.CharacterSet {
        guard let scalar = current else { throw unsupported("a '\\' ends the pattern") }
        position += 1
        switch scalar {
        case "d": return .digits
        case "D": return negated(.digits)
        case "w": return .word
        case "W": return negated(.word)
        case "s": return .space
        case "S": return negated(.space)
        case "p", "P": return try parseProperty(negated: scalar == "P")
        case "b" where inClass: return .single("\u{08}")
        default: return .single(try parseCharacterEscape(scalar))
        }
    }

    private func negated(_ set: RegexPattern.CharacterSet) -> RegexPattern.CharacterSet {
        RegexPattern.CharacterSet(ranges: set.ranges, isNegated: !set.isNegated)
    }

    private mutating func parseProperty(negated: Bool) throws -> RegexPattern.CharacterSet {
        guard current == "{" else { throw unsupported("\\p and \\P need a property name in braces, as \\p{L}") }
        position += 1
        var name = ""
        while let scalar = current, scalar != "}" {
            name.unicodeScalars.append(scalar)
            position += 1
        }
        guard current == "}" else { throw unsupported("a \\p{ is not closed") }
        position += 1
        guard let set = RegexPattern.CharacterSet.property(named: name) else {
            throw unsupported(
                "the Unicode property \(name) is not supported; use a general category (L, Lu, Nd, P…) or "
                    + "Alphabetic, Uppercase, Lowercase, White_Space, Emoji, ASCII, Any")
        }
        return negated ? self.negated(set) : set
    }

    /// The scalar a character escape stands for (the scalar after `\` is already read).
    private mutating func parseCharacterEscape(_ scalar: Unicode.Scalar) throws -> Unicode.Scalar {
        switch scalar {
        case "n": return "\n"
        case "t": return "\t"
        case "r": return "\r"
        case "f": return "\u{0C}"
        case "v": return "\u{0B}"
        case "0":
            if let next = current, ("0"..."9").contains(next) {
                throw unsupported("octal escapes (\\0\(next)) are not supported; use \\x or \\u")
            }
            return "\u{0}"
        case "c":
            guard let letter = current, ("a"..."z").contains(letter) || ("A"..."Z").contains(letter) else {
                throw unsupported("\\c must be followed by a letter")
            }
            position += 1
            return Unicode.Scalar(letter.value % 32) ?? "\u{0}"
        case "x":
            guard let value = hexDigits(count: 2) else { throw unsupported("\\x must be followed by two hex digits") }
            return Unicode.Scalar(value) ?? "\u{0}"
        case "u":
            return try parseUnicodeEscape()
        default:
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                throw unsupported("\\\(scalar) is not an ECMA-262 escape")
            }
            return scalar
        }
    }

    private mutating func parseUnicodeEscape() throws -> Unicode.Scalar {
        if current == "{" {
            position += 1
            var value: UInt32 = 0
            var count = 0
            while let scalar = current, scalar != "}" {
                guard let digit = Self.hexValue(scalar), count < 8 else {
                    throw unsupported("\\u{...} must hold hex digits")
                }
                value = value * 16 + digit
                count += 1
                position += 1
            }
            guard current == "}", count > 0, let result = Unicode.Scalar(value) else {
                throw unsupported("\\u{...} must name a Unicode scalar value")
            }
            position += 1
            return result
        }
        guard let high = hexDigits(count: 4) else { throw unsupported("\\u must be followed by four hex digits") }
        if (0xD800...0xDBFF).contains(high), current == "\\", peek(1) == "u" {
            let saved = position
            position += 2
            if let low = hexDigits(count: 4), (0xDC00...0xDFFF).contains(low),
                let combined = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
            {
                return combined
            }
            position = saved
        }
        guard let result = Unicode.Scalar(high) else {
            throw unsupported("\\u\(String(high, radix: 16)) is a lone surrogate, which no string contains")
        }
        return result
    }

    private mutating func hexDigits(count: Int) -> UInt32? {
        var value: UInt32 = 0
        for offset in 0..<count {
            guard let scalar = peek(offset), let digit = Self.hexValue(scalar) else { return nil }
            value = value * 16 + digit
        }
        position += count
        return value
    }

    private static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar {
        case "0"..."9": return scalar.value - 48
        case "a"..."f": return scalar.value - 87
        case "A"..."F": return scalar.value - 55
        default: return nil
        }
    }

    /// One element of a class: a single scalar (which may start a range) or a whole set.
    private enum ClassAtom {
        case scalar(Unicode.Scalar)
        case set(RegexPattern.CharacterSet)
    }

    private mutating func parseClassAtom() throws -> ClassAtom {
        guard let scalar = current else { throw unsupported("a '[' is not closed") }
        position += 1
        guard scalar == "\\" else { return .scalar(scalar) }
        if let next = current, next == "-" {
            position += 1
            return .scalar("-")
        }
        let isClassEscape = current.map { ["d", "D", "w", "W", "s", "S", "p", "P"].contains($0) } ?? false
        let set = try parseClassEscapeOrCharacter(inClass: true)
        if !isClassEscape, let only = set.ranges.first { return .scalar(only.lowerBound) }
        return .set(set)
    }

    private mutating func parseClass() throws -> RegexPattern.CharacterSet {
        var negatedClass = false
        if current == "^" {
            negatedClass = true
            position += 1
        }
        var ranges: [ClosedRange<UInt32>] = []
        while let scalar = current, scalar != "]" {
            let atom = try parseClassAtom()
            if current == "-", let after = peek(1), after != "]" {
                if case .scalar(let low) = atom {
                    position += 1
                    let upper = try parseClassAtom()
                    guard case .scalar(let high) = upper else {
                        // `[a-\d]`: Annex B reads the '-' as a literal.
                        ranges.append(low.value...low.value)
                        ranges.append(45...45)
                        if case .set(let set) = upper { ranges += set.positiveRanges }
                        continue
                    }
                    guard low <= high else { throw unsupported("the range \(low)-\(high) is out of order") }
                    ranges.append(low.value...high.value)
                    continue
                }
            }
            switch atom {
            case .scalar(let single): ranges.append(single.value...single.value)
            case .set(let set): ranges += set.positiveRanges
            }
        }
        guard current == "]" else { throw unsupported("a '[' is not closed") }
        position += 1
        let merged = RegexPattern.merge(ranges)
        let scalarRanges = merged.compactMap { range -> ClosedRange<Unicode.Scalar>? in
            guard let low = Unicode.Scalar(range.lowerBound), let high = Unicode.Scalar(range.upperBound) else {
                return nil
            }
            return low...high
        }
        return RegexPattern.CharacterSet(ranges: scalarRanges, isNegated: negatedClass)
    }
}
