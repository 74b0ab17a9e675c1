import Foundation

/// Runs a program to completion and measures its wall time and its CPU time.
enum CliProcess {
    /// A finished run.
    struct Outcome {
        var status: Int32
        var seconds: Double
        var cpuSeconds: Double
    }

    /// A run that could not start.
    struct Failure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    /// Runs a program with its output discarded.
    static func run(_ program: URL, _ arguments: [String]) throws -> Outcome {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        let cpuBefore = childrenCPUSeconds()
        let start = ContinuousClock.now
        try process.run()
        process.waitUntilExit()
        let elapsed = ContinuousClock.now - start
        let (seconds, attoseconds) = elapsed.components
        return Outcome(
            status: process.terminationStatus,
            seconds: Double(seconds) + Double(attoseconds) / 1e18,
            cpuSeconds: childrenCPUSeconds() - cpuBefore
        )
    }

    /// Runs several invocations of a program at once and waits for all of them; the outcome's
    /// status is the first non-zero one, its times cover them all.
    static func runTogether(_ program: URL, _ invocations: [[String]]) throws -> Outcome {
        let cpuBefore = childrenCPUSeconds()
        let start = ContinuousClock.now
        let processes = try invocations.map { arguments in
            let process = Process()
            process.executableURL = program
            process.arguments = arguments
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            process.standardInput = FileHandle.nullDevice
            try process.run()
            return process
        }
        for process in processes { process.waitUntilExit() }
        let elapsed = ContinuousClock.now - start
        let (seconds, attoseconds) = elapsed.components
        return Outcome(
            status: processes.map(\.terminationStatus).first { $0 != 0 } ?? 0,
            seconds: Double(seconds) + Double(attoseconds) / 1e18,
            cpuSeconds: childrenCPUSeconds() - cpuBefore
        )
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
