/// Turns the text of a response so far into the content of a snapshot.
struct SnapshotBuilder: Sendable {
    let format: LanguageModelSession.TurnFormat

    /// The content generated so far, for a snapshot; `nil` when there is nothing usable yet.
    func snapshot(of text: String) -> GeneratedContent? {
        LanguageModelSession.partialContent(of: text, format: format)
    }
}
