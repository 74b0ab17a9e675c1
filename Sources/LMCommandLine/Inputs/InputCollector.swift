import Foundation

/// Turns operands into the inputs of a batch: files, directories walked recursively, and `-`.
///
/// Directories are walked in sorted order, so a batch is the same on every run; hidden entries
/// (names starting with `.`) and symbolic links to directories are not followed.
public enum InputCollector {
    /// Expands operands into inputs, in order.
    /// - Parameters:
    ///   - operands: Paths and `-`, as given on the command line.
    ///   - allowDirectories: Whether a directory stands for the files in it; when false, a
    ///     directory is an input error.
    /// - Returns: One item per file found or per operand that can't be used; a directory with no
    ///   files in it (at any depth) is an ``InputError`` of kind `empty`.
    public static func collect(_ operands: [String], allowDirectories: Bool = true) -> [InputItem] {
        var items: [InputItem] = []
        var standardInputTaken = false
        for operand in operands {
            if operand == "-" {
                if standardInputTaken {
                    items.append(
                        .failure(
                            InputError(path: "-", kind: .malformed, message: "standard input can only be read once")))
                } else {
                    standardInputTaken = true
                    items.append(.source(InputSource(.standardInput)))
                }
                continue
            }
            let status: FileStatus
            do {
                status = try FileStatus.of(operand)
            } catch {
                items.append(.failure(error))
                continue
            }
            switch status.kind {
            case .regular:
                items.append(.source(InputSource(.file(operand))))
            case .directory where allowDirectories:
                let before = items.count
                walk(operand, into: &items)
                if items.count == before {
                    items.append(
                        .failure(
                            InputError(
                                path: operand, kind: .empty,
                                message: "is a directory with no files to process (hidden entries are not read)")))
                }
            case .directory:
                items.append(
                    .failure(
                        InputError(
                            path: operand, kind: .isDirectory, message: "is a directory, but a file is expected here")))
            case .other:
                items.append(
                    .failure(InputError(path: operand, kind: .unreadable, message: FileStatus.notRegularMessage)))
            }
        }
        return items
    }

    private static func walk(_ directory: String, into items: inout [InputItem]) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        } catch {
            items.append(
                .failure(
                    InputError(
                        path: directory, kind: .unreadable, message: "can't list this directory (check its permissions)"
                    )))
            return
        }
        for name in names where !name.hasPrefix(".") {
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            var linkInfo = stat()
            guard lstat(path, &linkInfo) == 0 else { continue }
            let isLink = linkInfo.st_mode & S_IFMT == S_IFLNK
            guard let status = try? FileStatus.of(path) else {
                items.append(.failure(InputError(path: path, kind: .missing, message: "is a broken link")))
                continue
            }
            switch status.kind {
            case .regular: items.append(.source(InputSource(.file(path), foundInDirectory: true)))
            case .directory where !isLink: walk(path, into: &items)
            default: continue
            }
        }
    }
}
