/// Parses the regular-expression subset of ``RegexPattern``.
struct RegexPatternParser {
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
        guard position == scalars.count else { throw unsupported("unexpected ')'") }
        return result
    }

    private func unsupported(_ reason: String) -> RegexPattern.UnsupportedPattern {
        RegexPattern.UnsupportedPattern(pattern: pattern, reason: reason)
    }

    private var current: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

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
            var atom = try parseAtom()
            atom = try parseQuantifiers(on: atom)
            parts.append(atom)
        }
        return parts.count == 1 ? parts[0] : .sequence(parts)
    }

    private mutating func parseQuantifiers(on atom: RegexPattern) throws -> RegexPattern {
        var atom = atom
        while let scalar = current {
            let bounds: (Int, Int?)
            switch scalar {
            case "?": bounds = (0, 1)
            case "*": bounds = (0, nil)
            case "+": bounds = (1, nil)
            case "{":
                guard let parsed = try parseBraces() else { return atom }
                atom = .repeated(atom, minimum: parsed.0, maximum: parsed.1)
                skipLazyMarker()
                continue
            default: return atom
            }
            position += 1
            atom = .repeated(atom, minimum: bounds.0, maximum: bounds.1)
            skipLazyMarker()
        }
        return atom
    }

    private mutating func skipLazyMarker() {
        if current == "?" || current == "+" { position += 1 }
    }

    /// Parses `{n}`, `{n,}` or `{n,m}`; a `{` that starts none of these is a literal.
    private mutating func parseBraces() throws -> (Int, Int?)? {
        var index = position + 1
        var first = ""
        while index < scalars.count, ("0"..."9").contains(scalars[index]) {
            first.unicodeScalars.append(scalars[index])
            index += 1
        }
        guard let minimum = Int(first), index < scalars.count else { return nil }
        if scalars[index] == "}" {
            position = index + 1
            return (minimum, minimum)
        }
        guard scalars[index] == "," else { return nil }
        index += 1
        var second = ""
        while index < scalars.count, ("0"..."9").contains(scalars[index]) {
            second.unicodeScalars.append(scalars[index])
            index += 1
        }
        guard index < scalars.count, scalars[index] == "}" else { return nil }
        position = index + 1
        let maximum = second.isEmpty ? nil : Int(second)
        if let maximum, maximum < minimum { throw unsupported("{\(minimum),\(maximum)} has its bounds reversed") }
        return (minimum, maximum)
    }

    private mutating func parseAtom() throws -> RegexPattern {
        guard let scalar = current else { throw unsupported("unexpected end") }
        position += 1
        switch scalar {
        case "^", "$":
            return .anchor
        case ".":
            return .characters(.init(ranges: ["\n"..."\n"], isNegated: true))
        case "(":
            depth += 1
            guard depth < 64 else { throw unsupported("groups nested too deeply") }
            if current == "?" {
                guard position + 1 < scalars.count, scalars[position + 1] == ":" else {
                    throw unsupported("lookaround and named groups are not supported")
                }
                position += 2
            }
            let inner = try parseAlternation()
            guard current == ")" else { throw unsupported("a '(' is not closed") }
            position += 1
            depth -= 1
            return inner
        case "[":
            return .characters(try parseClass())
        case "\\":
            return try parseEscape(inClass: false)
        case "*", "+", "?":
            throw unsupported("'\(scalar)' has nothing to repeat")
        default:
            return .characters(.init(ranges: [scalar...scalar], isNegated: false))
        }
    }

    private mutating func parseEscape(inClass: Bool) throws -> RegexPattern {
        guard let scalar = current else { throw unsupported("a '\\' ends the pattern") }
        position += 1
        let digits: [ClosedRange<Unicode.Scalar>] = ["0"..."9"]
        let word: [ClosedRange<Unicode.Scalar>] = ["a"..."z", "A"..."Z", "0"..."9", "_"..."_"]
        let space: [ClosedRange<Unicode.Scalar>] = [" "..." ", "\t"..."\r"]
        switch scalar {
        case "d": return .characters(.init(ranges: digits, isNegated: false))
        case "D": return .characters(.init(ranges: digits, isNegated: true))
        case "w": return .characters(.init(ranges: word, isNegated: false))
        case "W": return .characters(.init(ranges: word, isNegated: true))
        case "s": return .characters(.init(ranges: space, isNegated: false))
        case "S": return .characters(.init(ranges: space, isNegated: true))
        case "n": return .characters(.init(ranges: ["\n"..."\n"], isNegated: false))
        case "t": return .characters(.init(ranges: ["\t"..."\t"], isNegated: false))
        case "b", "B", "A", "z", "Z":
            if inClass { break }
            return .anchor
        case "1"..."9":
            throw unsupported("backreferences are not supported")
        default:
            break
        }
        return .characters(.init(ranges: [scalar...scalar], isNegated: false))
    }

    private mutating func parseClass() throws -> RegexPattern.CharacterSet {
        var set = RegexPattern.CharacterSet(ranges: [], isNegated: false)
        if current == "^" {
            set.isNegated = true
            position += 1
        }
        var first = true
        while let scalar = current, scalar != "]" || first {
            first = false
            position += 1
            var low: Unicode.Scalar
            if scalar == "\\" {
                guard case .characters(let escaped) = try parseEscape(inClass: true) else { continue }
                if escaped.isNegated || escaped.ranges.count != 1
                    || escaped.ranges[0].lowerBound != escaped.ranges[0].upperBound
                {
                    guard !escaped.isNegated else { throw unsupported("negated classes inside [...]") }
                    set.ranges += escaped.ranges
                    continue
                }
                low = escaped.ranges[0].lowerBound
            } else {
                low = scalar
            }
            if current == "-", position + 1 < scalars.count, scalars[position + 1] != "]" {
                position += 1
                var high = scalars[position]
                position += 1
                if high == "\\" {
                    guard let escaped = current else { throw unsupported("a '\\' ends the pattern") }
                    high = escaped
                    position += 1
                }
                guard low <= high else { throw unsupported("the range \(low)-\(high) is reversed") }
                set.ranges.append(low...high)
            } else {
                set.ranges.append(low...low)
            }
        }
        guard current == "]" else { throw unsupported("a '[' is not closed") }
        position += 1
        return set
    }
}
