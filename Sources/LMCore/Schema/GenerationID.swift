import Foundation
import Synchronization

/// An identity for one generation, shared by all of its snapshots.
///
/// Streaming responses produce many ``GeneratedContent`` snapshots of the same value; they share
/// one `GenerationID`, so a user interface can tell an updated value from a new one. A streamed
/// response gives every object and array its own identity when it opens, so each element of a
/// growing array keeps its identity from snapshot to snapshot.
public struct GenerationID: Sendable, Hashable, Codable {
    private let value: UUID

    /// Creates a new, unique identity.
    ///
    /// Identities are unique within the process and, with a random part chosen once per
    /// process, across processes. Making one is cheap (a counter, no system call), since a
    /// streamed response makes one for every object it generates.
    public init() { value = Self.next() }

    /// A random half chosen once per process.
    private static let processPart = UUID().uuid
    /// How many identities this process has made.
    private static let counter = Atomic<UInt64>(0)

    private static func next() -> UUID {
        let count = counter.wrappingAdd(1, ordering: .relaxed).newValue
        let part = processPart
        func byte(_ shift: UInt64) -> UInt8 { UInt8(truncatingIfNeeded: count >> shift) }
        return UUID(
            uuid: (
                part.0, part.1, part.2, part.3, part.4, part.5, part.6, part.7,
                byte(56), byte(48), byte(40), byte(32), byte(24), byte(16), byte(8), byte(0)
            ))
    }
}
