import LMCore

extension LlamaGrammarCompiler {
    /// The body of a rule for a string node.
    func string(_ constraints: GenerationSchema.Node.StringConstraints) -> String {
        if let constant = constraints.constant { return Self.literal(Self.jsonString(constant)) }
        if let choices = constraints.choices, !choices.isEmpty {
            return choices.map { Self.literal(Self.jsonString($0)) }.joined(separator: " | ")
        }
        if let format = constraints.format { return Self.quote + " " + Self.format(format) + " " + Self.quote }
        if let pattern = constraints.pattern, let translated = Self.pattern(pattern) {
            return Self.quote + " " + translated + " " + Self.quote
        }
        let minimum = max(0, constraints.minimumLength ?? 0)
        let repeats = Self.repetition(minimum, constraints.maximumLength.map { max(minimum, $0) })
        return Self.quote + " char" + repeats + " " + Self.quote
    }

    /// The GBNF literal for one double quote.
    static let quote = #""\"""#

    /// The inside of a string in a given format.
    static func format(_ format: GenerationSchema.Node.StringFormat) -> String {
        let date = #"[0-9]{4} "-" ( "0" [1-9] | "1" [0-2] ) "-" ( "0" [1-9] | [12] [0-9] | "3" [01] )"#
        let time =
            #"( [01] [0-9] | "2" [0-3] ) ":" [0-5] [0-9] ":" [0-5] [0-9] ( "." [0-9]{1,6} )? "#
            + #"( "Z" | [+-] ( [01] [0-9] | "2" [0-3] ) ":" [0-5] [0-9] )?"#
        switch format {
        case .date: return date
        case .time: return time
        case .dateTime: return date + #" "T" "# + time
        case .uuid:
            let hex = "[0-9a-fA-F]"
            return "\(hex){8} \"-\" \(hex){4} \"-\" \(hex){4} \"-\" \(hex){4} \"-\" \(hex){12}"
        case .email:
            return #"[a-zA-Z0-9._%+-]{1,40} "@" [a-zA-Z0-9-]{1,40} ( "." [a-zA-Z0-9-]{1,40} )* "." [a-zA-Z]{2,12}"#
        }
    }

    /// Translates a regular expression in the supported subset into a GBNF expression for the
    /// inside of a JSON string, or nil when it uses anything else (the schema's validation then
    /// checks the pattern).
    static func pattern(_ pattern: String) -> String? {
        var parser = RegexTranslator(Array(pattern))
        return parser.translate()
    }
}

/// Translates a small, common subset of regular expressions into GBNF: literals, escapes
/// (`\d \w \s` and escaped punctuation), classes `[...]`, `.`, groups `(...)` and `(?:...)`,
/// alternation `|`, quantifiers `? * + {m} {m,} {m,n}`, and the anchors `^` and `$` at the ends.
/// Characters that JSON would escape are left out of classes and `.`, so matches stay valid
/// JSON string content.
private struct RegexTranslator {
    private let characters: [Character]
    private var index = 0

    init(_ characters: [Character]) {
        self.characters = characters
    }

    mutating func translate() -> String? {
        var end = characters.count
        if characters.first == "^" { index = 1 }
        if end > index, characters[end - 1] == "$", end < 2 || characters[end - 2] != "\\" { end -= 1 }
        guard let expression = alternation(until: end), index == end else { return nil }
        return expression.isEmpty ? "\"\"" : expression
    }

    private mutating func alternation(until end: Int) -> String? {
        var branches: [String] = []
        var current: [String] = []
        while index < end {
            let character = characters[index]
            if character == "|" {
                branches.append(current.joined(separator: " "))
                current = []
                index += 1
            } else if character == ")" {
                break
            } else {
                guard let atom = atom(until: end), let quantified = quantifier(atom, until: end) else { return nil }
                current.append(quantified)
            }
        }
        branches.append(current.joined(separator: " "))
        if branches.count == 1 { return branches[0] }
        return "( " + branches.map { $0.isEmpty ? "\"\"" : $0 }.joined(separator: " | ") + " )"
    }

    private mutating func atom(until end: Int) -> String? {
        let character = characters[index]
        index += 1
        switch character {
        case "(":
            if index + 1 < end, characters[index] == "?" {
                guard characters[index + 1] == ":" else { return nil }
                index += 2
            }
            guard let inner = alternation(until: end), index < end, characters[index] == ")" else { return nil }
            index += 1
            return "( " + (inner.isEmpty ? "\"\"" : inner) + " )"
        case "[":
            return characterClass(until: end)
        case ".":
            return #"[^"\\\x00-\x1F\x7F]"#
        case "\\":
            guard index < end else { return nil }
            let escaped = characters[index]
            index += 1
            switch escaped {
            case "d": return "[0-9]"
            case "w": return "[a-zA-Z0-9_]"
            case "s": return "\" \""
            default:
                guard escaped.isPunctuation || escaped.isSymbol else { return nil }
                return Self.jsonLiteral(escaped)
            }
        case "*", "+", "?", "{", "}", "]", "^", "$":
            return nil
        default:
            return Self.jsonLiteral(character)
        }
    }

    /// A GBNF literal for how a character appears inside a JSON string.
    private static func jsonLiteral(_ character: Character) -> String {
        let json = LlamaGrammarCompiler.jsonString(String(character))
        return LlamaGrammarCompiler.literal(String(json.dropFirst().dropLast()))
    }

    private mutating func characterClass(until end: Int) -> String? {
        var body = ""
        var negated = false
        if index < end, characters[index] == "^" {
            negated = true
            index += 1
        }
        var first = true
        while index < end, characters[index] != "]" || first {
            first = false
            var character = characters[index]
            index += 1
            if character == "\\" {
                guard index < end else { return nil }
                character = characters[index]
                index += 1
                switch character {
                case "d": body += "0-9"
                case "w": body += "a-zA-Z0-9_"
                case "s": body += " "
                case "[", "]": body += "\\" + String(character)
                case "-", "\\", "\"": return nil
                default:
                    guard character.isASCII, character.isPunctuation || character.isSymbol else { return nil }
                    body += String(character)
                }
                continue
            }
            guard character.isASCII, character != "\"", let ascii = character.asciiValue, ascii >= 0x20 else {
                return nil
            }
            body += character == "\\" ? "\\\\" : String(character)
        }
        guard index < end else { return nil }
        index += 1
        // A negated class must still exclude what JSON would need to escape.
        return negated ? #"[^"# + body + #"\"\\\x00-\x1F\x7F]"# : "[" + body + "]"
    }

    private mutating func quantifier(_ atom: String, until end: Int) -> String? {
        guard index < end else { return atom }
        switch characters[index] {
        case "?", "*", "+":
            let symbol = characters[index]
            index += 1
            return atom + String(symbol)
        case "{":
            guard let close = characters[index..<end].firstIndex(of: "}") else { return nil }
            let inside = String(characters[(index + 1)..<close])
            let parts = inside.split(separator: ",", omittingEmptySubsequences: false)
            guard (1...2).contains(parts.count), let minimum = Int(parts[0]) else { return nil }
            let maximum: Int?
            if parts.count == 1 {
                maximum = minimum
            } else if parts[1].isEmpty {
                maximum = nil
            } else {
                guard let value = Int(parts[1]), value >= minimum else { return nil }
                maximum = value
            }
            index = close + 1
            return atom + LlamaGrammarCompiler.repetition(minimum, maximum)
        default:
            return atom
        }
    }
}
