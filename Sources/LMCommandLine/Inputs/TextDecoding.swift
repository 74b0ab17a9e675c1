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

    /// Decodes bytes written by `fill` straight into a string's storage, so that the text is the
    /// only copy of a large input. `fill` writes at most `capacity` bytes and returns how many.
    /// The checks and the outcome are those of ``decode(_:)``.
    /// - Returns: The outcome, or nil when `fill` returned nil (the bytes didn't fit).
    static func decode(
        capacity: Int, filling fill: (UnsafeMutableBufferPointer<UInt8>) -> Int?
    ) -> Outcome? {
        var verdict: Outcome?
        let text = String(unsafeUninitializedCapacity: max(capacity, 1)) { buffer in
            guard var count = fill(buffer) else { return 0 }
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
            if repairs * 10 > max(1, scalars) {
                verdict = .binary("not UTF-8 text (\(repairs) invalid sequences)")
                return 0
            }
            verdict = .text("", repairs: repairs)
            return count  // invalid sequences are replaced with U+FFFD by the string itself
        }
        guard case .text(_, let repairs) = verdict else { return verdict }
        return .text(text, repairs: repairs)
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
        let (repairs, scalars) = invalidSequences(bytes)
        if repairs * 10 > max(1, scalars) {
            return .binary("not UTF-8 text (\(repairs) invalid sequences)")
        }
        return .text(String(decoding: bytes, as: UTF8.self), repairs: repairs)
    }
}
