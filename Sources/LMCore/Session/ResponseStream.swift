extension LanguageModelSession {
    /// A response delivered while it is generated, as cumulative snapshots.
    ///
    /// Each snapshot holds everything generated so far: the text so far, or the structured
    /// content so far with the fields that are already complete. The last snapshot equals the
    /// final response, which ``collect()`` returns.
    ///
    /// ```swift
    /// for try await snapshot in session.streamResponse(to: "Tell me a story.") {
    ///     print(snapshot.content)
    /// }
    /// ```
    ///
    /// Cancelling the task that iterates or collects stops generation; the turn then adds
    /// nothing to the transcript.
    public struct ResponseStream<Content: Generable>: AsyncSequence, Sendable {
        /// Everything generated so far.
        public struct Snapshot: Sendable {
            /// The content so far, in its partially generated form.
            public var content: Content.PartiallyGenerated
            /// The content so far, as generated content.
            public var rawContent: GeneratedContent
        }

        public typealias Element = Snapshot

        private let snapshots: AsyncThrowingStream<Snapshot, any Error>
        private let driver: Task<Response<Content>, any Error>

        init(
            snapshots: AsyncThrowingStream<Snapshot, any Error>,
            driver: Task<Response<Content>, any Error>
        ) {
            self.snapshots = snapshots
            self.driver = driver
        }

        /// Waits for the whole response.
        /// - Returns: The final response, the same whether or not the snapshots were read.
        /// - Throws: The error that ended generation.
        public func collect() async throws -> Response<Content> {
            let driver = driver
            return try await withTaskCancellationHandler {
                try await driver.value
            } onCancel: {
                driver.cancel()
            }
        }

        public func makeAsyncIterator() -> AsyncIterator {
            AsyncIterator(base: snapshots.makeAsyncIterator())
        }

        /// Iterates over the snapshots.
        public struct AsyncIterator: AsyncIteratorProtocol {
            var base: AsyncThrowingStream<Snapshot, any Error>.AsyncIterator

            public mutating func next() async throws -> Snapshot? {
                try await base.next()
            }
        }
    }
}
