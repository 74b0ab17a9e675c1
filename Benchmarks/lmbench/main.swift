import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
do {
    switch arguments.first {
    case "eval":
        try EvalHarness.run(arguments: Array(arguments.dropFirst()))
    case "fallback":
        try FallbackBenchmark.run(arguments: Array(arguments.dropFirst()))
    default:
        print("usage: lmbench eval [--data DIR] [--verbose] | lmbench fallback [--quick]")
    }
} catch {
    FileHandle.standardError.write(Data("lmbench: \(error)\n".utf8))
    exit(1)
}
