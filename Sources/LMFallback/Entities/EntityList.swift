/// Distinct entities of a document grouped by kind, in order of first mention.
///
/// People are listed once, by the fullest form of their name: a first name or surname alone, or the
/// words that start or end a longer name, are dropped when the longer name is known. Organizations too: a name that starts a longer
/// organization's name (`Harlow` and `Harlow Biotech`) is dropped.
public struct EntityList: Sendable, Hashable, Codable {
    /// People.
    public var people: [String] = []
    /// Places.
    public var places: [String] = []
    /// Organizations.
    public var organizations: [String] = []
    /// Dates, as written.
    public var dates: [String] = []
    /// Email addresses.
    public var emails: [String] = []
    /// Web addresses.
    public var urls: [String] = []
    /// Phone numbers, as written.
    public var phones: [String] = []
    /// Money amounts, as written.
    public var money: [String] = []

    /// Creates an empty list.
    public init() {}

    /// Groups entity mentions by kind, dropping duplicates and partial person names.
    /// - Parameter mentions: Entity mentions in any order.
    public init(mentions: [Entity]) {
        let sorted = mentions.sorted { $0.range.lowerBound < $1.range.lowerBound }
        var seen = Set<String>()
        for entity in sorted where seen.insert("\(entity.kind.rawValue)|\(entity.text)").inserted {
            self[entity.kind].append(entity.text)
        }
        let fullNames = people.filter { $0.contains(" ") }
        let parts = Set(fullNames.flatMap { $0.split(separator: " ").map(String.init) })
        people = people.filter { $0.contains(" ") || !parts.contains($0) }
        // A name of several words that starts or ends a longer one is its short form (`Ó Cuív` of `Tadhg Ó Cuív`).
        var edges = Set<Substring>()
        for name in fullNames {
            var index = name.startIndex
            while let space = name[index...].firstIndex(of: " ") {
                edges.insert(name[..<space])
                edges.insert(name[name.index(after: space)...])
                index = name.index(after: space)
            }
        }
        people = people.filter { !$0.contains(" ") || !edges.contains(Substring($0)) }
        // An organization is listed by its fullest name: `Harlow` is dropped when `Harlow Biotech` is listed.
        var leadingParts = Set<Substring>()
        for name in organizations {
            var index = name.startIndex
            while let space = name[index...].firstIndex(of: " ") {
                leadingParts.insert(name[..<space])
                index = name.index(after: space)
            }
        }
        organizations = organizations.filter { !leadingParts.contains(Substring($0)) }
        // A place or organization already known as a person is not listed again, and vice versa.
        let personSet = Set(people)
        places = places.filter { !personSet.contains($0) }
        organizations = organizations.filter { !personSet.contains($0) }
    }

    /// The list for one kind.
    public subscript(kind: EntityKind) -> [String] {
        get {
            switch kind {
            case .person: people
            case .place: places
            case .organization: organizations
            case .date: dates
            case .email: emails
            case .url: urls
            case .phone: phones
            case .money: money
            }
        }
        set {
            switch kind {
            case .person: people = newValue
            case .place: places = newValue
            case .organization: organizations = newValue
            case .date: dates = newValue
            case .email: emails = newValue
            case .url: urls = newValue
            case .phone: phones = newValue
            case .money: money = newValue
            }
        }
    }
}
