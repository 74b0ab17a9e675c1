/// The growing text of a streamed text job, cleaned the way the final answer is, and only ever
/// extended: each value it hands out is a prefix of the next.
///
/// A snapshot is cut after its last whitespace before cleaning, so a word is shown only once it
/// is complete; cleaning (dropping a `Title:` label, quotes, final punctuation, words past the
/// fifth) then sees whole words, and what it makes of a longer snapshot starts with what it
/// made of a shorter one.
struct PartialText {
    /// Turns a raw answer into the job's result, such as ``TextTasks/cleanTitle(_:)``.
    let clean: (String) -> String
    /// The longest value handed out so far.
    private(set) var shown = ""

    init(clean: @escaping (String) -> String) {
        self.clean = clean
    }

    /// The cleaned text of a snapshot's complete words, when it extends what was shown.
    /// - Parameter snapshot: The raw answer so far.
    /// - Returns: The new value to show, or `nil` when there is nothing new.
    mutating func advance(to snapshot: String) -> String? {
        guard let lastSpace = snapshot.lastIndex(where: \.isWhitespace) else { return nil }
        return extend(with: clean(String(snapshot[..<lastSpace])))
    }

    /// The cleaned final answer, when it extends what was shown.
    /// - Parameter answer: The whole raw answer.
    /// - Returns: The final value to show, or `nil` when it was shown already (or, which the
    ///   cleaning rules make impossible for the built-in jobs, when it doesn't extend it).
    mutating func finish(with answer: String) -> String? {
        extend(with: clean(answer))
    }

    private mutating func extend(with value: String) -> String? {
        guard value.count > shown.count, value.hasPrefix(shown) else { return nil }
        shown = value
        return value
    }
}
