/// The kinds of entities LMFallback extracts.
public enum EntityKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// A person, named as fully as the text allows, without honorifics.
    case person
    /// A country, region, city, district, street, natural feature, landmark or named facility.
    case place
    /// A company, institution, agency, club, school, hospital, hotel or restaurant.
    case organization
    /// A date expression, absolute (`4 March 2026`) or relative (`next Tuesday`), as written.
    case date
    /// An email address.
    case email
    /// A web address.
    case url
    /// A phone number as written.
    case phone
    /// A money amount with its currency symbol or code and any scale word.
    case money
}
