/// Rewrites a Swift `Regex` as a pattern in the ECMA-262 dialect that JSON Schema and
/// ``RegexPattern`` use, or says why it has no such form.
///
/// The source is the regex's printed pattern (`Regex._literalPattern`), which the toolchain gives
/// for regex literals, `Regex(String)` values and most RegexBuilder regexes, in Swift's own
/// syntax. Swift's syntax is a superset of what LMCore needs, and the two differ in spelling:
///
/// - `\A` and `\z` become `^` and `$`; `\Q…\E` quotes become escaped characters; `\U0010FFFF`,
///   `\x{…}` and `\u{…}` become `\u{…}`; `{,n}` becomes `{0,n}`; nested classes without set
///   operators (`[[a-f][\d]]`, which RegexBuilder prints) become one class.
/// - Case-insensitive scopes (`(?i)`, `(?i:…)`, what `ignoresCase()` prints) become classes of
///   both cases (`[aA]`, `[a-zA-Z]`).
/// - Extended scopes (`(?x)`) drop their whitespace and comments; the ASCII-only options
///   (`(?D)`, `(?W)`, `(?S)`) and Unicode-scalar semantics (`(?u)`) are what the ECMA-262
///   dialect does anyway.
///
/// Everything else that would change meaning is refused with a reason: options such as `(?s)` and
/// `(?m)`, possessive quantifiers, `\Z`, `\h`, `\v`, `\R`, `\X`, `\N{…}`, backreferences and
/// class set operations. Other differences are those of the dialects themselves: `\d`, `\w` and
/// `\s` are ASCII (Swift's are Unicode, so every string LMCore generates still matches the Swift
/// regex), and matching is by Unicode scalar rather than by `Character`.
struct SwiftRegexTranslator {
    /// Why a regex has no ECMA-262 form.
    struct Failure: Error, Equatable {
        /// What could not be translated.
        let reason: String
    }

    /// The options in effect in one group.
    struct Flags {
        var foldsCase = false
        var isExtended = false
    }

    let scalars: [Unicode.Scalar]
    var position = 0
    var output = ""
    var scopes = [Flags()]

    /// The ECMA-262 form of a regex, or why it has none.
    ///
    /// - Parameter regex: A Swift regex.
    /// - Returns: The pattern, or the reason it cannot be written as a JSON Schema pattern.
    static func pattern<Output>(of regex: Regex<Output>) -> Result<String, Failure> {
        guard let printed = regex._literalPattern else {
            return .failure(
                Failure(
                    reason: "Swift cannot print this Regex as a pattern (it uses RegexBuilder components such as "
                        + "a Capture with a transform or a Foundation parser)"))
        }
        let translated = translate(printed)
        if case .success(let pattern) = translated, let mismatch = check(pattern, printed: printed, against: regex) {
            return .failure(mismatch)
        }
        return translated
    }

    /// Checks a translation against the regex itself: the shortest strings each top-level
    /// alternative of the pattern accepts must contain a match of the Swift regex.
    ///
    /// This catches printed forms that lost their meaning: Swift 6.3 prints the RegexBuilder
    /// regex `Regex { "x"; ChoiceOf { "a"; "b" } }` as `xa|b`, without the group.
    ///
    /// - Returns: The failure, or nil when every sample matches.
    static func check<Output>(_ pattern: String, printed: String, against regex: Regex<Output>) -> Failure? {
        guard let parsed = try? RegexPattern.parse(pattern) else { return nil }
        let branches: [RegexPattern]
        if case .alternation(let alternatives) = parsed { branches = alternatives } else { branches = [parsed] }
        for branch in branches {
            guard let matcher = try? RegexMatcher(branch, source: pattern) else { continue }
            for variant in 0..<2 {
                guard let sample = matcher.sample(maximumLength: 64, variant: variant) else { continue }
                if (try? regex.firstMatch(in: sample)) == nil {
                    return Failure(
                        reason: "Swift prints this Regex as \(printed), which accepts \"\(sample)\" where the Regex "
                            + "itself finds no match (RegexBuilder's ChoiceOf next to other components prints "
                            + "without its group)")
                }
            }
        }
        return nil
    }

    /// The ECMA-262 form of a pattern written in Swift's regex syntax.
    ///
    /// - Parameter swiftPattern: A pattern as Swift prints it.
    /// - Returns: The pattern, or why it has no ECMA-262 form.
    static func translate(_ swiftPattern: String) -> Result<String, Failure> {
        var translator = SwiftRegexTranslator(scalars: Array(swiftPattern.unicodeScalars))
        do {
            try translator.translateAll()
            return .success(translator.output)
        } catch {
            return .failure(error)
        }
    }

    var current: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }
    var flags: Flags { scopes[scopes.count - 1] }

    func peek(_ offset: Int) -> Unicode.Scalar? {
        position + offset < scalars.count ? scalars[position + offset] : nil
    }

    mutating func translateAll() throws(Failure) {
        while let scalar = current {
            position += 1
            if flags.isExtended, scalar.properties.isWhitespace { continue }
            if flags.isExtended, scalar == "#" {
                while let next = current, next != "\n" { position += 1 }
                continue
            }
            switch scalar {
            case "\\": try translateEscape()
            case "[": try translateClass()
            case "(": try translateGroup()
            case ")":
                guard scopes.count > 1 else { throw Failure(reason: "a ')' closes no group") }
                scopes.removeLast()
                output += ")"
            case "*", "+", "?":
                output.unicodeScalars.append(scalar)
                try finishQuantifier()
            case "{": try translateBrace()
            case "^", "$", "|", ".": output.unicodeScalars.append(scalar)
            default: appendLiteral(scalar)
            }
        }
        guard scopes.count == 1 else { throw Failure(reason: "a '(' is not closed") }
    }

    /// After a quantifier: keeps a lazy `?`, refuses a possessive `+`.
    mutating func finishQuantifier() throws(Failure) {
        if current == "?" {
            position += 1
            output += "?"
        } else if current == "+" {
            throw Failure(reason: "possessive quantifiers (such as a++) have no JSON Schema form")
        }
    }

    /// `{n}`, `{n,}`, `{n,m}` and Swift's `{,m}`; any other `{` is a literal.
    mutating func translateBrace() throws(Failure) {
        var index = position
        func digits() -> String {
            var text = ""
            while index < scalars.count, ("0"..."9").contains(scalars[index]) {
                text.unicodeScalars.append(scalars[index])
                index += 1
            }
            return text
        }
        let low = digits()
        var high: String? = low
        if index < scalars.count, scalars[index] == "," {
            index += 1
            high = digits()
        }
        guard index < scalars.count, scalars[index] == "}", !low.isEmpty || high?.isEmpty == false else {
            appendLiteral("{")
            return
        }
        position = index + 1
        output += low.isEmpty ? "{0" : "{\(low)"
        if let high, high != low || low.isEmpty { output += ",\(high)" }
        output += "}"
        try finishQuantifier()
    }

    mutating func translateGroup() throws(Failure) {
        guard current == "?" else {
            scopes.append(flags)
            output += "("
            return
        }
        position += 1
        guard let kind = current else { throw Failure(reason: "a '(?' is not closed") }
        switch kind {
        case ":", "=", "!":
            position += 1
            scopes.append(flags)
            output += "(?"
            output.unicodeScalars.append(kind)
        case "<" where peek(1) == "=" || peek(1) == "!":
            scopes.append(flags)
            output += "(?<"
            output.unicodeScalars.append(scalars[position + 1])
            position += 2
        case "<", "P", "'":
            try translateNamedGroup()
        case "#":
            while let next = current, next != ")" { position += 1 }
            guard current == ")" else { throw Failure(reason: "a '(?#' comment is not closed") }
            position += 1
        default:
            try translateOptions()
        }
    }

    /// `(?<name>`, `(?P<name>` and `(?'name'` become `(?<name>`.
    mutating func translateNamedGroup() throws(Failure) {
        if current == "P" { position += 1 }
        guard let open = current, open == "<" || open == "'" else {
            throw Failure(reason: "'(?P' must start a named group as (?P<name>...)")
        }
        let close: Unicode.Scalar = open == "<" ? ">" : "'"
        position += 1
        var name = ""
        while let next = current, next != close {
            name.unicodeScalars.append(next)
            position += 1
        }
        guard current == close, !name.isEmpty else { throw Failure(reason: "a group name is not closed") }
        position += 1
        scopes.append(flags)
        output += "(?<\(name)>"
    }

    /// `(?flags)` changes the options of the enclosing group; `(?flags:` opens a group with them.
    mutating func translateOptions() throws(Failure) {
        var updated = flags
        var isRemoving = false
        while let option = current, option != ")", option != ":" {
            position += 1
            switch option {
            case "-": isRemoving = true
            case "i": updated.foldsCase = !isRemoving
            case "x": updated.isExtended = !isRemoving
            case "D", "W", "S", "u": break
            case "s":
                throw Failure(reason: "the option (?s) (dot matches newlines) has no JSON Schema form")
            case "m":
                throw Failure(reason: "the option (?m) (anchors match line endings) has no JSON Schema form")
            case ">": throw Failure(reason: "atomic groups (?>...) have no JSON Schema form")
            default:
                throw Failure(reason: "the group or option (?\(option)...) has no JSON Schema form")
            }
        }
        guard let end = current else { throw Failure(reason: "a '(?' option group is not closed") }
        position += 1
        if end == ":" {
            scopes.append(updated)
            output += "(?:"
        } else {
            scopes[scopes.count - 1] = updated
        }
    }

    mutating func translateEscape() throws(Failure) {
        guard let scalar = current else { throw Failure(reason: "a '\\' ends the pattern") }
        position += 1
        switch scalar {
        case "A": output += "^"
        case "z": output += "$"
        case "Q": for literal in quoted() { appendLiteral(literal) }
        case "d", "D", "w", "W", "s", "S", "b", "B", "n", "t", "r", "f":
            output += "\\"
            output.unicodeScalars.append(scalar)
        case "p", "P": output += try property(negated: scalar == "P")
        case "u", "U", "x": appendLiteral(try hexScalar(after: scalar))
        case "0": appendLiteral("\0")
        case "1"..."9", "g", "k":
            throw Failure(reason: "backreferences (\\\(scalar)...) have no JSON Schema form")
        default:
            try refuseEscape(scalar)
            appendLiteral(scalar)
        }
    }

    /// Refuses escapes that are classes or assertions in Swift but have no ECMA-262 form.
    func refuseEscape(_ scalar: Unicode.Scalar) throws(Failure) {
        switch scalar {
        case "Z": throw Failure(reason: "\\Z (end, or before a final newline) has no JSON Schema form; use $")
        case "N": throw Failure(reason: "\\N{...} has no JSON Schema form; write the character itself")
        default:
            guard scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) else { return }
            throw Failure(reason: "the escape \\\(scalar) has no JSON Schema form")
        }
    }

    /// The characters of a `\Q…\E` quote (the `\Q` already read).
    mutating func quoted() -> [Unicode.Scalar] {
        var literals: [Unicode.Scalar] = []
        while let next = current {
            if next == "\\", peek(1) == "E" {
                position += 2
                return literals
            }
            literals.append(next)
            position += 1
        }
        return literals
    }

    /// `\p{…}` or `\P{…}` as written; refused where case is folded, since folding would change it.
    mutating func property(negated: Bool) throws(Failure) -> String {
        guard current == "{" else { throw Failure(reason: "\\p and \\P need a property name in braces") }
        var text = negated ? "\\P{" : "\\p{"
        position += 1
        while let next = current, next != "}" {
            text.unicodeScalars.append(next)
            position += 1
        }
        guard current == "}" else { throw Failure(reason: "a \\p{ is not closed") }
        position += 1
        if flags.foldsCase {
            throw Failure(reason: "a property class (\(text)}) in a case-insensitive scope has no JSON Schema form")
        }
        return text + "}"
    }

    /// The scalar of `\uXXXX`, `\u{…}`, `\UXXXXXXXX`, `\xXX` or `\x{…}` (the letter already read).
    mutating func hexScalar(after letter: Unicode.Scalar) throws(Failure) -> Unicode.Scalar {
        var digits = ""
        if current == "{" {
            position += 1
            while let next = current, next != "}" {
                digits.unicodeScalars.append(next)
                position += 1
            }
            position += 1
        } else {
            let count = letter == "U" ? 8 : letter == "u" ? 4 : 2
            for _ in 0..<count {
                guard let next = current else { break }
                digits.unicodeScalars.append(next)
                position += 1
            }
        }
        guard let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) else {
            throw Failure(reason: "\\\(letter)\(digits) is not a Unicode scalar value")
        }
        return scalar
    }

    /// A literal character, in both cases where case is folded.
    mutating func appendLiteral(_ scalar: Unicode.Scalar) {
        let others = flags.foldsCase ? Self.otherCases(of: scalar) : []
        if others.isEmpty {
            output += Self.escaped(scalar, inClass: false)
        } else {
            output += "[" + ([scalar] + others).map { Self.escaped($0, inClass: true) }.joined() + "]"
        }
    }

    /// The other single-scalar cases of a letter (`A` for `a`), none for other characters.
    static func otherCases(of scalar: Unicode.Scalar) -> [Unicode.Scalar] {
        let character = Character(scalar)
        var cases: [Unicode.Scalar] = []
        for variant in [character.lowercased(), character.uppercased()] {
            let variantScalars = Array(variant.unicodeScalars)
            if variantScalars.count == 1, variantScalars[0] != scalar, !cases.contains(variantScalars[0]) {
                cases.append(variantScalars[0])
            }
        }
        return cases
    }

    /// A scalar written so that ECMA-262 reads it as itself.
    static func escaped(_ scalar: Unicode.Scalar, inClass: Bool) -> String {
        let syntax: Set<Unicode.Scalar> =
            inClass
            ? ["\\", "]", "[", "^", "-"] : ["\\", "^", "$", ".", "|", "?", "*", "+", "(", ")", "[", "]", "{", "}"]
        if syntax.contains(scalar) { return "\\" + String(scalar) }
        if scalar.value < 0x20 || scalar.value == 0x7F
            || !scalar.properties.isAlphabetic && scalar.value > 0x7F
                && (scalar.properties.isWhitespace || scalar.properties.generalCategory == .format)
        {
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return scalar.value > 0xFFFF ? "\\u{\(hex)}" : "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
        return String(scalar)
    }
}
