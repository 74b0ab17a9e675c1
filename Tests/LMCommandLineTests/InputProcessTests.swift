import Foundation
import Testing

@Suite("lmctl inputs and exit codes, run as a process")
struct InputProcessTests {
    struct BadCase: Sendable, CustomTestStringConvertible {
        let name: String
        let arguments: [String]
        let status: Int32
        let mentions: String
        var testDescription: String { name }
    }

    static let cases: [BadCase] = [
        BadCase(name: "missing file", arguments: ["title", "nope.txt"], status: 4, mentions: "nope.txt: no such file"),
        BadCase(
            name: "directory where a file is expected", arguments: ["tokens", "folder"], status: 4,
            mentions: "folder: is a directory"),
        BadCase(
            name: "binary file named explicitly", arguments: ["title", "image.bin"], status: 4,
            mentions: "image.bin: is binary data"),
        BadCase(name: "empty file", arguments: ["title", "empty.txt"], status: 4, mentions: "empty.txt: is empty"),
        BadCase(
            name: "unreadable file", arguments: ["title", "locked.txt"], status: 4,
            mentions: "locked.txt: can't be read"),
        BadCase(
            name: "device instead of a file", arguments: ["title", "/dev/null"], status: 4,
            mentions: "/dev/null: is not a regular file"),
        BadCase(
            name: "malformed schema", arguments: ["extract", "--schema", "bad-schema.json", "ok.txt"], status: 4,
            mentions: "keyword \"minProperties\" at $.properties.a"),
        BadCase(
            name: "unsupported schema", arguments: ["extract", "--schema", "unsupported-schema.json", "ok.txt"],
            status: 6, mentions: "keyword \"$dynamicRef\" at $.properties.a"),
        BadCase(
            name: "schema that is not JSON", arguments: ["extract", "--schema", "ok.txt", "ok.txt"], status: 4,
            mentions: "ok.txt: JSON Schema $"),
        BadCase(
            name: "unknown flag", arguments: ["title", "--jsno", "ok.txt"], status: 2,
            mentions: "did you mean '--json'?"),
        BadCase(
            name: "unknown command", arguments: ["sumarize", "ok.txt"], status: 2, mentions: "did you mean 'summarize'?"
        ),
        BadCase(
            name: "model that is not GGUF", arguments: ["title", "--provider", "llama", "--model", "ok.txt", "ok.txt"],
            status: 3, mentions: "ok.txt: is not a GGUF model file"),
        BadCase(
            name: "model file that is missing",
            arguments: ["title", "--provider", "llama", "--model", "missing.gguf", "ok.txt"], status: 3,
            mentions: "missing.gguf: no such file or directory"),
        BadCase(
            name: "model file that starts like GGUF but is damaged",
            arguments: ["title", "--provider", "llama", "--model", "damaged.gguf", "ok.txt"], status: 3,
            mentions: "--provider llama is unavailable"),
        BadCase(
            name: "llama without a model", arguments: ["title", "--provider", "llama", "ok.txt"], status: 3,
            mentions: "needs a model"),
        BadCase(
            name: "empty standard input", arguments: ["title", "--provider", "mock", "-"], status: 4,
            mentions: "<stdin>: is empty"),
        BadCase(
            name: "transcript that is a directory",
            arguments: ["chat", "--provider", "mock", "--transcript", "folder"], status: 4,
            mentions: "folder: is a directory"),
        BadCase(
            name: "transcript that is not a transcript",
            arguments: ["chat", "--provider", "mock", "--transcript", "bad-schema.json"], status: 4,
            mentions: "not an LMCore transcript"),
    ]
    // Permissions don't stop root, so the unreadable-file case only runs for other users.
    .filter { getuid() != 0 || $0.name != "unreadable file" }

    @Test("each bad input gets one clear line on stderr and the right exit code", arguments: cases)
    func badInput(_ example: BadCase) throws {
        let lmctl = try LMCTL()
        defer { lmctl.cleanUp() }
        try lmctl.write("ok.txt", "A short note about the weekly planning meeting.")
        try lmctl.write("empty.txt", "  \n")
        try lmctl.write("damaged.gguf", "GGUF and then nothing a model file holds")
        try lmctl.write("image.bin", data: Data([0x89, 0x50, 0x4E, 0x47, 0x00, 0x00, 0x01]))
        try lmctl.write("folder/inside.txt", "text")
        try lmctl.write(
            "bad-schema.json", #"{"type":"object","properties":{"a":{"type":"object","minProperties":-1}}}"#)
        try lmctl.write(
            "unsupported-schema.json",
            ##"{"type":"object","properties":{"a":{"$dynamicRef":"#n"}},"$defs":{"n":{"$dynamicAnchor":"n"}}}"##)
        let locked = try lmctl.write("locked.txt", "secret")
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: locked)
        var arguments = example.arguments
        if !arguments.contains("--provider") { arguments += ["--provider", "mock"] }
        let result = try lmctl.run(arguments, stdin: "")
        #expect(result.status == example.status, "\(result.diagnostics)")
        #expect(result.diagnostics.contains(example.mentions), "\(result.diagnostics)")
        #expect(result.diagnostics.split(separator: "\n").count == 1, "one line: \(result.diagnostics)")
        #expect(result.output.isEmpty)
    }

    @Test("damaged UTF-8 is repaired with a warning and still processed")
    func invalidUTF8() throws {
        let lmctl = try LMCTL()
        defer { lmctl.cleanUp() }
        var bytes = Data("Crème brûlée, caf".utf8)
        bytes.append(0xE9)
        bytes.append(contentsOf: Data(" au lait is a drink people like a lot in the morning".utf8))
        let file = try lmctl.write("damaged.txt", data: bytes)
        let result = try lmctl.run(["preview", "--provider", "mock", file])
        #expect(result.status == 0)
        #expect(result.diagnostics.contains("invalid UTF-8, 1 sequence replaced with U+FFFD"))
        #expect(result.output.hasPrefix("Crème brûlée, caf\u{FFFD} au lait"))
    }

    @Test("a Windows-1252 (Latin-1) file is read as such, with a note on stderr")
    func windows1252() throws {
        let lmctl = try LMCTL()
        defer { lmctl.cleanUp() }
        var bytes = Data("Caf".utf8)
        bytes.append(0xE9)
        bytes.append(contentsOf: Data(" au lait costs ".utf8))
        bytes.append(0x80)  // the euro sign in Windows-1252
        bytes.append(contentsOf: Data("3 and people like it in the morning".utf8))
        let file = try lmctl.write("latin1.txt", data: bytes)
        let result = try lmctl.run(["preview", "--provider", "mock", file])
        #expect(result.status == 0, "\(result.diagnostics)")
        #expect(result.diagnostics.contains("latin1.txt: not UTF-8; read as Windows-1252 (Latin-1)"))
        #expect(result.output.hasPrefix("Caf\u{E9} au lait costs \u{20AC}3"))
    }

    @Test("UTF-16 files with a byte-order mark are read; truly binary files stay an input error")
    func utf16AndBinary() throws {
        let lmctl = try LMCTL()
        defer { lmctl.cleanUp() }
        let text = "Notes de réunion: le budget est validé pour mars."
        var utf16 = Data([0xFF, 0xFE])
        utf16.append(try #require(text.data(using: .utf16LittleEndian)))
        let file = try lmctl.write("note-utf16.txt", data: utf16)
        let result = try lmctl.run(["preview", "--provider", "mock", file])
        #expect(result.status == 0, "\(result.diagnostics)")
        #expect(result.output.hasPrefix("Notes de réunion"))
        #expect(!result.diagnostics.contains("binary"))
        let binary = try lmctl.write(
            "image.bin", data: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x01]))
        let refused = try lmctl.run(["preview", "--provider", "mock", binary])
        #expect(refused.status != 0)
        #expect(refused.diagnostics.contains("binary"), "\(refused.diagnostics)")
    }

    @Test("standard input is an input like any file")
    func standardInput() throws {
        let lmctl = try LMCTL()
        defer { lmctl.cleanUp() }
        let result = try lmctl.run(
            ["title", "--provider", "mock", "--json", "-"], stdin: "Notes from the design review")
        #expect(result.status == 0, "\(result.diagnostics)")
        let record = try #require(result.jsonLines().first)
        #expect(record["input"] as? String == "-")
        #expect(record["result"] as? String == "Notes from the design review")
    }

    @Test("a directory batch is sorted, skips binaries with a note, goes past a bad file and exits 4")
    func directoryBatch() throws {
        let lmctl = try LMCTL()
        defer { lmctl.cleanUp() }
        try lmctl.write("notes/b.txt", "Bravo note text")
        try lmctl.write("notes/a.txt", "Alpha note text")
        try lmctl.write("notes/sub/c.txt", "Charlie note text")
        try lmctl.write("notes/sub/empty.txt", "")
        try lmctl.write("notes/photo.jpg", data: Data([0xFF, 0xD8, 0x00, 0x10]))
        try lmctl.write("notes/.hidden.txt", "hidden")
        let result = try lmctl.run(["title", "--provider", "mock", "--json", "-j", "2", "notes"])
        #expect(result.status == 4)
        let records = try result.jsonLines()
        #expect(
            records.map { $0["input"] as? String } == [
                "notes/a.txt", "notes/b.txt", "notes/sub/c.txt", "notes/sub/empty.txt",
            ])
        #expect(
            records.prefix(3).map { $0["result"] as? String } == [
                "Alpha note text", "Bravo note text", "Charlie note text",
            ])
        #expect((records[3]["error"] as? [String: Any])?["status"] as? Int == 4)
        #expect(result.diagnostics.contains("notes/photo.jpg: skipped"))
        #expect(result.diagnostics.contains("notes/sub/empty.txt: is empty"))
        #expect(result.diagnostics.contains("1 of 4 inputs failed"))
        let text = try lmctl.run(["title", "--provider", "mock", "notes/a.txt", "notes/b.txt"])
        #expect(text.output == "notes/a.txt: Alpha note text\nnotes/b.txt: Bravo note text\n")
    }

    @Test("--help on every command documents the exit codes; --version prints the version")
    func help() throws {
        let lmctl = try LMCTL()
        defer { lmctl.cleanUp() }
        for words in [
            ["--help"], ["title", "--help"], ["schema", "check", "--help"], ["cache", "stats", "-h"], ["help", "chat"],
        ] {
            let result = try lmctl.run(words)
            #expect(result.status == 0)
            #expect(result.output.contains("2  usage error"), "\(words)")
            #expect(result.output.contains("5  generation error"), "\(words)")
        }
        let version = try lmctl.run(["--version"])
        #expect(version.output.hasPrefix("lmctl "))
    }
}
