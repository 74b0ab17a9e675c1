import LMCore

/// `lmctl schema check FILE.json...`: whether LMCore understands each JSON Schema.
enum SchemaCheckCommand {
    static func run(_ context: CommandContext) throws(CommandFailure) -> CommandLineTool.ExitCode {
        var status = CommandLineTool.ExitCode.success
        for item in InputCollector.collect(context.line.operands, allowDirectories: false) {
            let path: String
            switch item {
            case .failure(let error):
                report(context, path: error.path, error: error)
                status = .input
                continue
            case .source(let source):
                guard case .file(let file) = source.origin else {
                    let error = InputError(
                        path: "-", kind: .malformed, message: "schema check needs files, not standard input")
                    report(context, path: "-", error: error)
                    status = .input
                    continue
                }
                path = file
            }
            do {
                let (schema, _) = try SchemaFile.load(path)
                let normalized = try GeneratedContent(json: schema.jsonSchemaString)
                if context.global.json {
                    var members = [("input", JSONText.string(path)), ("understood", "true")]
                    if context.flag("--print") { members.append(("schema", schema.jsonSchemaString)) }
                    context.console.print(JSONText.object(members))
                } else {
                    context.console.print("\(path): ok, LMCore understands this schema")
                    if context.flag("--print") { context.console.print(JSONPretty.format(normalized)) }
                }
            } catch let error as InputError {
                report(context, path: path, error: error)
                status = .input
            } catch {
                report(context, path: path, error: InputError(path: path, kind: .malformed, message: "\(error)"))
                status = .input
            }
        }
        return status
    }

    private static func report(_ context: CommandContext, path: String, error: InputError) {
        context.error(error.description)
        if context.global.json {
            context.console.print(
                JSONText.object([
                    ("input", JSONText.string(path)), ("understood", "false"),
                    ("kind", JSONText.string(error.kind.rawValue)), ("message", JSONText.string(error.message)),
                ]))
        }
    }
}
