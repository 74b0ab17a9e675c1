import Foundation
import LMCore

/// What the fallback knows about one text, computed on first use and shared by every field.
final class DocumentFacts {
    let analysis: DocumentAnalysis
    let task: TextTask

    init(analysis: DocumentAnalysis, task: TextTask) {
        self.analysis = analysis
        self.task = task
    }

    lazy var title: String = analysis.title(maxWords: 5)
    lazy var summary: String = analysis.summary(maxSentences: 3).text
    lazy var keyPoints: [String] = analysis.keyPoints(maxCount: 5)
    lazy var preview: String = analysis.preview()
    lazy var tags: [String] = analysis.tags(maxCount: 5)
    lazy var category: DocumentCategory = analysis.category()
    lazy var sentiment: Sentiment = analysis.sentiment()
    lazy var mentions: [Entity] = analysis.entities()
    lazy var entities: EntityList = EntityList(mentions: mentions)
    lazy var lowercasedText: String = analysis.text.lowercased()
    lazy var utf16: [UInt16] = Array(analysis.text.utf16)
    lazy var firstYear: Int? = FieldValueNormalizer.firstYear(in: analysis.text)
    /// `Label: value` lines (`Invoice number: GWS-2026-0147`): the label's lowercase stems and the value.
    lazy var labelledLines: [(label: [String], value: String)] = analysis.text.split(separator: "\n").prefix(5_000)
        .compactMap { line in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            let label = line[..<colon].trimmingCharacters(in: .whitespaces).drop { "-*•".contains($0) }
            guard !label.isEmpty, label.count <= 40, label.allSatisfy({ $0.isLetter || " /&'()-".contains($0) })
            else { return nil }
            var value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if value.hasSuffix(".") { value.removeLast() }
            guard !value.isEmpty, !value.hasPrefix("//") else { return nil }
            return (FieldRole.words(of: String(label)).map(Stemmer.stem), value)
        }
    /// Matches of each `pattern` guide in the text, found once per pattern.
    var patternCache: [String: [(String, Int)]] = [:]
    lazy var correction: Correction = TextCorrector().correct(analysis.text)
    lazy var wordCount: Int = analysis.wordCount
    lazy var readingTimeMinutes: Int = max(1, Int((Double(analysis.wordCount) / 230).rounded(.up)))
    lazy var sentences: [String] = analysis.sentences.map(\.text)
}
