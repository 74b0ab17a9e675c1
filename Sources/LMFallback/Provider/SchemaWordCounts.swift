import LMCore
import Synchronization

/// The word counts of recently seen schemas' JSON Schema text, so that counting a request's
/// tokens does not write the same schema out again (a session counts every request at least
/// twice: to check that it fits, and for the usage it reports).
///
/// A memo of a pure function, shared by every ``FallbackLanguageModel`` in the process: it holds
/// at most ``capacity`` schemas and forgets the oldest first, so answers never depend on it.
final class SchemaWordCounts: Sendable {
    /// The memo every fallback model uses.
    static let shared = SchemaWordCounts()

    /// How many schemas are remembered.
    let capacity = 8
    private let entries = Mutex<[(schema: GenerationSchema, words: Int)]>([])

    /// The number of words in the schema's JSON Schema text.
    /// - Parameter schema: Any schema.
    /// - Returns: ``FallbackLanguageModel``'s token count for the schema's text.
    func words(in schema: GenerationSchema) -> Int {
        if let known = entries.withLock({ $0.first { $0.schema == schema }?.words }) { return known }
        let words = FallbackLanguageModel.words(in: schema.jsonSchemaString)
        entries.withLock { entries in
            guard !entries.contains(where: { $0.schema == schema }) else { return }
            if entries.count >= capacity { entries.removeFirst() }
            entries.append((schema, words))
        }
        return words
    }
}
