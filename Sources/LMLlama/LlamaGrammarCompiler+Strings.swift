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
            + #"( "Z" | [+-] ( [01] [0-9] | "2" [0-3] ) ":" [0-5] [0-9] )"#
        switch format {
        case .date: return date
        case .time: return time
        case .dateTime: return date + #" "T" "# + time
        case .uuid:
            let hex = "[0-9a-fA-F]"
            return "\(hex){8} \"-\" \(hex){4} \"-\" \(hex){4} \"-\" \(hex){4} \"-\" \(hex){12}"
        case .email:
            let atom = "[a-zA-Z0-9_%+-]{1,20}"
            let label = #"[a-zA-Z0-9] ( [a-zA-Z0-9-]{0,30} [a-zA-Z0-9] )?"#
            return "\(atom) ( \".\" \(atom) ){0,3} \"@\" \(label) ( \".\" \(label) ){0,3} \".\" [a-zA-Z]{2,12}"
        }
    }

    /// Translates a pattern into a GBNF expression for the inside of a JSON string, or nil when
    /// a grammar can't express it (word boundaries, anchors inside the pattern, patterns that
    /// LMCore's ECMA-262 reader refuses); the session's validation then checks the pattern.
    ///
    /// The pattern is read by the same parser the validators use (``RegexPattern``). The grammar
    /// generates whole-string matches, which also match an unanchored pattern.
    static func pattern(_ pattern: String) -> String? {
        guard let parsed = try? RegexPattern.parse(pattern) else { return nil }
        return RegexGrammarTranslator.translate(parsed)
    }
}
