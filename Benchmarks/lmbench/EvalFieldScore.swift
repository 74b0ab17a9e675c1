import LMCore

/// Field-level agreement between an expected JSON instance and a produced one (see ``EvalSchemas/rule``).
struct EvalFieldScore {
    /// Fields compared.
    var total = 0
    /// Fields that matched.
    var hits = 0
    /// Fields per kind (`exact`, `free text`).
    var byKind: [String: Int] = [:]
    /// Matches per kind.
    var hitsByKind: [String: Int] = [:]
    /// Descriptions of the fields that did not match, for --verbose.
    var misses: [String] = []

    /// The share of fields that matched.
    var accuracy: Double { total > 0 ? Double(hits) / Double(total) : 0 }

    /// Lists compared in order; all others match elements to their best counterpart.
    static let orderedLists: Set<String> = ["steps", "steps_to_reproduce", "segments"]

    mutating func add(_ other: EvalFieldScore) {
        total += other.total
        hits += other.hits
        for (kind, count) in other.byKind { byKind[kind, default: 0] += count }
        for (kind, count) in other.hitsByKind { hitsByKind[kind, default: 0] += count }
    }

    /// Compares a produced value with the expected one, counting every expected leaf.
    mutating func compare(_ expected: GeneratedContent, _ produced: GeneratedContent?, path: String, key: String?) {
        switch expected.kind {
        case .structure(let properties, let keys):
            var producedProperties: [String: GeneratedContent] = [:]
            if case .structure(let values, _)? = produced?.kind { producedProperties = values }
            for name in keys {
                guard let value = properties[name] else { continue }
                compare(value, producedProperties[name], path: "\(path).\(name)", key: name)
            }
        case .array(let elements):
            var producedElements: [GeneratedContent] = []
            if case .array(let values)? = produced?.kind { producedElements = values }
            if elements.isEmpty {
                record(producedElements.isEmpty, kind: "exact", path: path, expected: "[]", produced: produced)
            } else if Self.orderedLists.contains(key ?? "") {
                for (index, element) in elements.enumerated() {
                    let match = index < producedElements.count ? producedElements[index] : nil
                    compare(element, match, path: "\(path)[\(index)]", key: key)
                }
            } else {
                var unused = producedElements
                for (index, element) in elements.enumerated() {
                    var best: (position: Int, hits: Int)?
                    for (position, candidate) in unused.enumerated() {
                        var trial = EvalFieldScore()
                        trial.compare(element, candidate, path: "", key: key)
                        if trial.hits > (best?.hits ?? 0) { best = (position, trial.hits) }
                    }
                    let match = best.map { unused.remove(at: $0.position) }
                    compare(element, match, path: "\(path)[\(index)]", key: key)
                }
            }
        case .null:
            let isNull = produced.map { $0.kind == .null } ?? false
            record(isNull, kind: "exact", path: path, expected: "null", produced: produced)
        case .bool(let value):
            record(produced?.kind == .bool(value), kind: "exact", path: path, expected: "\(value)", produced: produced)
        case .number(let value):
            var same = false
            if case .number(let other)? = produced?.kind { same = abs(other - value) < 1e-9 }
            record(same, kind: "exact", path: path, expected: "\(value)", produced: produced)
        case .string(let value):
            var text: String?
            if case .string(let other)? = produced?.kind { text = other }
            let expectedWords = EvalMetrics.tokens(value)
            if expectedWords.count >= 4 {
                let overlap = text.map { EvalMetrics.rougeN($0, value, n: 1).f1 } ?? 0
                record(overlap >= 0.5, kind: "free text", path: path, expected: value, produced: produced)
            } else {
                let same = text.map { Self.normalized($0) == Self.normalized(value) } ?? false
                record(same, kind: "exact", path: path, expected: value, produced: produced)
            }
        }
    }

    private mutating func record(
        _ matched: Bool, kind: String, path: String, expected: String, produced: GeneratedContent?
    ) {
        total += 1
        byKind[kind, default: 0] += 1
        if matched {
            hits += 1
            hitsByKind[kind, default: 0] += 1
        } else if misses.count < 200 {
            misses.append(
                "\(path): expected \(expected.prefix(60)) got \((produced?.jsonString ?? "nothing").prefix(60))")
        }
    }

    private static func normalized(_ text: String) -> String {
        text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
