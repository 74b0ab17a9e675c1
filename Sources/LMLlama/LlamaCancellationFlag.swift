import Synchronization

/// Set when a request's consumer goes away; the generation loop checks it before each step.
final class LlamaCancellationFlag: Sendable {
    private let flag = Atomic<Bool>(false)

    /// Marks the request cancelled.
    func cancel() {
        flag.store(true, ordering: .releasing)
    }

    /// Whether the request was cancelled.
    var isCancelled: Bool {
        flag.load(ordering: .acquiring)
    }
}
