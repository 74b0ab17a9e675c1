import Testing

@testable import LMCore

@Suite("JSON parser: lone surrogates and numbers beyond a double")
struct JSONParserEdgeTests {
    @Test(
        "A lone surrogate is an error that says so, not an incomplete document",
        arguments: [
            (#""\ud800""#, "'\\ud800' is a lone UTF-16 surrogate"),
            (#""\ud83d x""#, "'\\ud83d' is a lone UTF-16 surrogate"),
            (#""\ud83d\n""#, "'\\ud83d' is a lone UTF-16 surrogate"),
            (#""\ud83d\u0041""#, "'\\ud83d' is a lone UTF-16 surrogate"),
            (#""\udc00""#, "'\\udc00' is a lone UTF-16 surrogate"),
            (#"{"a": "x\udfff"}"#, "'\\udfff' is a lone UTF-16 surrogate"),
        ])
    func loneSurrogate(input: String, expected: String) {
        do {
            let content = try GeneratedContent(json: input)
            Issue.record("\(input) parsed as \(content.jsonString)")
        } catch let error as JSONParseError {
            #expect(error.code == .invalidString)
            #expect(error.message.contains(expected), "\(error.message)")
            #expect(!error.message.contains("incomplete"))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test("A document cut inside a surrogate pair is still only incomplete")
    func cutInsidePair() throws {
        for prefix in [#""\ud83d"#, #""\ud83d\"#, #""\ud83d\u"#, #""\ud83d\ude"#] {
            let content = try GeneratedContent(json: prefix)
            #expect(content.kind == .string(""), "\(prefix)")
            #expect(!content.isComplete)
        }
    }

    @Test(
        "A number beyond a double's range is an error naming it, never null",
        arguments: ["1e309", "-1e309", "[1, 2e400]", "{\"a\": 1" + String(repeating: "0", count: 400) + "}"])
    func outOfRange(input: String) {
        do {
            let content = try GeneratedContent(json: input)
            Issue.record("\(input.prefix(40)) parsed as \(content.jsonString.prefix(60))")
        } catch let error as JSONParseError {
            #expect(error.code == .invalidNumber)
            #expect(error.message.contains("is out of range for a double"), "\(error.message)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test("The largest double and tiny numbers still parse")
    func inRange() throws {
        #expect(try GeneratedContent(json: "1.7976931348623157e308").kind == .number(1.7976931348623157e308))
        #expect(try GeneratedContent(json: "1e-400").kind == .number(0))
    }
}
