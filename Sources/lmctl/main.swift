import Foundation
import LMCommandLine

let status = await CommandLineTool.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    output: { print($0) },
    diagnostics: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
)
exit(status.rawValue)
