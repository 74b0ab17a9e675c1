import Testing

@testable import LMLlama

/// The free-core estimate behind automatic threads: parsing `/proc` and the arithmetic.
@Suite("Cores other processes leave free")
struct LlamaCPUShareTests {
    static let machine = "cpu  1000 0 500 8000 100 0 0 0 0 0\ncpu0 500 0 250 4000 50 0 0 0 0 0\n"
    // The command name holds a space and a parenthesis; utime and stime are 300 and 100.
    static let process = "4242 (lm ctl) x) R 1 2 3 4 5 6 7 8 9 10 300 100 0 0 20 0 3 0 1 2 3"

    @Test("/proc/stat and /proc/self/stat are read, a name with spaces and parentheses included")
    func parsing() throws {
        let reading = try #require(LlamaCPUShare.parse(machine: Self.machine, process: Self.process))
        #expect(reading == .init(total: 9600, idle: 8100, own: 400))
        #expect(LlamaCPUShare.parse(machine: "intr 1 2 3", process: Self.process) == nil)
        #expect(LlamaCPUShare.parse(machine: Self.machine, process: "4242 (x) R 1 2") == nil)
    }

    @Test(
        "a core counts as taken once other processes used a third of one",
        arguments: [
            // (busy ticks of others over 200 ticks = 1 s on 2 cores, own ticks, free cores)
            (0, 0, 2), (10, 180, 2), (60, 100, 1), (100, 100, 1), (190, 10, 1),
        ])
    func freeCores(others: UInt64, own: UInt64, free: Int) {
        let earlier = LlamaCPUShare.Reading(total: 10_000, idle: 5_000, own: 1_000)
        let busy = others + own
        let later = LlamaCPUShare.Reading(total: 10_200, idle: 5_000 + (200 - busy), own: 1_000 + own)
        #expect(LlamaCPUShare.freeCores(from: earlier, to: later, cores: 2) == free)
    }

    @Test("this machine's counters read, and the estimate stays within the cores")
    func live() throws {
        let free = LlamaCPUShare.shared.freeCores()
        #expect(free >= 1)
        #expect(free <= 64)
    }
}
