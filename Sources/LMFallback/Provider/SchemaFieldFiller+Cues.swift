import LMCore

extension SchemaFieldFiller {
    /// Lowercased words in the text just before a UTF-16 offset, nearest last (at most eight,
    /// from at most 80 code units back).
    func contextWords(before offset: Int) -> [String] {
        if let known = facts.contextWordsCache[offset] { return known }
        let units = facts.utf16
        let end = min(max(0, offset), units.count)
        let start = max(0, end - 80)
        let window = units[start..<end]
        let words: [String]
        if window.allSatisfy({ $0 < 0x80 }) {
            // ASCII: the same split on bytes, without decoding UTF-16 or Unicode property look-ups.
            var found: [String] = []
            var current: [UInt8] = []
            for unit in window {
                let byte = UInt8(truncatingIfNeeded: unit)
                let lower = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
                if (lower >= 0x61 && lower <= 0x7A) || (lower >= 0x30 && lower <= 0x39) || lower == 0x2D {
                    current.append(lower)
                } else if !current.isEmpty {
                    found.append(String(decoding: current, as: UTF8.self))
                    current.removeAll(keepingCapacity: true)
                }
            }
            if !current.isEmpty { found.append(String(decoding: current, as: UTF8.self)) }
            words = found
        } else {
            let text = String(decoding: window, as: UTF16.self).lowercased()
            words = text.split { !$0.isLetter && !$0.isNumber && $0 != "-" }.map(String.init)
        }
        let nearest = Array(words.suffix(8))
        facts.contextWordsCache[offset] = nearest
        return nearest
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

    /// Substrings of the text that match a field's `pattern` guide, in text order with their
    /// offsets: whole tokens and runs of up to four tokens (trimmed of surrounding punctuation)
    /// that the pattern matches from start to end, read by the same ECMA-262 matcher the
    /// validator uses, in time linear in the text.
    func patternMatches(_ pattern: String) -> [(String, Int)] {
        if let cached = facts.patternCache[pattern] { return cached }
        var core = Substring(pattern)
        if core.hasPrefix("^") { core = core.dropFirst() }
        if core.hasSuffix("$") && !core.hasSuffix("\\$") { core = core.dropLast() }
        var found: [(String, Int)] = []
        if case .success(let matcher) = RegexMatcher.cached("^(?:" + core + ")$") {
            // Bounded work on huge inputs: identifiers are looked for in the first 20,000 tokens.
            let text = facts.analysis.text
            var tokens: [(Substring, Int)] = []
            var offset = 0
            var start: String.Index?
            var startOffset = 0
            for index in text.indices {
                let isSpace = text[index].isWhitespace
                if !isSpace, start == nil {
                    start = index
                    startOffset = offset
                } else if isSpace, let begin = start {
                    tokens.append((text[begin..<index], startOffset))
                    start = nil
                    if tokens.count >= 20_000 { break }
                }
                offset += text[index].utf16.count
            }
            if let begin = start, tokens.count < 20_000 { tokens.append((text[begin...], startOffset)) }
            let trim: (Character) -> Bool = { !$0.isLetterOrDigit && !"#+@$%&".contains($0) }
            for first in tokens.indices where found.count < 64 {
                var span = ""
                for last in first..<min(first + 4, tokens.count) {
                    span += (last == first ? "" : " ") + tokens[last].0
                    var candidate = Substring(span)
                    while let end = candidate.last, trim(end) { candidate = candidate.dropLast() }
                    let leading = candidate.prefix(while: { !$0.isLetterOrDigit && !"#+@$%&".contains($0) })
                    candidate = candidate.dropFirst(leading.count)
                    guard !candidate.isEmpty, matcher.matches(in: String(candidate)) else { continue }
                    found.append((String(candidate), tokens[first].1 + leading.utf16.count))
                    break
                }
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
