import Foundation

/// Reads an input's bytes and turns them into a document, or says why it can't.
public enum InputReader {
    /// What reading an input gave.
    public enum Outcome: Sendable {
        /// A document to process.
        case document(InputDocument)
        /// A binary file found in a directory, skipped; the note says so.
        case skipped(note: String)
    }

    /// Reads an input.
    /// - Parameters:
    ///   - source: The file or standard input.
    ///   - standardInput: Where `-` is read from.
    /// - Returns: The document, or a note that the input was skipped.
    /// - Throws: ``InputError`` when the input is missing, unreadable, a directory, binary
    ///   (when named explicitly) or empty.
    public static func read(_ source: InputSource, standardInput: StandardInput) throws(InputError) -> Outcome {
        let path = source.path
        let decoded: TextDecoding.Outcome
        let identity: String
        switch source.origin {
        case .standardInput:
            let data = standardInput.readAll()
            identity = "stdin:" + StableHash.hex(of: data)
            decoded = TextDecoding.decode(data)
        case .file(let file):
            // Read straight into the text's own storage: a large file is held once, not twice.
            let read = try readTextFile(file)
            decoded = read.outcome
            identity = "file:\(absolute(file)):\(read.status.modificationNanoseconds):\(read.status.size)"
        }
        switch decoded {
        case .binary(let reason):
            if source.foundInDirectory { return .skipped(note: "\(path): skipped, \(reason)") }
            throw InputError(path: path, kind: .binary, message: "is \(reason); give lmctl text files")
        case .converted(let text, let note):
            if text.allSatisfy(\.isWhitespace) {
                throw InputError(path: path, kind: .empty, message: "is empty: there is nothing to process")
            }
            let name = source.origin == .standardInput ? "<stdin>" : path
            return .document(InputDocument(path: path, text: text, identity: identity, warnings: ["\(name): \(note)"]))
        case .text(let text, let repairs):
            if text.allSatisfy(\.isWhitespace) {
                throw InputError(path: path, kind: .empty, message: "is empty: there is nothing to process")
            }
            var warnings: [String] = []
            if repairs > 0 {
                warnings.append(
                    "\(source.origin == .standardInput ? "<stdin>" : path): invalid UTF-8, "
                        + "\(repairs) sequence\(repairs == 1 ? "" : "s") replaced with U+FFFD")
            }
            return .document(InputDocument(path: path, text: text, identity: identity, warnings: warnings))
        }
    }

    /// Reads a whole file, with its status taken from the open file.
    ///
    /// The file is opened without blocking and refused unless it is a regular file, so a named
    /// pipe, a socket or a device is an error at once instead of a read that never ends.
    /// - Throws: ``InputError`` naming the path and the system's reason.
    static func readFile(_ path: String) throws(InputError) -> (data: Data, status: FileStatus) {
        let (descriptor, status) = try openRegularFile(path)
        defer { close(descriptor) }
        var data = Data()
        data.reserveCapacity(Int(clamping: status.size))
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { readBytes(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw InputError(
                    path: path, kind: .unreadable, message: "can't be read (\(String(cString: strerror(errno))))")
            }
            data.append(contentsOf: buffer[0..<count])
        }
        return (data, status)
    }

    /// Reads a whole file as text, straight into the string's storage (see
    /// ``TextDecoding/decode(filling:)``), with its status taken from the open file.
    /// - Throws: ``InputError`` naming the path and the system's reason.
    static func readTextFile(_ path: String) throws(InputError) -> (outcome: TextDecoding.Outcome, status: FileStatus) {
        let (descriptor, status) = try openRegularFile(path)
        defer { close(descriptor) }
        var failure: Int32?
        let outcome = TextDecoding.decode(capacity: Int(clamping: status.size)) { buffer -> Int? in
            var filled = 0
            while filled < buffer.count {
                let count = readBytes(descriptor, buffer.baseAddress.map { $0 + filled }, buffer.count - filled)
                if count == 0 { return filled }
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return 0
                }
                filled += count
            }
            // Full: more bytes than the size said (a growing file, or one that reports no size).
            var probe: UInt8 = 0
            return readBytes(descriptor, &probe, 1) == 0 ? filled : nil
        }
        if let failure {
            throw InputError(
                path: path, kind: .unreadable, message: "can't be read (\(String(cString: strerror(failure))))")
        }
        if let outcome { return (outcome, status) }
        // The file was larger than its size: read it whole, then decode.
        let read = try readFile(path)
        return (TextDecoding.decode(read.data), read.status)
    }

    /// Opens a path for reading without blocking and checks that it is a regular file, so a
    /// named pipe, a socket or a device is an error at once instead of a read that never ends.
    /// - Returns: The open descriptor (the caller closes it) and the file's status.
    private static func openRegularFile(_ path: String) throws(InputError) -> (Int32, FileStatus) {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT { throw InputError(path: path, kind: .missing, message: "no such file or directory") }
            throw InputError(
                path: path, kind: .unreadable, message: "can't be read (\(String(cString: strerror(code))))")
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let code = errno
            close(descriptor)
            throw InputError(
                path: path, kind: .unreadable, message: "can't be examined (\(String(cString: strerror(code))))")
        }
        let format = info.st_mode & S_IFMT
        guard format == S_IFREG else {
            close(descriptor)
            if format == S_IFDIR {
                throw InputError(path: path, kind: .isDirectory, message: "is a directory, but a file is expected here")
            }
            throw InputError(path: path, kind: .unreadable, message: FileStatus.notRegularMessage)
        }
        #if os(Linux)
            let time = info.st_mtim
        #else
            let time = info.st_mtimespec
        #endif
        let status = FileStatus(
            kind: .regular,
            size: Int64(info.st_size),
            modificationNanoseconds: Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
        )
        return (descriptor, status)
    }

    /// The path made absolute against the current directory, so the cache key doesn't depend on
    /// where lmctl runs from.
    static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return URL(fileURLWithPath: path).standardizedFileURL.path }
        let base = FileManager.default.currentDirectoryPath
        return URL(fileURLWithPath: base + "/" + path).standardizedFileURL.path
    }
}

/// `read(2)`, named apart from ``InputReader/read(_:standardInput:)``.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
