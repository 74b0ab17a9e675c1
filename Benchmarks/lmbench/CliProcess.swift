import Foundation

/// Runs a program to completion and measures its wall time and its CPU time.
///
/// Processes are started with `posix_spawn` and reaped with `waitpid`, so the wall time is the
/// process's own: Foundation's `Process.waitUntilExit` notices an exit only at its next poll,
/// which adds tens of milliseconds to every run and would hide a process's real cost.
enum CliProcess {
    /// A finished run.
    struct Outcome {
        var status: Int32
        var seconds: Double
        var cpuSeconds: Double
        /// The largest peak resident memory of the children, in bytes.
        var peakMemoryBytes: Int = 0
    }

    /// A run that could not start.
    struct Failure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    /// Runs a program with standard input, output and error on `/dev/null`.
    static func run(_ program: URL, _ arguments: [String]) throws -> Outcome {
        try runTogether(program, [arguments])
    }

    /// Runs a program and measures its peak resident memory as well.
    ///
    /// On Linux the peak is read from `/proc/PID/status` (`VmHWM`) while the program runs: the
    /// `ru_maxrss` of a spawned child also counts its parent's memory at the moment of `exec`,
    /// so a large benchmark process would be charged to the small program it starts.
    static func runMeasuringMemory(_ program: URL, _ arguments: [String]) throws -> Outcome {
        #if os(Linux)
            let start = ContinuousClock.now
            let child = try spawn(program, arguments)
            var peak = 0
            var status: Int32 = 0
            while true {
                peak = max(peak, highWaterMark(of: child))
                let reaped = waitpid(child, &status, WNOHANG)
                if reaped == child { break }
                if reaped < 0, errno != EINTR {
                    throw Failure(message: "waiting for \(program.path) failed: \(String(cString: strerror(errno)))")
                }
                usleep(5_000)
            }
            let (seconds, attoseconds) = (ContinuousClock.now - start).components
            let signal = status & 0x7f
            return Outcome(
                status: signal == 0 ? (status >> 8) & 0xff : 128 + signal,
                seconds: Double(seconds) + Double(attoseconds) / 1e18, cpuSeconds: 0, peakMemoryBytes: peak)
        #else
            return try run(program, arguments)
        #endif
    }

    /// The `VmHWM` of a running process, in bytes (0 when it can't be read).
    private static func highWaterMark(of process: pid_t) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/\(process)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return 0 }
        let kilobytes = line.split(separator: " ").compactMap { Int($0) }.first ?? 0
        return kilobytes * 1024
    }

    /// Runs several invocations of a program at once and waits for all of them; the outcome's
    /// status is the first non-zero one, its times cover them all.
    static func runTogether(_ program: URL, _ invocations: [[String]]) throws -> Outcome {
        let cpuBefore = childrenCPUSeconds()
        let start = ContinuousClock.now
        let children = try invocations.map { try spawn(program, $0) }
        var statuses: [Int32] = []
        var peak = 0
        for child in children {
            let (status, memory) = try wait(for: child, program: program)
            statuses.append(status)
            peak = max(peak, memory)
        }
        let (seconds, attoseconds) = (ContinuousClock.now - start).components
        return Outcome(
            status: statuses.first { $0 != 0 } ?? 0,
            seconds: Double(seconds) + Double(attoseconds) / 1e18,
            cpuSeconds: childrenCPUSeconds() - cpuBefore,
            peakMemoryBytes: peak
        )
    }

    /// Starts a program with its standard streams on `/dev/null`.
    private static func spawn(_ program: URL, _ arguments: [String]) throws -> pid_t {
        #if os(Linux)
            var actions = posix_spawn_file_actions_t()
        #else
            var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor: Int32 in [0, 1, 2] {
            posix_spawn_file_actions_addopen(
                &actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
        }
        let argv = ([program.path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var child: pid_t = 0
        let result = posix_spawn(&child, program.path, &actions, nil, argv, environ)
        guard result == 0 else {
            throw Failure(message: "could not start \(program.path): \(String(cString: strerror(result)))")
        }
        return child
    }

    /// Waits for a child and returns its exit status (128 + the signal when it was killed) and
    /// its peak resident memory in bytes.
    private static func wait(for child: pid_t, program: URL) throws -> (status: Int32, peakMemory: Int) {
        var status: Int32 = 0
        var usage = rusage()
        while wait4(child, &status, 0, &usage) < 0 {
            guard errno == EINTR else {
                throw Failure(message: "waiting for \(program.path) failed: \(String(cString: strerror(errno)))")
            }
        }
        let signal = status & 0x7f
        #if os(Linux)
            let peak = Int(usage.ru_maxrss) * 1024  // kilobytes on Linux
        #else
            let peak = Int(usage.ru_maxrss)  // bytes on macOS
        #endif
        return (signal == 0 ? (status >> 8) & 0xff : 128 + signal, peak)
    }

    /// User and system time of all waited-for children so far.
    private static func childrenCPUSeconds() -> Double {
        var usage = rusage()
        #if os(Linux)
            getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        #else
            getrusage(RUSAGE_CHILDREN, &usage)
        #endif
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
}
