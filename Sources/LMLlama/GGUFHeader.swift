import Foundation

/// The header of a GGUF model file, read and checked without llama.cpp.
///
/// ``validate(path:)`` checks the magic number, the version, every metadata entry and tensor
/// description (a known ggml type, a shape whose size is computable), that every tensor's data
/// lies inside the file, that the counts of tensors and entries can fit in it, and that the
/// hyper-parameters llama.cpp asserts on (block count, embedding length, head and expert counts,
/// context length, vocabulary) are in range. So a truncated or corrupt file is reported with its
/// path before llama.cpp ever reads it, instead of taking the process down. It also gives the
/// metadata LMLlama needs before loading (architecture, context length, chat template).
///
/// What it can't see: flipped bits inside the weights themselves (they are just numbers; the
/// model then answers badly, but nothing crashes).
public struct GGUFHeader: Sendable, Equatable {
    /// A scalar metadata value. Arrays are summarized by their element count.
    public enum Value: Sendable, Equatable {
        /// An integer of any width.
        case integer(Int64)
        /// An unsigned integer too large for `Int64`.
        case unsignedInteger(UInt64)
        /// A floating-point number.
        case number(Double)
        /// A Boolean.
        case bool(Bool)
        /// A string.
        case string(String)
        /// An array, with its element count.
        case array(count: Int)
    }

    /// The format version (2 or 3).
    public var version: UInt32
    /// The number of tensors.
    public var tensorCount: Int
    /// The metadata entries, by key.
    public var metadata: [String: Value]
    /// The file's size in bytes.
    public var fileSize: Int
    /// Integer arrays of up to ``GGUFHeader/keptArrayLength`` elements (per-layer head counts and
    /// the like), by key, for the hyper-parameter checks.
    var integerArrays: [String: [Int64]] = [:]

    /// The longest integer array kept in ``integerArrays`` (llama.cpp's limit on layers).
    static let keptArrayLength = 512

    /// `general.architecture`, such as `llama`.
    public var architecture: String? {
        if case .string(let value) = metadata["general.architecture"] { return value }
        return nil
    }

    /// `general.name`, when present.
    public var name: String? {
        if case .string(let value) = metadata["general.name"] { return value }
        return nil
    }

    /// The context length the model was trained with (`<architecture>.context_length`).
    public var contextLength: Int? {
        guard let architecture else { return nil }
        switch metadata["\(architecture).context_length"] {
        case .integer(let value): return Int(value)
        case .unsignedInteger(let value): return Int(clamping: value)
        default: return nil
        }
    }

    /// The Jinja chat template (`tokenizer.chat_template`), when present.
    public var chatTemplate: String? {
        if case .string(let value) = metadata["tokenizer.chat_template"] { return value }
        return nil
    }

    /// Reads and validates the header of the GGUF file at `path`.
    /// - Parameter path: The model file.
    /// - Returns: The header.
    /// - Throws: ``LlamaError/modelFileNotFound(path:)`` when there is no file, or
    ///   ``LlamaError/invalidModelFile(path:detail:)`` saying what is wrong.
    public static func validate(path: String) throws(LlamaError) -> GGUFHeader {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { throw .modelFileNotFound(path: path) }
            throw .invalidModelFile(path: path, detail: "it can't be examined: \(String(cString: strerror(code)))")
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .invalidModelFile(path: path, detail: "it is a directory")
        default:
            throw .invalidModelFile(
                path: path, detail: "it is not a regular file (a pipe, socket or device can't hold a model)")
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped)
        } catch {
            throw .invalidModelFile(path: path, detail: "it can't be read: \(error.localizedDescription)")
        }
        let result = data.withUnsafeBytes { bytes -> Result<GGUFHeader, GGUFByteReader.Failure> in
            do throws(GGUFByteReader.Failure) {
                return .success(try parse(bytes))
            } catch {
                return .failure(error)
            }
        }
        switch result {
        case .success(let header):
            return header
        case .failure(.truncated(let offset, let needed)):
            throw .invalidModelFile(
                path: path,
                detail: "truncated: \(needed) more bytes needed at byte \(offset) of \(data.count)"
            )
        case .failure(.invalid(let detail)):
            throw .invalidModelFile(path: path, detail: detail)
        }
    }
}
