/// `lmctl cache stats`: where the cache is, how many results it holds and their size.
enum CacheStatsCommand {
    static func run(_ context: CommandContext) -> CommandLineTool.ExitCode {
        let cache = ResultCache(directory: ResultCache.defaultDirectory(environment: context.variables))
        let statistics = cache.statistics()
        if context.global.json {
            context.console.print(
                JSONText.object([
                    ("directory", JSONText.string(cache.directory)),
                    ("entries", String(statistics.entries)), ("bytes", String(statistics.bytes)),
                ]))
        } else {
            context.console.print("directory: \(cache.directory)")
            context.console.print("entries:   \(statistics.entries)")
            context.console.print("size:      \(statistics.bytes) bytes")
        }
        return .success
    }
}
