import Synchronization

/// Turns a response's text, delta by delta, into the content of snapshots. Structured text is
/// parsed incrementally, so a response's snapshots cost time linear in its length.
final class SnapshotBuilder: Sendable {
    private let format: LanguageModelSession.TurnFormat
    private let parser = Mutex(PartialJSONParser())

    init(format: LanguageModelSession.TurnFormat) {
        self.format = format
    }

    /// The content generated so far, for a snapshot; `nil` when there is nothing usable yet.
    /// - Parameters:
    ///   - delta: The text added since the last call, or `nil` when the text was replaced.
    ///   - whole: The whole text so far.
    func snapshot(adding delta: String?, whole: String) -> GeneratedContent? {
        parser.withLock { parser in
            if delta == nil { parser = PartialJSONParser() }
            return LanguageModelSession.partialContent(
                of: whole, adding: delta ?? whole, to: &parser, format: format)
        }
    }
}
