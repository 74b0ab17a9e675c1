import Foundation
import LMCore

/// Turns errors from a task or a model into an exit status and one line a person can act on.
enum GenerationFailure {
    /// The exit status for an error.
    static func exitCode(for error: any Error) -> CommandLineTool.ExitCode {
        switch error {
        case let failure as CommandFailure: return failure.code
        case let input as InputError: return input.exitCode
        case let schema as JSONSchemaImportError:
            return SchemaFile.inputError("", schema).exitCode
        case let generation as LanguageModelSession.GenerationError:
            if case .assetsUnavailable = generation { return .providerUnavailable }
            return .generation
        default: return .generation
        }
    }

    /// One line describing an error, with what to do when the error says.
    static func describe(_ error: any Error) -> String {
        switch error {
        case let failure as CommandFailure: return failure.message
        case let input as InputError: return input.description
        case let localized as LocalizedError:
            let base = localized.errorDescription ?? "\(error)"
            guard let suggestion = localized.recoverySuggestion, !suggestion.isEmpty else { return base }
            return base + " " + suggestion
        default: return "\(error)"
        }
    }
}
