extension JSONSchemaFormats {
    /// Scalars IDNA 2008 disallows that letters-and-marks rules would let through.
    private static let disallowed: Set<UInt32> = [
        0x0640, 0x07FA, 0x302E, 0x302F, 0x3031, 0x3032, 0x3033, 0x3034, 0x3035, 0x303B,
    ]

    /// Internationalized host names: ASCII labels as for `hostname` (A-labels included), and
    /// U-labels of letters, marks (not first), digits and the contextual characters of RFC 5892
    /// appendix A (middle dot, Greek keraia, Hebrew punctuation, katakana middle dot,
    /// Arabic-Indic digits, ZWJ and ZWNJ). An approximation of IDNA 2008 without its tables.
    static func isInternationalHostname(_ string: String) -> Bool {
        var name = string
        for dot in ["\u{3002}", "\u{FF0E}", "\u{FF61}"] { name = name.replacingOccurrences(of: dot, with: ".") }
        if name.hasSuffix(".") { name.removeLast() }
        guard !name.isEmpty, name.unicodeScalars.count <= 253 else { return false }
        for label in name.split(separator: ".", omittingEmptySubsequences: false) {
            guard isInternationalLabel(Array(label.unicodeScalars)) else { return false }
        }
        return true
    }

    private static func isInternationalLabel(_ scalars: [Unicode.Scalar]) -> Bool {
        guard !scalars.isEmpty, scalars.count <= 63, scalars.first != "-", scalars.last != "-" else { return false }
        if scalars.count >= 4, scalars[2] == "-", scalars[3] == "-" {
            // Only A-labels (xn--) may have hyphens in the third and fourth places.
            guard scalars[0] == "x", scalars[1] == "n", scalars.count > 4 else { return false }
            return scalars.dropFirst(4).allSatisfy {
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-")
            }
        }
        if scalars.allSatisfy(\.isASCII) {
            return scalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" }
        }
        if let first = scalars.first,
            [.nonspacingMark, .spacingMark, .enclosingMark].contains(first.properties.generalCategory)
        {
            return false
        }
        guard scalars.count * 2 <= 63 || scalars.filter({ !$0.isASCII }).count < 20 else { return false }
        var arabicIndic = false
        var extendedArabicIndic = false
        for (offset, scalar) in scalars.enumerated() {
            let previous = offset > 0 ? scalars[offset - 1] : nil
            let next = offset + 1 < scalars.count ? scalars[offset + 1] : nil
            if disallowed.contains(scalar.value) { return false }
            switch scalar.value {
            case 0x00B7:
                guard previous == "l", next == "l" else { return false }
            case 0x0375:
                guard let next, isGreek(next) else { return false }
            case 0x05F3, 0x05F4:
                guard let previous, (0x0590...0x05FF).contains(previous.value) else { return false }
            case 0x30FB:
                guard scalars.contains(where: { isJapanese($0) && $0.value != 0x30FB }) else { return false }
            case 0x0660...0x0669:
                arabicIndic = true
            case 0x06F0...0x06F9:
                extendedArabicIndic = true
            case 0x200D:
                guard let previous, previous.properties.canonicalCombiningClass == .virama else { return false }
            case 0x200C:
                let joins = previous.map { $0.properties.canonicalCombiningClass == .virama } ?? false
                let arabic = previous.map { (0x0600...0x06FF).contains($0.value) } ?? false
                guard joins || (arabic && next.map { (0x0600...0x06FF).contains($0.value) } ?? false) else {
                    return false
                }
            default:
                if scalar.isASCII {
                    guard scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" else {
                        return false
                    }
                } else {
                    switch scalar.properties.generalCategory {
                    case .lowercaseLetter, .otherLetter, .modifierLetter, .nonspacingMark, .spacingMark,
                        .enclosingMark, .decimalNumber, .letterNumber, .otherSymbol, .otherPunctuation:
                        break
                    default:
                        return false
                    }
                }
            }
        }
        return !(arabicIndic && extendedArabicIndic)
    }

    private static func isGreek(_ scalar: Unicode.Scalar) -> Bool {
        (0x0370...0x03FF).contains(scalar.value) || (0x1F00...0x1FFF).contains(scalar.value)
    }

    private static func isJapanese(_ scalar: Unicode.Scalar) -> Bool {
        (0x3040...0x30FF).contains(scalar.value) || (0x3400...0x4DBF).contains(scalar.value)
            || (0x4E00...0x9FFF).contains(scalar.value)
    }
}

/// The URI, IRI and URI-template formats (RFC 3986, 3987, 6570).
enum JSONSchemaURIFormat {
    private static let unreserved = Set("-._~".unicodeScalars)
    private static let subDelimiters = Set("!$&'()*+,;=".unicodeScalars)

    private static func isAllowed(_ scalar: Unicode.Scalar, international: Bool, extra: String) -> Bool {
        if scalar.isASCII {
            return scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || unreserved.contains(scalar)
                || subDelimiters.contains(scalar) || extra.unicodeScalars.contains(scalar)
        }
        return international && scalar.value >= 0xA0 && !scalar.properties.isWhitespace
    }

    /// Whether every scalar is allowed, with `%` followed by two hex digits.
    private static func isComponent(_ text: Substring, international: Bool, extra: String) -> Bool {
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            if scalar == "%" {
                guard let high = scalars.next(), let low = scalars.next(), high.properties.isASCIIHexDigit,
                    low.properties.isASCIIHexDigit
                else { return false }
            } else if !isAllowed(scalar, international: international, extra: extra) {
                return false
            }
        }
        return true
    }

    /// A URI (or IRI), or with `relative`, a URI reference (or IRI reference).
    static func isURI(_ string: String, international: Bool, relative: Bool) -> Bool {
        var rest = Substring(string)
        if let hash = rest.firstIndex(of: "#") {
            guard isComponent(rest[rest.index(after: hash)...], international: international, extra: ":@/?") else {
                return false
            }
            rest = rest[..<hash]
        }
        if let question = rest.firstIndex(of: "?") {
            guard isComponent(rest[rest.index(after: question)...], international: international, extra: ":@/?") else {
                return false
            }
            rest = rest[..<question]
        }
        var hasScheme = false
        if let colon = rest.firstIndex(of: ":"), !rest[..<colon].contains("/") {
            let scheme = rest[..<colon]
            guard let first = scheme.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic,
                scheme.unicodeScalars.allSatisfy({
                    $0.isASCII
                        && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0))
                })
            else { return false }
            hasScheme = true
            rest = rest[rest.index(after: colon)...]
        }
        guard hasScheme || relative else { return false }
        if rest.hasPrefix("//") {
            rest = rest.dropFirst(2)
            let end = rest.firstIndex(of: "/") ?? rest.endIndex
            guard isAuthority(rest[..<end], international: international) else { return false }
            rest = rest[end...]
        }
        return isComponent(rest, international: international, extra: ":@/")
    }

    private static func isAuthority(_ authority: Substring, international: Bool) -> Bool {
        var host = authority
        if let at = host.lastIndex(of: "@") {
            guard isComponent(host[..<at], international: international, extra: ":") else { return false }
            host = host[host.index(after: at)...]
        }
        if host.hasPrefix("[") {
            guard let close = host.firstIndex(of: "]") else { return false }
            let literal = host[host.index(after: host.startIndex)..<close]
            guard JSONSchemaFormats.isIPv6(literal) || literal.hasPrefix("v") else { return false }
            host = host[host.index(after: close)...]
            if host.isEmpty { return true }
            guard host.first == ":" else { return false }
            return host.dropFirst().allSatisfy { $0.isASCII && $0.isNumber }
        }
        if let colon = host.lastIndex(of: ":") {
            guard host[host.index(after: colon)...].allSatisfy({ $0.isASCII && $0.isNumber }) else { return false }
            host = host[..<colon]
        }
        return isComponent(host, international: international, extra: "")
    }

    /// RFC 6570: literals and `{…}` expressions that are closed and not nested.
    static func isTemplate(_ string: String) -> Bool {
        var inExpression = false
        var expressionLength = 0
        for scalar in string.unicodeScalars {
            switch scalar {
            case "{":
                guard !inExpression else { return false }
                inExpression = true
                expressionLength = 0
            case "}":
                guard inExpression, expressionLength > 0 else { return false }
                inExpression = false
            default:
                if inExpression {
                    expressionLength += 1
                } else if scalar.value < 0x21 || "\"'<>\\^`|".unicodeScalars.contains(scalar) {
                    return false
                }
            }
        }
        return !inExpression
    }
}
