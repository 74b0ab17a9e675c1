import Synchronization

extension RegexPattern.CharacterSet {
    /// ECMA-262 `\d`: the ASCII digits.
    static let digits = Self(ranges: ["0"..."9"])
    /// ECMA-262 `\w`: ASCII letters, digits and `_`.
    static let word = Self(ranges: ["a"..."z", "A"..."Z", "0"..."9", "_"..."_"])
    /// ECMA-262 `\s`: WhiteSpace and LineTerminator.
    static let space = Self(ranges: [
        "\t"..."\r", " "..." ", "\u{A0}"..."\u{A0}", "\u{1680}"..."\u{1680}", "\u{2000}"..."\u{200A}",
        "\u{2028}"..."\u{2029}", "\u{202F}"..."\u{202F}", "\u{205F}"..."\u{205F}", "\u{3000}"..."\u{3000}",
        "\u{FEFF}"..."\u{FEFF}",
    ])
    /// ECMA-262 `.` without the dotAll flag: everything except line terminators.
    static let dot = Self(ranges: ["\n"..."\n", "\r"..."\r", "\u{2028}"..."\u{2029}"], isNegated: true)

    /// A set of one scalar.
    static func single(_ scalar: Unicode.Scalar) -> Self { Self(ranges: [scalar...scalar]) }

    /// The set for a Unicode property escape's name (`L`, `Letter`, `gc=Nd`,
    /// `General_Category=Lu`, `Alphabetic`, `White_Space`, `ASCII`, `Any`…), or nil when the
    /// property is not supported.
    static func property(named name: String) -> Self? {
        var key = name
        if let equals = name.firstIndex(of: "=") {
            let property = name[..<equals]
            guard property == "gc" || property == "General_Category" else { return nil }
            key = String(name[name.index(after: equals)...])
            guard RegexPropertyTable.categoryGroups[key] != nil else { return nil }
        }
        guard RegexPropertyTable.categoryGroups[key] != nil || RegexPropertyTable.binary[key] != nil else {
            return nil
        }
        return RegexPropertyTable.ranges(for: key).map { ranges in
            Self(
                ranges: ranges.compactMap { range in
                    guard let low = Unicode.Scalar(range.lowerBound), let high = Unicode.Scalar(range.upperBound) else {
                        return nil
                    }
                    return low...high
                })
        }
    }
}

/// The scalar ranges of the Unicode properties `\p{…}` supports, computed once per property
/// from the Unicode data of the Swift runtime.
enum RegexPropertyTable {
    typealias Category = Unicode.GeneralCategory

    /// General category names (short and long) and the categories each stands for.
    static let categoryGroups: [String: [Category]] = {
        let groups: [(String, String, [Category])] = [
            ("L", "Letter", [.uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter]),
            ("LC", "Cased_Letter", [.uppercaseLetter, .lowercaseLetter, .titlecaseLetter]),
            ("Lu", "Uppercase_Letter", [.uppercaseLetter]), ("Ll", "Lowercase_Letter", [.lowercaseLetter]),
            ("Lt", "Titlecase_Letter", [.titlecaseLetter]), ("Lm", "Modifier_Letter", [.modifierLetter]),
            ("Lo", "Other_Letter", [.otherLetter]),
            ("M", "Mark", [.nonspacingMark, .spacingMark, .enclosingMark]),
            ("Mn", "Nonspacing_Mark", [.nonspacingMark]), ("Mc", "Spacing_Mark", [.spacingMark]),
            ("Me", "Enclosing_Mark", [.enclosingMark]),
            ("N", "Number", [.decimalNumber, .letterNumber, .otherNumber]),
            ("Nd", "Decimal_Number", [.decimalNumber]), ("Nl", "Letter_Number", [.letterNumber]),
            ("No", "Other_Number", [.otherNumber]),
            (
                "P", "Punctuation",
                [
                    .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
                    .initialPunctuation, .finalPunctuation, .otherPunctuation,
                ]
            ),
            ("Pc", "Connector_Punctuation", [.connectorPunctuation]), ("Pd", "Dash_Punctuation", [.dashPunctuation]),
            ("Ps", "Open_Punctuation", [.openPunctuation]), ("Pe", "Close_Punctuation", [.closePunctuation]),
            ("Pi", "Initial_Punctuation", [.initialPunctuation]), ("Pf", "Final_Punctuation", [.finalPunctuation]),
            ("Po", "Other_Punctuation", [.otherPunctuation]),
            ("S", "Symbol", [.mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol]),
            ("Sm", "Math_Symbol", [.mathSymbol]), ("Sc", "Currency_Symbol", [.currencySymbol]),
            ("Sk", "Modifier_Symbol", [.modifierSymbol]), ("So", "Other_Symbol", [.otherSymbol]),
            ("Z", "Separator", [.spaceSeparator, .lineSeparator, .paragraphSeparator]),
            ("Zs", "Space_Separator", [.spaceSeparator]), ("Zl", "Line_Separator", [.lineSeparator]),
            ("Zp", "Paragraph_Separator", [.paragraphSeparator]),
            ("C", "Other", [.control, .format, .surrogate, .privateUse, .unassigned]),
            ("Cc", "Control", [.control]), ("Cf", "Format", [.format]), ("Cs", "Surrogate", [.surrogate]),
            ("Co", "Private_Use", [.privateUse]), ("Cn", "Unassigned", [.unassigned]),
        ]
        var table: [String: [Category]] = [:]
        for (short, long, categories) in groups {
            table[short] = categories
            table[long] = categories
        }
        return table
    }()

    /// Binary properties by name (and short name).
    static let binary: [String: @Sendable (Unicode.Scalar) -> Bool] = [
        "Any": { _ in true },
        "ASCII": { $0.isASCII },
        "Alphabetic": { $0.properties.isAlphabetic }, "Alpha": { $0.properties.isAlphabetic },
        "Uppercase": { $0.properties.isUppercase }, "Upper": { $0.properties.isUppercase },
        "Lowercase": { $0.properties.isLowercase }, "Lower": { $0.properties.isLowercase },
        "White_Space": { $0.properties.isWhitespace }, "space": { $0.properties.isWhitespace },
        "Emoji": { $0.properties.isEmoji },
        "Hex_Digit": { $0.properties.isHexDigit }, "ASCII_Hex_Digit": { $0.properties.isASCIIHexDigit },
        "Ideographic": { $0.properties.isIdeographic }, "Math": { $0.properties.isMath },
        "Dash": { $0.properties.isDash },
    ]

    private static let cache = Mutex<[String: [ClosedRange<UInt32>]]>([:])

    /// The ranges of a property named in ``categoryGroups`` or ``binary``.
    static func ranges(for name: String) -> [ClosedRange<UInt32>]? {
        if let cached = cache.withLock({ $0[name] }) { return cached }
        let test: (Unicode.Scalar) -> Bool
        if let categories = categoryGroups[name] {
            let wanted = Set(categories)
            test = { wanted.contains($0.properties.generalCategory) }
        } else if let predicate = binary[name] {
            test = predicate
        } else {
            return nil
        }
        var ranges: [ClosedRange<UInt32>] = []
        var start: UInt32?
        var value: UInt32 = 0
        while value <= 0x110000 {
            let inside = Unicode.Scalar(value).map(test) ?? false
            if inside, start == nil { start = value }
            if !inside, let first = start {
                ranges.append(first...(value - 1))
                start = nil
            }
            value += 1
        }
        cache.withLock { $0[name] = ranges }
        return ranges
    }
}
