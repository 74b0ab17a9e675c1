import Foundation

/// An identity for one generation, shared by all of its snapshots.
///
/// Streaming responses produce many ``GeneratedContent`` snapshots of the same value; they share
/// one `GenerationID`, so a user interface can tell an updated value from a new one.
public struct GenerationID: Sendable, Hashable, Codable {
    private let value: UUID

    /// Creates a new, unique identity.
    public init() { value = UUID() }
}
