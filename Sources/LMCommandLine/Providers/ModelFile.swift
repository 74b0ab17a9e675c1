import Foundation

/// A model file named by `--model` or `LMCORE_MODEL`, checked before any provider loads it.
struct ModelFile: Sendable, Equatable {
    /// The path as given.
    let path: String
    /// Where it came from: `--model` or `LMCORE_MODEL`.
    let origin: String

    /// The model file the options or the environment name, if any.
    static func configured(_ global: GlobalOptions, environment: [String: String]) -> ModelFile? {
        if let path = global.modelPath { return ModelFile(path: path, origin: "--model") }
        if let path = environment["LMCORE_MODEL"], !path.isEmpty {
            return ModelFile(path: path, origin: "LMCORE_MODEL")
        }
        return nil
    }

    /// Checks that the file exists, is a regular file (never opening a pipe or device, which could
    /// block), and starts with the GGUF magic.
    /// - Throws: ``InputError`` saying what is wrong with the file.
    func check() throws(InputError) {
        let status = try FileStatus.of(path)
        if status.kind == .directory {
            throw InputError(
                path: path, kind: .isDirectory, message: "is a directory; \(origin) needs a .gguf model file")
        }
        guard status.kind == .regular else {
            throw InputError(
                path: path, kind: .unreadable,
                message: "is not a regular file (a named pipe, socket or device); \(origin) needs a .gguf model file")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw InputError(path: path, kind: .unreadable, message: "can't be read; check its permissions")
        }
        defer { try? handle.close() }
        let magic = (try? handle.read(upToCount: 4)) ?? Data()
        guard magic == Data("GGUF".utf8) else {
            throw InputError(
                path: path, kind: .malformed,
                message: "is not a GGUF model file (it doesn't start with 'GGUF'); \(origin) needs a .gguf file")
        }
    }

    /// What identifies this file's version, for the cache: path, size and modification time.
    var identity: String {
        let status = try? FileStatus.of(path)
        return "\(InputReader.absolute(path)):\(status?.size ?? -1):\(status?.modificationNanoseconds ?? -1)"
    }
}
