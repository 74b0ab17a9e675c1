extension LanguageModelSession {
    /// A model's complete answer to one turn.
    public struct Response<Content: Generable>: Sendable {
        /// The answer, as text or as the requested type.
        public let content: Content
        /// The answer as generated content.
        public let rawContent: GeneratedContent
        /// The entries this turn added to the transcript: the prompt, any tool calls and tool
        /// output, and the response.
        public let transcriptEntries: ArraySlice<Transcript.Entry>
        /// Which model produced the answer, and why that one.
        public let servedBy: ServedBy
        /// The tokens the turn read and wrote, over all its rounds.
        public let usage: TokenUsage

        /// Creates a response.
        public init(
            content: Content,
            rawContent: GeneratedContent,
            transcriptEntries: ArraySlice<Transcript.Entry>,
            servedBy: ServedBy,
            usage: TokenUsage
        ) {
            self.content = content
            self.rawContent = rawContent
            self.transcriptEntries = transcriptEntries
            self.servedBy = servedBy
            self.usage = usage
        }
    }
}
