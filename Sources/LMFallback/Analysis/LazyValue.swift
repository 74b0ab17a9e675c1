import Synchronization

/// A value computed on first use and then shared by every copy of its owner, safely across threads.
///
/// ``DocumentAnalysis`` uses it so that asking only for a title never pays for sentence ranking or
/// language detection. The computation runs outside the lock; if two threads race, both compute the
/// same deterministic value and the first one stored wins, so callers always see one value.
final class LazyValue<Value: Sendable>: Sendable {
    private let storage = Mutex<Value?>(nil)

    /// Creates an empty box.
    init() {}

    /// The stored value, computing and storing it with `make` the first time.
    /// - Parameter make: Computes the value; must be deterministic.
    /// - Returns: The value.
    func value(_ make: () -> Value) -> Value {
        if let stored = storage.withLock({ $0 }) { return stored }
        let made = make()
        return storage.withLock { state in
            if let stored = state { return stored }
            state = made
            return made
        }
    }
}
