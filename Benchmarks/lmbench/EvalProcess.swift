import Foundation

/// Runs a child process and returns what it wrote on standard output.
enum EvalProcess {
    static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil) throws -> String
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw EvalError(
                description: "could not start \(executable): \(error); build it with swift build -c release")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
