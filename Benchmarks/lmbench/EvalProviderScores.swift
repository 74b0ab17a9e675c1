import Foundation
import LMCore

/// The measures of ``EvalProviders``: each computed for every provider from its `lmctl` records.
struct EvalProviderScores {
    let documents: [EvalDocument]
    let corrections: [EvalCorrection]

    /// A property of a structure, if the content is one and has it.
    static func property(_ content: GeneratedContent, _ key: String) -> GeneratedContent? {
        guard case .structure(let properties, _) = content.kind else { return nil }
        return properties[key]
    }

    static func string(_ content: GeneratedContent?) -> String {
        guard let content, case .string(let text) = content.kind else { return "" }
        return text
    }

    static func strings(_ content: GeneratedContent?) -> [String] {
        guard let content, case .array(let elements) = content.kind else { return [] }
        return elements.map { string($0) }
    }

    static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }

    private static func mean(_ values: [Double]) -> Double {
        values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
    }

    /// Prints one row per measure: fallback, llama, and the baseline where one exists.
    func printTable(
        results: [String: [String: EvalProviders.Records]], failures: [String: [String: Int]],
        seconds: [String: Double]
    ) {
        let providers = ["fallback", "llama"]
        var rows: [(String, [Double])] = []
        rows.append(
            (
                "title ROUGE-1",
                providers.map { provider in
                    Self.mean(
                        documents.map { document in
                            let title = Self.string(results[provider]?["title"]?[document.id])
                            return EvalMetrics.rougeN(title, document.reference.title, n: 1).f1
                        })
                }
            ))
        let rouge: [(String, (String, String) -> Double)] = [
            ("summary ROUGE-1", { EvalMetrics.rougeN($0, $1, n: 1).f1 }),
            ("summary ROUGE-2", { EvalMetrics.rougeN($0, $1, n: 2).f1 }),
            ("summary ROUGE-L", { EvalMetrics.rougeL($0, $1).f1 }),
        ]
        for (label, score) in rouge {
            rows.append(
                (
                    label,
                    providers.map { provider in
                        Self.mean(
                            documents.map { document in
                                let record = results[provider]?["summarize"]?[document.id]
                                return score(
                                    Self.string(record.flatMap { Self.property($0, "summary") }),
                                    document.reference.summary)
                            })
                    }
                ))
        }
        rows.append(
            (
                "key-point recall",
                providers.map { provider in
                    Self.mean(
                        documents.map { document in
                            let record = results[provider]?["summarize"]?[document.id]
                            let points = Self.strings(record.flatMap { Self.property($0, "keyPoints") })
                            return Self.mean(
                                document.reference.keyPoints.map { point in
                                    points.map { EvalMetrics.rougeN($0, point, n: 1).recall }.max() ?? 0
                                })
                        })
                }
            ))
        rows.append(
            (
                "tag word recall",
                providers.map { provider in
                    Self.mean(
                        documents.map { document in
                            let record = results[provider]?["tags"]?[document.id]
                            let words = Set(
                                Self.strings(record.flatMap { Self.property($0, "tags") })
                                    .flatMap { $0.lowercased().split(separator: "-").map(String.init) })
                            let gold = Set(
                                document.reference.tags.flatMap { $0.split(separator: "-").map(String.init) })
                            return Double(gold.intersection(words).count) / Double(max(1, gold.count))
                        })
                }
            ))
        for (label, key, reference) in [
            ("category accuracy", "category", \EvalDocument.Reference.category),
            ("sentiment accuracy", "sentiment", \EvalDocument.Reference.sentiment),
        ] {
            rows.append(
                (
                    label,
                    providers.map { provider in
                        Self.mean(
                            documents.map { document in
                                let record = results[provider]?["tags"]?[document.id]
                                return Self.string(record.flatMap { Self.property($0, key) })
                                    == document.reference[keyPath: reference]
                                    ? 1 : 0
                            })
                    }
                ))
        }
        for kind in ["people", "places", "organizations", "dates", "money"] {
            rows.append(
                (
                    "entities \(kind) F1",
                    providers.map { provider in
                        var hits = 0
                        var predicted = 0
                        var gold = 0
                        for document in documents {
                            let record = results[provider]?["entities"]?[document.id]
                            let found = Set(
                                Self.strings(record.flatMap { Self.property($0, kind) }).map(
                                    EvalMetrics.normalizeEntity))
                            let expected = Set(
                                (document.reference.entities[kind] ?? []).map(EvalMetrics.normalizeEntity))
                            hits += found.intersection(expected).count
                            predicted += found.count
                            gold += expected.count
                        }
                        let precision = predicted > 0 ? Double(hits) / Double(predicted) : 0
                        let recall = gold > 0 ? Double(hits) / Double(gold) : 0
                        return precision + recall > 0 ? 2 * precision * recall / (precision + recall) : 0
                    }
                ))
        }
        rows.append(
            (
                "corrections, any of three",
                providers.map { provider in
                    Self.mean(
                        corrections.map { item in
                            guard let record = results[provider]?["correct"]?[item.id] else { return 0 }
                            let variants = ["closest", "refined", "alternative"].map {
                                Self.string(Self.property(record, $0))
                            }
                            return variants.contains { item.accepted.contains($0) } ? 1 : 0
                        })
                }
            ))
        let schemas: [(String, GenerationSchema)] = [
            ("summarize", DocumentSummary.generationSchema), ("tags", DocumentTags.generationSchema),
            ("entities", ExtractedEntities.generationSchema), ("correct", TextCorrection.generationSchema),
        ]
        rows.append(
            (
                "structured answers failed",
                providers.map { provider in
                    Double(schemas.map { failures[provider]?[$0.0] ?? 0 }.reduce(0, +))
                }
            ))
        rows.append(
            (
                "values repeating the schema",
                providers.map { provider in
                    var echoes = 0
                    for (command, schema) in schemas {
                        for record in (results[provider]?[command] ?? [:]).values {
                            echoes += SchemaEcho.find(in: record, schema: schema).count
                        }
                    }
                    return Double(echoes)
                }
            ))
        rows.append(("seconds for all of the above", providers.map { seconds[$0] ?? 0 }))
        print("  measure                          fallback      llama")
        for (name, values) in rows {
            print(
                "  " + name.padding(toLength: 32, withPad: " ", startingAt: 0)
                    + values.map { String(format: "%9.3f  ", $0) }.joined())
        }
        print("")
    }

    /// `lmctl extract --schema` on every evaluation schema: failures, echoes and field accuracy.
    static func scoreSchemas(
        folder: URL, lmctl: String, providers: [(name: String, arguments: [String])]
    ) throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".schema.json") }.map { String($0.dropLast(".schema.json".count)) }.sorted()
        print("Schema extraction (lmctl extract --schema), \(names.count) schemas")
        print("  provider   failed   echoes   field accuracy (micro)")
        for provider in providers {
            var failed = 0
            var echoes = 0
            var score = EvalFieldScore()
            for name in names {
                let schemaFile = folder.appendingPathComponent(name + ".schema.json")
                let output = try EvalProcess.run(
                    lmctl,
                    ["extract", "--schema", schemaFile.path] + provider.arguments
                        + ["--json", "--no-cache", folder.appendingPathComponent(name + ".input.txt").path])
                let schema = try GenerationSchema(jsonSchema: String(contentsOf: schemaFile, encoding: .utf8))
                let expected = try GeneratedContent(
                    json: String(contentsOf: folder.appendingPathComponent(name + ".expected.json"), encoding: .utf8))
                guard let record = try? GeneratedContent(json: output.trimmingCharacters(in: .whitespacesAndNewlines)),
                    let result = property(record, "result")
                else {
                    failed += 1
                    var empty = EvalFieldScore()
                    empty.compare(expected, nil, path: "$", key: nil)
                    score.add(empty)
                    continue
                }
                echoes += SchemaEcho.find(in: result, schema: schema).count
                var one = EvalFieldScore()
                one.compare(expected, result, path: "$", key: nil)
                score.add(one)
            }
            print(
                "  " + provider.name.padding(toLength: 9, withPad: " ", startingAt: 0)
                    + String(format: "  %6d   %6d   %.3f", failed, echoes, score.accuracy))
        }
        print("")
    }
}
