import Foundation
import Testing

/// The shared evaluation schemas (`../shared/eval/schemas` next to the package).
enum SchemaEvalFiles {
    struct Case: CustomTestStringConvertible {
        let name: String
        let schema: URL
        let expected: URL
        var testDescription: String { name }
    }

    static var directory: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("shared/eval/schemas")
    }

    static func all() throws -> [Case] {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".schema.json") }
            .sorted()
        return names.map { file in
            let name = String(file.dropLast(".schema.json".count))
            return Case(
                name: name,
                schema: directory.appendingPathComponent(file),
                expected: directory.appendingPathComponent(name + ".expected.json"))
        }
    }

    static func allOrEmpty() -> [Case] { (try? all()) ?? [] }
}
