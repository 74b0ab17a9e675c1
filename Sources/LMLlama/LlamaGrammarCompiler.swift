import LMCore

/// Compiles a ``GenerationSchema`` into a llama.cpp GBNF grammar, so that every response sampled
/// under it is JSON that follows the schema.
///
/// What the grammar enforces:
/// - objects: exactly the schema's properties, in declaration order; required ones always,
///   optional ones may be left out;
/// - arrays: `prefixItems`, then elements, with the minimum and maximum counts;
/// - strings: `constant`, `choices` (enums), `format` (date, time, date-time, uuid, email),
///   `pattern` when the regular expression is in the supported subset (literals, classes, `.`,
///   groups, alternation, `? * + {m,n}`, anchors), and length bounds;
/// - integers: exact ranges (`minimum`/`maximum`), by digit patterns;
/// - numbers: within their bounds (see ``number(_:)``);
/// - `anyOf`, `enumeration` (JSON values), `constant`, `null`, Booleans, `any`, references and
///   recursion (each definition becomes a rule).
///
/// What it can't express — a number's bounds, a pattern outside the subset — is left to the
/// session's validation of the response against the schema.
///
/// Whitespace is limited to at most one space where JSON allows it, so a model can't fill its
/// budget with blanks.
///
/// ```swift
/// let gbnf = LlamaGrammarCompiler.compile(Recipe.generationSchema)
/// let sampler = try LlamaSampler(model: model, mode: .greedy, grammar: gbnf)
/// ```
public struct LlamaGrammarCompiler {
    private var rules: [(name: String, body: String)] = []
    private var namesByBody: [String: String] = [:]
    private var usedNames: Set<String> = [
        "root", "ws", "char", "string", "number", "integer", "value", "object", "array",
    ]
    /// Rule names of the definitions of the schema being compiled.
    private var definitionNames: [String: String] = [:]

    /// Compiles a schema; the grammar's start rule is `root`.
    /// - Parameter schema: The schema.
    /// - Returns: GBNF text.
    public static func compile(_ schema: GenerationSchema) -> String {
        var compiler = LlamaGrammarCompiler()
        let root = compiler.add(schema)
        return compiler.grammar(root: root)
    }

    /// Compiles the choice between answering and calling tools (see ``LlamaToolCallFormat``):
    /// either one or more tool-call blocks, each naming one of `tools` with arguments that follow
    /// that tool's schema, or an answer — free text that does not start a tool-call block, or JSON
    /// that follows `answer` when a structured response was asked for.
    /// - Parameters:
    ///   - tools: The tools the model may call (at least one).
    ///   - answer: The schema of a structured answer, or nil for a text answer.
    ///   - requireToolCall: When true, the answer branch is left out: the model must call a tool.
    /// - Returns: GBNF text whose start rule is `root`.
    public static func compileToolChoice(
        tools: [Transcript.ToolDefinition], answer: GenerationSchema?, requireToolCall: Bool
    ) -> String {
        var compiler = LlamaGrammarCompiler()
        let calls = tools.map { tool in
            literal(#"{"name": "# + jsonString(tool.name) + #", "arguments": "#) + " " + compiler.add(tool.parameters)
                + " " + literal("}")
        }
        let call = compiler.rule(
            literal(LlamaToolCallFormat.opening) + " ( " + calls.joined(separator: " | ") + " ) "
                + literal(LlamaToolCallFormat.closing))
        let toolCalls = compiler.rule(call + " ( " + literal(LlamaToolCallFormat.separator) + " " + call + " )*")
        guard !requireToolCall else { return compiler.grammar(root: toolCalls) }
        let answerRule = answer.map { compiler.add($0) } ?? compiler.rule(textNotStarting(LlamaToolCallFormat.marker))
        return compiler.grammar(root: toolCalls + " | " + answerRule)
    }

    /// Free text (possibly empty) that does not start with `marker`: it stops short of the
    /// marker, or leaves it at some character.
    static func textNotStarting(_ marker: String) -> String {
        let characters = Array(marker.unicodeScalars)
        var alternatives: [String] = []
        for index in characters.indices {
            let prefix = index == 0 ? "" : literal(String(String.UnicodeScalarView(characters[..<index]))) + " "
            alternatives.append(prefix + "[^" + classCharacter(characters[index]) + "] .*")
        }
        return "( " + alternatives.joined(separator: " | ") + " )?"
    }

    /// A character as it appears inside a GBNF character class.
    private static func classCharacter(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "]", "[", "^", "-", "\\": return "\\" + String(scalar)
        default:
            let quoted = literal(String(scalar))
            return String(quoted.dropFirst().dropLast())
        }
    }

    /// Adds a schema's definitions as rules and returns the expression of its root.
    private mutating func add(_ schema: GenerationSchema) -> String {
        definitionNames = [:]
        let definitions = schema.definitions.sorted { $0.key < $1.key }
        for (name, _) in definitions {
            definitionNames[name] = uniqueName("def-" + Self.ruleName(name))
        }
        for (name, node) in definitions {
            let body = expression(node)
            if let ruleName = definitionNames[name] { rules.append((ruleName, body)) }
        }
        return expression(schema.root)
    }

    /// The grammar text: `root`, the rules made so far, and the common rules.
    private func grammar(root: String) -> String {
        var lines = ["root ::= " + root]
        lines += rules.map { "\($0.name) ::= \($0.body)" }
        lines += Self.commonRules
        return lines.joined(separator: "\n") + "\n"
    }

    /// Rules every grammar shares: whitespace, JSON strings, numbers and any value.
    static let commonRules = [
        #"ws ::= " "?"#,
        #"char ::= [^"\\\x7F\x00-\x1F] | "\\" ( ["\\/bfnrt] | "u" [0-9a-fA-F]{4} )"#,
        #"string ::= "\"" char* "\"""#,
        #"integer ::= "-"? ( "0" | [1-9] [0-9]{0,17} )"#,
        // Exponents of at most two digits keep every number within a double's range.
        #"number ::= integer ( "." [0-9]{1,17} )? ( [eE] [-+]? [0-9]{1,2} )?"#,
        #"value ::= object | array | string | number | "true" | "false" | "null""#,
        #"object ::= "{" ws ( string ":" ws value ( "," ws string ":" ws value )* )? "}""#,
        #"array ::= "[" ws ( value ( "," ws value )* )? "]""#,
    ]

    /// An expression for a node: a rule name, or a short inline expression.
    private mutating func expression(_ node: GenerationSchema.Node) -> String {
        switch node.kind {
        case .object(let properties): return rule(object(properties))
        case .dictionary(let constraints): return rule(dictionary(constraints))
        case .array(let constraints): return rule(array(constraints))
        case .string(let constraints): return rule(string(constraints))
        case .integer(let bounds): return rule(Self.integer(bounds))
        case .number(let bounds):
            return Self.number(bounds).map { rule($0) } ?? "number"
        case .boolean: return #"( "true" | "false" )"#
        case .null: return #""null""#
        case .anyOf(let choices):
            let alternatives = choices.map { expression($0) }
            return alternatives.isEmpty ? "value" : rule(alternatives.joined(separator: " | "))
        case .enumeration(let values):
            let literals = values.map { Self.literal($0.jsonString) }
            return literals.isEmpty ? "value" : rule(literals.joined(separator: " | "))
        case .reference(let name): return definitionNames[name] ?? "value"
        case .any: return "value"
        }
    }

    private mutating func object(_ properties: [GenerationSchema.Node.Property]) -> String {
        guard !properties.isEmpty else { return #""{" ws "}""# }
        let pairs = properties.map { property in
            Self.literal(Self.jsonString(property.name) + ":") + " ws " + expression(property.node)
        }
        // After the first present property, each later one is `"," pair`, optional or not.
        func rest(_ start: Int) -> String {
            (start..<properties.count).map { index in
                properties[index].isRequired ? #" "," ws \#(pairs[index])"# : #" ( "," ws \#(pairs[index]) )?"#
            }.joined()
        }
        // The first present property is any optional one before the first required one, or that.
        var alternatives: [String] = []
        var allOptional = true
        for index in properties.indices {
            alternatives.append(pairs[index] + rest(index + 1))
            if properties[index].isRequired {
                allOptional = false
                break
            }
        }
        let body = alternatives.count == 1 ? alternatives[0] : "( " + alternatives.joined(separator: " | ") + " )"
        return #""{" ws "# + (allOptional ? "( \(body) )?" : body) + #" "}""#
    }

    /// An object of entries: keys that match the key pattern (any string without one), within
    /// the counts. Keys written twice can't be excluded by a grammar; validation reports them.
    private mutating func dictionary(_ constraints: GenerationSchema.Node.DictionaryConstraints) -> String {
        let maximum = constraints.maximumCount
        guard maximum != 0 else { return #""{" ws "}""# }
        let minimum = max(0, constraints.minimumCount ?? 0)
        let key = constraints.keyPattern.map { rule(string(.init(pattern: $0))) } ?? "string"
        let entry = key + #" ":" ws "# + expression(constraints.value)
        let laterMaximum = maximum.map { $0 - 1 }
        let list =
            laterMaximum == 0
            ? entry : entry + #" ( "," ws "# + entry + " )" + Self.repetition(max(0, minimum - 1), laterMaximum)
        return #""{" ws "# + (minimum == 0 ? "( " + list + " )?" : list) + #" "}""#
    }

    private mutating func array(_ constraints: GenerationSchema.Node.ArrayConstraints) -> String {
        let prefix = constraints.prefixItems.map { expression($0) }
        let minimum = max(0, constraints.minimumCount ?? 0)
        let element = constraints.element.map { expression($0) } ?? (prefix.isEmpty ? "value" : nil)
        var parts: [String] = []
        if !prefix.isEmpty { parts.append(prefix.joined(separator: #" "," ws "#)) }
        let extraMaximum = constraints.maximumCount.map { max(0, $0 - prefix.count) }
        if let element, extraMaximum != 0 {
            let extraMinimum = max(0, minimum - prefix.count)
            let next = #"( "," ws "# + element + " )"
            if prefix.isEmpty {
                let laterMaximum = extraMaximum.map { $0 - 1 }
                let list =
                    laterMaximum == 0
                    ? element
                    : element + " " + next
                        + Self.repetition(max(0, extraMinimum - 1), laterMaximum)
                parts.append(extraMinimum == 0 ? "( " + list + " )?" : list)
            } else {
                parts.append(next + Self.repetition(extraMinimum, extraMaximum))
            }
        }
        return #""[" ws "# + parts.joined(separator: " ") + #" "]""#
    }

    /// `{m,n}` for a repetition count.
    static func repetition(_ minimum: Int, _ maximum: Int?) -> String {
        guard let maximum else { return minimum == 0 ? "*" : "{\(minimum),}" }
        if minimum == maximum { return "{\(minimum)}" }
        return "{\(minimum),\(max(minimum, maximum))}"
    }

    /// Names a rule for a compound expression, reusing the name of an identical one.
    private mutating func rule(_ body: String) -> String {
        if let name = namesByBody[body] { return name }
        let name = uniqueName("r\(rules.count + 1)")
        namesByBody[body] = name
        rules.append((name, body))
        return name
    }

    private mutating func uniqueName(_ base: String) -> String {
        var name = base
        var suffix = 2
        while usedNames.contains(name) {
            name = "\(base)-\(suffix)"
            suffix += 1
        }
        usedNames.insert(name)
        return name
    }

    /// A GBNF rule name made of the characters GBNF allows.
    static func ruleName(_ text: String) -> String {
        let mapped = text.unicodeScalars.map { scalar -> Character in
            (scalar.properties.isASCIIHexDigit || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar))
                ? Character(scalar) : "-"
        }
        let name = String(mapped)
        return name.isEmpty ? "unnamed" : name
    }

    /// A GBNF string literal that matches `text` exactly.
    static func literal(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\x" + (hex.count < 2 ? "0" + hex : hex)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// A JSON string literal for `text`.
    static func jsonString(_ text: String) -> String {
        LlamaChatFormatter.quoted(text)
    }
}
