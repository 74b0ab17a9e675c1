import LMCore
import Synchronization

// The tools of the tool-calling tests.

/// A tool whose arguments are short under a grammar (a choice and a small range), so that
/// random weights finish a call well within the token limit.
final class ForecastTool: Tool {
    let name = "forecast"
    let description = "Gets the weather forecast for a city."
    let calls = Mutex<[Arguments]>([])

    struct Arguments: Codable, Generable, Equatable {
        var city: String
        var days: Int

        static let generationGuides = GenerationGuides(
            CodingKeys.self, [.city: [.anyOf(["Lisbon", "Oslo", "Lima"])], .days: [.range(1...7)]])
    }

    func call(arguments: Arguments) async throws -> String {
        calls.withLock { $0.append(arguments) }
        return "Sunny for \(arguments.days) days in \(arguments.city)."
    }
}

/// A second tool, so the grammar has to choose between tools.
struct ClockTool: Tool {
    let name = "clock"
    let description = "Tells the time in a time zone."

    struct Arguments: Codable, Generable, Equatable {
        var zone: String

        static let generationGuides = GenerationGuides(CodingKeys.self, [.zone: [.pattern("[A-Z]{3}")]])
    }

    func call(arguments: Arguments) async throws -> String { "12:00 \(arguments.zone)" }
}
