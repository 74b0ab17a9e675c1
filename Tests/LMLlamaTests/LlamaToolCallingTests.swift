import Foundation
import LMCore
import Synchronization
import Testing

@testable import LMLlama

@Suite("Tool-call format, splitter and grammar")
struct LlamaToolCallFormatTests {
    @Test("Rendered calls parse back to the same names and arguments")
    func roundTrip() throws {
        let calls = [
            Transcript.ToolCall(
                toolName: "forecast", arguments: ForecastTool.Arguments(city: "Oslo", days: 3).generatedContent),
            Transcript.ToolCall(toolName: "clock", arguments: ClockTool.Arguments(zone: "UTC").generatedContent),
        ]
        let text = LlamaToolCallFormat.render(calls)
        #expect(text.hasPrefix(LlamaToolCallFormat.marker))
        let parsed = try LlamaToolCallFormat.parse(text)
        #expect(parsed.map(\.toolName) == ["forecast", "clock"])
        #expect(try ForecastTool.Arguments(parsed[0].arguments) == ForecastTool.Arguments(city: "Oslo", days: 3))
        #expect(try ClockTool.Arguments(parsed[1].arguments) == ClockTool.Arguments(zone: "UTC"))
    }

    @Test(
        "Malformed tool-call text is a clear error",
        arguments: [
            "", "hello", "<tool_call>\n{\"name\": \"x\", \"arguments\": {}}", "<tool_call>\nnot json\n</tool_call>",
            "<tool_call>\n{\"arguments\": {}}\n</tool_call>",
            "<tool_call>\n{\"name\": \"x\", \"arguments\": 3}\n</tool_call>",
        ])
    func malformed(text: String) {
        #expect {
            try LlamaToolCallFormat.parse(text)
        } throws: { error in
            guard case .malformedToolCall(let detail) = error as? LlamaError else { return false }
            return !detail.isEmpty
        }
    }

    @Test("An answer streams as soon as it can't be a tool call; a tool call is held back")
    func splitter() throws {
        var answer = LlamaResponseSplitter(toolsOffered: true)
        #expect(answer.take("<to") == "")
        #expect(answer.take("ast") == "<toast")
        #expect(answer.take(" and jam") == " and jam")
        #expect(answer.finish() == "")

        var call = LlamaResponseSplitter(toolsOffered: true)
        #expect(call.take("<tool_") == "")
        #expect(call.take("call>\n{") == "")
        #expect(call.kind == .toolCalls)
        #expect(call.finish() == nil)
        #expect(call.heldBack == "<tool_call>\n{")

        var short = LlamaResponseSplitter(toolsOffered: true)
        #expect(short.take("<") == "")
        #expect(short.finish() == "<")

        var cut = LlamaResponseSplitter(toolsOffered: true)
        _ = cut.take("<tool_call>\n{\"name\": \"a\", \"arguments\": {}}\n</tool_call>\n<tool_call>\n{\"na")
        let keptCalls = cut.dropUnfinishedToolCall()
        #expect(keptCalls)
        #expect(try LlamaToolCallFormat.parse(cut.heldBack).count == 1)
        var cutEarly = LlamaResponseSplitter(toolsOffered: true)
        _ = cutEarly.take("<tool_call>\n{\"na")
        let keptEarly = cutEarly.dropUnfinishedToolCall()
        #expect(!keptEarly)

        var noTools = LlamaResponseSplitter(toolsOffered: false)
        #expect(noTools.take("<tool_call>") == "<tool_call>")
    }

    @Test("The tool-choice grammar names every tool; `required` leaves out the answer")
    func grammar() {
        let tools = [
            Transcript.ToolDefinition(tool: ForecastTool()), Transcript.ToolDefinition(tool: ClockTool()),
        ]
        let automatic = LlamaGrammarCompiler.compileToolChoice(tools: tools, answer: nil, requireToolCall: false)
        #expect(automatic.contains(#"\"forecast\""#))
        #expect(automatic.contains(#"\"clock\""#))
        #expect(automatic.contains(#"[^<] .*"#))
        let required = LlamaGrammarCompiler.compileToolChoice(tools: tools, answer: nil, requireToolCall: true)
        #expect(!required.contains(".*"))
        let structured = LlamaGrammarCompiler.compileToolChoice(
            tools: tools, answer: ForecastTool.Arguments.generationSchema, requireToolCall: false)
        #expect(!structured.contains(".*"))
    }

    @Test("Free text may start with anything but the tool-call marker")
    func textNotStarting() {
        let rule = LlamaGrammarCompiler.textNotStarting("<ab")
        #expect(rule == #"( [^<] .* | "<" [^a] .* | "<a" [^b] .* )?"#)
    }
}

@Suite("Tool calling with llama", .enabled(if: LlamaTestSupport.canRun, LlamaTestSupport.skipReason))
struct LlamaToolCallingTests {
    private static func model(_ choice: LlamaToolChoice) -> LlamaLanguageModel {
        LlamaLanguageModel(
            path: LlamaTestSupport.modelPath,
            configuration: .init(contextSize: 2048, batchSize: 256, threads: 2, toolChoice: choice))
    }

    @Test("llama.cpp accepts the tool-choice grammars")
    func grammarsParse() throws {
        let model = try LlamaTestSupport.model()
        let tools = [
            Transcript.ToolDefinition(tool: ForecastTool()), Transcript.ToolDefinition(tool: ClockTool()),
        ]
        for answer in [nil, ForecastTool.Arguments.generationSchema] as [GenerationSchema?] {
            for required in [false, true] {
                let grammar = LlamaGrammarCompiler.compileToolChoice(
                    tools: tools, answer: answer, requireToolCall: required)
                _ = try LlamaSampler(model: model, mode: .greedy, grammar: grammar)
            }
        }
    }

    @Test("With a call required, the model calls a tool with valid arguments and then answers", arguments: 1...5)
    func requiredCall(seed: Int) async throws {
        let forecast = ForecastTool()
        let session = LanguageModelSession(
            model: Self.model(.required), tools: [forecast, ClockTool()], instructions: "Use the tools.")
        let options = GenerationOptions(
            sampling: .random(top: 20, seed: UInt64(seed)), temperature: 1, maximumResponseTokens: 160)
        var snapshots: [String] = []
        for try await snapshot in session.streamResponse(to: "What's the weather in Oslo this week?", options: options)
        {
            snapshots.append(snapshot.content)
        }
        let response = try #require(session.transcript.last.map { entry -> String in entry.plainText })
        #expect(
            snapshots.allSatisfy { !$0.contains(LlamaToolCallFormat.marker) }, "tool calls are not streamed as text")
        let entries = Array(session.transcript)
        let callIndex = try #require(entries.firstIndex { if case .toolCalls = $0 { true } else { false } })
        guard case .toolCalls(let calls) = entries[callIndex] else { return }
        #expect(!calls.calls.isEmpty)
        for call in calls {
            #expect(["forecast", "clock"].contains(call.toolName))
            let tool = call.toolName == "forecast" ? forecast.parameters : ClockTool().parameters
            #expect(throws: Never.self, "arguments follow the tool's schema") { try tool.validate(call.arguments) }
        }
        let outputs = entries.filter { if case .toolOutput = $0 { true } else { false } }
        #expect(outputs.count == calls.calls.count)
        #expect(forecast.calls.withLock { $0.count } == calls.calls.filter { $0.toolName == "forecast" }.count)
        guard case .response = entries.last else {
            Issue.record("the turn ends with the model's answer")
            return
        }
        #expect(!response.contains(LlamaToolCallFormat.marker))
        #expect(snapshots.last.map { response.hasSuffix($0) } ?? response.isEmpty, "the last snapshot is the answer")
    }

    @Test("Choosing freely, every turn ends in an answer, and any call it made was valid", arguments: 1...4)
    func automaticChoice(seed: Int) async throws {
        let forecast = ForecastTool()
        let session = LanguageModelSession(
            model: Self.model(.automatic), tools: [forecast], instructions: "Use the tools when helpful.")
        let options = GenerationOptions(
            sampling: .random(top: 40, seed: UInt64(seed)), temperature: 1, maximumResponseTokens: 160)
        let response = try await session.respond(to: "Weather in Lima?", options: options)
        #expect(!response.content.hasPrefix(LlamaToolCallFormat.marker))
        for entry in session.transcript {
            if case .toolCalls(let calls) = entry {
                for call in calls { #expect(throws: Never.self) { try forecast.parameters.validate(call.arguments) } }
            }
        }
        guard case .response = session.transcript.last else {
            Issue.record("the turn ends with the model's answer")
            return
        }
    }

    @Test("Under the automatic grammar an answer or a call may start; after the marker only a call can follow")
    func choiceIsOpen() throws {
        let model = try LlamaTestSupport.model()
        let tools = [Transcript.ToolDefinition(tool: ForecastTool())]
        let grammar = LlamaGrammarCompiler.compileToolChoice(tools: tools, answer: nil, requireToolCall: false)
        let sampler = try LlamaSampler(model: model, mode: .greedy, grammar: grammar)
        let word = try #require(try model.tokenize("Hello", addSpecial: false).first)
        let marker = try model.tokenize(LlamaToolCallFormat.marker, addSpecial: false)
        #expect(sampler.allows(word))
        #expect(sampler.allows(try #require(marker.first)))
        for token in marker { sampler.accept(token) }
        #expect(!sampler.allows(word), "after <tool_call> only the call's JSON may follow")
        #expect(!model.endTokens.contains { sampler.allows($0) }, "a call can't end before it is complete")
        let required = try LlamaSampler(
            model: model, mode: .greedy,
            grammar: LlamaGrammarCompiler.compileToolChoice(tools: tools, answer: nil, requireToolCall: true))
        #expect(!required.allows(word), "with a call required, an answer can't start")
    }
}
