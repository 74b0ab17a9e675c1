import LMCore

extension SchemaFieldFiller {
    /// Lowercased words in the text just before a UTF-16 offset, nearest last (at most eight,
    /// from at most 80 code units back).
    func contextWords(before offset: Int) -> [String] {
        let units = facts.utf16
        let end = min(max(0, offset), units.count)
        let start = max(0, end - 80)
        let window = String(decoding: units[start..<end], as: UTF16.self).lowercased()
        let words = window.split { !$0.isLetter && !$0.isNumber && $0 != "-" }.map(String.init)
        return Array(words.suffix(8))
    }

    /// The cues of a field (its name, its parent's name, its description).
    func cues(for field: Field) -> FieldCues {
        FieldCues(name: field.name, parent: field.parent, description: field.description)
    }

    /// Among candidates (a value and where it starts), the one the field's cue words announce best;
    /// the first in text order when none is announced.
    func best<Candidate>(_ candidates: [(Candidate, Int)], field: Field) -> Candidate? {
        let fieldCues = cues(for: field)
        var best: (value: Candidate, score: Double)?
        for (value, offset) in candidates {
            let score = fieldCues.score(contextWords(before: offset))
            if best == nil || score > (best?.score ?? 0) { best = (value, score) }
        }
        return best?.value
    }

    /// The mention of the given kinds the field asks for.
    func bestMention(_ kinds: Set<EntityKind>, field: Field) -> Entity? {
        best(facts.mentions.filter { kinds.contains($0.kind) }.map { ($0, $0.range.lowerBound) }, field: field)
    }

    /// The ISO `YYYY-MM-DD` date the field asks for, from the dates in the text.
    func isoDate(for field: Field) -> String? {
        let year = facts.firstYear
        let dated = facts.mentions.compactMap { mention -> (String, Int)? in
            guard mention.kind == .date, let iso = FieldValueNormalizer.isoDate(mention.text, defaultYear: year)
            else { return nil }
            return (iso, mention.range.lowerBound)
        }
        let words = Set(FieldRole.words(of: field.name ?? ""))
        // An end date is the later end of a range when nothing announces it.
        if words.contains("end") || words.contains("until") || words.contains("return") {
            let scored = cues(for: field)
            let announced = dated.filter { scored.score(contextWords(before: $0.1)) > 0 }
            if announced.isEmpty { return dated.map(\.0).max() }
        }
        return best(dated, field: field)
    }

    /// The value of a `Label: value` line whose label names the field (`Invoice number:` for
    /// `invoice_number`, `Reason for referral:` for `reason`).
    func labelledValue(for field: Field) -> String? {
        let wanted = FieldRole.words(of: field.name ?? "").filter { !FieldCues.generic.contains($0) }.map(Stemmer.stem)
        guard !wanted.isEmpty else { return nil }
        var best: (value: String, score: Int)?
        for line in facts.labelledLines {
            let shared = wanted.filter(line.label.contains).count
            guard shared == wanted.count || (shared > 0 && line.label.first == wanted.first) else { continue }
            let score = shared * 10 - line.label.count
            if best == nil || score > (best?.score ?? 0) { best = (line.value, score) }
        }
        return best?.value
    }

    /// Substrings of the text that match a field's `pattern` guide, in text order with their offsets.
    func patternMatches(_ pattern: String) -> [(String, Int)] {
        if let cached = facts.patternCache[pattern] { return cached }
        var core = Substring(pattern)
        if core.hasPrefix("^") { core = core.dropFirst() }
        if core.hasSuffix("$") && !core.hasSuffix("\\$") { core = core.dropLast() }
        var found: [(String, Int)] = []
        if let regex = try? Regex(String(core)) {
            // Bounded work on huge inputs: identifiers are looked for in the first 200,000 characters.
            let text =
                facts.analysis.text.count > 200_000 ? String(facts.analysis.text.prefix(200_000)) : facts.analysis.text
            for match in text.matches(of: regex).prefix(64) {
                let range = match.range
                guard !range.isEmpty else { continue }
                // Whole tokens only: no letter or digit glued to either side.
                if range.lowerBound > text.startIndex,
                    text[text.index(before: range.lowerBound)].isLetterOrDigit,
                    text[range.lowerBound].isLetterOrDigit
                {
                    continue
                }
                if range.upperBound < text.endIndex, text[range.upperBound].isLetterOrDigit,
                    text[text.index(before: range.upperBound)].isLetterOrDigit
                {
                    continue
                }
                found.append((String(text[range]), range.lowerBound.utf16Offset(in: text)))
            }
        }
        facts.patternCache[pattern] = found
        return found
    }

    /// The substring of the text that fits a string field's pattern and the field's cues best.
    func patternCandidate(for field: Field, constraints: Node.StringConstraints) -> String? {
        guard let pattern = constraints.pattern else { return nil }
        let node = Node(.string(constraints))
        let fitting = patternMatches(pattern).filter { satisfies(GeneratedContent(kind: .string($0.0)), node) }
        return best(fitting, field: field)
    }
}

extension Character {
    var isLetterOrDigit: Bool { isLetter || isNumber }
}
