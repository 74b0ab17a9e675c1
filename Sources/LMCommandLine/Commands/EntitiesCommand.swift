import LMCore

/// `lmctl entities`: people, places, organizations, dates, emails, URLs, phones and money.
enum EntitiesCommand {
    static let task = DocumentTask.text("entities", render: render) { tasks, text in
        try await tasks.extractEntities(text)
    }

    static func render(_ entities: ExtractedEntities) -> String {
        let groups: [(String, [String])] = [
            ("people", entities.people), ("places", entities.places),
            ("organizations", entities.organizations), ("dates", entities.dates),
            ("emails", entities.emails), ("urls", entities.urls), ("phones", entities.phones),
            ("money", entities.money),
        ]
        let lines = groups.filter { !$0.1.isEmpty }.map { "\($0.0): \($0.1.joined(separator: "; "))" }
        return lines.isEmpty ? "(no entities found)" : lines.joined(separator: "\n")
    }
}
