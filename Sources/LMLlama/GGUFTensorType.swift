/// The storage layout of a ggml tensor type: how many values a block holds and its size in bytes.
///
/// The table covers every type a GGUF file may declare (ggml's `ggml_type` values that have a
/// layout); a number outside it is an unknown type, which ``GGUFHeader/validate(path:)`` refuses
/// before llama.cpp reads the file.
struct GGUFTensorType: Sendable, Equatable {
    /// The type's number in the file.
    let code: UInt32
    /// ggml's name for it, such as `Q4_K`.
    let name: String
    /// Values per block.
    let blockSize: Int
    /// Bytes per block.
    let blockBytes: Int

    /// The layout of type `code`, or nil when ggml has no such type (or no longer supports it).
    static func of(_ code: UInt32) -> GGUFTensorType? {
        guard let (name, blockSize, blockBytes) = table[code] else { return nil }
        return GGUFTensorType(code: code, name: name, blockSize: blockSize, blockBytes: blockBytes)
    }

    /// The bytes a row-major tensor of this type with `dimensions` occupies, or nil when the
    /// first dimension is not a whole number of blocks or the size overflows.
    func byteCount(dimensions: [Int]) -> Int? {
        guard let first = dimensions.first else { return blockBytes / blockSize }
        guard first % blockSize == 0 else { return nil }
        var total = (first / blockSize).multipliedReportingOverflow(by: blockBytes)
        guard !total.overflow else { return nil }
        for dimension in dimensions.dropFirst() {
            total = total.partialValue.multipliedReportingOverflow(by: dimension)
            guard !total.overflow else { return nil }
        }
        return total.partialValue
    }

    /// ggml's types: name, values per block, bytes per block.
    private static let table: [UInt32: (String, Int, Int)] = [
        0: ("F32", 1, 4), 1: ("F16", 1, 2), 2: ("Q4_0", 32, 18), 3: ("Q4_1", 32, 20),
        6: ("Q5_0", 32, 22), 7: ("Q5_1", 32, 24), 8: ("Q8_0", 32, 34), 9: ("Q8_1", 32, 36),
        10: ("Q2_K", 256, 84), 11: ("Q3_K", 256, 110), 12: ("Q4_K", 256, 144), 13: ("Q5_K", 256, 176),
        14: ("Q6_K", 256, 210), 15: ("Q8_K", 256, 292), 16: ("IQ2_XXS", 256, 66), 17: ("IQ2_XS", 256, 74),
        18: ("IQ3_XXS", 256, 98), 19: ("IQ1_S", 256, 50), 20: ("IQ4_NL", 32, 18), 21: ("IQ3_S", 256, 110),
        22: ("IQ2_S", 256, 82), 23: ("IQ4_XS", 256, 136), 24: ("I8", 1, 1), 25: ("I16", 1, 2),
        26: ("I32", 1, 4), 27: ("I64", 1, 8), 28: ("F64", 1, 8), 29: ("IQ1_M", 256, 56),
        30: ("BF16", 1, 2), 34: ("TQ1_0", 256, 54), 35: ("TQ2_0", 256, 66), 39: ("MXFP4", 32, 17),
        40: ("NVFP4", 64, 36), 41: ("Q1_0", 128, 18), 42: ("Q2_0", 64, 18),
    ]
}
