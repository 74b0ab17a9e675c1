import Foundation
import Testing

@testable import LMCore

/// Runs the official JSON Schema Test Suite (draft 2020-12, fetched by
/// scripts/fetch-json-schema-suite.sh) through ``JSONSchemaValidator``.
@Suite("The official JSON Schema Test Suite, draft 2020-12")
struct JSONSchemaSuiteTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let directory: URL = {
        if let custom = ProcessInfo.processInfo.environment["LMCORE_JSON_SCHEMA_SUITE"] {
            return URL(fileURLWithPath: custom).appendingPathComponent("draft2020-12")
        }
        return packageRoot.appendingPathComponent(".json-schema-suite/draft2020-12")
    }()

    static let isRequired = ProcessInfo.processInfo.environment["LMCORE_REQUIRE_LLAMA"] == "1"
    static let isPresent = FileManager.default.fileExists(atPath: directory.path)
    static let skipReason: Comment =
        "the JSON Schema Test Suite is missing: run scripts/fetch-json-schema-suite.sh (scripts/test.sh does)"

    struct Tally {
        var agreed = 0
        var total = 0
        var skipped: [String] = []
        var disagreements: [String] = []
        var invalidAccepted = 0

        var ratio: Double { total == 0 ? 0 : Double(agreed) / Double(total) }
    }

    /// Runs every case of every file in a folder.
    static func run(folder: URL, assertsFormats: Bool) throws -> Tally {
        var tally = Tally()
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".json") }.sorted()
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let groups = try GeneratedContent(json: text)
            guard case .array(let list) = groups.kind else { continue }
            for group in list {
                guard case .structure(let members, _) = group.kind, let schema = members["schema"],
                    case .array(let tests)? = members["tests"]?.kind,
                    case .string(let description)? = members["description"]?.kind
                else { continue }
                let compiled: Result<JSONSchemaValidator, any Error> = Result {
                    try JSONSchemaValidator(jsonSchema: schema, options: .init(assertsFormats: assertsFormats))
                }
                for test in tests {
                    guard case .structure(let fields, _) = test.kind, let data = fields["data"],
                        case .bool(let expected)? = fields["valid"]?.kind,
                        case .string(let name)? = fields["description"]?.kind
                    else { continue }
                    let label = "\(file) / \(description) / \(name)"
                    let verdict: Bool
                    do {
                        verdict = try compiled.get().isValid(data)
                    } catch let error as JSONSchemaImportError where error.code == .remoteReference {
                        tally.skipped.append("\(label): needs a remote reference (\(error.message))")
                        continue
                    } catch {
                        tally.total += 1
                        tally.disagreements.append("\(label): error \(error)")
                        continue
                    }
                    tally.total += 1
                    if verdict == expected {
                        tally.agreed += 1
                    } else {
                        if !expected { tally.invalidAccepted += 1 }
                        tally.disagreements.append("\(label): expected \(expected ? "valid" : "invalid")")
                    }
                }
            }
        }
        return tally
    }

    static func report(_ name: String, _ tally: Tally) {
        let percent = String(format: "%.2f", tally.ratio * 100)
        print(
            "[json-schema-suite] \(name): \(tally.agreed)/\(tally.total) agree (\(percent) %), "
                + "\(tally.invalidAccepted) invalid instances accepted, \(tally.skipped.count) skipped")
        for line in tally.disagreements { print("[json-schema-suite]   disagreement: \(line)") }
        for line in tally.skipped { print("[json-schema-suite]   skipped: \(line)") }
    }

    @Test("required tests: at least 99 % agree, no invalid instance accepted")
    func required() throws {
        guard Self.isPresent else {
            if Self.isRequired {
                Issue.record(Self.skipReason)
            } else {
                print("[json-schema-suite] skipped: \(Self.skipReason)")
            }
            return
        }
        let tally = try Self.run(folder: Self.directory, assertsFormats: false)
        Self.report("draft2020-12", tally)
        #expect(tally.total > 1000)
        #expect(tally.ratio >= 0.99)
        #expect(tally.invalidAccepted == 0)
        #expect(tally.skipped.allSatisfy { $0.contains("remote reference") })
    }

    @Test("optional/format tests: at least 95 % agree")
    func formats() throws {
        guard Self.isPresent else {
            if Self.isRequired {
                Issue.record(Self.skipReason)
            } else {
                print("[json-schema-suite] skipped: \(Self.skipReason)")
            }
            return
        }
        let tally = try Self.run(folder: Self.directory.appendingPathComponent("optional/format"), assertsFormats: true)
        Self.report("draft2020-12/optional/format", tally)
        #expect(tally.total > 400)
        #expect(tally.ratio >= 0.95)
    }
}
