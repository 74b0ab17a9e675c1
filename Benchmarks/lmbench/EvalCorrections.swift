import Foundation
import LMFallback

/// Exact-match rate of corrections against the accepted list, beside leaving the input unchanged.
enum EvalCorrections {
    static func score(_ corrections: [EvalCorrection], verbose: Bool) {
        var refined = 0
        var closest = 0
        var anyVariation = 0
        var unchanged = 0
        var loose = 0
        var clean = 0
        var cleanChanged = 0
        for item in corrections {
            let correction = TextCorrector().correct(item.input)
            let accepted = Set(item.accepted)
            if accepted.contains(correction.refined) { refined += 1 }
            if accepted.contains(correction.closest) { closest += 1 }
            if accepted.contains(correction.refined) || accepted.contains(correction.alternative)
                || accepted.contains(correction.closest)
            {
                anyVariation += 1
            }
            if accepted.contains(item.input) { unchanged += 1 }
            if item.accepted == [item.input] {
                clean += 1
                if correction.closest != item.input {
                    cleanChanged += 1
                    if verbose { print("  [\(item.id)] changed a correct sentence: \(correction.closest)") }
                }
            }
            let stripped = Set(item.accepted.map(stripFinal))
            if stripped.contains(stripFinal(correction.refined)) { loose += 1 }
            if verbose && !accepted.contains(correction.refined) {
                print("  [\(item.id)] \(correction.refined)  |  \(item.accepted[0])")
            }
        }
        let total = Double(max(1, corrections.count))
        print("Corrections (exact match against the accepted list)")
        EvalHarness.row("refined", Double(refined) / total, Double(unchanged) / total, "unchanged input")
        EvalHarness.row("closest", Double(closest) / total, Double(unchanged) / total, "unchanged input")
        EvalHarness.row("any of the three", Double(anyVariation) / total, Double(unchanged) / total, "unchanged input")
        EvalHarness.row(
            "refined, ignoring final .!?", Double(loose) / total, Double(unchanged) / total, "unchanged input")
        if clean > 0 {
            print("  correct sentences changed by closest: \(cleanChanged) of \(clean)")
        }
        print("")
    }

    /// Single misspelled words: the share whose `closest` correction (lowercased) is accepted.
    static func scoreWords(_ words: [EvalCorrection], verbose: Bool) {
        var hits = 0
        var unchanged = 0
        var baseline = 0
        for item in words {
            let closest = TextCorrector().correct(item.input).closest.lowercased()
            let accepted = Set(item.accepted.map { $0.lowercased() })
            if accepted.contains(closest) {
                hits += 1
            } else if verbose {
                print("  [\(item.id)] \(item.input) -> \(closest)  |  \(item.accepted[0])")
            }
            if accepted.contains(item.input.lowercased()) { unchanged += 1 }
            if accepted.contains(FrequencyCorrector.correct(item.input)) { baseline += 1 }
        }
        let total = Double(max(1, words.count))
        print("Single misspelled words (closest, lowercased)")
        EvalHarness.row("corrected", Double(hits) / total, Double(baseline) / total, "frequency corrector")
        print("")
    }

    private static func stripFinal(_ text: String) -> String {
        var result = text
        while let last = result.last, ".!?".contains(last) { result.removeLast() }
        return result
    }
}
