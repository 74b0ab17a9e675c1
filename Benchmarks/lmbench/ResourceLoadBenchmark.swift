import Foundation
import LMFallback

/// Time to load LMFallback's built-in data on first use, beside copying the same bytes out of the
/// binary without parsing them (the anchor): the tables every analysis needs (tiered words, places)
/// and the one only correction needs (word frequencies).
///
/// Run it as its own command so that nothing has touched the data before: `lmbench resources`.
enum ResourceLoadBenchmark {
    static func run() {
        let clock = ContinuousClock()
        var bytes = 0
        let copy = clock.measure { bytes = FallbackDataLoading.copyRawText() }
        var analysis = (tieredWords: 0, places: 0)
        let analysisTime = clock.measure { analysis = FallbackDataLoading.loadAnalysisTables() }
        var candidates = 0
        let correctionTime = clock.measure { candidates = FallbackDataLoading.loadCorrectionTables() }
        let again = clock.measure { _ = FallbackDataLoading.loadAll() }
        let milliseconds = { (duration: Duration) in
            Double(duration.components.seconds) * 1_000 + Double(duration.components.attoseconds) / 1e15
        }
        let anchor = max(milliseconds(copy), 0.001)
        print("LMFallback built-in data, first use in this process (goal: under 50 ms in all)")
        print(
            "  tables: \(analysis.tieredWords) tiered words, \(analysis.places) places, \(candidates) correction "
                + "candidates (\(bytes / 1024) KB of text)")
        print(String(format: "  copy the raw text (anchor)          %8.2f ms", milliseconds(copy)))
        print(
            String(
                format: "  words and places (any analysis)     %8.2f ms   %.1fx the anchor", milliseconds(analysisTime),
                milliseconds(analysisTime) / anchor))
        print(
            String(
                format: "  word frequencies (correction only)  %8.2f ms   %.1fx the anchor",
                milliseconds(correctionTime), milliseconds(correctionTime) / anchor))
        print(String(format: "  second call (already loaded)        %8.3f ms", milliseconds(again)))
    }
}
