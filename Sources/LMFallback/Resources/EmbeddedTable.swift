import CLMFallbackData
import Foundation

/// A read-only hash table built into the binary by `scripts/make-fallback-resources.py` (an `lmf_table`
/// of `CLMFallbackData`): the keys of one built-in data set, each with an optional 64-bit value.
///
/// Nothing is parsed, copied or hashed ahead of time: the slots, the key positions and the values are the
/// binary's constant data, so a table is ready the moment it is made. A lookup hashes the key's UTF-8 bytes
/// with 32-bit FNV-1a (``hash(_:)``, the generator's hash) and probes linearly; it allocates nothing for
/// keys in Unicode NFC form, which is what text almost always is.
///
/// Lookups by `String` follow Swift's `String` equality (canonical equivalence), as the `Dictionary`s and
/// `Set`s these tables replace did: a key written in another normalization form (`Mu\u{308}nchen`) is
/// composed to NFC before its bytes are looked up. Lookups by bytes compare bytes exactly.
struct EmbeddedTable: @unchecked Sendable {
    // @unchecked: the pointers address immutable static data of the C target (never written, never freed),
    // so sharing a table between threads is safe.

    /// The tables `CLMFallbackData` provides.
    enum Name: Int32 {
        /// The tiered English words; value: the tier (1 most common).
        case englishWords = 1
        /// The counted words; value: the corpus count.
        case wordFrequencies = 2
        /// The place names; value: population × 8 + kind.
        case places = 3
        /// The frequent surnames; membership only.
        case surnames = 4
        /// The given names; membership only.
        case givenNames = 5
        /// Rarer correctly spelled English words; membership only.
        case rareWords = 6
        /// Given names from many countries that the main list lacks; membership only.
        case worldGivenNames = 7
        /// The rarest listed English words; membership only.
        case listedWords = 8
    }

    private let keys: UnsafePointer<UInt8>?
    private let slots: UnsafePointer<UInt32>?
    private let mask: Int
    private let offsets: UnsafePointer<UInt32>?
    private let lengths: UnsafePointer<UInt8>?
    private let values: UnsafePointer<UInt64>?

    /// The number of entries (0 when the binary was somehow built without the table).
    let count: Int

    /// The table `name` from the binary's constant data.
    /// - Parameter name: Which table.
    init(_ name: Name) {
        guard let table = lmf_table_get(name.rawValue)?.pointee, table.slot_count > 0, let keys = table.keys else {
            (self.keys, slots, mask, offsets, lengths, values, count) = (nil, nil, 0, nil, nil, nil, 0)
            return
        }
        self.keys = UnsafeRawPointer(keys).assumingMemoryBound(to: UInt8.self)
        slots = table.slots
        mask = Int(table.slot_count) - 1
        offsets = table.key_offsets
        lengths = table.key_lengths
        values = table.values
        count = Int(table.count)
    }

    /// The 32-bit FNV-1a hash of some bytes, as the generator computes it.
    /// - Parameter bytes: The bytes (a key's UTF-8).
    /// - Returns: The hash.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for byte in bytes { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return hash
    }

    /// The index of the entry whose key is exactly these bytes, or `nil`.
    /// - Parameter bytes: The key's UTF-8 bytes.
    /// - Returns: The entry index, in `0..<count`.
    func index(ofBytes bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let keys, let slots, let offsets, let lengths, !bytes.isEmpty, bytes.count <= 255 else { return nil }
        var slot = Int(Self.hash(bytes)) & mask
        while true {
            let stored = slots[slot]
            if stored == 0 { return nil }
            let entry = Int(stored - 1)
            if Int(lengths[entry]) == bytes.count, let base = bytes.baseAddress,
                memcmp(keys + Int(offsets[entry]), base, bytes.count) == 0
            {
                return entry
            }
            slot = (slot + 1) & mask
        }
    }

    /// The index of the entry whose key equals `key` as Swift compares strings, or `nil`.
    /// - Parameter key: The key.
    /// - Returns: The entry index, in `0..<count`.
    func index(of key: String) -> Int? {
        var key = key
        let found: Int?? = key.withUTF8 { bytes in
            // Bytes below 0xCC only encode scalars below U+0300, all of which are their own NFC form and
            // never combine with a neighbour: such a key is in NFC already and is looked up as it is.
            bytes.allSatisfy({ $0 < 0xCC }) ? .some(index(ofBytes: bytes)) : nil
        }
        if let found { return found }
        var composed = key.precomposedStringWithCanonicalMapping
        return composed.withUTF8 { index(ofBytes: $0) }
    }

    /// Whether `key` is in the table.
    /// - Parameter key: The key.
    /// - Returns: Whether an entry has that key (compared as Swift compares strings).
    func contains(_ key: String) -> Bool { index(of: key) != nil }

    /// The value of the entry whose key is `key`, or `nil` when there is none (or the table has no values).
    /// - Parameter key: The key.
    /// - Returns: The value.
    func value(for key: String) -> UInt64? { index(of: key).flatMap(value(at:)) }

    /// The value of an entry, or `nil` when the table has no values.
    /// - Parameter index: An entry index, in `0..<count`.
    /// - Returns: The value.
    func value(at index: Int) -> UInt64? {
        guard let values, index >= 0, index < count else { return nil }
        return values[index]
    }

    /// The key of an entry as UTF-8 bytes in the binary's constant data (empty for an index out of range).
    /// - Parameter index: An entry index, in `0..<count`.
    /// - Returns: The bytes, valid for the life of the process.
    func key(at index: Int) -> UnsafeBufferPointer<UInt8> {
        guard let keys, let offsets, let lengths, index >= 0, index < count else {
            return UnsafeBufferPointer(start: nil, count: 0)
        }
        return UnsafeBufferPointer(start: keys + Int(offsets[index]), count: Int(lengths[index]))
    }

    /// The key of an entry as a string.
    /// - Parameter index: An entry index, in `0..<count`.
    /// - Returns: The key.
    func keyString(at index: Int) -> String { String(decoding: key(at: index), as: UTF8.self) }
}
