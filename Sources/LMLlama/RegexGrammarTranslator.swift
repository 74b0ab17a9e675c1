import LMCore

/// Translates a ``RegexPattern`` into GBNF over JSON string content. Characters that JSON
/// escapes are written as their escapes (`\"`, `\\`); control characters are left out.
enum RegexGrammarTranslator {
    /// Counted repetitions above this are not translated (the grammar would be too large).
    static let maximumCount = 1000

    static func translate(_ pattern: RegexPattern) -> String? {
        guard let body = expression(strippingEdgeAnchors(pattern)) else { return nil }
        return body.isEmpty ? #""""# : body
    }

    /// Drops `^` at the start and `$` at the end, where a whole-string match satisfies them.
    private static func strippingEdgeAnchors(_ pattern: RegexPattern) -> RegexPattern {
        switch pattern {
        case .anchor(.start), .anchor(.end): return .sequence([])
        case .alternation(let branches): return .alternation(branches.map(strippingEdgeAnchors))
        case .sequence(var parts):
            while case .anchor(.start)? = parts.first { parts.removeFirst() }
            while case .anchor(.end)? = parts.last { parts.removeLast() }
            return .sequence(parts)
        default: return pattern
        }
    }

    private static func expression(_ pattern: RegexPattern) -> String? {
        switch pattern {
        case .anchor: return nil
        case .characters(let set): return characters(set)
        case .sequence(let parts):
            var pieces: [String] = []
            for part in parts {
                guard let piece = expression(part) else { return nil }
                if !piece.isEmpty { pieces.append(piece) }
            }
            return pieces.joined(separator: " ")
        case .alternation(let branches):
            var pieces: [String] = []
            for branch in branches {
                guard let piece = expression(branch) else { return nil }
                pieces.append(piece.isEmpty ? #""""# : piece)
            }
            return "( " + pieces.joined(separator: " | ") + " )"
        case .repeated(let inner, let minimum, let maximum):
            guard minimum <= maximumCount, (maximum ?? 0) <= maximumCount, let body = expression(inner) else {
                return nil
            }
            if body.isEmpty { return "" }
            let atomic = !body.contains(" ") || (body.hasPrefix("( ") && body.hasSuffix(" )") && isOneGroup(body))
            let operand = atomic ? body : "( " + body + " )"
            switch (minimum, maximum) {
            case (0, 1?): return operand + "?"
            case (0, nil): return operand + "*"
            case (1, nil): return operand + "+"
            default: return operand + LlamaGrammarCompiler.repetition(minimum, maximum)
            }
        }
    }

    /// Whether a parenthesized expression is a single group (not `( a ) ( b )`).
    private static func isOneGroup(_ body: String) -> Bool {
        var depth = 0
        var inQuotes = false
        var inClass = false
        var previous: Character = " "
        for (offset, character) in body.enumerated() {
            defer { previous = previous == "\\" && character == "\\" ? " " : character }
            if inQuotes {
                if character == "\"", previous != "\\" { inQuotes = false }
                continue
            }
            if inClass {
                if character == "]", previous != "\\" { inClass = false }
                continue
            }
            switch character {
            case "\"": inQuotes = true
            case "[": inClass = true
            case "(": depth += 1
            case ")":
                depth -= 1
                if depth == 0, offset != body.count - 1 { return false }
            default: break
            }
        }
        return true
    }

    /// A character class, with `"` and `\` as their JSON escapes and controls left out.
    private static func characters(_ set: RegexPattern.CharacterSet) -> String? {
        var ranges: [ClosedRange<UInt32>] = []
        var escapes: [String] = []
        for range in set.positiveRanges {
            if range.contains(0x22) { escapes.append(#""\\\"""#) }
            if range.contains(0x5C) { escapes.append(#""\\\\""#) }
            var pieces = [range]
            for excluded in [0x00...0x1F, 0x22...0x22, 0x5C...0x5C] as [ClosedRange<UInt32>] {
                pieces = pieces.flatMap { piece -> [ClosedRange<UInt32>] in
                    guard piece.overlaps(excluded) else { return [piece] }
                    var parts: [ClosedRange<UInt32>] = []
                    if piece.lowerBound < excluded.lowerBound {
                        parts.append(piece.lowerBound...(excluded.lowerBound - 1))
                    }
                    if piece.upperBound > excluded.upperBound {
                        parts.append((excluded.upperBound + 1)...piece.upperBound)
                    }
                    return parts
                }
            }
            ranges += pieces
        }
        var alternatives: [String] = []
        if !ranges.isEmpty {
            if ranges.count == 1, ranges[0].lowerBound == ranges[0].upperBound,
                let scalar = Unicode.Scalar(ranges[0].lowerBound)
            {
                alternatives.append(LlamaGrammarCompiler.literal(String(Character(scalar))))
            } else {
                let body = ranges.map { range in
                    range.lowerBound == range.upperBound
                        ? classCharacter(range.lowerBound)
                        : classCharacter(range.lowerBound) + "-" + classCharacter(range.upperBound)
                }
                alternatives.append("[" + body.joined() + "]")
            }
        }
        alternatives += escapes
        if alternatives.isEmpty { return nil }
        return alternatives.count == 1 ? alternatives[0] : "( " + alternatives.joined(separator: " | ") + " )"
    }

    private static func classCharacter(_ value: UInt32) -> String {
        if let scalar = Unicode.Scalar(value), scalar.isASCII,
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == " "
        {
            return String(Character(scalar))
        }
        let hex = String(value, radix: 16, uppercase: true)
        if value <= 0xFFFF { return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex }
        return "\\U" + String(repeating: "0", count: 8 - hex.count) + hex
    }
}
