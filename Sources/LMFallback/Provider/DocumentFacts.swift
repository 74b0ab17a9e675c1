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
    lazy var entities: EntityList = analysis.entityList()
    lazy var correction: Correction = TextCorrector().correct(analysis.text)
    lazy var wordCount: Int = analysis.wordCount
    lazy var readingTimeMinutes: Int = max(1, Int((Double(analysis.wordCount) / 230).rounded(.up)))
    lazy var sentences: [String] = analysis.sentences.map(\.text)
}
