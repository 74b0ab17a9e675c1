/// The record of a session: instructions, prompts, tool calls and their output, and responses,
/// in the order they happened.
///
/// A transcript is a random-access collection of ``Entry`` values. It is `Codable` to a stable,
/// versioned JSON format, so a conversation can be saved and a session rehydrated later with
/// ``LanguageModelSession/init(model:tools:transcript:)``.
public struct Transcript: Sendable, Equatable, RandomAccessCollection {
    /// The entries, oldest first.
    public private(set) var entries: [Entry]

    /// Creates a transcript from entries.
    public init(entries: some Sequence<Entry> = []) {
        self.entries = Array(entries)
    }

    public var startIndex: Int { entries.startIndex }
    public var endIndex: Int { entries.endIndex }
    public subscript(position: Int) -> Entry { entries[position] }

    /// Appends an entry.
    package mutating func append(_ entry: Entry) {
        entries.append(entry)
    }

    /// Appends entries.
    package mutating func append(contentsOf newEntries: some Sequence<Entry>) {
        entries.append(contentsOf: newEntries)
    }

    /// The instructions entry, when the transcript starts with one.
    public var instructions: Instructions? {
        if case .instructions(let instructions) = entries.first { return instructions }
        return nil
    }
}

extension Transcript {
    /// One step of a conversation.
    public enum Entry: Sendable, Equatable, Identifiable {
        /// What the model should do, and the tools it may call.
        case instructions(Instructions)
        /// A request from the user or the app.
        case prompt(Prompt)
        /// Tools the model asked to call.
        case toolCalls(ToolCalls)
        /// What a tool returned.
        case toolOutput(ToolOutput)
        /// The model's answer.
        case response(Response)
        /// The model's reasoning before an answer or a tool call.
        case reasoning(Reasoning)

        /// The entry's identity.
        public var id: String {
            switch self {
            case .instructions(let value): value.id
            case .prompt(let value): value.id
            case .toolCalls(let value): value.id
            case .toolOutput(let value): value.id
            case .response(let value): value.id
            case .reasoning(let value): value.id
            }
        }
    }

    /// A piece of an entry's content: text, or structured content.
    public enum Segment: Sendable, Equatable, Identifiable {
        /// Plain text.
        case text(TextSegment)
        /// Structured content, such as a generated `Generable` value.
        case structure(StructuredSegment)

        /// The segment's identity.
        public var id: String {
            switch self {
            case .text(let value): value.id
            case .structure(let value): value.id
            }
        }

        /// The segment as text: the text itself, or the structured content's JSON.
        public var textRepresentation: String {
            switch self {
            case .text(let value): value.content
            case .structure(let value): value.content.jsonString
            }
        }
    }

    /// A text segment.
    public struct TextSegment: Sendable, Equatable, Identifiable {
        public var id: String
        /// The text.
        public var content: String

        /// Creates a text segment.
        public init(id: String = makeTranscriptID(), content: String) {
            self.id = id
            self.content = content
        }
    }

    /// A structured segment.
    public struct StructuredSegment: Sendable, Equatable, Identifiable {
        public var id: String
        /// Where the content came from, usually the name of the generated type.
        public var source: String
        /// The content.
        public var content: GeneratedContent

        /// Creates a structured segment.
        public init(id: String = makeTranscriptID(), source: String, content: GeneratedContent) {
            self.id = id
            self.source = source
            self.content = content
        }
    }
}

extension Collection where Element == Transcript.Segment {
    /// The segments' text, joined by newlines.
    public var textRepresentation: String {
        map(\.textRepresentation).joined(separator: "\n")
    }
}
