import Foundation
import LMCommandLine

let status = await CommandLineTool.runProcess(
    arguments: Array(CommandLine.arguments.dropFirst()), environment: .process())
exit(status.rawValue)
