import Foundation
import LMCore

/// `lmctl chat [--transcript FILE] [--instructions TEXT]`: a conversation, one line per turn.
///
/// Replies stream as they are generated. Works the same when standard input is a pipe: each
/// line is a turn and end of input ends the chat. With `--transcript`, an existing transcript is
/// resumed and the transcript is saved after every turn.
enum ChatCommand {
    static func run(_ context: CommandContext) async throws(CommandFailure) -> CommandLineTool.ExitCode {
        let transcriptPath = context.value("--transcript")
        let instructions = context.value("--instructions")
        var resumed: Transcript?
        if let transcriptPath {
            resumed = try ChatTranscriptFile.load(transcriptPath)
        }
        let provider = try await ProviderResolver.resolveAndLoad(context)
        var session =
            resumed.map { LanguageModelSession(model: provider.model, transcript: $0) }
            ?? LanguageModelSession(model: provider.model, instructions: instructions)
        let interactive = context.environment.input.isTerminal
        if let resumed, interactive {
            context.note("resumed \(resumed.count) transcript entries from \(transcriptPath ?? "")")
        }
        if interactive {
            context.note("chatting with \(provider.model.providerName); /help for commands, Ctrl-D to end")
        }
        var failedTurns = 0
        while true {
            if interactive { context.console.writeDiagnostics("> ") }
            guard let line = context.environment.input.readLine() else { break }
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.isEmpty { continue }
            if text.hasPrefix("/") {
                let words = text.split(separator: " ", maxSplits: 1).map(String.init)
                switch words[0] {
                case "/quit", "/exit":
                    try save(session, to: transcriptPath, context: context)
                    return failedTurns > 0 ? .generation : .success
                case "/reset":
                    let kept =
                        session.transcript.instructions.map {
                            Transcript(entries: [.instructions($0)])
                        } ?? Transcript()
                    session = LanguageModelSession(model: provider.model, transcript: kept)
                    try save(session, to: transcriptPath, context: context)
                    context.note("the conversation starts over")
                case "/save":
                    let target = words.count > 1 ? words[1] : transcriptPath
                    guard let target else {
                        context.warn("/save needs a file: /save FILE, or start with --transcript FILE")
                        continue
                    }
                    try save(session, to: target, context: context)
                    context.note("saved \(session.transcript.count) entries to \(target)")
                case "/tokens":
                    await showTokens(session, model: provider.model, context: context)
                case "/help":
                    context.note("/reset starts over, /save [FILE] saves, /tokens shows context use, /quit ends")
                default:
                    context.warn("unknown chat command '\(words[0])'; /help lists them")
                }
                continue
            }
            do {
                let stream = session.streamResponse(to: text, options: context.generationOptions)
                let response = try await TextStreamPrinter.stream(stream, to: context.console)
                context.verbose("[FM] \(response.servedBy)")
                try save(session, to: transcriptPath, context: context)
            } catch let failure as CommandFailure {
                throw failure
            } catch {
                failedTurns += 1
                context.error(GenerationFailure.describe(error))
            }
        }
        try save(session, to: transcriptPath, context: context)
        return failedTurns > 0 ? .generation : .success
    }

    private static func showTokens(_ session: LanguageModelSession, model: any LanguageModel, context: CommandContext)
        async
    {
        do {
            let used = try await model.tokenCount(for: session.transcript)
            context.console.print("\(used) of \(model.contextSize) context tokens used")
        } catch {
            context.error("can't count tokens: \(GenerationFailure.describe(error))")
        }
    }

    private static func save(_ session: LanguageModelSession, to path: String?, context: CommandContext)
        throws(CommandFailure)
    {
        guard let path else { return }
        try ChatTranscriptFile.save(session.transcript, to: path)
    }
}
