import Foundation

/// The header of a GGUF model file, read and checked without llama.cpp.
///
/// ``validate(path:)`` checks the magic number, the version, every metadata entry and tensor
/// description, and that every tensor's data lies inside the file, so a truncated or corrupt file
/// is reported with its path before llama.cpp ever reads it. It also gives the metadata LMLlama
/// needs before loading (architecture, context length, chat template).
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
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .modelFileNotFound(path: path)
        }
        guard !isDirectory.boolValue else {
            throw .invalidModelFile(path: path, detail: "it is a directory")
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

    static func parse(_ bytes: UnsafeRawBufferPointer) throws(GGUFByteReader.Failure) -> GGUFHeader {
        var reader = GGUFByteReader(bytes: bytes)
        guard bytes.count >= 4 else { throw .invalid("the file has \(bytes.count) bytes, too few for a GGUF header") }
        let magic = try reader.read(UInt32.self)
        guard magic == 0x4655_4747 else {  // "GGUF"
            throw .invalid("it does not start with the GGUF magic number")
        }
        let version = try reader.read(UInt32.self)
        guard version == 2 || version == 3 else {
            throw .invalid("GGUF version \(version) is not supported (only 2 and 3)")
        }
        let tensorCount = try reader.readCount(minimumElementSize: 8 + 4 + 8 + 4 + 8)
        let entryCount = try reader.readCount(minimumElementSize: 8 + 4)
        var metadata: [String: Value] = [:]
        for _ in 0..<entryCount {
            let key = try reader.readString()
            let type = try reader.read(UInt32.self)
            metadata[key] = try readValue(type: type, key: key, reader: &reader)
        }
        var alignment = 32
        if case .integer(let value) = metadata["general.alignment"] {
            guard value > 0, value.nonzeroBitCount == 1 else {
                throw .invalid("general.alignment is \(value), not a power of two")
            }
            alignment = Int(value)
        }
        var extents: [(name: String, offset: Int, size: Int?)] = []
        for _ in 0..<tensorCount {
            let name = try reader.readString()
            let dimensionCount = try reader.read(UInt32.self)
            guard dimensionCount <= 8 else {
                throw .invalid("tensor \(name) has \(dimensionCount) dimensions")
            }
            var elements: UInt64 = 1
            for _ in 0..<dimensionCount {
                let dimension = try reader.read(UInt64.self)
                let (product, overflow) = elements.multipliedReportingOverflow(by: dimension)
                guard !overflow, product < UInt64(Int.max) else {
                    throw .invalid("tensor \(name) has an impossible shape")
                }
                elements = product
            }
            let type = try reader.read(UInt32.self)
            let offset = try reader.read(UInt64.self)
            guard offset < UInt64(Int.max), Int(offset) % alignment == 0 else {
                throw .invalid("tensor \(name) has a misaligned data offset \(offset)")
            }
            extents.append((name, Int(offset), tensorByteCount(type: type, elements: Int(elements))))
        }
        let dataStart = (reader.offset + alignment - 1) / alignment * alignment
        for extent in extents {
            let end = dataStart + extent.offset + (extent.size ?? 0)
            guard end <= bytes.count else {
                throw .invalid(
                    "truncated: tensor \(extent.name) ends at byte \(end) but the file has \(bytes.count) bytes"
                )
            }
        }
        return GGUFHeader(version: version, tensorCount: tensorCount, metadata: metadata, fileSize: bytes.count)
    }

    private static func readValue(
        type: UInt32,
        key: String,
        reader: inout GGUFByteReader
    ) throws(GGUFByteReader.Failure) -> Value {
        switch type {
        case 0: return .integer(Int64(try reader.read(UInt8.self)))
        case 1: return .integer(Int64(try reader.read(Int8.self)))
        case 2: return .integer(Int64(try reader.read(UInt16.self)))
        case 3: return .integer(Int64(try reader.read(Int16.self)))
        case 4: return .integer(Int64(try reader.read(UInt32.self)))
        case 5: return .integer(Int64(try reader.read(Int32.self)))
        case 6: return .number(Double(Float(bitPattern: try reader.read(UInt32.self))))
        case 7: return .bool(try reader.read(UInt8.self) != 0)
        case 8: return .string(try reader.readString())
        case 9:
            let elementType = try reader.read(UInt32.self)
            guard elementType != 9 else { throw .invalid("metadata \(key) is a nested array") }
            if elementType == 8 {
                let count = try reader.readCount(minimumElementSize: 8)
                for _ in 0..<count { try reader.skipString() }
                return .array(count: count)
            }
            guard let size = scalarSize(elementType) else {
                throw .invalid("metadata \(key) has an unknown element type \(elementType)")
            }
            let count = try reader.readCount(minimumElementSize: size)
            try reader.skip(count * size)
            return .array(count: count)
        case 10:
            let value = try reader.read(UInt64.self)
            return value <= UInt64(Int64.max) ? .integer(Int64(value)) : .unsignedInteger(value)
        case 11: return .integer(try reader.read(Int64.self))
        case 12: return .number(Double(bitPattern: try reader.read(UInt64.self)))
        default: throw .invalid("metadata \(key) has an unknown value type \(type)")
        }
    }

    private static func scalarSize(_ type: UInt32) -> Int? {
        switch type {
        case 0, 1, 7: 1
        case 2, 3: 2
        case 4, 5, 6: 4
        case 10, 11, 12: 8
        default: nil
        }
    }

    /// The bytes of a tensor's data, for the ggml types whose layout is fixed and well known;
    /// nil for others (their extent is then checked by llama.cpp).
    private static func tensorByteCount(type: UInt32, elements: Int) -> Int? {
        let layout: (block: Int, bytes: Int)? =
            switch type {
            case 0: (1, 4)  // F32
            case 1: (1, 2)  // F16
            case 2: (32, 18)  // Q4_0
            case 3: (32, 20)  // Q4_1
            case 6: (32, 22)  // Q5_0
            case 7: (32, 24)  // Q5_1
            case 8: (32, 34)  // Q8_0
            case 10: (256, 84)  // Q2_K
            case 11: (256, 110)  // Q3_K
            case 12: (256, 144)  // Q4_K
            case 13: (256, 176)  // Q5_K
            case 14: (256, 210)  // Q6_K
            case 24: (1, 1)  // I8
            case 25: (1, 2)  // I16
            case 26: (1, 4)  // I32
            case 27, 28: (1, 8)  // I64, F64
            case 30: (1, 2)  // BF16
            default: nil
            }
        guard let layout else { return nil }
        return (elements + layout.block - 1) / layout.block * layout.bytes
    }
}
