import Dispatch
import Foundation
import Synchronization

/// Turns SIGINT (Ctrl-C) and SIGTERM into a prompt, orderly stop.
///
/// The first signal cancels the running command: a batch starts no new input, generation stops
/// at its next step, and results already finished stay printed and cached. If the command has not
/// returned within ``gracePeriod`` — a long computation that can't notice cancellation — or a
/// second signal arrives, the process exits at once, after any cache entry being written has
/// been renamed into place (``ResultCache/writing``), so the cache never holds a partial entry or
/// a leftover temporary file. Either way the exit status is 128 + the signal: 130 for SIGINT,
/// 143 for SIGTERM.
final class InterruptSignals: Sendable {
    /// How long a cancelled command may take to wind down before the process exits anyway.
    static let gracePeriod: DispatchTimeInterval = .seconds(2)

    private let received = Atomic<Int32>(0)
    // Only kept alive: written once in init, before any handler can run, and never read.
    nonisolated(unsafe) private var sources: [any DispatchSourceSignal] = []

    /// The signal that stopped the command, if one did.
    var signal: Int32? {
        let value = received.load(ordering: .acquiring)
        return value == 0 ? nil : value
    }

    /// Starts handling SIGINT and SIGTERM for the life of the process.
    /// - Parameter cancel: Cancels the running command.
    init(cancel: @escaping @Sendable () -> Void) {
        var made: [any DispatchSourceSignal] = []
        for number in [SIGINT, SIGTERM] {
            // The default action would end the process at once; the dispatch source sees it instead.
            _ = Foundation.signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [self] in
                let (first, _) = received.compareExchange(
                    expected: 0, desired: number, ordering: .acquiringAndReleasing)
                guard first else {
                    Self.exitNow(received.load(ordering: .acquiring))
                }
                cancel()
                DispatchQueue.global().asyncAfter(deadline: .now() + Self.gracePeriod) {
                    Self.exitNow(number)
                }
            }
            source.resume()
            made.append(source)
        }
        sources = made
    }

    /// Exits with 128 + `signal` once no cache entry is half written.
    private static func exitNow(_ signal: Int32) -> Never {
        ResultCache.writing.withLock { _ in
            _exit(128 + signal)
        }
    }
}
