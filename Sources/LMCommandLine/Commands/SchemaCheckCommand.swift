import LMCore

/// `lmctl schema check FILE.json...`: whether LMCore can validate instances of each JSON Schema
/// and whether it can generate them, naming every keyword that keeps it from generating, and
/// listing the keywords it ignores or checks only on finished answers.
enum SchemaCheckCommand {
    /// What one file's check found.
    private struct Report {
        var validate: Bool
        var generate: Bool
        var problems: [JSONSchemaImportError] = []
        var notes: [JSONSchemaNote] = []
        var failure: InputError?
    }

    static func run(_ context: CommandContext) throws(CommandFailure) -> CommandLineTool.ExitCode {
        var status = CommandLineTool.ExitCode.success
        let strict = context.flag("--strict")
        for item in InputCollector.collect(context.line.operands, allowDirectories: false) {
            let path: String
            switch item {
            case .failure(let error):
                reportFailure(context, path: error.path, error: error)
                status = status.worst(.input)
                continue
            case .source(let source):
                guard case .file(let file) = source.origin else {
                    let error = InputError(
                        path: "-", kind: .malformed, message: "schema check needs files, not standard input")
                    reportFailure(context, path: "-", error: error)
                    status = status.worst(.input)
                    continue
                }
                path = file
            }
            let report = check(path, strict: strict)
            if let failure = report.failure {
                reportFailure(context, path: path, error: failure)
                status = status.worst(failure.exitCode)
                continue
            }
            print(context, path: path, report)
            if !report.validate || !report.generate { status = status.worst(.unsupportedSchema) }
        }
        return status
    }

    private static func check(_ path: String, strict: Bool) -> Report {
        let text: String
        do {
            text = try SchemaFile.readText(path)
        } catch {
            return Report(validate: false, generate: false, failure: error)
        }
        var report = Report(validate: true, generate: true)
        do {
            _ = try JSONSchemaValidator(jsonSchema: text, options: .init(assertsFormats: true))
        } catch let error as JSONSchemaImportError {
            let failure = SchemaFile.inputError(path, error)
            if failure.kind == .malformed { return Report(validate: false, generate: false, failure: failure) }
            report.validate = false
            report.generate = false
            report.problems = error.allProblems
            return report
        } catch {
            return Report(
                validate: false, generate: false,
                failure: InputError(path: path, kind: .malformed, message: "is not a usable JSON Schema: \(error)"))
        }
        do {
            let schema = try GenerationSchema(jsonSchema: text)
            report.notes = schema.source?.notes ?? []
        } catch let error as JSONSchemaImportError {
            report.generate = false
            report.problems = error.allProblems
        } catch {
            report.generate = false
        }
        if strict {
            let ignored = report.notes.filter { [.annotation, .unknown, .notApplicable].contains($0.kind) }
            if !ignored.isEmpty {
                report.validate = false
                report.generate = false
                report.problems += ignored.map {
                    JSONSchemaImportError(
                        code: .unsupportedKeyword, path: $0.path, keyword: $0.keyword,
                        message: "--strict: \($0.message)")
                }
            }
        }
        return report
    }

    private static func print(_ context: CommandContext, path: String, _ report: Report) {
        if context.global.json {
            var members = [
                ("input", JSONText.string(path)), ("understood", report.generate ? "true" : "false"),
                ("validate", report.validate ? "true" : "false"), ("generate", report.generate ? "true" : "false"),
            ]
            if !report.validate || !report.generate { members.append(("kind", JSONText.string("unsupported"))) }
            let problems = report.problems.map { problem in
                JSONText.object([
                    ("path", JSONText.string(problem.path)),
                    ("keyword", problem.keyword.map(JSONText.string) ?? "null"),
                    ("message", JSONText.string(problem.message)),
                ])
            }
            members.append(("blocking", "[" + problems.joined(separator: ",") + "]"))
            let notes = report.notes.map { note in
                JSONText.object([
                    ("path", JSONText.string(note.path)), ("keyword", JSONText.string(note.keyword)),
                    ("kind", JSONText.string(note.kind.rawValue)), ("message", JSONText.string(note.message)),
                ])
            }
            members.append(("notes", "[" + notes.joined(separator: ",") + "]"))
            if context.flag("--print"), report.generate, let schema = try? SchemaFile.load(path).schema {
                members.append(("schema", schema.jsonSchemaString))
            }
            context.console.print(JSONText.object(members))
            return
        }
        if report.validate && report.generate {
            context.console.print("\(path): ok, LMCore can validate and generate this schema")
        } else {
            let validate = report.validate ? "yes" : "no"
            let count = report.problems.count
            context.console.print(
                "\(path): validate: \(validate); generate: no — \(count) keyword\(count == 1 ? "" : "s") "
                    + "keep\(count == 1 ? "s" : "") it from being \(report.validate ? "generated" : "used"):")
            for problem in report.problems {
                context.console.print("  \(problem.path): \(problem.message)")
            }
        }
        for note in report.notes {
            let label: String
            switch note.kind {
            case .annotation, .unknown, .notApplicable: label = "ignored"
            case .checkedAfterGeneration: label = "checked after generation"
            case .compatibility: label = "note"
            }
            context.console.print("  \(label): \(note.path): \(note.message)")
        }
        if context.flag("--print"), report.generate, let schema = try? SchemaFile.load(path).schema,
            let normalized = try? GeneratedContent(json: schema.jsonSchemaString)
        {
            context.console.print(JSONPretty.format(normalized))
        }
        if !report.validate || !report.generate {
            context.error("\(path): unsupported schema: " + (report.problems.first?.description ?? "not usable"))
        }
    }

    private static func reportFailure(_ context: CommandContext, path: String, error: InputError) {
        context.error(error.description)
        if context.global.json {
            context.console.print(
                JSONText.object([
                    ("input", JSONText.string(path)), ("understood", "false"), ("validate", "false"),
                    ("generate", "false"), ("kind", JSONText.string(error.kind.rawValue)),
                    ("message", JSONText.string(error.message)),
                ]))
        }
    }
}
