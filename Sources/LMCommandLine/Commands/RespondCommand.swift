import Foundation
import LMCore

/// `lmctl respond PROMPT [--instructions TEXT] [--schema FILE]`: one answer to one prompt.
enum RespondCommand {
    static func run(_ context: CommandContext) async throws(CommandFailure) -> CommandLineTool.ExitCode {
        let prompt = try readPrompt(context)
        var schema: GenerationSchema?
        if let path = context.value("--schema") {
            do {
                schema = try SchemaFile.load(path).schema
            } catch {
                throw CommandFailure(error)
            }
        }
        let provider = try await ProviderResolver.resolveAndLoad(context)
        let session = LanguageModelSession(model: provider.model, instructions: context.value("--instructions"))
        let options = context.generationOptions
        let clock = ContinuousClock()
        let start = clock.now
        do {
            var servedBy: ServedBy
            let usage: TokenUsage
            let resultJSON: String
            if let schema {
                let response = try await session.respond(to: prompt, schema: schema, options: options)
                (servedBy, usage, resultJSON) = (response.servedBy, response.usage, response.content.jsonString)
                if !context.global.json { context.console.print(JSONPretty.format(response.content)) }
            } else if context.global.stream, !context.global.json {
                let response = try await TextStreamPrinter.stream(
                    session.streamResponse(to: prompt, options: options), to: context.console)
                (servedBy, usage, resultJSON) = (response.servedBy, response.usage, JSONText.string(response.content))
            } else {
                let response = try await session.respond(to: prompt, options: options)
                (servedBy, usage, resultJSON) = (response.servedBy, response.usage, JSONText.string(response.content))
                if !context.global.json { context.console.print(response.content) }
            }
            if let reason = provider.autoReason, servedBy.reason == .requested { servedBy.reason = reason }
            context.verbose("[FM] \(servedBy)")
            if context.global.json {
                let elapsed = clock.now - start
                context.console.print(
                    JSONText.object([
                        ("input", JSONText.string(context.line.operands[0] == "-" ? "-" : "prompt")),
                        ("provider", JSONText.string(servedBy.provider)),
                        ("model", JSONText.string(servedBy.model)),
                        ("reason", JSONText.string(servedBy.reason.description)),
                        ("cached", "false"),
                        ("timings", JSONText.object([("totalMilliseconds", JSONText.milliseconds(elapsed))])),
                        ("usage", try JSONText.encode(usage)),
                        ("result", resultJSON),
                    ]))
            }
            return .success
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw CommandFailure(GenerationFailure.exitCode(for: error), GenerationFailure.describe(error))
        }
    }

    private static func readPrompt(_ context: CommandContext) throws(CommandFailure) -> String {
        let operand = context.line.operands[0]
        guard operand == "-" else {
            if operand.allSatisfy(\.isWhitespace) {
                throw CommandFailure(.input, "the prompt is empty: give lmctl respond something to answer")
            }
            return operand
        }
        let outcome: InputReader.Outcome
        do {
            outcome = try InputReader.read(InputSource(.standardInput), standardInput: context.environment.input)
        } catch {
            throw CommandFailure(.input, error.description)
        }
        switch outcome {
        case .document(let document):
            for warning in document.warnings { context.warn(warning) }
            return document.text
        case .skipped(let note):
            throw CommandFailure(.input, note)
        }
    }
}
