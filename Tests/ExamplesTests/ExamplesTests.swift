import Foundation
import Testing

/// Runs each example program that `swift build` built, as a newcomer would with `swift run`.
@Suite("Examples")
struct ExamplesTests {
    /// The folder with the build products: the test bundle lives there too.
    static var productsDirectory: URL {
        var url = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while url.pathExtension == "xctest" || url.lastPathComponent == "MacOS" || url.lastPathComponent == "Contents" {
            url.deleteLastPathComponent()
        }
        return url
    }

    static func run(_ name: String) throws -> (status: Int32, output: String) {
        let executable = productsDirectory.appendingPathComponent(name)
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw ExampleNotBuilt(path: executable.path)
        }
        let process = Process()
        process.executableURL = executable
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    struct ExampleNotBuilt: Error, CustomStringConvertible {
        let path: String
        var description: String { "No example binary at \(path): run `swift build` first." }
    }

    @Test(
        "each example runs and prints what it shows",
        arguments: [
            ("CustomProvider", "with a tool: SUNNY IN LISBON!!!"),
            ("FirstSession", "served: used=fallback reason=requested"),
            ("FallbackChain", "used=fallback reason=llama unavailable"),
            ("TestingWithMock", "ok   handles a failed request"),
            ("StructuredOutput", "Pancakes serves 4: flour, milk, eggs"),
            ("StreamingSnapshots", "final: Rivers of Europe"),
            ("ToolCalling", "Today: Sunny and 21°C in Lisbon"),
        ]
    )
    func exampleRuns(name: String, expected: String) throws {
        let (status, output) = try Self.run(name)
        #expect(status == 0, "\(name) failed:\n\(output)")
        #expect(output.contains(expected), "\(name) printed:\n\(output)")
    }
}
