/// Organization evidence for ``NameRecognizer``: institution heads inside a name, context cues
/// (``OrganizationCues``), and a known place that ends a name after a second connector.
extension NameRecognizer {
    /// A span's words without a final possessive (`Orlo's` → `Orlo`).
    static func bareName(_ span: Span) -> String {
        var text = span.tokens.map(\.text).joined(separator: " ")
        if text.hasSuffix("'s") || text.hasSuffix("’s") { text.removeLast(2) }
        return text
    }

    /// Heads of institutions that start a name before `of` (`Bureau of`, `Institute of`), also inside a
    /// longer name (`Arizona Department of Water Resources`).
    static let innerHeads: Set<String> = [
        "University", "Institute", "Bureau", "Department", "Ministry", "Office", "Council", "Association",
        "Federation", "Society", "Foundation", "Agency", "Commission", "Authority", "Academy", "Board", "Chamber",
        "League", "Union", "College", "School", "Museum", "Bank", "Church", "Order", "Corporation",
    ]

    /// Whether a word before the last is an institution head followed by `of` or `for`.
    static func hasInnerHead(_ lowerWords: [String], _ words: [String]) -> Bool {
        guard words.count >= 3 else { return false }
        for index in 0..<(words.count - 2) where innerHeads.contains(words[index]) {
            if lowerWords[index + 1] == "of" || lowerWords[index + 1] == "for" { return true }
        }
        return false
    }

    /// Whether the words around a span mark it as an organization (see ``OrganizationCues``).
    static func contextMarksOrganization(_ span: Span, analysis: DocumentAnalysis) -> Bool {
        let tokens = analysis.tokensBySentence[span.sentence]
        let units = analysis.buffer.units
        let previousTwo =
            span.first >= 2 ? tokens[span.first - 2].normalized + " " + tokens[span.first - 1].normalized : nil
        let previous = span.first >= 1 ? tokens[span.first - 1].normalized : nil
        let following = tokens[span.end..<min(tokens.count, span.end + 8)].map(\.normalized)[...]
        var position = span.tokens[span.tokens.count - 1].range.upperBound
        while position < units.count && units[position] == 32 { position += 1 }
        let appositive = position < units.count && units[position] == 44 ? Array(following.prefix(8)) : nil
        let last = span.tokens[span.tokens.count - 1].normalized
        return OrganizationCues.marksOrganization(
            previousTwo: previousTwo, previous: previous, following: following, possessive: last.hasSuffix("'s"),
            appositive: appositive)
    }

    /// The known place that ends an organization's run after a second connector (`X del Mar de Valencia`), if
    /// one does; a single connector belongs to the name (`Universidad de Valencia`, `Bank of Portugal`).
    static func trailingPlace(_ tokens: [Token]) -> Token? {
        guard tokens.count >= 5, let last = tokens.last, connectors.contains(tokens[tokens.count - 2].normalized),
            Gazetteer.isPlace(last.text)
        else { return nil }
        let inner = tokens.dropLast(2).dropFirst().filter { connectors.contains($0.normalized) }
        return inner.isEmpty ? nil : last
    }
}
