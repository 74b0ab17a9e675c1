import Foundation
import Synchronization

/// Results of earlier runs, one JSON file per result, safe to share between lmctl processes.
///
/// Each entry is written to a temporary file and renamed into place, so a reader sees a whole
/// entry or none. Every entry holds its full key; an entry that can't be decoded or whose key
/// differs is a miss and is overwritten by the next store — never an error.
///
/// The cache lives in `$LMCORE_CACHE_DIR`, else `$XDG_CACHE_HOME/lmcore`, else `~/.cache/lmcore`.
public struct ResultCache: Sendable {
    /// The cache's directory.
    public let directory: String

    /// What a lookup found.
    public enum Lookup: Sendable, Equatable {
        /// A result for this key.
        case hit(String)
        /// No entry.
        case miss
        /// An entry that could not be used (unreadable, malformed, or another key's); the reason.
        case damaged(String)
    }

    /// How much the cache holds.
    public struct Statistics: Sendable, Equatable {
        /// The number of entries.
        public var entries: Int
        /// Their total size in bytes.
        public var bytes: Int64
    }

    /// Creates a cache in a directory; nothing is created until the first store.
    /// - Parameter directory: The cache's directory.
    public init(directory: String) {
        self.directory = directory
    }

    /// The default location for an environment.
    /// - Parameter environment: Environment variables.
    /// - Returns: `LMCORE_CACHE_DIR`, or `XDG_CACHE_HOME/lmcore` (when absolute), or `HOME/.cache/lmcore`.
    public static func defaultDirectory(environment: [String: String]) -> String {
        if let explicit = environment["LMCORE_CACHE_DIR"], !explicit.isEmpty { return explicit }
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return xdg + "/lmcore" }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return home + "/.cache/lmcore"
    }

    private var entriesDirectory: String { directory + "/results-v1" }

    private func path(for canonical: String) -> (folder: String, file: String, digest: String) {
        let digest = StableHash.hex(of: canonical)
        let folder = entriesDirectory + "/" + String(digest.prefix(2))
        return (folder, folder + "/" + digest + ".json", digest)
    }

    /// Looks up a result.
    /// - Parameter key: What the result depends on.
    /// - Returns: The stored payload, a miss, or why an entry was unusable.
    public func lookup(_ key: CacheKey) -> Lookup {
        let canonical = key.canonical
        let file = path(for: canonical).file
        guard let data = FileManager.default.contents(atPath: file) else { return .miss }
        guard let entry = try? JSONDecoder().decode(Entry.self, from: data) else {
            return .damaged("\(file) is not a readable cache entry")
        }
        guard entry.format == Entry.formatName, entry.version == Entry.formatVersion else {
            return .damaged("\(file) has an unknown format")
        }
        guard entry.key == canonical else { return .damaged("\(file) belongs to another key") }
        return .hit(entry.payload)
    }

    /// Stores a result, replacing any entry for the same key atomically.
    /// - Parameters:
    ///   - payload: The result, as text (lmctl stores JSON).
    ///   - key: What the result depends on.
    /// - Throws: An error when the directory or the file can't be written.
    public func store(_ payload: String, for key: CacheKey) throws {
        try Self.writing.withLock { _ in try write(payload, for: key) }
    }

    /// Held while an entry is written and renamed into place; a process stopped by a signal
    /// takes it before exiting, so no entry is left half written (see `InterruptSignals`).
    static let writing = Mutex<Void>(())

    private func write(_ payload: String, for key: CacheKey) throws {
        let canonical = key.canonical
        let (folder, file, digest) = path(for: canonical)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let entry = Entry(format: Entry.formatName, version: Entry.formatVersion, key: canonical, payload: payload)
        let data = try JSONEncoder().encode(entry)
        let temporary = "\(folder)/.\(digest).\(getpid()).\(UInt64.random(in: 0...UInt64.max)).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: data) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: temporary])
        }
        guard rename(temporary, file) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw CocoaError(
                .fileWriteUnknown, userInfo: [NSFilePathErrorKey: file, NSLocalizedDescriptionKey: reason])
        }
    }

    /// Deletes every entry.
    /// - Returns: How many entries were deleted.
    /// - Throws: An error when the entries can't be deleted.
    @discardableResult
    public func clear() throws -> Int {
        let count = statistics().entries
        if FileManager.default.fileExists(atPath: entriesDirectory) {
            try FileManager.default.removeItem(atPath: entriesDirectory)
        }
        return count
    }

    /// Counts the entries and their size.
    public func statistics() -> Statistics {
        var result = Statistics(entries: 0, bytes: 0)
        let manager = FileManager.default
        guard let folders = try? manager.contentsOfDirectory(atPath: entriesDirectory) else { return result }
        for folder in folders {
            let folderPath = entriesDirectory + "/" + folder
            guard let files = try? manager.contentsOfDirectory(atPath: folderPath) else { continue }
            for file in files where file.hasSuffix(".json") && !file.hasPrefix(".") {
                result.entries += 1
                let attributes = try? manager.attributesOfItem(atPath: folderPath + "/" + file)
                result.bytes += (attributes?[.size] as? NSNumber)?.int64Value ?? 0
            }
        }
        return result
    }

    /// One cache file.
    private struct Entry: Codable {
        static let formatName = "lmcore.cache"
        static let formatVersion = 1
        var format: String
        var version: Int
        var key: String
        var payload: String
    }
}
