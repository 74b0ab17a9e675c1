import Foundation
import LMFallback

/// Entity precision, recall and F1 per type (exact match after lowercasing and collapsing spaces).
enum EvalEntities {
    private static let types: [(String, EntityKind)] = [
        ("people", .person), ("places", .place), ("organizations", .organization), ("dates", .date),
        ("emails", .email), ("urls", .url), ("phones", .phone), ("money", .money),
    ]

    static func score(_ documents: [EvalDocument], _ analyses: [DocumentAnalysis], verbose: Bool) {
        print("Entities (micro-averaged, exact match)   baseline: capitalized-run guess for names")
        print("  type            P      R      F1     | baseline F1")
        for (name, kind) in types {
            var truePositives = 0
            var predictedTotal = 0
            var goldTotal = 0
            var baselineHits = 0
            var baselinePredicted = 0
            for (document, analysis) in zip(documents, analyses) {
                let gold = Set((document.reference.entities[name] ?? []).map(EvalMetrics.normalizeEntity))
                let predicted = Set(analysis.entityList()[kind].map(EvalMetrics.normalizeEntity))
                truePositives += gold.intersection(predicted).count
                predictedTotal += predicted.count
                goldTotal += gold.count
                let baseline = baselineGuess(analysis, kind)
                baselineHits += gold.intersection(baseline).count
                baselinePredicted += baseline.count
                if verbose && (gold != predicted) {
                    print(
                        "    [\(document.id)] \(name) missed \(gold.subtracting(predicted).sorted()) extra \(predicted.subtracting(gold).sorted())"
                    )
                }
            }
            let precision = predictedTotal > 0 ? Double(truePositives) / Double(predictedTotal) : 0
            let recall = goldTotal > 0 ? Double(truePositives) / Double(goldTotal) : 0
            let f1 = precision + recall > 0 ? 2 * precision * recall / (precision + recall) : 0
            let bp = baselinePredicted > 0 ? Double(baselineHits) / Double(baselinePredicted) : 0
            let br = goldTotal > 0 ? Double(baselineHits) / Double(goldTotal) : 0
            let bf = bp + br > 0 ? 2 * bp * br / (bp + br) : 0
            let label = name.padding(toLength: 15, withPad: " ", startingAt: 0)
            print("  \(label)" + String(format: "%.3f  %.3f  %.3f  | %.3f", precision, recall, f1, bf))
        }
        print("")
    }

    /// The baseline: every run of two or more capitalized words counts as each of person, place and organization;
    /// pattern kinds have no baseline (0).
    private static func baselineGuess(_ analysis: DocumentAnalysis, _ kind: EntityKind) -> Set<String> {
        guard kind == .person || kind == .place || kind == .organization else { return [] }
        var result = Set<String>()
        for tokens in analysis.tokensBySentence {
            var run: [String] = []
            for token in tokens + [
                Token(range: 0..<0, text: "x", normalized: "x", isCapitalized: false, hasDigit: false)
            ] {
                if token.isCapitalized && !token.hasDigit {
                    run.append(token.text)
                } else {
                    if run.count >= 2 { result.insert(EvalMetrics.normalizeEntity(run.joined(separator: " "))) }
                    run = []
                }
            }
        }
        return result
    }
}
