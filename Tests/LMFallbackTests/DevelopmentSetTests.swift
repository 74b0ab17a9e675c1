import Foundation
import Testing

/// The development set in `Tests/Fixtures/fallback-dev` stays well formed: its split is the fixed
/// one (every third item is holdout) and every reference entity appears verbatim in its document.
@Suite("Development set")
struct DevelopmentSetTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/fallback-dev")

    private func records(_ part: String, _ file: String) throws -> [[String: Any]] {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent("\(part)/\(file)"))
        return try String(decoding: data, as: UTF8.self).split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    @Test("every third item is in holdout, the rest in tune", arguments: ["documents", "corrections", "words"])
    func fixedSplit(file: String) throws {
        for part in ["tune", "holdout"] {
            for record in try records(part, "\(file).jsonl") {
                let id = try #require(record["id"] as? String)
                let number = try #require(Int(id.split(separator: "-").last ?? ""))
                #expect((number % 3 == 0) == (part == "holdout"), "\(id) is in \(part)")
            }
        }
    }

    @Test("there are at least 60 documents, and every reference entity appears verbatim")
    func entitiesVerbatim() throws {
        var count = 0
        for part in ["tune", "holdout"] {
            for record in try records(part, "documents.jsonl") {
                count += 1
                let text = try #require(record["text"] as? String)
                let reference = try #require(record["reference"] as? [String: Any])
                let entities = try #require(reference["entities"] as? [String: [String]])
                for (kind, values) in entities {
                    for value in values { #expect(text.contains(value), "\(record["id"] ?? "?") \(kind): \(value)") }
                }
            }
        }
        #expect(count >= 60)
    }
}
