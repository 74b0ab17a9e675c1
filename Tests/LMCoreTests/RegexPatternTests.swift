import Testing

@testable import LMCore

@Suite("Regular-expression samples")
struct RegexPatternTests {
    @Test(
        "the sample of a pattern matches the pattern",
        arguments: [
            #"^#\d+$"#, #"^([01]\d|2[0-3]):[0-5]\d$"#, #"^[A-Z0-9]{2}\d{1,4}$"#, #"^[A-Z0-9]{6}$"#,
            #"^[A-Z]{2}\d{4}$"#, #"^[A-Z]{3}$"#, #"^[^@\s]+@[^@\s]+\.[^@\s]+$"#, #"^\d+\.\d+\.\d+$"#,
            #"^\d{13}$"#, #"^\d{4}(-\d{2}(-\d{2})?)?$"#, #"^\d{4}-\d{2}-\d{2}$"#, #"^e\d+$"#, #"^https?://"#,
            #"^(?:red|green|blue)+$"#, #"^[\w.-]+$"#, #"^x{2,}y*z?$"#, #"^[^a-z0-9]$"#, #"^a|bb$"#,
        ]
    )
    func sampleMatches(pattern: String) throws {
        let sample = try RegexPattern.parse(pattern).sample()
        let regex = try Regex(pattern)
        #expect(try regex.firstMatch(in: sample) != nil, "sample '\(sample)' does not match /\(pattern)/")
    }

    @Test(
        "patterns outside the subset are rejected with the reason",
        arguments: [#"(a)\1"#, #"(?=a)b"#, #"[a"#, #"(a"#, "*a"])
    func unsupportedPatterns(pattern: String) {
        #expect(throws: RegexPattern.UnsupportedPattern.self) { try RegexPattern.parse(pattern) }
    }
}
