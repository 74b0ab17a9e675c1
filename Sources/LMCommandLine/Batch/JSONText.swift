import Foundation
import LMCore

/// Small helpers for writing JSON text by hand, with keys in a fixed order.
enum JSONText {
    /// A JSON string literal.
    static func string(_ value: String) -> String {
        GeneratedContent(kind: .string(value)).jsonString
    }

    /// A JSON object from members whose values are already JSON text, in the given order.
    static func object(_ members: [(String, String)]) -> String {
        "{" + members.map { string($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
    }

    /// A number with three decimals at most, for timings.
    static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let value = Double(seconds) * 1000 + Double(attoseconds) / 1e15
        return String((value * 1000).rounded() / 1000)
    }

    /// A value encoded as compact JSON, keys in declaration order.
    static func encode(_ value: some Encodable) throws -> String {
        String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
    }
}
