import Foundation
import LMCommandLine

let status = await CommandLineTool.run(arguments: Array(CommandLine.arguments.dropFirst()), environment: .process())
exit(status.rawValue)
