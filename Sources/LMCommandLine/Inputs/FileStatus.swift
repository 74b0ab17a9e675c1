import Foundation

/// What `stat` says about a path: its kind, size and modification time.
struct FileStatus: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case regular
        case directory
        case other
    }

    var kind: Kind
    var size: Int64

    /// What lmctl says of a path that is neither a regular file nor a directory.
    static let notRegularMessage =
        "is not a regular file (a named pipe, socket or device); give lmctl a file, or - for standard input"
    /// Modification time, in nanoseconds since 1970.
    var modificationNanoseconds: Int64

    /// Reads a path's status, following symbolic links.
    /// - Throws: ``InputError`` when the path does not exist or can't be examined.
    static func of(_ path: String) throws(InputError) -> FileStatus {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR {
                throw InputError(path: path, kind: .missing, message: "no such file or directory")
            }
            throw InputError(
                path: path, kind: .unreadable, message: "can't examine it (\(String(cString: strerror(code))))")
        }
        let format = info.st_mode & S_IFMT
        let kind: Kind = format == S_IFREG ? .regular : format == S_IFDIR ? .directory : .other
        #if os(Linux)
            let time = info.st_mtim
        #else
            let time = info.st_mtimespec
        #endif
        let nanoseconds = Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
        return FileStatus(kind: kind, size: Int64(info.st_size), modificationNanoseconds: nanoseconds)
    }
}
