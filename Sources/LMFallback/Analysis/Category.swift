/// The topical category of a document.
public enum Category: String, Sendable, Hashable, Codable, CaseIterable {
    /// Jobs, offices, projects, colleagues.
    case work
    /// Family, friends, home, leisure.
    case personal
    /// Money, invoices, budgets, banking.
    case finance
    /// Medicine, clinics, fitness of the body.
    case health
    /// Software, devices, networks, data.
    case technology
    /// Matches, teams, athletes, sports gear.
    case sports
    /// Government, elections, councils, policy.
    case politics
    /// Research, experiments, studies.
    case science
    /// Trips, flights, hotels, itineraries.
    case travel
}
