import Foundation

/// Decides whether bytes are text, and decodes them: UTF-8 (repairing what is invalid), UTF-16 or
/// UTF-32 with a byte-order mark, or Windows-1252 (Latin-1) for old exports that are not UTF-8.
public enum TextDecoding {
    /// What the bytes turned out to be.
    public enum Outcome: Sendable, Equatable {
        /// Text; `repairs` invalid sequences were replaced with U+FFFD.
        case text(String, repairs: Int)
        /// Text in another encoding than UTF-8, decoded; the note says which, for a person to check.
        case converted(String, note: String)
        /// Not text, with the reason.
        case binary(String)
    }

    /// Decodes bytes as UTF-8 text, or says why they are not text.
    ///
    /// A UTF-16 or UTF-32 byte-order mark decides the encoding (no note). Otherwise bytes are binary
    /// when the first 8 KiB hold a NUL byte, when more than a tenth of them are control characters
    /// other than white space, or when more than a tenth of the characters would need repair. Bytes
    /// that are not valid UTF-8 and hold no valid multi-byte UTF-8 sequence at all (`Caf\xE9`) are
    /// Windows-1252, read with a note. A UTF-8 byte-order mark is dropped.
    /// - Parameter data: The bytes.
    /// - Returns: The text and how many sequences were repaired, or why the bytes are binary.
    public static func decode(_ data: Data) -> Outcome {
        // Decoded from the bytes in place: no copy of the input beside the text made from it.
        data.withUnsafeBytes { raw in
            let all = raw.bindMemory(to: UInt8.self)
            if let marked = byteOrderMarked(all) { return marked }
            let hasMark = all.starts(with: [0xEF, 0xBB, 0xBF])
            return decode(UnsafeBufferPointer(rebasing: all[(hasMark ? 3 : 0)...]))
        }
    }

    /// Decodes bytes written by `fill` straight into a string's storage, so that the text is the
    /// only copy of a large input. `fill` writes at most `capacity` bytes and returns how many.
    /// The checks and the outcome are those of ``decode(_:)``.
    /// - Returns: The outcome, or nil when `fill` returned nil (the bytes didn't fit).
    static func decode(
        capacity: Int, filling fill: (UnsafeMutableBufferPointer<UInt8>) -> Int?
    ) -> Outcome? {
        var verdict: Outcome?
        var decodedElsewhere = false
        let text = String(unsafeUninitializedCapacity: max(capacity, 1)) { buffer in
            guard var count = fill(buffer) else { return 0 }
            if let marked = byteOrderMarked(UnsafeBufferPointer(rebasing: buffer[0..<count])) {
                verdict = marked
                decodedElsewhere = true
                return 0
            }
            if count >= 3, let base = buffer.baseAddress, base[0] == 0xEF, base[1] == 0xBB, base[2] == 0xBF {
                base.update(from: base + 3, count: count - 3)
                count -= 3
            }
            let bytes = UnsafeBufferPointer(rebasing: buffer[0..<count])
            if let reason = binaryReason(bytes) {
                verdict = .binary(reason)
                return 0
            }
            let (repairs, scalars) = invalidSequences(bytes)
            if repairs > 0, let legacy = windows1252(bytes) {
                verdict = legacy
                return 0
            }
            if repairs * 10 > max(1, scalars) {
                verdict = .binary("not UTF-8 text (\(repairs) invalid sequences)")
                return 0
            }
            verdict = .text("", repairs: repairs)
            return count  // invalid sequences are replaced with U+FFFD by the string itself
        }
        guard !decodedElsewhere, case .text(_, let repairs) = verdict else { return verdict }
        return .text(text, repairs: repairs)
    }

    /// Text that starts with a UTF-32 or UTF-16 byte-order mark, decoded; nil without a mark.
    private static func byteOrderMarked(_ bytes: UnsafeBufferPointer<UInt8>) -> Outcome? {
        let marks: [([UInt8], String.Encoding, String)] = [
            ([0xFF, 0xFE, 0x00, 0x00], .utf32LittleEndian, "UTF-32"),
            ([0x00, 0x00, 0xFE, 0xFF], .utf32BigEndian, "UTF-32"),
            ([0xFF, 0xFE], .utf16LittleEndian, "UTF-16"),
            ([0xFE, 0xFF], .utf16BigEndian, "UTF-16"),
        ]
        guard let (mark, encoding, name) = marks.first(where: { bytes.starts(with: $0.0) }) else { return nil }
        let body = Data(bytes[mark.count...])
        let unit = name == "UTF-32" ? 4 : 2
        guard body.count % unit == 0, let text = String(data: body, encoding: encoding),
            !text.unicodeScalars.contains(where: { $0.value == 0 })
        else {
            return .binary("not \(name) text (it starts with a \(name) byte-order mark but does not decode)")
        }
        return .text(text, repairs: 0)
    }

    /// Windows-1252 for bytes 0x80–0x9F (0 where the code page leaves a byte undefined: read as Latin-1).
    private static let windows1252High: [UInt32] = [
        0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017D, 0,
        0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E,
        0x0178,
    ]

    /// Bytes that are not UTF-8 and hold no valid multi-byte UTF-8 sequence, read as Windows-1252; nil when
    /// some multi-byte sequence is valid (then the text is UTF-8 with damage, repaired instead).
    private static func windows1252(_ bytes: UnsafeBufferPointer<UInt8>) -> Outcome? {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        decoding: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): if scalar.value >= 0x80 { return nil }
            case .error: continue
            case .emptyInput: break decoding
            }
        }
        var scalars = String.UnicodeScalarView()
        for byte in bytes {
            let value = (0x80...0x9F).contains(byte) ? windows1252High[Int(byte) - 0x80] : 0
            scalars.append(Unicode.Scalar(value == 0 ? UInt32(byte) : value) ?? "?")
        }
        return .converted(String(scalars), note: "not UTF-8; read as Windows-1252 (Latin-1)")
    }

    /// Why bytes are binary, or nil: NUL bytes or many control bytes in the first 8 KiB.
    private static func binaryReason(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let head = bytes.prefix(8192)
        if head.contains(0) { return "binary data (it contains NUL bytes)" }
        var controls = 0
        for byte in head where byte < 0x20 && ![0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x1B].contains(byte) { controls += 1 }
        if !head.isEmpty, controls * 10 > head.count {
            return "binary data (\(controls) control bytes in the first \(head.count))"
        }
        return nil
    }

    /// The invalid UTF-8 sequences in bytes, and the scalars they decode to (with repairs).
    private static func invalidSequences(_ bytes: UnsafeBufferPointer<UInt8>) -> (invalid: Int, scalars: Int) {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var invalid = 0
        var scalars = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: scalars += 1
            case .error:
                invalid += 1
                scalars += 1
            case .emptyInput: return (invalid, scalars)
            }
        }
    }

    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> Outcome {
        if let reason = binaryReason(bytes) { return .binary(reason) }
        if let valid = String(validating: bytes, as: UTF8.self) {
            return .text(valid, repairs: 0)
        }
        if let legacy = windows1252(bytes) { return legacy }
        let (repairs, scalars) = invalidSequences(bytes)
        if repairs * 10 > max(1, scalars) {
            return .binary("not UTF-8 text (\(repairs) invalid sequences)")
        }
        return .text(String(decoding: bytes, as: UTF8.self), repairs: repairs)
    }
}
