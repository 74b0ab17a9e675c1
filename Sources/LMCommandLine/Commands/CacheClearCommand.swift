/// `lmctl cache clear`: deletes every cached result.
enum CacheClearCommand {
    static func run(_ context: CommandContext) throws(CommandFailure) -> CommandLineTool.ExitCode {
        let cache = ResultCache(directory: ResultCache.defaultDirectory(environment: context.variables))
        do {
            let removed = try cache.clear()
            if context.global.json {
                context.console.print(
                    JSONText.object([("directory", JSONText.string(cache.directory)), ("removed", String(removed))]))
            } else {
                context.console.print(
                    "removed \(removed) cached result\(removed == 1 ? "" : "s") from \(cache.directory)")
            }
            return .success
        } catch {
            throw CommandFailure(
                .input, "could not clear the cache at \(cache.directory): \(error.localizedDescription)")
        }
    }
}
