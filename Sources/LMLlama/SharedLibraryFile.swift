import Foundation

/// A shared library on disk, checked before the dynamic loader maps it.
///
/// `dlopen` maps a library's segments as its headers describe them; a file cut short is mapped
/// past its end and the process dies of SIGBUS inside the loader. So before opening llama.cpp,
/// ``check(path:)`` reads the ELF headers of the library and of every llama.cpp library it
/// needs (`libllama`, `libggml`, `libggml-base`, `libggml-cpu`, ...): each must exist, and its
/// program headers, section headers and loaded segments must lie within the file. Only 64-bit
/// little-endian ELF is read in depth (other files are left to the loader), and nothing is
/// checked on platforms that don't use ELF.
struct SharedLibraryFile {
    /// What is wrong with a library, in words naming the file.
    struct Problem: Error, Equatable {
        var library: String
        var detail: String
        var description: String { "\(library) \(detail)" }
    }

    /// Checks the library at `path` and the llama.cpp libraries it needs.
    /// - Throws: ``Problem`` naming the first file that is missing or incomplete.
    static func check(path: String) throws(Problem) {
        #if os(Linux)
            var visited: Set<String> = []
            try check(path: path, neededBy: nil, visited: &visited)
        #endif
    }

    /// Whether libraries are checked on this platform (ELF platforms only).
    static var checksELF: Bool {
        #if os(Linux)
            true
        #else
            false
        #endif
    }

    /// Whether a library name is part of llama.cpp's installation (its absence is then reported).
    static func isLlamaLibrary(_ name: String) -> Bool {
        name.hasPrefix("libggml") || name.hasPrefix("libllama")
    }

    private static func check(path: String, neededBy: String?, visited: inout Set<String>) throws(Problem) {
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard visited.insert(resolved).inserted, visited.count <= 32 else { return }
        var info = stat()
        guard stat(path, &info) == 0 else {
            let by = neededBy.map { ", which \($0) needs," } ?? ""
            throw Problem(library: path, detail: "is missing\(by) (\(String(cString: strerror(errno))))")
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw Problem(library: path, detail: "is not a regular file")
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped)
        } catch {
            throw Problem(library: path, detail: "can't be read (\(error.localizedDescription))")
        }
        let elf: ELFImage
        do {
            guard let image = try ELFImage(data) else { return }
            elf = image
        } catch {
            throw Problem(
                library: path, detail: "is incomplete or damaged: \(error.detail) (the file has \(data.count) bytes)")
        }
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        let searchDirectories = elf.runPaths.map { $0.replacingOccurrences(of: "$ORIGIN", with: directory) }
        for name in elf.needed {
            let candidates = (searchDirectories + [directory]).map { $0 + "/" + name }
            if let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) {
                try check(path: found, neededBy: path, visited: &visited)
            } else if isLlamaLibrary(name), !isOnSystemPath(name) {
                throw Problem(
                    library: directory + "/" + name,
                    detail: "is missing, which \(path) needs (the llama.cpp installation is incomplete)")
            }
        }
    }

    /// Whether the dynamic loader could find `name` outside the library's own directory.
    private static func isOnSystemPath(_ name: String) -> Bool {
        let environment = ProcessInfo.processInfo.environment["LD_LIBRARY_PATH"] ?? ""
        let directories =
            environment.split(separator: ":").map(String.init)
            + ["/usr/local/lib", "/usr/lib", "/lib", "/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu"]
        return directories.contains { FileManager.default.fileExists(atPath: $0 + "/" + name) }
    }
}
