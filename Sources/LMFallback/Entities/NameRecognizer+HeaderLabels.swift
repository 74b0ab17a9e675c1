/// The labels that open a line of a header or a ticket and name a person: who sent or receives a message
/// (`From:`, `An:`), and who a ticket is about or who handles it (`Customer:`, `Assigned to:`).
extension NameRecognizer {
    /// Labels of the lines of a message header that name a person, in LMFallback's languages.
    static let senderLabels = Set(
        DocumentStructure.headerAliases.filter { ["from", "to", "cc", "bcc", "reply-to"].contains($0.value) }.keys)

    /// Labels of a line that name the person it is about or who handles it (`Customer:`, `Assigned to:`,
    /// `Técnica:`), in LMFallback's languages.
    static let personLabels: Set<String> = [
        "customer", "contact", "assigned to", "agent", "technician", "requester", "reported by", "prepared by",
        "author", "owner", "caller", "patient", "tenant", "inspector", "engineer", "handled by", "técnica", "técnico",
        "tecnico", "technicienne", "kunde", "kundin", "ansprechpartner", "ansprechpartnerin", "cliente", "client",
        "contacto", "contatto", "klant", "responsable", "responsabile", "landlord", "landlady", "guest", "driver",
        "applicant", "resident", "witness", "doctor", "nurse", "tutor", "teacher", "student", "volunteer", "coach",
        "vermieter", "vermieterin", "mieter", "mieterin", "locataire", "inquilino", "inquilina", "huurder",
        "verhuurder",
    ]

    /// Whether a run stands right after a person's label that opens its line (`Customer: Babatunde Oyewole (…)`,
    /// `Assigned to: Selma Begić, Field Support`), and closes the line or comes before a comma or a bracket.
    static func followsPersonLabel(_ span: Span, analysis: DocumentAnalysis) -> Bool {
        let units = analysis.buffer.units
        let tokens = analysis.tokensBySentence[span.sentence]
        guard span.first == 1 || span.first == 2 else { return false }
        let label = tokens[..<span.first].map(\.normalized).joined(separator: " ")
        guard personLabels.contains(label) else { return false }
        let gap = units[tokens[span.first - 1].range.upperBound..<tokens[span.first].range.lowerBound]
        guard gap.contains(58) else { return false }
        var after = tokens[span.end - 1].range.upperBound
        while after < units.count && units[after] == 32 { after += 1 }
        guard after == units.count || [10, 13, 40, 44].contains(units[after]) else { return false }
        var lineStart = tokens[0].range.lowerBound
        while lineStart > 0 && (units[lineStart - 1] == 32 || units[lineStart - 1] == 9) { lineStart -= 1 }
        return lineStart == 0 || units[lineStart - 1] == 10
    }

    /// Words that open a team's or a service's name in a header (`From: Team Netzbetrieb`), not a person's.
    static let teamWords: Set<String> = [
        "team", "support", "service", "customer", "customers", "équipe", "equipo", "equipa", "squadra",
        "kundenservice", "klantenservice", "info", "the", "your", "our",
    ]

    /// Whether a run is the name in a message header line (`From: Leilani Kahale`) or the display name
    /// before an address in angle brackets (`Dolores Lockyear <dolores@example.com>`).
    static func isSenderOrRecipient(_ span: Span, analysis: DocumentAnalysis) -> Bool {
        let units = analysis.buffer.units
        let tokens = analysis.tokensBySentence[span.sentence]
        var after = tokens[span.end - 1].range.upperBound
        while after < units.count && units[after] == 32 { after += 1 }
        // `To: Orders <orders@…>`, `An: Reservierungen <reservations@…>`: a one-word name that is a common word, or
        // before an address whose mailbox is one, names a department, not a person.
        if span.tokens.count == 1, !Gazetteer.isGivenName(span.tokens[0].text),
            EnglishLexicon.shared.contains(span.tokens[0].normalized)
                || (after < units.count && units[after] == 60
                    && EnglishLexicon.shared.contains(mailbox(after: after, units)))
        {
            return false
        }
        if after < units.count && units[after] == 60 { return true }  // `<`
        // A header label that opens its line, a colon, and the name closing the line (or a note in brackets).
        guard span.first == 1, after == units.count || units[after] == 10 || units[after] == 13 || units[after] == 40,
            senderLabels.contains(tokens[0].normalized), !teamWords.contains(span.tokens[0].normalized)
        else { return false }
        let gap = units[tokens[0].range.upperBound..<tokens[1].range.lowerBound]
        var lineStart = tokens[0].range.lowerBound
        while lineStart > 0 && (units[lineStart - 1] == 32 || units[lineStart - 1] == 9) { lineStart -= 1 }
        return gap.contains(58) && (lineStart == 0 || units[lineStart - 1] == 10)
    }

    /// The lowercase mailbox of an address in angle brackets at `bracket` (`orders` of `<orders@…>`), or "".
    private static func mailbox(after bracket: Int, _ units: [UInt16]) -> String {
        var end = bracket + 1
        while end < units.count && end - bracket < 40 && units[end] != 64 && units[end] != 62 { end += 1 }
        guard end < units.count, units[end] == 64 else { return "" }
        return String(decoding: units[(bracket + 1)..<end], as: UTF16.self).lowercased()
    }
}
