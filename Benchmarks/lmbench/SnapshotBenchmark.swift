import Foundation
import LMCore

/// The cost of a streamed structured response's snapshots: for responses of 4, 16 and 64 KB
/// streamed one token (about 4 bytes) at a time, the total of parsing, building the partially
/// generated value and one typical property read per snapshot, the previous way (a full re-parse
/// of the text so far and a partial value filled and decoded twice, per delta; kept here as
/// ``referenceSnapshot(_:)``) against the incremental parser with lazy partial values. The growth
/// ratio (64 KB cost / 16 KB cost) is ~4 for linear total cost, ~16 for quadratic.
///
/// `lmbench snapshots [--quick]` (`--quick`: 4 and 16 KB only).
enum SnapshotBenchmark {
    struct Day: Codable, Generable {
        var title: String
        var notes: String
        var activities: [String]
        var budget: Int
    }

    struct Plan: Codable, Generable {
        var title: String
        var summary: String
        var days: [Day]
    }

    /// The previous partial value: the content completed with two samples of the schema and
    /// decoded both ways, a property reported where both agree.
    struct ReferencePartial {
        let low: Plan?
        let high: Plan?

        init(_ content: GeneratedContent) {
            let filler = SchemaFiller(schema: Plan.generationSchema)
            low = try? Plan(filler.fill(content, variant: .low))
            high = try? Plan(filler.fill(content, variant: .high))
        }

        var lastDayTitle: String? {
            guard let low, let high, low.days.count == high.days.count else { return nil }
            return low.days.last?.title
        }
    }

    static func run(arguments: [String]) {
        let sizes = arguments.contains("--quick") ? [4, 16] : [4, 16, 64]
        print("Streaming snapshots: one structured response streamed ~4 bytes per delta, total over all snapshots")
        print("  previous: full re-parse + partial value filled and decoded twice + the last day's title, per delta")
        print(
            "  incremental (best of 3): parse alone | + partial value and its title | + its days and the last one's title"
        )
        print("   size  deltas       previous    parse    +title    +days    speed-up  first snapshot (prev / incr)")
        var totals: [Int: [Double]] = [:]
        var held: [Int: Double] = [:]
        // Warm up both ways (schema derivation, key path lookups) so first snapshots compare the work itself.
        let warmUp = tokens(document(bytes: 512))
        _ = measure(warmUp, repeats: 1, reference: true)
        _ = measure(warmUp, repeats: 1, reference: false)
        for kilobytes in sizes {
            let deltas = tokens(document(bytes: kilobytes * 1024))
            let previous = measure(deltas, repeats: kilobytes >= 64 ? 1 : 2, reference: true)
            let parts = [Read.none, .title, .lastDay, .held].map {
                measure(deltas, repeats: 3, reference: false, read: $0)
            }
            totals[kilobytes] = [previous.total] + parts.map(\.total)
            held[kilobytes] = parts[3].total
            print(
                String(
                    format: "  %3d KB  %6d  %10.1f ms  %6.2f ms  %6.2f ms  %6.2f ms  %7.0fx  %7.1f µs / %.1f µs",
                    kilobytes, deltas.count, previous.total * 1e3, parts[0].total * 1e3, parts[1].total * 1e3,
                    parts[2].total * 1e3, previous.total / max(parts[2].total, 1e-9), previous.first * 1e6,
                    parts[2].first * 1e6))
        }
        let (small, large) = sizes.contains(64) ? (16, 64) : (4, 16)
        guard let smallTotals = totals[small], let largeTotals = totals[large] else { return }
        let growth = zip(largeTotals, smallTotals).map { $0 / max($1, 1e-12) }
        print(
            String(
                format: "  growth %d KB / %d KB (4 linear, 16 quadratic): previous %.1f; parse %.1f, +title %.1f, "
                    + "+days %.1f", large, small, growth[0], growth[1], growth[2], growth[3]))
        print("  (+days builds the array of partial days on every read: O(days) per snapshot, as the API's shape asks)")
        let heldFigures = sizes.compactMap { size in held[size].map { String(format: "%d KB %.2f ms", size, $0 * 1e3) }
        }
        print(
            "  parse with each snapshot held until the next (as a session's last yielded one): "
                + heldFigures.joined(separator: ", "))
    }

    /// What each snapshot does after parsing, in the incremental way.
    enum Read {
        /// Nothing: the parser alone.
        case none
        /// Nothing, but each snapshot is held until the next one is made (as a session holds its
        /// last yielded snapshot): the parser then copies the open containers it shares.
        case held
        /// The plan's title (a string property).
        case title
        /// The title of the last day (the array of partial days, the last one growing).
        case lastDay
    }

    /// Total seconds for all snapshots, and seconds to the first snapshot with a value.
    static func measure(
        _ deltas: [String], repeats: Int, reference: Bool, read: Read = .lastDay
    ) -> (total: Double, first: Double) {
        var best = (total: Double.infinity, first: Double.infinity)
        var sink = 0
        for _ in 0..<repeats {
            var first = Double.infinity
            let start = DispatchTime.now().uptimeNanoseconds
            if reference {
                var text = ""
                for delta in deltas {
                    text += delta
                    guard let content = try? GeneratedContent(json: text) else { continue }
                    let partial = ReferencePartial(content)
                    sink &+= partial.lastDayTitle?.utf8.count ?? 0
                    if first == .infinity { first = elapsed(since: start) }
                }
            } else {
                var parser = PartialJSONParser()
                var previous: GeneratedContent?
                for delta in deltas {
                    guard (try? parser.append(delta)) != nil, let content = try? parser.snapshot() else { continue }
                    let partial = Plan.PartiallyGenerated(content)
                    switch read {
                    case .none: sink &+= content.isComplete ? 1 : 0
                    case .held:
                        sink &+= previous?.isComplete == true ? 1 : 0
                        previous = content
                    case .title: sink &+= partial.title?.utf8.count ?? 0
                    case .lastDay: sink &+= partial.days?.last?.title?.utf8.count ?? 0
                    }
                    if first == .infinity { first = elapsed(since: start) }
                }
            }
            let total = elapsed(since: start)
            if total < best.total { best = (total, first) }
        }
        if sink == Int.min { print("") }
        return best
    }

    static func elapsed(since start: UInt64) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// A plan's JSON of about `bytes` bytes, as a model would write it (with spaces).
    static func document(bytes: Int) -> String {
        var plan = Plan(title: "Two weeks along the coast", summary: "A slow trip by train and ferry.", days: [])
        var index = 0
        while true {
            index += 1
            let day = Day(
                title: "Day \(index): harbour town \(index % 7)",
                notes: "Morning walk, a \"long\" lunch by the water; café at noon.\nEvening: music.",
                activities: ["Market", "Museum \(index)", "Ferry to the island", "Dinner"],
                budget: 40 + index * 3)
            plan.days.append(day)
            let json = plan.generatedContent.jsonString
            if json.utf8.count >= bytes {
                return json.replacingOccurrences(of: "\":", with: "\": ").replacingOccurrences(of: ",\"", with: ", \"")
            }
        }
    }

    /// The text in deltas of four characters, about one token each.
    static func tokens(_ text: String) -> [String] {
        var deltas: [String] = []
        var rest = Substring(text)
        while !rest.isEmpty {
            deltas.append(String(rest.prefix(4)))
            rest = rest.dropFirst(4)
        }
        return deltas
    }
}
