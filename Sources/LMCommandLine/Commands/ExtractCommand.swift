import LMCore

/// `lmctl extract --schema FILE.json`: JSON that follows the schema, per input.
enum ExtractCommand {
    static func task(_ context: CommandContext) throws(CommandFailure) -> DocumentTask {
        let path = context.value("--schema") ?? ""
        let loaded: (schema: GenerationSchema, hash: String)
        do {
            loaded = try SchemaFile.load(path)
        } catch {
            throw CommandFailure(error)
        }
        let schema = loaded.schema
        return DocumentTask.text("extract", parameters: loaded.hash, render: JSONPretty.format) { tasks, text in
            try await tasks.extract(text, schema: schema)
        }
    }
}
