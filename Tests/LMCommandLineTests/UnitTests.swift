import Foundation
import Synchronization
import Testing

@testable import LMCommandLine

@Suite("lmctl building blocks")
struct UnitTests {
    @Test(
        "text decoding tells text from binary, repairs damaged UTF-8 and reads Windows-1252",
        arguments: [
            (Data("plain text\n".utf8), "text:0"),
            (Data([0xEF, 0xBB, 0xBF] + Array("bom".utf8)), "text:0"),
            (Data([0x61, 0x00, 0x62]), "binary"),
            // Latin-1 bytes with no UTF-8 sequence at all: an old export, read as Windows-1252.
            (Data([0x43, 0x61, 0x66, 0xE9, 0x20, 0x6F, 0x6B, 0x20, 0x6F, 0x6B, 0x20, 0x6F, 0x6B]), "converted"),
            // UTF-8 with one broken byte: repaired.
            (Data(Array("Caf\u{E9} ".utf8) + [0xE9] + Array(" ok ok ok".utf8)), "text:1"),
            (Data([0xFF, 0xFE, 0xFD]), "binary"),
            (Data([0x01, 0x02, 0x03, 0x61]), "binary"),
        ]
    )
    func decoding(_ data: Data, _ expected: String) {
        switch TextDecoding.decode(data) {
        case .text(let text, let repairs):
            #expect("text:\(repairs)" == expected)
            #expect(!text.hasPrefix("\u{FEFF}"))
        case .converted(let text, _):
            #expect(expected == "converted")
            #expect(text.hasPrefix("Caf\u{E9} ok"))
        case .binary:
            #expect(expected == "binary")
        }
    }

    @Test(
        "UTF-16 and UTF-32 text with a byte-order mark is decoded",
        arguments: [String.Encoding.utf16LittleEndian, .utf16BigEndian, .utf32LittleEndian, .utf32BigEndian])
    func byteOrderMarks(_ encoding: String.Encoding) throws {
        let text = "Réunion à Zürich — 3 € ✓"
        let marks: [String.Encoding: [UInt8]] = [
            .utf16LittleEndian: [0xFF, 0xFE], .utf16BigEndian: [0xFE, 0xFF],
            .utf32LittleEndian: [0xFF, 0xFE, 0x00, 0x00], .utf32BigEndian: [0x00, 0x00, 0xFE, 0xFF],
        ]
        let body = try #require(text.data(using: encoding))
        let data = Data(try #require(marks[encoding])) + body
        #expect(TextDecoding.decode(data) == .text(text, repairs: 0))
        // A mark followed by bytes that don't decode is not text.
        guard case .binary = TextDecoding.decode(Data(try #require(marks[encoding])) + Data([0x41])) else {
            Issue.record("a truncated \(encoding) file decoded as text")
            return
        }
    }

    @Test("a cache entry round-trips, and another key's entry at the same place is a damaged miss")
    func cacheRoundTrip() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lmctl-unit-\(UUID().uuidString)")
            .path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let cache = ResultCache(directory: directory)
        let key = CacheKey(input: "file:/a:1:2", task: "title", provider: "mock", model: "m", options: "o")
        #expect(cache.lookup(key) == .miss)
        try cache.store("{\"x\":1}", for: key)
        #expect(cache.lookup(key) == .hit("{\"x\":1}"))
        #expect(cache.statistics().entries == 1)
        var other = key
        other.options = "different"
        #expect(cache.lookup(other) == .miss)
        #expect(try cache.clear() == 1)
        #expect(cache.lookup(key) == .miss)
    }

    @Test(
        "the cache directory follows LMCORE_CACHE_DIR, then XDG_CACHE_HOME, then HOME",
        arguments: [
            (["LMCORE_CACHE_DIR": "/c", "XDG_CACHE_HOME": "/x", "HOME": "/h"], "/c"),
            (["XDG_CACHE_HOME": "/x", "HOME": "/h"], "/x/lmcore"),
            (["XDG_CACHE_HOME": "relative", "HOME": "/h"], "/h/.cache/lmcore"),
            (["HOME": "/h"], "/h/.cache/lmcore"),
        ]
    )
    func cacheDirectory(_ environment: [String: String], _ expected: String) {
        #expect(ResultCache.defaultDirectory(environment: environment) == expected)
    }

    @Test("JSON strings are escaped")
    func jsonEscaping() throws {
        let text = JSONText.string("a\"b\\c\nd\u{01}é")
        let decoded = try JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed) as? String
        #expect(decoded == "a\"b\\c\nd\u{01}é")
    }

    @Test("in-process runs send results to output and errors to diagnostics")
    func inProcess() async {
        let output = Captured()
        let diagnostics = Captured()
        let status = await CommandLineTool.run(
            arguments: ["respond", "--provider", "mock", "Say hello"],
            output: { output.append($0) }, diagnostics: { diagnostics.append($0) })
        #expect(status == .success)
        #expect(output.text == "Say hello\n")
        #expect(diagnostics.text.isEmpty)
        let usage = await CommandLineTool.run(
            arguments: ["--frobnicate"], output: { output.append($0) }, diagnostics: { diagnostics.append($0) })
        #expect(usage == .usage)
        #expect(diagnostics.text.contains("'--frobnicate'"))
    }
}

/// Text collected from a console stream.
final class Captured: Sendable {
    private let storage = Mutex("")
    func append(_ text: String) { storage.withLock { $0 += text } }
    var text: String { storage.withLock { $0 } }
}
