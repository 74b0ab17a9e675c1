import Foundation
import LMCore
import LMLlama

/// Figures for issues 3 and 14: schema derivation, JSON Schema import, grammar compilation and
/// validation (small and 1,000-property schemas), the draft 2020-12 validator's throughput
/// against the tree validator of the previous release on the same instances, `pattern` matching
/// time against input length (linear), and partial-JSON parsing throughput against Foundation's
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
            report("grammar compile, small schema", iterations: 2_000) { _ = LlamaGrammarCompiler.compile(small) }
            report("grammar compile, 1,000-property schema", iterations: 20) {
                _ = LlamaGrammarCompiler.compile(wideSchema)
            }
            report("validate small instance", iterations: 5_000) { _ = small.violations(of: smallInstance) }
            report("validate 1,000-property instance", iterations: 20) { _ = wideSchema.violations(of: wideInstance) }
            compareValidators(small: (smallText, smallInstance), wide: (wide, wideInstance))
        }
        patternScaling()
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

    /// The draft 2020-12 validator against the previous release's tree validator (the same
    /// schema's generation tree, without the document), on the same instances.
    private static func compareValidators(
        small: (String, GeneratedContent), wide: (String, GeneratedContent)
    ) {
        for (label, text, instance, iterations) in [
            ("small", small.0, small.1, 5_000), ("1,000-property", wide.0, wide.1, 20),
        ] {
            guard let validator = try? JSONSchemaValidator(jsonSchema: text, options: .init(assertsFormats: true)),
                let imported = try? GenerationSchema(jsonSchema: text),
                let tree = try? GenerationSchema(root: imported.root, definitions: imported.definitions)
            else { continue }
            let ours = median {
                for _ in 0..<iterations { _ = try? validator.violations(of: instance) }
            }
            let previous = median {
                for _ in 0..<iterations { _ = tree.violations(of: instance) }
            }
            print(
                String(
                    format: "validation throughput, %@ instance: JSONSchemaValidator %.0f/s, previous tree "
                        + "validator %.0f/s, ratio %.2f", label, Double(iterations) / ours,
                    Double(iterations) / previous, previous / ours))
        }
    }

    /// `pattern` matching time against input length, with the fitted exponent (1 is linear).
    private static func patternScaling() {
        let lengths = [1_000, 10_000, 100_000, 1_000_000]
        for pattern in [#"^(a*)*b$"#, #"^(\w+\s?)*$"#, #"^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$"#] {
            guard let matcher = try? RegexMatcher(pattern: pattern) else { continue }
            var times: [Double] = []
            var cells: [String] = []
            for length in lengths {
                let input = String(repeating: "a", count: length) + "!"
                let seconds = median { _ = matcher.matches(in: input) }
                let floor = median { _ = input.unicodeScalars.reduce(0) { $0 &+ Int($1.value) } }
                times.append(seconds)
                cells.append(
                    String(
                        format: "%d chars %.2f ms (%.0f× a scan)", length, seconds * 1000, seconds / max(floor, 1e-9)))
            }
            let exponent = log(times[times.count - 1] / times[0]) / log(Double(lengths[lengths.count - 1] / lengths[0]))
            print(
                "pattern /\(pattern)/: " + cells.joined(separator: ", ") + String(format: "; exponent %.2f", exponent))
        }
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
