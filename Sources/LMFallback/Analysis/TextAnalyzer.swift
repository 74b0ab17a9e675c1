import Foundation

/// The entry point of LMFallback's text analysis: analyse a text once, then ask the resulting
/// ``DocumentAnalysis`` for a summary, key points, a title, tags, a category, a sentiment or entities.
///
/// Everything is deterministic: the same text always gives byte-identical results, in any process.
///
/// ```swift
/// let analysis = TextAnalyzer().analyze(meetingNotes)
/// print(analysis.title())        // "Sprint 42 Planning Meeting"
/// print(analysis.summary().text)
/// ```
public struct TextAnalyzer: Sendable, Hashable {
    /// The default ``maximumInputLength``: 4 Mi UTF-16 units (about 4 MB of English text).
    public static let defaultMaximumInputLength = 4_194_304

    /// The longest input analysed, in UTF-16 units; longer texts are cut at the last line break
    /// (or space) before the limit and the analysis reports ``DocumentAnalysis/isTruncated``.
    public let maximumInputLength: Int

    /// Creates an analyzer.
    /// - Parameter maximumInputLength: The longest input analysed, in UTF-16 units (at least 1,024).
    public init(maximumInputLength: Int = TextAnalyzer.defaultMaximumInputLength) {
        self.maximumInputLength = max(1_024, maximumInputLength)
    }

    /// Analyses a text.
    /// - Parameter text: Any text; empty and whitespace-only texts give an empty analysis.
    /// - Returns: The analysis, which computes sentences, structure and rankings once.
    public func analyze(_ text: String) -> DocumentAnalysis {
        let utf16 = text.utf16
        guard utf16.count > maximumInputLength else { return DocumentAnalysis(text: text, isTruncated: false) }
        let head = String(decoding: Array(utf16.prefix(maximumInputLength)), as: UTF16.self)
        let cut = head.lastIndex(of: "\n") ?? head.lastIndex(of: " ") ?? head.endIndex
        return DocumentAnalysis(text: String(head[..<cut]), isTruncated: true)
    }

    /// Analyses UTF-8 bytes, replacing invalid sequences with U+FFFD.
    /// - Parameter data: UTF-8 encoded text (invalid bytes are replaced, never rejected).
    /// - Returns: The analysis of the decoded text.
    public func analyze(data: Data) -> DocumentAnalysis {
        analyze(String(decoding: data, as: UTF8.self))
    }
}
