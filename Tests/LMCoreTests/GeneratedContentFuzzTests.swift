import Foundation
import Testing

@testable import LMCore

/// A small deterministic generator (SplitMix64), so failures reproduce.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}

@Suite("GeneratedContent fuzzing")
struct GeneratedContentFuzzTests {
    static func randomDocument(_ random: inout SeededGenerator, depth: Int = 0) -> String {
        let choice = depth > 4 ? Int.random(in: 0..<4, using: &random) : Int.random(in: 0..<6, using: &random)
        switch choice {
        case 0: return ["true", "false", "null"].randomElement(using: &random) ?? "null"
        case 1:
            let number = Double(Int.random(in: -100_000...100_000, using: &random)) / 100
            return JSONWriter.format(number)
        case 2:
            let alphabet = Array("ab \"\\\n\té😀\u{01}/")
            let string = String(
                (0..<Int.random(in: 0..<8, using: &random)).compactMap { _ in alphabet.randomElement(using: &random) })
            var quoted = ""
            JSONWriter.appendQuoted(string, to: &quoted)
            return quoted
        case 3: return "\(Int.random(in: -5...5, using: &random))"
        case 4:
            let count = Int.random(in: 0..<4, using: &random)
            return "[" + (0..<count).map { _ in randomDocument(&random, depth: depth + 1) }.joined(separator: ", ")
                + "]"
        default:
            let count = Int.random(in: 0..<4, using: &random)
            return "{"
                + (0..<count).map { index in "\"k\(index)\": " + randomDocument(&random, depth: depth + 1) }
                .joined(separator: ",") + "}"
        }
    }

    /// A canonical text for a JSONSerialization result or content: sorted keys, numbers as Double.
    static func canonical(_ value: Any) -> String {
        switch value {
        case let content as GeneratedContent:
            switch content.kind {
            case .null: return "null"
            case .bool(let flag): return "\(flag)"
            case .number(let number): return "\(number)"
            case .string(let string): return string.debugDescription
            case .array(let elements): return "[" + elements.map { canonical($0) }.joined(separator: ",") + "]"
            case .structure(let properties, _):
                return "{"
                    + properties.keys.sorted().map { "\($0):\(canonical(properties[$0] as Any))" }.joined(
                        separator: ",") + "}"
            }
        case let dictionary as [String: Any]:
            return "{"
                + dictionary.keys.sorted().map { "\($0):\(canonical(dictionary[$0] as Any))" }.joined(separator: ",")
                + "}"
        case let array as [Any]: return "[" + array.map { canonical($0) }.joined(separator: ",") + "]"
        case let string as String: return string.debugDescription
        case is NSNull: return "null"
        case let number as NSNumber:
            if String(describing: type(of: number)).contains("Boolean") { return "\(number.boolValue)" }
            return "\(number.doubleValue)"
        default: return "?\(value)"
        }
    }

    @Test("random documents round-trip, and every truncation parses as an incomplete value")
    func randomDocuments() throws {
        var random = SeededGenerator(seed: 0x5EED)
        for _ in 0..<2_000 {
            let document = Self.randomDocument(&random)
            let content = try GeneratedContent(json: document)
            #expect(content.isComplete)
            #expect(try GeneratedContent(json: content.jsonString) == content, "\(document)")
            let reference = try JSONSerialization.jsonObject(with: Data(document.utf8), options: [.fragmentsAllowed])
            let ours = try JSONSerialization.jsonObject(
                with: Data(content.jsonString.utf8), options: [.fragmentsAllowed])
            #expect(Self.canonical(reference) == Self.canonical(ours), "\(document)")
            #expect(Self.canonical(reference) == Self.canonical(content), "\(document)")
            let scalars = Array(document.unicodeScalars)
            let cut = Int.random(in: 0..<max(scalars.count, 1), using: &random)
            var prefix = ""
            prefix.unicodeScalars.append(contentsOf: scalars[0..<cut])
            _ = try GeneratedContent(json: prefix)
        }
    }

    @Test("arbitrary bytes and mutated documents give values or errors, never a crash")
    func arbitraryInput() {
        var random = SeededGenerator(seed: 42)
        let alphabet = Array("{}[],:\"\\ -+.0123456789eEtruefalsn\n\tuD8x😀")
        var accepted = 0
        var rejected = 0
        for round in 0..<5_000 {
            let text: String
            if round.isMultiple(of: 2) {
                text = String(
                    (0..<Int.random(in: 0..<40, using: &random)).compactMap { _ in
                        alphabet.randomElement(using: &random)
                    })
            } else {
                var scalars = Array(Self.randomDocument(&random).unicodeScalars)
                if !scalars.isEmpty {
                    let index = Int.random(in: 0..<scalars.count, using: &random)
                    scalars[index] = alphabet.randomElement(using: &random)?.unicodeScalars.first ?? "x"
                }
                var mutated = ""
                mutated.unicodeScalars.append(contentsOf: scalars)
                text = mutated
            }
            if (try? GeneratedContent(json: text)) != nil { accepted += 1 } else { rejected += 1 }
        }
        #expect(accepted > 100)
        #expect(rejected > 100)
    }

    @Test("deeply nested and truncated nesting of every kind is bounded")
    func nestingKinds() {
        var random = SeededGenerator(seed: 7)
        for _ in 0..<50 {
            let depth = Int.random(in: 400...3_000, using: &random)
            let opener = ["[", "{\"a\":", "[{\"b\":["].randomElement(using: &random) ?? "["
            let text = String(repeating: opener, count: depth)
            do {
                let content = try GeneratedContent(json: text)
                #expect(!content.isComplete)
            } catch let error as JSONParseError {
                #expect(error.code == .nestingTooDeep)
            } catch {
                Issue.record("unexpected error \(error)")
            }
        }
    }
}
