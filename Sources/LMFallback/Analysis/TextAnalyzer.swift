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
public struct TextAnalyzer: Sendable {
    /// Creates an analyzer.
    public init() {}

    /// Analyses a text.
    /// - Parameter text: Any text; empty and whitespace-only texts give an empty analysis.
    /// - Returns: The analysis, which computes sentences, structure and rankings once.
    public func analyze(_ text: String) -> DocumentAnalysis {
        DocumentAnalysis(text: text)
    }

    /// Analyses UTF-8 bytes, replacing invalid sequences with U+FFFD.
    /// - Parameter data: UTF-8 encoded text (invalid bytes are replaced, never rejected).
    /// - Returns: The analysis of the decoded text.
    public func analyze(data: Data) -> DocumentAnalysis {
        DocumentAnalysis(text: String(decoding: data, as: UTF8.self))
    }
}
