import Foundation

/// Runs long synchronous work on a thread of its own (with a large stack), so it does not hold
/// one of the few threads of Swift's cooperative pool that every other test needs.
enum OwnThread {
    static func run<Value: Sendable>(_ body: @escaping @Sendable () throws -> Value) async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread { continuation.resume(with: Result { try body() }) }
            thread.stackSize = 16 << 20
            thread.start()
        }
    }
}
