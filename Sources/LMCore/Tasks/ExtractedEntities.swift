/// The named things in a text, each exactly as written.
public struct ExtractedEntities: Codable, Generable, Equatable {
    /// People, by the fullest form of their name, without honorifics.
    public var people: [String]
    /// Countries, cities, streets, landmarks and named facilities.
    public var places: [String]
    /// Companies, institutions, agencies, clubs and businesses.
    public var organizations: [String]
    /// Date expressions, absolute and relative.
    public var dates: [String]
    /// Email addresses.
    public var emails: [String]
    /// Web addresses.
    public var urls: [String]
    /// Phone numbers.
    public var phones: [String]
    /// Money amounts with their currency.
    public var money: [String]

    /// Creates an entity list.
    public init(
        people: [String] = [],
        places: [String] = [],
        organizations: [String] = [],
        dates: [String] = [],
        emails: [String] = [],
        urls: [String] = [],
        phones: [String] = [],
        money: [String] = []
    ) {
        self.people = people
        self.places = places
        self.organizations = organizations
        self.dates = dates
        self.emails = emails
        self.urls = urls
        self.phones = phones
        self.money = money
    }

    /// Merges two lists, keeping the first occurrence of each entity.
    public func merged(with other: ExtractedEntities) -> ExtractedEntities {
        func union(_ a: [String], _ b: [String]) -> [String] {
            var seen = Set<String>()
            return (a + b).filter { seen.insert($0).inserted }
        }
        return ExtractedEntities(
            people: union(people, other.people),
            places: union(places, other.places),
            organizations: union(organizations, other.organizations),
            dates: union(dates, other.dates),
            emails: union(emails, other.emails),
            urls: union(urls, other.urls),
            phones: union(phones, other.phones),
            money: union(money, other.money)
        )
    }
}
