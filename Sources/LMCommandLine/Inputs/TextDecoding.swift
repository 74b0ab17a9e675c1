import Foundation

/// Decides whether bytes are text, and decodes them as UTF-8, repairing what is invalid.
public enum TextDecoding {
    /// What the bytes turned out to be.
    public enum Outcome: Sendable, Equatable {
        /// Text; `repairs` invalid sequences were replaced with U+FFFD.
        case text(String, repairs: Int)
        /// Not text, with the reason.
        case binary(String)
    }

    /// Decodes bytes as UTF-8 text, or says why they are not text.
    ///
    /// Bytes are binary when the first 8 KiB hold a NUL byte, when more than a tenth of them
    /// are control characters other than white space, or when more than a tenth of the
    /// characters would need repair. A UTF-8 byte-order mark is dropped.
    /// - Parameter data: The bytes.
    /// - Returns: The text and how many sequences were repaired, or why the bytes are binary.
    public static func decode(_ data: Data) -> Outcome {
        // Decoded from the bytes in place: no copy of the input beside the text made from it.
        data.withUnsafeBytes { raw in
            let all = raw.bindMemory(to: UInt8.self)
            let hasMark = all.starts(with: [0xEF, 0xBB, 0xBF])
            return decode(UnsafeBufferPointer(rebasing: all[(hasMark ? 3 : 0)...]))
        }
    }

    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> Outcome {
        let head = bytes.prefix(8192)
        if head.contains(0) { return .binary("binary data (it contains NUL bytes)") }
        var controls = 0
        for byte in head where byte < 0x20 && ![0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x1B].contains(byte) { controls += 1 }
        if !head.isEmpty, controls * 10 > head.count {
            return .binary("binary data (\(controls) control bytes in the first \(head.count))")
        }
        if let valid = String(validating: bytes, as: UTF8.self) {
            return .text(valid, repairs: 0)
        }
        let repaired = String(decoding: bytes, as: UTF8.self)
        var repairs = 0
        var scalars = 0
        for scalar in repaired.unicodeScalars {
            scalars += 1
            if scalar == "\u{FFFD}" { repairs += 1 }
        }
        if repairs * 10 > max(1, scalars) {
            return .binary("not UTF-8 text (\(repairs) invalid sequences)")
        }
        return .text(repaired, repairs: repairs)
    }
}
