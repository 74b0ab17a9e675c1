/// Carries a load-progress closure through llama.cpp's C callback (as its user-data pointer).
final class LoadProgressReporter: Sendable {
    /// The closure that receives the fraction loaded.
    let report: @Sendable (Double) -> Void

    /// Wraps a closure.
    init(_ report: @escaping @Sendable (Double) -> Void) {
        self.report = report
    }
}
