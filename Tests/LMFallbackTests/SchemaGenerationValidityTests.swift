import Foundation
import LMCore
import Testing

@testable import LMFallback

/// The fallback's promise: every structured answer validates against the whole JSON Schema.
@Suite("Fallback generation: every answer validates")
struct SchemaGenerationValidityTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let evalDirectory = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/eval/schemas")
    static let suiteDirectory: URL = {
        if let custom = ProcessInfo.processInfo.environment["LMCORE_JSON_SCHEMA_SUITE"] {
            return URL(fileURLWithPath: custom).appendingPathComponent("draft2020-12")
        }
        return packageRoot.appendingPathComponent(".json-schema-suite/draft2020-12")
    }()
    static let isRequired = ProcessInfo.processInfo.environment["LMCORE_REQUIRE_LLAMA"] == "1"

    /// Twenty texts: the eval inputs, then short synthetic ones.
    static func texts() throws -> [String] {
        let inputs = try FileManager.default.contentsOfDirectory(atPath: evalDirectory.path)
            .filter { $0.hasSuffix(".input.txt") }.sorted()
            .map { try String(contentsOf: evalDirectory.appendingPathComponent($0), encoding: .utf8) }
        let synthetic = [
            "Meeting on 2024-03-05 with Anna Berg at Acme Corp in Paris. Budget: $1,200. Contact anna@acme.com.",
            "The release went out late. Three bugs remain open; Tom will fix them by Friday.",
            "Invoice 4471 from Northwind Traders, due 12 April 2025, total 349.90 EUR for 3 chairs.",
            "Great product, battery lasts two days. Rating 4 of 5. Would buy again.",
            "Flight LH 400 from Frankfurt to New York departs 10:35 on June 2 and arrives 13:05.",
            "Recipe: mix 200 g flour, 2 eggs and 300 ml milk; rest 30 minutes; cook 2 minutes a side.",
            "Patient John Smith, 54, follow-up with Dr. Lee on 2025-01-14 at 09:30 about blood pressure.",
            "Job: senior Swift engineer, remote, 120k-150k USD, apply by 31 May at jobs@example.org.",
        ]
        return Array((inputs + synthetic).prefix(20))
    }

    enum Outcome: Equatable {
        case valid
        /// The session refused an answer that broke a keyword checked after generation.
        case refused(String)
        /// Content that does not validate was returned: the promise is broken.
        case invalid(String)
    }

    /// What the fallback answers for a schema and a text, checked as the session checks it:
    /// an answer that does not validate is refused (a decoding failure), never returned.
    static func fill(_ schema: GenerationSchema, _ analysis: DocumentAnalysis) -> Outcome {
        let answer = SchemaFieldFiller(schema: schema, facts: DocumentFacts(analysis: analysis, task: .extract)).fill()
        let violations = schema.violations(of: answer)
        return violations.isEmpty ? .valid : .refused("\(violations)")
    }

    static func generate(_ schema: GenerationSchema, _ text: String) async -> Outcome {
        do {
            let content = try await TextTasks(model: FallbackLanguageModel()).extract(text, schema: schema).value
            let violations = schema.violations(of: content)
            return violations.isEmpty ? .valid : .invalid("\(violations) in \(content.jsonString)")
        } catch let error as LanguageModelSession.GenerationError {
            if case .decodingFailure(let context) = error { return .refused(context.debugDescription) }
            return .invalid("\(error)")
        } catch {
            return .invalid("\(error)")
        }
    }

    @Test("every eval schema: 20 fallback generations validate (and the first end to end through TextTasks)")
    func evalSchemas() async throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.evalDirectory.path)
            .filter { $0.hasSuffix(".schema.json") }.sorted()
        try #require(!files.isEmpty)
        let texts = try Self.texts()
        #expect(texts.count == 20)
        let directory = Self.evalDirectory
        let failures = try await OwnThread.run {
            let analyzer = TextAnalyzer()
            let analyses = texts.map { analyzer.analyze($0) }
            var failures: [String] = []
            for file in files {
                let schema = try GenerationSchema(
                    jsonSchema: String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8))
                for (index, analysis) in analyses.enumerated() where Self.fill(schema, analysis) != .valid {
                    failures.append("\(file), text \(index)")
                }
            }
            return failures
        }
        #expect(failures.isEmpty, "\(failures)")
        for file in files {
            let schema = try GenerationSchema(
                jsonSchema: String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8))
            #expect(await Self.generate(schema, texts[0]) == .valid, "\(file) end to end")
        }
    }

    @Test(
        "every generatable schema of the JSON Schema Test Suite: 20 fallback generations, none returns invalid content")
    func suiteSchemas() async throws {
        guard FileManager.default.fileExists(atPath: Self.suiteDirectory.path) else {
            if Self.isRequired {
                Issue.record("the JSON Schema Test Suite is missing: run scripts/fetch-json-schema-suite.sh")
            } else {
                print(
                    "[fallback-validity] skipped: the JSON Schema Test Suite is missing (scripts/fetch-json-schema-suite.sh)"
                )
            }
            return
        }
        struct Tally: Sendable {
            var generatable = 0
            var allValid = 0
            var refusedSchemas: [String] = []
        }
        let texts = try Self.texts()
        let directory = Self.suiteDirectory
        let tally = try await OwnThread.run {
            let analyzer = TextAnalyzer()
            let analyses = texts.map { analyzer.analyze($0) }
            var tally = Tally()
            let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
                .filter { $0.hasSuffix(".json") }.sorted()
            for file in files {
                let document = try GeneratedContent(
                    json: String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8))
                guard case .array(let groups) = document.kind else { continue }
                for group in groups {
                    guard case .structure(let members, _) = group.kind, let schemaDocument = members["schema"],
                        case .string(let description)? = members["description"]?.kind,
                        let schema = try? GenerationSchema(jsonSchema: schemaDocument)
                    else { continue }
                    tally.generatable += 1
                    let refused = analyses.filter { Self.fill(schema, $0) != .valid }.count
                    if refused == 0 {
                        tally.allValid += 1
                    } else {
                        tally.refusedSchemas.append("\(file) / \(description) (\(refused) of 20 refused)")
                    }
                }
            }
            return tally
        }
        print(
            "[fallback-validity] \(tally.generatable) generatable suite schemas: \(tally.allValid) with all 20 answers "
                + "valid, \(tally.refusedSchemas.count) where the session refuses answers that break a keyword "
                + "checked after generation")
        for name in tally.refusedSchemas { print("[fallback-validity]   refused: \(name)") }
        #expect(tally.generatable > 280)
        #expect(Double(tally.allValid) >= 0.98 * Double(tally.generatable))
    }
}
