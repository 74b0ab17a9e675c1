import Foundation
import LMFallback

/// Time to load LMFallback's built-in data (word tiers, word frequencies, places) on first use,
/// beside copying the same bytes out of the binary without parsing them (the anchor).
///
/// Run it as its own command so that nothing has touched the data before: `lmbench resources`.
enum ResourceLoadBenchmark {
    static func run() {
        let clock = ContinuousClock()
        var bytes = 0
        let copy = clock.measure { bytes = FallbackDataLoading.copyRawText() }
        var counts: FallbackDataLoading.Counts?
        let load = clock.measure { counts = FallbackDataLoading.loadAll() }
        let again = clock.measure { counts = FallbackDataLoading.loadAll() }
        let milliseconds = { (duration: Duration) in
            Double(duration.components.seconds) * 1_000 + Double(duration.components.attoseconds) / 1e15
        }
        print("LMFallback built-in data, first use in this process")
        if let counts {
            print(
                "  tables: \(counts.tieredWords) tiered words, \(counts.candidates) correction candidates, "
                    + "\(counts.places) places (\(bytes / 1024) KB of text)")
        }
        print(String(format: "  copy the raw text (anchor)   %8.2f ms", milliseconds(copy)))
        print(
            String(
                format: "  parse every table            %8.2f ms   %.1fx the anchor   (goal: under 50 ms)",
                milliseconds(load), milliseconds(load) / max(milliseconds(copy), 0.001)))
        print(String(format: "  second call (already loaded) %8.3f ms", milliseconds(again)))
    }
}
