/// Reads little-endian GGUF values from a byte buffer, never past its end.
struct GGUFByteReader {
    /// Why a read failed.
    enum Failure: Error {
        /// The data ended `needed` bytes short at `offset`.
        case truncated(offset: Int, needed: Int)
        /// A value was out of range, for example a string length larger than the file.
        case invalid(String)
    }

    let bytes: UnsafeRawBufferPointer
    private(set) var offset: Int = 0

    init(bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    var remaining: Int { bytes.count - offset }

    mutating func skip(_ count: Int) throws(Failure) {
        guard count >= 0, count <= remaining else { throw .truncated(offset: offset, needed: count) }
        offset += count
    }

    mutating func read<T: FixedWidthInteger>(_: T.Type) throws(Failure) -> T {
        let size = MemoryLayout<T>.size
        guard size <= remaining else { throw .truncated(offset: offset, needed: size) }
        let value = bytes.loadUnaligned(fromByteOffset: offset, as: T.self)
        offset += size
        return T(littleEndian: value)
    }

    /// Reads a count (a `UInt64`) and checks that it fits in the rest of the data at
    /// `minimumElementSize` bytes per element.
    mutating func readCount(minimumElementSize: Int, what: String = "count") throws(Failure) -> Int {
        let start = offset
        let count = try read(UInt64.self)
        guard count <= UInt64(Int.max / max(minimumElementSize, 1)),
            Int(count) * minimumElementSize <= remaining
        else {
            throw .invalid(
                "the \(what) \(count) at byte \(start) can't fit in the file's remaining \(remaining) bytes "
                    + "(\(minimumElementSize) or more bytes each)")
        }
        return Int(count)
    }

    mutating func readString() throws(Failure) -> String {
        let length = try readCount(minimumElementSize: 1, what: "string length")
        let slice = UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + length)])
        offset += length
        return String(decoding: slice, as: UTF8.self)
    }

    mutating func skipString() throws(Failure) {
        let length = try readCount(minimumElementSize: 1, what: "string length")
        offset += length
    }
}
