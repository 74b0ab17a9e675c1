import Foundation
import Testing

/// With the default provider, a prompt that doesn't fit llama's context is served by the
/// fallback, which says why; with `--provider llama` it is an error.
@Suite(
    "A prompt too long for llama falls back under --provider auto",
    .enabled(if: LlamaProcessSupport.canRun, LlamaProcessSupport.skipReason),
    .serialized
)
struct LlamaContextFallbackProcessTests {
    static let longText = Array(repeating: "The budget review moved to Monday.", count: 60).joined(separator: " ")

    @Test("respond and title: served by the fallback, with llama's overflow as the reason")
    func autoFallsBack() throws {
        let lmctl = try LMCTL()
        defer { lmctl.cleanUp() }
        let file = try lmctl.write("long.txt", Self.longText)
        let options = ["--model", LlamaProcessSupport.modelPath, "--context-size", "64", "--verbose", "--no-cache"]
        for arguments in [["respond"] + options + ["--max-tokens", "4", Self.longText], ["title"] + options + [file]] {
            let result = try lmctl.run(arguments, timeout: 120)
            #expect(result.signal == nil && result.status == 0, "\(arguments[0]): \(result.diagnostics)")
            #expect(!result.output.isEmpty)
            #expect(result.diagnostics.contains("used=fallback reason=llama failed"), "\(result.diagnostics)")
            #expect(result.diagnostics.contains("context holds 64"), "\(result.diagnostics)")
        }
    }

    @Test("with --provider llama the same prompt is an error naming both numbers")
    func llamaOnlyFails() throws {
        let lmctl = try LMCTL()
        defer { lmctl.cleanUp() }
        let result = try lmctl.run(
            [
                "respond", "--provider", "llama", "--model", LlamaProcessSupport.modelPath, "--context-size", "64",
                "--max-tokens", "4", Self.longText,
            ], timeout: 120)
        #expect(result.signal == nil && result.status == 5, "\(result.status): \(result.diagnostics)")
        #expect(result.diagnostics.contains("context holds 64"))
    }
}
