import Foundation
import Synchronization

/// How many of the machine's cores this process can have for decoding now: the cores, less what
/// other processes have kept busy lately.
///
/// llama.cpp's worker threads wait for each other at every step of a token (OpenMP barriers);
/// when another process holds a core, a worker that loses its core holds up the others, and two
/// threads on a 2-core machine fall from 141 to 44 tokens/s with SmolLM2-135M, while one thread
/// keeps 82 (`lmbench llama`). Contexts whose thread count is automatic ask this before decoding
/// and use one thread per core that is free.
///
/// On Linux it reads the machine's CPU time (`/proc/stat`) and this process's (`/proc/self/stat`)
/// at most every ``interval``: what the machine spent busy beyond this process, over the time
/// since the last reading, is the other processes' share. Elsewhere every core counts as free.
package final class LlamaCPUShare: Sendable {
    /// The shared instance.
    package static let shared = LlamaCPUShare()

    /// The shortest time between two readings (the kernel counts CPU time in 10 ms ticks).
    package static let interval: Duration = .milliseconds(250)

    /// A reading of the counters, in clock ticks.
    package struct Reading: Sendable, Equatable {
        /// Every tick of every core, busy or idle.
        var total: UInt64
        /// Ticks the cores were idle (or waiting for I/O).
        var idle: UInt64
        /// Ticks this process ran.
        var own: UInt64
    }

    private struct State {
        var last: Reading?
        var lastTime: ContinuousClock.Instant?
        var freeCores: Int
    }

    private let cores: Int
    private let state: Mutex<State>
    private let decoding = Mutex(0)

    private init() {
        cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
        state = Mutex(State(last: nil, lastTime: nil, freeCores: max(1, ProcessInfo.processInfo.activeProcessorCount)))
    }

    /// The cores free for this process: all of them, less one for each core's worth of CPU time
    /// other processes used since the last reading (rounded; at least one).
    package func freeCores() -> Int {
        let now = ContinuousClock.now
        return state.withLock { state in
            if let lastTime = state.lastTime, now - lastTime < Self.interval { return state.freeCores }
            guard let reading = Self.read() else { return state.freeCores }
            if let last = state.last {
                state.freeCores = Self.freeCores(from: last, to: reading, cores: cores)
            }
            state.last = reading
            state.lastTime = now
            return state.freeCores
        }
    }

    /// The threads one of this process's decodes should use now: the free cores, shared among
    /// the decodes running in this process at the moment (several sessions decoding at once
    /// would otherwise each spin a thread per core).
    package func threadsForDecode() -> Int {
        max(1, freeCores() / max(1, decoding.withLock { $0 }))
    }

    /// Runs a decode, counted among this process's decodes while it runs.
    package func whileDecoding<Result>(_ body: () throws -> Result) rethrows -> Result {
        decoding.withLock { $0 += 1 }
        defer { decoding.withLock { $0 -= 1 } }
        return try body()
    }

    /// The cores free between two readings.
    package static func freeCores(from earlier: Reading, to later: Reading, cores: Int) -> Int {
        guard later.total > earlier.total else { return cores }
        let elapsed = Double(later.total - earlier.total)  // across all cores
        let busy = elapsed - Double(later.idle &- earlier.idle)
        let own = Double(later.own &- earlier.own)
        let others = max(0, busy - own) / elapsed * Double(cores)  // in cores
        // A core counts as taken once others used more than a third of one.
        let taken = Int((others + 2.0 / 3.0).rounded(.down))
        return max(1, cores - taken)
    }

    /// The counters now; nil where `/proc` isn't there.
    static func read() -> Reading? {
        guard let machine = try? String(contentsOfFile: "/proc/stat", encoding: .utf8),
            let process = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8)
        else { return nil }
        return parse(machine: machine, process: process)
    }

    /// Parses `/proc/stat` (its first line: `cpu user nice system idle iowait irq softirq steal …`)
    /// and `/proc/self/stat` (utime and stime, the 14th and 15th fields; the command name, second,
    /// may hold spaces and parentheses, so fields are counted after its last `)`).
    package static func parse(machine: String, process: String) -> Reading? {
        guard let line = machine.split(separator: "\n").first, line.hasPrefix("cpu ") else { return nil }
        let ticks = line.split(separator: " ").dropFirst().compactMap { UInt64($0) }
        guard ticks.count >= 5 else { return nil }
        // guest and guest_nice (fields 9 and 10) are already counted in user and nice.
        let total = ticks.prefix(8).reduce(0, +)
        let idle = ticks[3] + ticks[4]
        guard let close = process.lastIndex(of: ")") else { return nil }
        let fields = process[process.index(after: close)...].split(separator: " ")
        // After the name: state is field 3, so utime (14) and stime (15) are at 11 and 12.
        guard fields.count > 12, let user = UInt64(fields[11]), let system = UInt64(fields[12]) else { return nil }
        return Reading(total: total, idle: idle, own: user + system)
    }
}
