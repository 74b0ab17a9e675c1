import Foundation
import LMCore

/// Figures for issue 3: schema derivation, JSON Schema import and validation (small and
/// 1,000-property schemas), and partial-JSON parsing throughput against Foundation's
/// `JSONSerialization` on the same complete documents.
enum SchemaBenchmarks {
    struct Item: Codable, Generable {
        var name: String
        var tags: [String]
        var count: Int
        var price: Double?
    }

    struct Entity: Codable, Generable {
        enum Kind: String, Codable, CaseIterable { case person, organization, place }
        var id: String
        var name: String
        var kind: Kind
        var aliases: [String]
    }

    struct Graph: Codable, Generable {
        var entities: [Entity]
        var relations: [[String]]
        var notes: String?
    }

    /// Prints the schema figures.
    static func run() {
        print("schema benchmarks (each figure is the median of 5 runs)")
        let small = Item.generationSchema
        let wide = wideSchemaText(properties: 1_000)
        let smallText = small.jsonSchemaString
        report("derive Item schema from Codable (uncached)", iterations: 2_000) {
            _ = SchemaDerivation.derive(Item.self)
        }
        report("derive KnowledgeGraph-sized schema (uncached)", iterations: 500) {
            _ = SchemaDerivation.derive(Graph.self)
        }
        report("import small JSON Schema", iterations: 2_000) { _ = try? GenerationSchema(jsonSchema: smallText) }
        report("import 1,000-property JSON Schema", iterations: 20) { _ = try? GenerationSchema(jsonSchema: wide) }
        if let wideSchema = try? GenerationSchema(jsonSchema: wide),
            let wideInstance = try? GeneratedContent(json: wideInstanceText(properties: 1_000)),
            let smallInstance = try? GeneratedContent(json: #"{"name":"a","tags":["x","y"],"count":3,"price":1.5}"#)
        {
            report("validate small instance", iterations: 5_000) { _ = small.violations(of: smallInstance) }
            report("validate 1,000-property instance", iterations: 20) { _ = wideSchema.violations(of: wideInstance) }
        }
        let document = largeDocument()
        let data = Data(document.utf8)
        let megabytes = Double(data.count) / 1_000_000
        let ours = median { _ = try? GeneratedContent(json: document) }
        let anchor = median { _ = try? JSONSerialization.jsonObject(with: data) }
        print(
            String(
                format: "parse %.2f MB document: GeneratedContent %.1f MB/s, JSONSerialization %.1f MB/s, ratio %.2f",
                megabytes, megabytes / ours, megabytes / anchor, anchor / ours))
        let prefix = String(document.prefix(document.count / 2))
        let partial = median { _ = try? GeneratedContent(json: prefix) }
        print(String(format: "parse half of it (partial JSON): %.1f MB/s", megabytes / 2 / partial))
    }

    private static func report(_ label: String, iterations: Int, _ body: () -> Void) {
        let seconds = median {
            for _ in 0..<iterations { body() }
        }
        print(String(format: "%@: %.1f µs each", label, seconds / Double(iterations) * 1_000_000))
    }

    private static func median(_ body: () -> Void) -> Double {
        var times: [Double] = []
        for _ in 0..<5 {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return times.sorted()[2]
    }

    private static func wideSchemaText(properties: Int) -> String {
        let members = (0..<properties).map { index -> String in
            switch index % 4 {
            case 0: return #""p\#(index)":{"type":"string","pattern":"^[a-z]+$"}"#
            case 1: return #""p\#(index)":{"type":"integer","minimum":0,"maximum":100}"#
            case 2: return #""p\#(index)":{"type":"array","items":{"type":"string"},"maxItems":5}"#
            default: return #""p\#(index)":{"enum":["a","b","c"]}"#
            }
        }
        let required = (0..<properties).map { "\"p\($0)\"" }.joined(separator: ",")
        return #"{"type":"object","properties":{"# + members.joined(separator: ",") + #"},"required":["# + required
            + "]}"
    }

    private static func wideInstanceText(properties: Int) -> String {
        let members = (0..<properties).map { index -> String in
            switch index % 4 {
            case 0: return #""p\#(index)":"abc""#
            case 1: return #""p\#(index)":42"#
            case 2: return #""p\#(index)":["x","y"]"#
            default: return #""p\#(index)":"b""#
            }
        }
        return "{" + members.joined(separator: ",") + "}"
    }

    private static func largeDocument() -> String {
        let record =
            #"{"id":12345,"name":"Item with a \"quoted\" name","price":19.99,"tags":["alpha","beta","gamma"],"#
            + #""active":true,"notes":null,"nested":{"a":[1,2,3],"b":"text é"}}"#
        return "[" + Array(repeating: record, count: 20_000).joined(separator: ",") + "]"
    }
}
