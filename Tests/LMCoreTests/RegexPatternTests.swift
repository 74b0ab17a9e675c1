import Foundation
import Testing

@testable import LMCore

@Suite("Regular expressions: ECMA-262 reading, linear-time matching, samples")
struct RegexPatternTests {
    @Test(
        "the sample of a pattern matches the pattern",
        arguments: [
            #"^#\d+$"#, #"^([01]\d|2[0-3]):[0-5]\d$"#, #"^[A-Z0-9]{2}\d{1,4}$"#, #"^[A-Z0-9]{6}$"#,
            #"^[A-Z]{2}\d{4}$"#, #"^[A-Z]{3}$"#, #"^[^@\s]+@[^@\s]+\.[^@\s]+$"#, #"^\d+\.\d+\.\d+$"#,
            #"^\d{13}$"#, #"^\d{4}(-\d{2}(-\d{2})?)?$"#, #"^\d{4}-\d{2}-\d{2}$"#, #"^e\d+$"#, #"^https?://"#,
            #"^(?:red|green|blue)+$"#, #"^[\w.-]+$"#, #"^x{2,}y*z?$"#, #"^[^a-z0-9]$"#, #"^a|bb$"#,
            #"^\p{L}+$"#, #"^\u00e9\u{1F600}$"#, #"^[\p{Lu}\d]{3}$"#, #"^(?<year>\d{4})$"#, #"^\x41\cJ$"#,
        ]
    )
    func sampleMatches(pattern: String) throws {
        let sample = try RegexPattern.parse(pattern).sample()
        let matcher = try RegexMatcher(pattern: pattern)
        #expect(matcher.matches(in: sample), "sample '\(sample)' does not match /\(pattern)/")
    }

    @Test(
        "patterns outside the subset are refused, naming the construct",
        arguments: [
            (#"(a)\1"#, "backreferences"), (#"(?=a)b"#, "lookahead"), (#"(?<!a)b"#, "lookbehind"),
            (#"(?<n>a)\k<n>"#, "backreferences"), (#"[a"#, "not closed"), (#"(a"#, "not closed"),
            ("*a", "nothing to repeat"), (#"a**"#, "nothing to repeat"), (#"\p{Foo}"#, "Foo"),
            (#"a{2,1}"#, "wrong order"), (#"\z"#, "not an ECMA-262 escape"), (#"^(abc]"#, "not closed"),
            (#"(a{1000}){1000}"#, "limit"),
        ])
    func unsupportedPatterns(pattern: String, reason: String) {
        do {
            _ = try RegexMatcher(pattern: pattern)
            Issue.record("/\(pattern)/ was accepted")
        } catch let error as RegexPattern.UnsupportedPattern {
            #expect(error.reason.contains(reason), "\(error.reason)")
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test(
        "matching follows ECMA-262, not Swift Regex",
        arguments: [
            (#"^\d$"#, "٣", false), (#"^\d$"#, "3", true), (#"^\w+$"#, "café", false), (#"^\w+$"#, "cafe_1", true),
            (#"^.$"#, "\u{1F600}", true), (#"^.$"#, "e\u{301}", false), (#"^.$"#, "\n", false),
            (#"^.$"#, "\u{2028}", false), (#"^\s$"#, "\u{FEFF}", true), (#"^\s$"#, "\u{85}", false),
            (#"^\p{L}+$"#, "Größe", true), (#"^\p{Lu}$"#, "a", false), (#"^\P{L}$"#, "1", true),
            (#"a+"#, "xxaxx", true), (#"^a*$"#, "aab", false), (#"\bfoo\b"#, "a foo b", true),
            (#"\bfoo\b"#, "afoo", false), (#"^[^\d\s]+$"#, "ab", true), (#"^[^\d\s]+$"#, "a b", false),
            (#"^\u{1F600}$"#, "\u{1F600}", true), (#"^\uD83D\uDE00$"#, "\u{1F600}", true), (#"^[\-a]$"#, "-", true),
            (#"^a{2,3}$"#, "aaaa", false), (#"^a{2,3}$"#, "aaa", true), (#"^(a|b)*c$"#, "ababc", true),
            (#"x{"#, "x{", true), (#"^[a-\d]+$"#, "-", true), (#"^$"#, "", true), (#"[]"#, "a", false),
            (#"^[^]$"#, "\n", true),
        ] as [(String, String, Bool)])
    func ecmaSemantics(pattern: String, input: String, expected: Bool) throws {
        let matcher = try RegexMatcher(pattern: pattern)
        #expect(matcher.matches(in: input) == expected, "/\(pattern)/ on \(input.debugDescription)")
    }

    @Test(
        "nested quantifiers on 10,000 characters answer at once (no backtracking)",
        arguments: [#"^(a*)*b$"#, #"^(a+)+$"#, #"^(\w+\s?)*$"#, #"(x+x+)+y"#, #"^(a|a)*$"#])
    func catastrophicPatterns(pattern: String) throws {
        let matcher = try RegexMatcher(pattern: pattern)
        let input = String(repeating: "a", count: 10_000) + "!"
        let clock = ContinuousClock()
        let elapsed = clock.measure { _ = matcher.matches(in: input) }
        #expect(elapsed < .seconds(5), "/\(pattern)/ took \(elapsed)")
    }

    @Test(
        "samples within length bounds match, have the length, and differ by variant",
        arguments: [
            (#"^[a-z]{2,5}$"#, 4, 5), (#"\bword\b"#, 6, 10), (#"^\p{L}+$"#, 3, 3), (#"^\u00e9[a-z]*$"#, 5, nil),
            (#"[A-Z]"#, 8, 8), (#"^(foo|bar)+$"#, 6, 6), (#"^\d{3}-\d{4}$"#, 0, nil), (#"^.{3}$"#, 3, 3),
            (#"^#[0-9a-fA-F]{6}$"#, 0, 7), (#"^\u{1F600}+$"#, 2, 4), (#"^[^\s]+$"#, 1, 1),
        ] as [(String, Int, Int?)])
    func boundedSamples(pattern: String, minimum: Int, maximum: Int?) throws {
        let matcher = try RegexMatcher(pattern: pattern)
        var samples: Set<String> = []
        for variant in 0..<3 {
            let sample = try #require(matcher.sample(minimumLength: minimum, maximumLength: maximum, variant: variant))
            let length = sample.unicodeScalars.count
            #expect(matcher.matches(in: sample), "'\(sample)' does not match /\(pattern)/")
            #expect(length >= minimum && length <= (maximum ?? Int.max), "'\(sample)' has length \(length)")
            samples.insert(sample)
        }
        #expect(!samples.isEmpty)
    }

    @Test(
        "no sample exists when the lengths exclude every match",
        arguments: [(#"^x?$"#, 4), (#"^.{3}$"#, 6), (#"^a$"#, 2)])
    func impossibleSamples(pattern: String, minimum: Int) throws {
        let matcher = try RegexMatcher(pattern: pattern)
        #expect(matcher.sample(minimumLength: minimum, maximumLength: minimum + 3) == nil)
    }
}
