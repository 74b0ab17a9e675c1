import Foundation

/// What parallel speed-up the machine gives right now: a fixed amount of pure arithmetic on one
/// thread, against the same arithmetic split over one thread per core.
///
/// Nothing is shared and nothing is allocated, so a lower figure than the core count says the
/// machine (other processes, the scheduler's per-session shares), not the program, sets the
/// limit.
enum CliParallelCeiling {
    /// Iterations of the arithmetic loop in all; about half a second on one core.
    static let work = 450_000_000

    /// Measures once.
    /// - Returns: Wall time on one thread divided by wall time on one thread per core.
    static func measure() -> Double {
        let one = run(threads: 1)
        let many = run(threads: ProcessInfo.processInfo.activeProcessorCount)
        return many > 0 ? one / many : 0
    }

    /// Runs the work split over `threads` threads and returns the wall time in seconds.
    private static func run(threads: Int) -> Double {
        let group = DispatchGroup()
        let start = ContinuousClock.now
        for _ in 0..<threads {
            group.enter()
            let thread = Thread {
                blackHole(spin(work / threads))
                group.leave()
            }
            thread.start()
        }
        group.wait()
        let (seconds, attoseconds) = (ContinuousClock.now - start).components
        return Double(seconds) + Double(attoseconds) / 1e18
    }

    /// A dependent multiply-add chain with a test the compiler can't hoist, so the loop can be
    /// neither vectorized nor computed in closed form: its time is proportional to `iterations`.
    @inline(never)
    private static func spin(_ iterations: Int) -> UInt64 {
        var value: UInt64 = 0
        for index in 0..<iterations {
            value = value &* 31 &+ UInt64(truncatingIfNeeded: index)
            if value == 42 { blackHole(value) }
        }
        return value
    }

    @inline(never)
    private static func blackHole(_ value: UInt64) {
        if value == 42 { print("", terminator: "") }
    }
}
