import Foundation
import LMCore

extension SchemaFieldFiller {
    /// Whether the text gives anything for a field.
    func hasFacts(for field: Field) -> Bool {
        if field.item != nil { return true }
        switch field.role {
        case .none: return false
        case .people, .places, .organizations, .dates, .emails, .urls, .phones, .money, .currency, .time:
            return !listCandidates(for: field).isEmpty || (field.role == .time && timeCandidate != nil)
        default: return !facts.analysis.isEmpty
        }
    }

    /// The list a field asks for (people, tags, key points …), best first.
    ///
    /// Entities are looked for only when the field asks for them: finding them costs more than
    /// the rest of a summary on a large text.
    func listCandidates(for field: Field) -> [String] {
        switch field.role {
        case .people: return facts.entities.people
        case .places: return facts.entities.places
        case .organizations: return facts.entities.organizations
        case .dates: return facts.entities.dates
        case .emails: return facts.entities.emails
        case .urls: return facts.entities.urls
        case .phones: return facts.entities.phones
        case .money, .currency: return facts.entities.money
        case .tags: return facts.tags
        case .title: return [facts.title]
        case .summary: return facts.keyPoints.isEmpty ? [facts.summary] : facts.keyPoints
        case .keyPoints, .none: return facts.keyPoints
        case .preview: return [facts.preview]
        default: return []
        }
    }

    var timeCandidate: String? { facts.firstTime }

    /// The text a string field gets before its constraints are applied.
    func stringCandidate(for field: Field, constraints: Node.StringConstraints) -> String? {
        let wantsISODate = constraints.format == .date || constraints.pattern?.contains(#"\d{4}-\d{2}"#) == true
        if let line = field.line {
            switch field.role {
            case .dates:
                guard let date = line.date else { break }
                return wantsISODate ? FieldValueNormalizer.isoDate(date, defaultYear: facts.firstYear) : date
            case .currency: if let currency = line.currency { return currency }
            case .title, .summary, .none, .keyPoints: return line.description
            default: break
            }
        }
        if let item = field.item, field.role == .title || field.role == .none { return item }
        if field.item == nil, let labelled = labelledValue(for: field) {
            if !wantsISODate { return labelled }
            if let iso = FieldValueNormalizer.isoDate(labelled, defaultYear: facts.firstYear) { return iso }
        }
        switch field.role {
        case .title: return facts.title
        case .summary: return facts.summary
        case .preview: return facts.preview
        case .keyPoints: return facts.keyPoints.first
        case .tags: return facts.tags.first
        case .category: return facts.category.rawValue
        case .sentiment: return facts.sentiment.rawValue
        case .closest: return facts.correction.closest
        case .refined: return facts.correction.refined
        case .alternative: return facts.correction.alternative
        case .language: return facts.analysis.language.code
        case .time: return timeCandidate
        case .currency: return facts.entities.money.lazy.compactMap(FieldValueNormalizer.currencyCode).first
        case .dates:
            if let item = field.item, !wantsISODate { return item }
            if wantsISODate { return isoDate(for: field) }
            return bestMention([.date], field: field)?.text
        case .people:
            guard let person = field.item ?? bestMention([.person], field: field)?.text else { return nil }
            return Self.namePart(person, field: field)
        case .places, .organizations, .emails, .urls, .phones, .money:
            if let item = field.item { return item }
            let kinds: [FieldRole: EntityKind] = [
                .places: .place, .organizations: .organization, .emails: .email, .urls: .url, .phones: .phone,
                .money: .money,
            ]
            guard let kind = kinds[field.role] else { return nil }
            return bestMention([kind], field: field)?.text ?? listCandidates(for: field).first
        case .wordCount, .readingTime, .none:
            return nil
        }
    }

    func string(_ constraints: Node.StringConstraints, field: Field, informed: Bool) -> String {
        if let constant = constraints.constant { return constant }
        if let choices = constraints.choices, !choices.isEmpty {
            let picked = choose(
                among: choices.map { GeneratedContent(kind: .string($0)) }, field: field, informed: informed)
            if case .string(let choice)? = picked?.kind { return choice }
            return choices[0]
        }
        let node = Node(.string(constraints))
        guard informed else { return minimalString(constraints) }
        if field.role != .none || field.item != nil || constraints.pattern == nil,
            let candidate = stringCandidate(for: field, constraints: constraints)
        {
            let fitted = fit(candidate, constraints)
            if satisfies(GeneratedContent(kind: .string(fitted)), node) { return fitted }
        }
        if let matched = patternCandidate(for: field, constraints: constraints) { return matched }
        return minimalString(constraints)
    }

    /// The part of a person's name a field asks for (`first_name`, `last_name`), else the whole name.
    static func namePart(_ person: String, field: Field) -> String {
        let words = Set(FieldRole.words(of: field.name ?? ""))
        let parts = person.split(separator: " ")
        guard parts.count > 1 else { return person }
        if words.contains("first") || words.contains("given") { return String(parts[0]) }
        if words.contains("last") || words.contains("family") || words.contains("surname") {
            return String(parts[parts.count - 1])
        }
        return person
    }

    /// A candidate cut or padded to the length bounds (counted in Unicode scalars, as JSON
    /// Schema counts).
    private func fit(_ candidate: String, _ constraints: Node.StringConstraints) -> String {
        var scalars = Array(candidate.unicodeScalars)
        if let maximum = constraints.maximumLength, scalars.count > maximum { scalars = Array(scalars.prefix(maximum)) }
        if let minimum = constraints.minimumLength, scalars.count < minimum {
            scalars += Array(repeating: ".", count: minimum - scalars.count)
        }
        return String(String.UnicodeScalarView(scalars))
    }

    /// The simplest string that meets the constraints: for a pattern, the shortest match within
    /// the length bounds (read by the same ECMA-262 parser the validator uses).
    func minimalString(_ constraints: Node.StringConstraints) -> String {
        let minimum = constraints.minimumLength ?? 0
        if let pattern = constraints.pattern, case .success(let matcher) = RegexMatcher.cached(pattern),
            let sample = matcher.sample(minimumLength: minimum, maximumLength: constraints.maximumLength)
        {
            return sample
        }
        if let format = constraints.format {
            let unknown = "unknown@example.com"
            if format == .email, minimum <= unknown.count,
                constraints.maximumLength.map({ $0 >= unknown.count }) ?? true
            {
                return unknown
            }
            if let text = format.sample(minimumLength: minimum, maximumLength: constraints.maximumLength) {
                return text
            }
        }
        return fit(String(repeating: "x", count: minimum), constraints)
    }

    func number(_ bounds: Node.NumberBounds, field: Field, informed: Bool, integer: Bool) -> Double {
        var value: Double = 0
        if informed, let line = field.line, let fromLine = lineNumber(line, field: field) {
            value = fromLine
        } else if informed {
            switch field.role {
            case .wordCount: value = Double(facts.wordCount)
            case .readingTime: value = Double(facts.readingTimeMinutes)
            case .money:
                value = facts.entities.money.lazy.compactMap(FieldValueNormalizer.number).first ?? 0
            default:
                value =
                    labelledValue(for: field).flatMap(FieldValueNormalizer.number(in:)) ?? numberNear(field.name) ?? 0
            }
        }
        if let minimum = bounds.minimum { value = max(value, minimum) }
        if let maximum = bounds.maximum { value = min(value, maximum) }
        if integer {
            value = value.rounded()
            if let minimum = bounds.minimum, value < minimum { value = minimum.rounded(.up) }
            if let maximum = bounds.maximum, value > maximum { value = maximum.rounded(.down) }
        }
        return value
    }

    /// The number of a line item a numeric field asks for: its quantity, unit price or amount.
    private func lineNumber(_ line: LineItem, field: Field) -> Double? {
        let words = Set(FieldRole.words(of: field.name ?? ""))
        if !words.isDisjoint(with: ["quantity", "qty", "count", "units", "nights", "number"]) {
            return line.quantity ?? 1
        }
        if words.contains("unit") || words.contains("rate") || words == ["price"] {
            return line.unitPrice ?? line.amount
        }
        if field.role == .money || !words.isDisjoint(with: ["amount", "total", "cost", "price", "value"]) {
            return line.amount
        }
        return nil
    }

    /// Status words whose mention in running text states a Boolean field (`paid`, `is_confirmed`).
    static let statusWords: Set<String> = [
        "paid", "confirmed", "cancelled", "canceled", "required", "attached", "refundable", "included", "approved",
        "verified", "completed", "accepted", "booked", "reimbursable", "mandatory", "signed", "delivered", "shipped",
        "reproducible", "urgent", "insured", "covered",
    ]

    /// A Boolean read from the text: a `Label: yes/no` line; inside a line item, the mention of the
    /// field's main word (`receipt` for `receipt_attached`) without a negation just before it (`no
    /// receipt`); elsewhere the same for a status word of the field's name (`paid`, `confirmed`,
    /// `cancelled`, `required` …); false when the text says nothing.
    func cueBoolean(for field: Field) -> Bool {
        if field.line == nil, let labelled = labelledValue(for: field)?.lowercased() {
            let first = labelled.split { !$0.isLetter }.first.map(String.init) ?? ""
            if ["yes", "true", "y"].contains(first) { return true }
            if ["no", "false", "n", "none"].contains(first) { return false }
        }
        let ignored: Set<String> = ["is", "has", "was", "are", "requires", "needs", "did", "does", "can", "should"]
        let words = FieldRole.words(of: field.name ?? "").filter {
            !ignored.contains($0) && !FieldCues.generic.contains($0) && $0.count > 2
        }
        let main = field.line == nil ? words.first(where: Self.statusWords.contains) : words.first
        guard let main else { return false }
        let stem = Array(String(main.prefix(max(4, main.count - 2))).utf8)
        let negators: Set<String> = ["no", "not", "without", "never", "missing", "non", "unpaid", "cannot"]
        let texts: [[UInt8]] = field.line.map { [Array($0.text.lowercased().utf8)] } ?? facts.lowercasedSentences
        for text in texts where Self.contains(text, stem) {
            let words = String(decoding: text, as: UTF8.self).split { !$0.isLetter && $0 != "'" }.map(String.init)
            guard let position = words.firstIndex(where: { $0.utf8.starts(with: stem) }) else { continue }
            let before = words[max(0, position - 3)..<position]
            return !before.contains { negators.contains($0) || $0.hasSuffix("n't") }
        }
        return false
    }

    /// The first number in a sentence that mentions the field's name (`servings` → "Serves 4").
    private func numberNear(_ name: String?) -> Double? {
        let stems = FieldRole.words(of: name ?? "").filter { $0.count >= 3 }.map { String($0.prefix(4)) }
        guard !stems.isEmpty else { return nil }
        let lowered = facts.lowercasedSentences
        let needles = stems.map { Array($0.utf8) }
        for (index, sentence) in facts.sentences.enumerated() {
            guard needles.contains(where: { Self.contains(lowered[index], $0) }) else { continue }
            if let number = FieldValueNormalizer.number(in: sentence) { return number }
        }
        return nil
    }

    /// Whether UTF-8 bytes contain a run of bytes.
    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard let first = needle.first else { return true }
        guard haystack.count >= needle.count else { return false }
        var start = 0
        while start <= haystack.count - needle.count {
            if haystack[start] == first {
                var offset = 1
                while offset < needle.count && haystack[start + offset] == needle[offset] { offset += 1 }
                if offset == needle.count { return true }
            }
            start += 1
        }
        return false
    }

    /// The choice that best fits the field: the fallback's label for categories and sentiment,
    /// else the first choice the text mentions, else the first choice.
    func choose(among values: [GeneratedContent], field: Field, informed: Bool) -> GeneratedContent? {
        guard informed else { return values.first }
        let strings = values.map { value -> String? in
            if case .string(let text) = value.kind { return text.lowercased() }
            return nil
        }
        let wanted: String? =
            switch field.role {
            case .sentiment: facts.sentiment.rawValue
            case .category: facts.category.rawValue
            default: nil
            }
        if let wanted, let index = strings.firstIndex(of: wanted) { return values[index] }
        // The choice the text mentions most (`in-person`, `in person`); ties go to the earlier choice.
        let text = facts.lowercasedText
        var best: (index: Int, count: Int)?
        for (index, choice) in strings.enumerated() {
            guard let choice, choice.count > 2 else { continue }
            let spaced = choice.replacingOccurrences(of: "_", with: " ")
            var count = text.ranges(of: spaced).count
            if spaced.contains("-") { count += text.ranges(of: spaced.replacingOccurrences(of: "-", with: " ")).count }
            if count > 0 && count > (best?.count ?? 0) { best = (index, count) }
        }
        if let best { return values[best.index] }
        return values.first
    }
}
