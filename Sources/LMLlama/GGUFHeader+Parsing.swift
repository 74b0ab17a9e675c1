extension GGUFHeader {
    /// One tensor's description from the tensor table.
    struct TensorEntry {
        var name: String
        var type: GGUFTensorType
        var offset: Int
        var byteCount: Int
    }

    /// Reads the whole header and the tensor table from the bytes of a file, checking every
    /// count, string length, type and extent against the file's size.
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
        // A tensor description is at least a name length, a dimension count, a type and an offset.
        let tensorCount = try reader.readCount(minimumElementSize: 8 + 4 + 4 + 8, what: "tensor count")
        // An entry is at least a key length and a type (plus its value).
        let entryCount = try reader.readCount(minimumElementSize: 8 + 4 + 1, what: "metadata entry count")
        var header = GGUFHeader(version: version, tensorCount: tensorCount, metadata: [:], fileSize: bytes.count)
        for index in 0..<entryCount {
            let key = try reader.readString()
            guard !key.isEmpty else { throw .invalid("metadata entry \(index) has an empty key") }
            guard header.metadata[key] == nil else { throw .invalid("metadata key \(key) appears twice") }
            let type = try reader.read(UInt32.self)
            header.metadata[key] = try readValue(type: type, key: key, reader: &reader, header: &header)
        }
        let alignment = try header.alignment()
        var tensors: [TensorEntry] = []
        tensors.reserveCapacity(tensorCount)
        var names: Set<String> = []
        for index in 0..<tensorCount {
            let tensor = try readTensor(reader: &reader, alignment: alignment)
            guard !tensor.name.isEmpty else { throw .invalid("tensor \(index) of \(tensorCount) has an empty name") }
            guard names.insert(tensor.name).inserted else { throw .invalid("tensor \(tensor.name) appears twice") }
            tensors.append(tensor)
        }
        let (dataStart, overflow) = reader.offset.addingReportingOverflow(alignment - 1)
        guard !overflow else { throw .invalid("the tensor table ends beyond any possible file size") }
        let alignedStart = dataStart / alignment * alignment
        // ggml lays tensors out back to back in table order, each padded to the alignment, and
        // refuses any other offset; a size or type changed in the table shows up here.
        var expectedOffset = 0
        for tensor in tensors {
            guard tensor.offset == expectedOffset else {
                throw .invalid(
                    "tensor \(tensor.name) is at data offset \(tensor.offset), but the tensors before it end at "
                        + "\(expectedOffset) (a tensor's type, shape or offset is damaged)")
            }
            let (padded, overflow) = tensor.byteCount.addingReportingOverflow(alignment - 1)
            guard !overflow else { throw .invalid("tensor \(tensor.name) is too large") }
            expectedOffset += padded / alignment * alignment
        }
        for tensor in tensors {
            let (start, startOverflow) = alignedStart.addingReportingOverflow(tensor.offset)
            let (end, endOverflow) = start.addingReportingOverflow(tensor.byteCount)
            guard !startOverflow, !endOverflow, end <= bytes.count else {
                throw .invalid(
                    "truncated: tensor \(tensor.name) (\(tensor.type.name), \(tensor.byteCount) bytes at data offset "
                        + "\(tensor.offset)) ends beyond the file's \(bytes.count) bytes")
            }
        }
        try header.checkHyperParameters()
        try header.checkLayerTensors(tensors.map(\.name))
        return header
    }

    /// The data alignment: `general.alignment` (a power of two), else 32.
    private func alignment() throws(GGUFByteReader.Failure) -> Int {
        guard let value = metadata["general.alignment"] else { return 32 }
        guard case .integer(let alignment) = value, alignment > 0, alignment <= 1 << 30,
            alignment.nonzeroBitCount == 1
        else {
            throw .invalid("general.alignment is \(Self.describe(value)), not a power of two")
        }
        return Int(alignment)
    }

    private static func readTensor(
        reader: inout GGUFByteReader, alignment: Int
    ) throws(GGUFByteReader.Failure) -> TensorEntry {
        let name = try reader.readString()
        let dimensionCount = try reader.read(UInt32.self)
        guard dimensionCount <= 4 else {
            throw .invalid("tensor \(name) has \(dimensionCount) dimensions (ggml allows at most 4)")
        }
        var dimensions: [Int] = []
        var elements = 1
        for _ in 0..<dimensionCount {
            let dimension = try reader.read(UInt64.self)
            guard dimension <= UInt64(Int64.max) else { throw .invalid("tensor \(name) has a negative dimension") }
            let (product, overflow) = elements.multipliedReportingOverflow(by: Int(dimension))
            guard !overflow else {
                throw .invalid("tensor \(name) has an impossible shape \(dimensions + [Int(dimension)])")
            }
            elements = product
            dimensions.append(Int(dimension))
        }
        let code = try reader.read(UInt32.self)
        guard let type = GGUFTensorType.of(code) else {
            throw .invalid("tensor \(name) has an unknown ggml type \(code)")
        }
        guard let byteCount = type.byteCount(dimensions: dimensions) else {
            throw .invalid(
                "tensor \(name) of type \(type.name) has shape \(dimensions), whose rows are not whole blocks of "
                    + "\(type.blockSize) values or whose size overflows")
        }
        let offset = try reader.read(UInt64.self)
        guard offset < UInt64(Int.max), Int(offset) % alignment == 0 else {
            throw .invalid("tensor \(name) has a misaligned data offset \(offset) (alignment \(alignment))")
        }
        return TensorEntry(name: name, type: type, offset: Int(offset), byteCount: byteCount)
    }

    private static func readValue(
        type: UInt32,
        key: String,
        reader: inout GGUFByteReader,
        header: inout GGUFHeader
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
        case 9: return try readArray(key: key, reader: &reader, header: &header)
        case 10:
            let value = try reader.read(UInt64.self)
            return value <= UInt64(Int64.max) ? .integer(Int64(value)) : .unsignedInteger(value)
        case 11: return .integer(try reader.read(Int64.self))
        case 12: return .number(Double(bitPattern: try reader.read(UInt64.self)))
        default: throw .invalid("metadata \(key) has an unknown value type \(type)")
        }
    }

    private static func readArray(
        key: String,
        reader: inout GGUFByteReader,
        header: inout GGUFHeader
    ) throws(GGUFByteReader.Failure) -> Value {
        let elementType = try reader.read(UInt32.self)
        guard elementType != 9 else { throw .invalid("metadata \(key) is a nested array") }
        if elementType == 8 {
            let count = try reader.readCount(minimumElementSize: 8, what: "length of \(key)")
            for _ in 0..<count { try reader.skipString() }
            return .array(count: count)
        }
        guard let size = scalarSize(elementType) else {
            throw .invalid("metadata \(key) has an unknown element type \(elementType)")
        }
        let count = try reader.readCount(minimumElementSize: size, what: "length of \(key)")
        if count <= keptArrayLength, elementType <= 5 || elementType == 10 || elementType == 11 {
            var values: [Int64] = []
            values.reserveCapacity(count)
            for _ in 0..<count {
                switch try readValue(type: elementType, key: key, reader: &reader, header: &header) {
                case .integer(let value): values.append(value)
                default: values.append(Int64.max)  // an unsigned value beyond Int64: out of any range
                }
            }
            header.integerArrays[key] = values
        } else {
            try reader.skip(count * size)
        }
        return .array(count: count)
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
}
