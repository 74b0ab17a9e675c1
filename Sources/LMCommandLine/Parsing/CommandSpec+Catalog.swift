extension CommandSpec {
    /// What document commands say about their inputs.
    static let inputDiscussion = """
        Inputs are files, directories (read recursively: text files only, in sorted order) or '-'
        for standard input. Binary files are skipped with a note, invalid UTF-8 is repaired with a
        warning, and a batch goes on past a bad input, then exits with status 4.
        Results are cached; see 'lmctl cache stats'.
        """

    /// Every command, in the order `lmctl --help` lists them.
    public static let all: [CommandSpec] = [
        CommandSpec(
            .summarize, operands: .oneOrMore, synopsis: "FILE... | -",
            summary: "Summarize each input: summary, key points, reading time.",
            discussion: inputDiscussion),
        CommandSpec(
            .title, operands: .oneOrMore, synopsis: "FILE... | -",
            summary: "Give each input a 3–5 word title.", discussion: inputDiscussion),
        CommandSpec(
            .preview, operands: .oneOrMore, synopsis: "FILE... | -",
            summary: "Give each input a one-line preview.", discussion: inputDiscussion),
        CommandSpec(
            .tags, operands: .oneOrMore, synopsis: "FILE... | -",
            summary: "Tag each input: tags, category, sentiment.", discussion: inputDiscussion),
        CommandSpec(
            .entities, operands: .oneOrMore, synopsis: "FILE... | -",
            summary: "List the people, places, organizations, dates, emails, URLs, phones and money.",
            discussion: inputDiscussion),
        CommandSpec(
            .correct, operands: .oneOrMore, synopsis: "FILE... | -",
            summary: "Correct each input three ways: closest, refined, alternative.",
            discussion: inputDiscussion),
        CommandSpec(
            .conversation, operands: .oneOrMore, synopsis: "FILE... | -",
            summary: "Summarize each meeting or chat: topics, decisions, action items, participants, next steps.",
            discussion: """
                Each input is one conversation, such as a meeting transcript or a chat log with one
                'Name: message' line per turn. Action items carry their assignee and deadline when
                the conversation says them.

                """ + inputDiscussion),
        CommandSpec(
            .extract, operands: .oneOrMore, synopsis: "FILE... | -",
            summary: "Extract JSON that follows a JSON Schema from each input.",
            discussion: inputDiscussion,
            options: [OptionSpec("--schema", value: "FILE", "the JSON Schema the output must follow")],
            required: ["--schema"]),
        CommandSpec(
            .respond, operands: .one, synopsis: "PROMPT",
            summary: "Answer one prompt, as text or as JSON that follows a schema.",
            discussion: "Use '-' as the prompt to read it from standard input.",
            options: [
                OptionSpec("--instructions", value: "TEXT", "what the model should do and how"),
                OptionSpec("--schema", value: "FILE", "answer with JSON that follows this JSON Schema"),
            ]),
        CommandSpec(
            .chat, operands: .none, synopsis: "",
            summary: "Talk with the model, one line per turn; replies stream as they are generated.",
            discussion: """
                Commands inside the chat: /reset (start over), /save (write the transcript),
                /tokens (context used), /help, /quit. End of input (Ctrl-D) ends the chat.
                With --transcript FILE, an existing conversation is resumed and every turn saved.
                """,
            options: [
                OptionSpec("--transcript", value: "FILE", "resume from and save to this transcript JSON file"),
                OptionSpec("--instructions", value: "TEXT", "what the model should do and how"),
            ]),
        CommandSpec(
            .schemaCheck, operands: .oneOrMore, synopsis: "FILE.json...",
            summary: "Say whether LMCore can validate and generate each JSON Schema, naming every keyword it can't.",
            options: [
                OptionSpec("--print", "print the normalized schema"),
                OptionSpec("--strict", "treat ignored keywords (annotations, unknown keywords) as errors"),
            ]),
        CommandSpec(
            .schemaValidate, operands: .oneOrMore, synopsis: "INSTANCE.json...",
            summary: "Check JSON instances against a schema, reporting every violation with its path.",
            options: [OptionSpec("--schema", value: "FILE", "the JSON Schema to validate against")],
            required: ["--schema"]),
        CommandSpec(
            .doctor, operands: .none, synopsis: "",
            summary:
                "One line per provider and per server: available or the exact reason, model path or URL, context size.",
            options: [OptionSpec("--require-model", "exit 3 when nothing but the fallback can serve")]),
        CommandSpec(
            .tokens, operands: .oneOrMore, synopsis: "FILE... | -",
            summary: "Count each input's tokens for the configured model."),
        CommandSpec(
            .cacheClear, operands: .none, synopsis: "",
            summary: "Delete every cached result."),
        CommandSpec(
            .cacheStats, operands: .none, synopsis: "",
            summary: "Show where the cache is, how many results it holds and their size."),
    ]

    /// The description of a command.
    public static func spec(for kind: CommandKind) -> CommandSpec {
        all.first { $0.kind == kind } ?? CommandSpec(kind, operands: .any, synopsis: "", summary: "")
    }
}
