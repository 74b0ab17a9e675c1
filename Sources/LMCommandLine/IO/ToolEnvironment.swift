import Foundation

/// Everything lmctl reads from and writes to outside its arguments.
public struct ToolEnvironment: Sendable {
    /// Environment variables, such as `LMCORE_MODEL`, `LMCORE_CACHE_DIR`, `XDG_CACHE_HOME`, `NO_COLOR`.
    public var variables: [String: String]
    /// Standard output and standard error.
    public var console: Console
    /// Standard input.
    public var input: StandardInput
    /// How many cores batches may use.
    public var coreCount: Int

    /// Creates an environment.
    public init(
        variables: [String: String],
        console: Console,
        input: StandardInput,
        coreCount: Int = ProcessInfo.processInfo.activeProcessorCount
    ) {
        self.variables = variables
        self.console = console
        self.input = input
        self.coreCount = max(1, coreCount)
    }

    /// The running process's environment, standard streams and cores.
    public static func process() -> ToolEnvironment {
        let variables = ProcessInfo.processInfo.environment
        return ToolEnvironment(
            variables: variables,
            console: .standard(environment: variables),
            input: .process
        )
    }
}
