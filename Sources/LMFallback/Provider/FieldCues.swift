/// The words that announce a field's value in running text, read from the field's name, its parent's
/// name and its description: `due_date` → "due", "payable", "by"; `patient.date_of_birth` → "born",
/// "birth", "dob". A candidate value (a date, a person, a pattern match) scores by how close such
/// words stand before it.
struct FieldCues {
    /// Lowercase cue words, strongest first.
    let words: [String]

    /// Words that say nothing about which value is meant.
    static let generic: Set<String> = [
        "the", "a", "an", "of", "in", "on", "for", "and", "or", "to", "is", "as", "by", "with", "name", "names",
        "full", "date", "dates", "time", "number", "id", "code", "value", "text", "string", "form", "yyyy", "mm",
        "dd", "hh", "without", "title", "calendar", "iso", "format", "e", "g", "s", "if", "any", "given", "null",
    ]

    /// Words that commonly announce a value of the named kind.
    private static let synonyms: [String: [String]] = [
        "start": ["start", "starts", "from", "begins", "beginning", "opens", "depart", "departs", "check-in"],
        "end": ["end", "ends", "until", "to", "through", "closes", "return", "returns", "check-out"],
        "due": ["due", "payable", "deadline", "by", "pay"],
        "issue": ["issued", "dated", "invoice", "date"],
        "issued": ["issued", "dated", "invoice"],
        "birth": ["born", "birth", "dob"],
        "expiry": ["expires", "expiry", "expiration", "valid"],
        "expires": ["expires", "expiry", "expiration", "valid"],
        "deadline": ["deadline", "by", "before", "closes", "apply"],
        "meeting": ["meeting", "met", "meet"],
        "next": ["next", "follow-up", "again"],
        "departure": ["departs", "depart", "departure", "leaves", "from"],
        "arrival": ["arrives", "arrive", "arrival", "lands"],
        "submitted": ["submitted", "sent"],
        "reported": ["reported", "filed", "date"],
        "application": ["apply", "applications", "deadline", "by"],
        "appointment": ["appointment", "on", "at"],
        "reference": ["reference", "booking", "ref", "confirmation"],
        "booking": ["booking", "reference", "confirmation", "ref"],
        "ticket": ["ticket", "e-ticket"],
        "employee": ["employee", "staff", "id"],
        "invoice": ["invoice", "no", "number"],
        "version": ["version", "v", "build", "release"],
        "referring": ["referred", "referral", "referring"],
        "provider": ["with", "dr", "clinician", "consultant", "doctor"],
        "supplier": ["from", "supplier", "vendor"],
        "customer": ["to", "bill", "customer", "client"],
        "reporter": ["reported", "by", "from"],
        "approver": ["approved", "approver", "manager"],
        "submitted_to": ["to", "approver"],
    ]

    init(words: [String]) {
        self.words = words
    }

    /// The cues of a field.
    /// - Parameters:
    ///   - name: The field's name (`due_date`).
    ///   - parent: The enclosing property's name (`patient`).
    ///   - description: The field's description.
    init(name: String?, parent: String?, description: String?) {
        var words: [String] = []
        func add(_ word: String) {
            guard !Self.generic.contains(word), word.count > 1 || word == "v", !words.contains(word) else { return }
            words.append(word)
        }
        let own = FieldRole.words(of: name ?? "")
        for word in own {
            add(word)
            for synonym in Self.synonyms[word] ?? [] { add(synonym) }
        }
        for word in FieldRole.words(of: parent ?? "") {
            add(word)
            for synonym in Self.synonyms[word] ?? [] { add(synonym) }
        }
        for word in FieldRole.words(of: description ?? "").prefix(8) { add(word) }
        self.words = words
    }

    /// How strongly the text before a position announces the field: cue words in the preceding
    /// window, nearer and earlier-listed ones counting more.
    /// - Parameters:
    ///   - context: Lowercased words before the candidate, nearest last.
    func score(_ context: [String]) -> Double {
        var score = 0.0
        for (distance, word) in context.reversed().enumerated() {
            guard let rank = words.firstIndex(of: word) else { continue }
            score += (1.0 / Double(distance + 1)) * (1.0 / Double(1 + rank / 3))
        }
        return score
    }
}
