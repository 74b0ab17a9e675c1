import RegexBuilder
import Testing

@testable import LMCore

/// A Swift regex and the JSON Schema pattern it should become.
struct RegexTranslationCase: Sendable, CustomTestStringConvertible {
    let label: String
    let regex: @Sendable () throws -> Regex<AnyRegexOutput>
    let expected: String
    var testDescription: String { label }

    init<Output>(_ label: String, _ expected: String, _ regex: @escaping @Sendable () throws -> Regex<Output>) {
        self.label = label
        self.expected = expected
        self.regex = { Regex(try regex()) }
    }
}

/// A Swift regex with no JSON Schema form and a phrase the reason should contain.
struct RegexRefusalCase: Sendable, CustomTestStringConvertible {
    let label: String
    let regex: @Sendable () throws -> Regex<AnyRegexOutput>
    let reason: String
    var testDescription: String { label }

    init<Output>(_ label: String, _ reason: String, _ regex: @escaping @Sendable () throws -> Regex<Output>) {
        self.label = label
        self.reason = reason
        self.regex = { Regex(try regex()) }
    }
}

@Suite("Swift Regex values as JSON Schema patterns")
struct SwiftRegexTranslatorTests {
    static let translations: [RegexTranslationCase] = [
        .init("anchored literal", #"^[A-Z]{3}-\d{4}$"#) { /^[A-Z]{3}-\d{4}$/ },
        .init("slash in an extended-delimiter literal", "^[a-z]+/[0-9]+$") { #/^[a-z]+/[0-9]+$/# },
        .init("multi-line extended literal", #"^[A-Z]{3}-\d{4}$"#) {
            #/
            ^ [A-Z]{3}   # three letters
            - \d{4} $    # four digits
            /#
        },
        .init("named captures", #"(?<year>\d{4})-(?<month>\d{2})"#) { /(?<year>\d{4})-(?<month>\d{2})/ },
        .init("(?i) folds letters", "^[aA][bB]-[a-cA-C]+$") { /(?i)^ab-[a-c]+$/ },
        .init("ignoresCase() folds a group", "(?:[xX][yY])") { /xy/.ignoresCase() },
        .init("(?-i) ends folding", "[aA](?:b)") { /(?i)a(?-i:b)/ },
        .init("Regex(String)", #"^\w+@\w+\.com$"#) { try Regex(#"^\w+@\w+\.com$"#) },
        .init("RegexBuilder", #"\d+-(\w+)"#) {
            Regex {
                OneOrMore(.digit)
                "-"
                Capture { OneOrMore(.word) }
            }
        },
        .init("builder class union", #"[a-f\d]+"#) { Regex { OneOrMore(CharacterClass("a"..."f", .digit)) } },
        .init("builder quotes", #"a\.b\(c\)"#) { Regex { "a.b(c)" } },
        .init("\\A and \\z", "^abc$") { /\Aabc\z/ },
        .init("{,n}", "a{0,3}") { #/a{,3}/# },
        .init("lazy quantifiers", "a+?b*?c{2,}?") { /a+?b*?c{2,}?/ },
        .init("POSIX class", #"[\p{Alphabetic}]+"#) { /[[:alpha:]]+/ },
        .init("scalars", "😀\u{E9}A") { /\u{1F600}é\x41/ },
        .init("ASCII-only options", #"(?:\d+)"#) { /\d+/.asciiOnlyDigits() },
    ]

    @Test("a Swift regex becomes the ECMA-262 pattern LMCore reads", arguments: translations)
    func translates(_ testCase: RegexTranslationCase) throws {
        let pattern = try SwiftRegexTranslator.pattern(of: testCase.regex()).get()
        #expect(pattern == testCase.expected)
        #expect(throws: Never.self) { try RegexMatcher.cached(pattern).get() }
    }

    static let refusals: [RegexRefusalCase] = [
        .init("a Capture with a transform", "cannot print") {
            Regex {
                Capture {
                    OneOrMore(.digit)
                } transform: {
                    Int($0)
                }
            }
        },
        .init("(?s)", "(?s)") { /(?s)a.b/ },
        .init("anchorsMatchLineEndings()", "(?m)") { /^a$/.anchorsMatchLineEndings() },
        .init("possessive", "possessive") { /a++b/ },
        .init("\\Z", "\\Z") { try Regex(#"a\Z"#) },
        .init("\\h", "\\h") { /a\hb/ },
        .init("backreference", "backreferences") { /(a)\1/ },
        .init("class intersection", "set operations") { /[a-z&&[^q]]/ },
        .init("folded property", "case-insensitive") { /(?i)\p{Lu}/ },
        .init("atomic group", "atomic") { /(?>ab)c/ },
        .init("a ChoiceOf Swift prints without its group", "ChoiceOf") {
            Regex {
                "x"
                ChoiceOf {
                    "a"
                    "b"
                }
            }
        },
    ]

    @Test("a regex without a JSON Schema form is refused with the reason", arguments: refusals)
    func refuses(_ testCase: RegexRefusalCase) throws {
        let result = SwiftRegexTranslator.pattern(of: try testCase.regex())
        guard case .failure(let failure) = result else {
            Issue.record("translated to \(result)")
            return
        }
        #expect(failure.reason.contains(testCase.reason), "\(failure.reason)")
    }

    @Test(
        "the translated pattern accepts and rejects the same strings as the Swift regex",
        arguments: [
            (#"^[A-Z]{3}-\d{4}$"#, ["ABC-1234", "abc-1234", "ABC-12345", "AB-1234", ""]),
            (#"(?i)^ok(ay)?$"#, ["ok", "OK", "oKaY", "okay!", "o"]),
            (#"^\Q1+1\E=\d$"#, ["1+1=2", "11=2", "1+1=x"]),
            (#"^(?<h>[01]\d|2[0-3]):(?<m>[0-5]\d)$"#, ["09:30", "23:59", "24:00", "9:30"]),
            (#"^a{,2}b$"#, ["b", "ab", "aab", "aaab"]),
        ])
    func sameMatches(source: String, inputs: [String]) throws {
        let regex = try Regex(source)
        let pattern = try SwiftRegexTranslator.pattern(of: regex).get()
        let matcher = try RegexMatcher.cached(pattern).get()
        for input in inputs {
            let swift = try regex.firstMatch(in: input) != nil
            #expect(matcher.matches(in: input) == swift, "\(input) against \(pattern)")
        }
    }
}
