import LMCore

/// `lmctl schema validate --schema S.json INSTANCE.json...`: every violation, with its path.
/// Any draft 2020-12 schema can be used (formats are asserted), including ones LMCore can't
/// generate from.
enum SchemaValidateCommand {
    static func run(_ context: CommandContext) throws(CommandFailure) -> CommandLineTool.ExitCode {
        let schemaPath = context.value("--schema") ?? ""
        let schema: JSONSchemaValidator
        do {
            schema = try SchemaFile.loadValidator(schemaPath)
        } catch {
            throw CommandFailure(error)
        }
        var status = CommandLineTool.ExitCode.success
        for item in InputCollector.collect(context.line.operands, allowDirectories: false) {
            guard case .source(let source) = item, case .file(let path) = source.origin else {
                if case .failure(let error) = item { context.error(error.description) }
                if case .source = item { context.error("<stdin>: schema validate needs files, not standard input") }
                status = .input
                continue
            }
            let violations: [String]
            do {
                let text = try SchemaFile.readText(path)
                let content = try GeneratedContent(json: text)
                guard content.isComplete else {
                    throw InputError(path: path, kind: .malformed, message: "is not complete JSON (it ends too early)")
                }
                do {
                    violations = try schema.violations(of: content).map(\.description)
                } catch {
                    context.error("\(path): \(error)")
                    status = status.worst(.unsupportedSchema)
                    continue
                }
            } catch let error as InputError {
                context.error(error.description)
                status = .input
                continue
            } catch {
                context.error("\(path): is not JSON: \(error)")
                status = .input
                continue
            }
            if !violations.isEmpty { status = .input }
            if context.global.json {
                context.console.print(
                    JSONText.object([
                        ("input", JSONText.string(path)), ("valid", violations.isEmpty ? "true" : "false"),
                        ("violations", "[" + violations.map(JSONText.string).joined(separator: ",") + "]"),
                    ]))
            } else if violations.isEmpty {
                context.console.print("\(path): valid")
            } else {
                context.console.print("\(path): \(violations.count) violation\(violations.count == 1 ? "" : "s")")
                for violation in violations { context.console.print("  \(violation)") }
            }
        }
        return status
    }
}
