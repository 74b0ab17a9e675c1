import Foundation

/// A 128-bit, platform-stable, non-cryptographic hash (two FNV-1a 64 lanes) for cache file names.
///
/// Cache entries store their full key and are checked on read, so a collision costs a miss,
/// never a wrong result.
public enum StableHash {
    /// The hash of bytes, as 32 lowercase hex digits.
    public static func hex(of data: some Sequence<UInt8>) -> String {
        var first: UInt64 = 0xcbf2_9ce4_8422_2325
        var second: UInt64 = 0x6c62_272e_07bb_0142
        for byte in data {
            first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            second = (second ^ UInt64(byte ^ 0x5c)) &* 0x0000_0100_0000_01b3
            second = second &+ (second >> 29)
        }
        return hex64(first) + hex64(second)
    }

    /// The hash of a string's UTF-8 bytes.
    public static func hex(of text: String) -> String {
        hex(of: text.utf8)
    }

    private static func hex64(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
