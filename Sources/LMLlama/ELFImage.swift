import Foundation

/// The parts of a 64-bit little-endian ELF file that decide whether the loader can map it: its
/// program and section header tables, its loaded segments, and the libraries it needs.
struct ELFImage {
    /// Why the headers can't be trusted.
    struct Damage: Error {
        var detail: String
    }

    /// The `DT_NEEDED` library names.
    private(set) var needed: [String] = []
    /// The `DT_RUNPATH` / `DT_RPATH` directories, unexpanded.
    private(set) var runPaths: [String] = []

    private struct Segment {
        var type: UInt32
        var offset: Int
        var address: Int
        var fileSize: Int
    }

    /// Reads the headers of `data`; nil when it is not a 64-bit little-endian ELF file (left to
    /// the loader).
    /// - Throws: ``Damage`` when a header, table or segment lies beyond the end of the file.
    init?(_ data: Data) throws(Damage) {
        guard data.count >= 4, data.prefix(4).elementsEqual([0x7F, 0x45, 0x4C, 0x46]) else {
            throw Damage(detail: "it is not an ELF shared library")
        }
        guard data.count >= 64 else { throw Damage(detail: "its ELF header is cut short") }
        guard data[data.startIndex + 4] == 2, data[data.startIndex + 5] == 1 else { return nil }
        let size = data.count
        func integer<T: FixedWidthInteger>(_ offset: Int, _: T.Type) throws(Damage) -> T {
            guard offset >= 0, offset + MemoryLayout<T>.size <= size else {
                throw Damage(detail: "a header at byte \(offset) is beyond the end")
            }
            var value: T = 0
            withUnsafeMutableBytes(of: &value) { buffer in
                _ = data.copyBytes(
                    to: buffer, from: (data.startIndex + offset)..<(data.startIndex + offset + MemoryLayout<T>.size))
            }
            return T(littleEndian: value)
        }
        func table(_ name: String, offset: UInt64, count: UInt16, entrySize: UInt16) throws(Damage) {
            let end = offset.addingReportingOverflow(UInt64(count) * UInt64(entrySize))
            guard !end.overflow, end.partialValue <= UInt64(size) else {
                throw Damage(detail: "its \(name) table ends at byte \(end.partialValue), beyond the end")
            }
        }
        let programOffset = try integer(0x20, UInt64.self)
        let sectionOffset = try integer(0x28, UInt64.self)
        let programEntrySize = try integer(0x36, UInt16.self)
        let programCount = try integer(0x38, UInt16.self)
        let sectionEntrySize = try integer(0x3A, UInt16.self)
        let sectionCount = try integer(0x3C, UInt16.self)
        try table("program header", offset: programOffset, count: programCount, entrySize: programEntrySize)
        try table("section header", offset: sectionOffset, count: sectionCount, entrySize: sectionEntrySize)
        guard programCount == 0 || programEntrySize >= 56 else {
            throw Damage(detail: "its program headers are malformed")
        }
        var segments: [Segment] = []
        for index in 0..<Int(programCount) {
            let base = Int(programOffset) + index * Int(programEntrySize)
            let segment = Segment(
                type: try integer(base, UInt32.self), offset: Int(clamping: try integer(base + 8, UInt64.self)),
                address: Int(clamping: try integer(base + 16, UInt64.self)),
                fileSize: Int(clamping: try integer(base + 32, UInt64.self)))
            if segment.type == 1 || segment.type == 2 {  // PT_LOAD, PT_DYNAMIC
                let end = segment.offset.addingReportingOverflow(segment.fileSize)
                guard !end.overflow, end.partialValue <= size else {
                    throw Damage(detail: "segment \(index) ends at byte \(end.partialValue), beyond the end")
                }
            }
            segments.append(segment)
        }
        try readDynamic(segments: segments, integer: integer, data: data)
    }

    private mutating func readDynamic(
        segments: [Segment],
        integer: (Int, UInt64.Type) throws(Damage) -> UInt64,
        data: Data
    ) throws(Damage) {
        guard let dynamic = segments.first(where: { $0.type == 2 }) else { return }
        var neededOffsets: [Int] = []
        var runPathOffsets: [Int] = []
        var stringTable: Int?
        var entry = dynamic.offset
        entries: while entry + 16 <= dynamic.offset + dynamic.fileSize {
            let tag = try integer(entry, UInt64.self)
            let value = Int(clamping: try integer(entry + 8, UInt64.self))
            switch tag {
            case 0: break entries
            case 1: neededOffsets.append(value)
            case 5: stringTable = value
            case 15, 29: runPathOffsets.append(value)
            default: break
            }
            entry += 16
        }
        guard let address = stringTable,
            let segment = segments.first(where: {
                $0.type == 1 && address >= $0.address && address - $0.address < $0.fileSize
            })
        else { return }
        let tableOffset = address - segment.address + segment.offset
        func string(_ offset: Int) -> String? {
            let start = tableOffset + offset
            guard start >= 0, start < data.count else { return nil }
            let bytes = data[(data.startIndex + start)...].prefix(4096).prefix { $0 != 0 }
            return String(decoding: bytes, as: UTF8.self)
        }
        needed = neededOffsets.compactMap(string)
        runPaths = runPathOffsets.compactMap(string).flatMap { $0.split(separator: ":").map(String.init) }
    }
}
