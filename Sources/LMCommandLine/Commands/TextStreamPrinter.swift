import LMCore

/// Prints a text response as it streams: only what each snapshot adds.
struct TextStreamPrinter {
    private let console: Console
    private var printed = ""

    init(console: Console) {
        self.console = console
    }

    /// Prints what a cumulative snapshot adds to what was printed before.
    mutating func show(_ snapshot: String) {
        if snapshot.hasPrefix(printed) {
            console.write(String(snapshot.dropFirst(printed.count)))
        } else {
            console.write("\n" + snapshot)
        }
        printed = snapshot
    }

    /// Streams a response to the console and returns the final response.
    static func stream(
        _ stream: LanguageModelSession.ResponseStream<String>,
        to console: Console
    ) async throws -> LanguageModelSession.Response<String> {
        var printer = TextStreamPrinter(console: console)
        for try await snapshot in stream {
            printer.show(snapshot.content)
        }
        let response = try await stream.collect()
        printer.show(response.content)
        console.write("\n")
        return response
    }
}
