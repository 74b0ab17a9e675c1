/// The commands lmctl runs.
public enum CommandKind: String, CaseIterable, Sendable {
    /// `lmctl summarize`: a summary, key points and reading time per input.
    case summarize
    /// `lmctl title`: a 3–5 word title per input.
    case title
    /// `lmctl preview`: a one-line preview per input.
    case preview
    /// `lmctl tags`: tags, a category and a sentiment per input.
    case tags
    /// `lmctl entities`: people, places, organizations, dates, emails, URLs, phones, money.
    case entities
    /// `lmctl correct`: three corrected variations per input.
    case correct
    /// `lmctl conversation`: topics, decisions, action items, participants and next steps of a
    /// meeting transcript or chat log, per input.
    case conversation
    /// `lmctl extract --schema S`: JSON that follows a JSON Schema, per input.
    case extract
    /// `lmctl respond "prompt"`: one answer to one prompt.
    case respond
    /// `lmctl chat`: an interactive conversation.
    case chat
    /// `lmctl schema check`: whether LMCore understands JSON Schema files.
    case schemaCheck = "schema check"
    /// `lmctl schema validate`: checks JSON instances against a schema.
    case schemaValidate = "schema validate"
    /// `lmctl doctor`: which providers can run, and why not.
    case doctor
    /// `lmctl tokens`: token counts for the configured model.
    case tokens
    /// `lmctl cache clear`: deletes every cached result.
    case cacheClear = "cache clear"
    /// `lmctl cache stats`: how many results are cached, and their size.
    case cacheStats = "cache stats"

    /// The words that name the command, such as `["schema", "check"]`.
    public var words: [String] { rawValue.split(separator: " ").map(String.init) }

    /// The command named by its first word and, for `schema` and `cache`, its second.
    /// - Parameters:
    ///   - first: The first word.
    ///   - second: The second word, if the first names a group.
    /// - Returns: The command, or `nil` when the words name none.
    public static func named(_ first: String, _ second: String?) -> CommandKind? {
        if let command = CommandKind(rawValue: first), !isGroup(first) { return command }
        guard let second else { return nil }
        return CommandKind(rawValue: "\(first) \(second)")
    }

    /// Whether a word names a group of commands (`schema`, `cache`) rather than a command.
    public static func isGroup(_ word: String) -> Bool {
        word == "schema" || word == "cache"
    }

    /// The first words of every command, for suggestions.
    public static var firstWords: [String] {
        var seen: [String] = []
        for command in allCases where !seen.contains(command.words[0]) {
            seen.append(command.words[0])
        }
        return seen + ["help"]
    }

    /// The second words of a group's commands, such as `check` and `validate` for `schema`.
    public static func subcommands(of group: String) -> [String] {
        allCases.filter { $0.words.count == 2 && $0.words[0] == group }.map { $0.words[1] }
    }
}
