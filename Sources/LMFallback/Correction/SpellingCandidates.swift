import Foundation

/// The words the spelling corrector may propose, as ASCII bytes grouped by length and first letter, each
/// with the cost of proposing it at all (its rarity).
///
/// Grouping by first letter lets a lookup visit only the words that can start the way the typed word
/// does (the same letter, a neighbouring key, or the typed second letter), a fraction of the list.
///
/// The words' bytes sit one after another in one buffer (``words``); an entry is a few numbers that point
/// into it, so building the index allocates a handful of arrays, not one per word.
struct SpellingCandidates: Sendable {
    /// One candidate word.
    struct Entry: Sendable {
        /// The cost of the word itself, added to the edit cost (see ``SpellingCorrector``).
        let prior: Double
        /// Where the word's bytes start in ``SpellingCandidates/words``.
        let offset: UInt32
        /// The letters the word contains, as a set (see ``SpellingCandidates/letterMask(_:)``).
        let mask: UInt32
        /// The number of bytes of the word.
        let length: UInt8
    }

    /// Gathers candidate words, then groups them (``build()``).
    struct Builder {
        private var words: [UInt8] = []
        private var entries: [Entry] = []

        /// A builder with room for about `capacity` words.
        /// - Parameter capacity: The expected number of words.
        init(capacity: Int) {
            words.reserveCapacity(capacity * 9)
            entries.reserveCapacity(capacity)
        }

        /// Adds a word; a word that is empty or longer than 255 bytes is left out.
        /// - Parameters:
        ///   - word: The word's bytes (lowercase ASCII letters and the apostrophe).
        ///   - prior: The cost of proposing it.
        mutating func append(_ word: UnsafeBufferPointer<UInt8>, prior: Double) {
            guard !word.isEmpty, word.count <= 255 else { return }
            entries.append(
                Entry(
                    prior: prior, offset: UInt32(words.count), mask: SpellingCandidates.letterMask(word),
                    length: UInt8(word.count)))
            words.append(contentsOf: word)
        }

        /// The candidates, grouped.
        /// - Returns: The index.
        func build() -> SpellingCandidates { SpellingCandidates(words: words, entries: entries) }
    }

    /// The set of letters in a word as bits: `a`…`z` are bits 0–25, the apostrophe bit 26, anything else
    /// bit 27. Two words whose sets differ by many letters differ by at least as many edits, which two
    /// population counts tell before any distance is computed.
    static func letterMask(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { letterMask($0) }
    }

    /// ``letterMask(_:)-([UInt8])`` for bytes wherever they are.
    static func letterMask(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var mask: UInt32 = 0
        for byte in bytes {
            switch byte {
            case 97...122: mask |= 1 << UInt32(byte - 97)
            case 39: mask |= 1 << 26
            default: mask |= 1 << 27
            }
        }
        return mask
    }

    /// Every candidate's bytes, one word after another.
    let words: [UInt8]
    /// The entries grouped by length and first byte, commonest first in each group.
    private let byFirst: [Entry]
    /// Where each group of ``byFirst`` starts: group `length * 128 + byte` is `firstStarts[g]..<firstStarts[g + 1]`.
    private let firstStarts: [Int]
    /// The entries of two bytes or more grouped by length and second byte, commonest first in each group.
    private let bySecond: [Entry]
    /// Where each group of ``bySecond`` starts, as ``firstStarts``.
    private let secondStarts: [Int]
    /// The longest word's length.
    private let longest: Int

    /// The number of entries.
    let count: Int

    /// Groups words by length and first byte, and by length and second byte.
    /// - Parameters:
    ///   - words: The words' bytes.
    ///   - entries: The words (each non-empty), pointing into `words`.
    private init(words: [UInt8], entries: [Entry]) {
        let longest = entries.reduce(0) { max($0, Int($1.length)) }
        // Words that start with a byte outside ASCII are never proposed.
        let kept = entries.filter { words[Int($0.offset)] < 128 }
        self.words = words
        self.longest = longest
        self.count = kept.count
        (byFirst, firstStarts) = Self.group(kept, words: words, longest: longest, at: 0)
        (bySecond, secondStarts) = Self.group(
            kept.filter { $0.length >= 2 && words[Int($0.offset) + 1] < 128 }, words: words, longest: longest, at: 1)
    }

    /// Groups entries by length and the byte at `position` (a counting sort), then orders each group by prior,
    /// ties by bytes: the order one sort of the whole list would give, for much less work.
    private static func group(_ entries: [Entry], words: [UInt8], longest: Int, at position: Int) -> ([Entry], [Int]) {
        let groupCount = (longest + 1) * 128
        let key = { (entry: Entry) in Int(entry.length) * 128 + Int(words[Int(entry.offset) + position]) }
        var starts = [Int](repeating: 0, count: groupCount + 1)
        for entry in entries { starts[key(entry) + 1] += 1 }
        for group in 0..<groupCount { starts[group + 1] += starts[group] }
        var next = starts
        var grouped = [Entry](unsafeUninitializedCapacity: entries.count) { buffer, initialized in
            for entry in entries {
                let group = key(entry)
                buffer.initializeElement(at: next[group], to: entry)
                next[group] += 1
            }
            initialized = entries.count
        }
        words.withUnsafeBufferPointer { words in
            guard let base = words.baseAddress else { return }
            for group in 0..<groupCount where starts[group + 1] - starts[group] > 1 {
                grouped[starts[group]..<starts[group + 1]].sort { left, right in
                    if left.prior != right.prior { return left.prior < right.prior }
                    let shorter = Int(min(left.length, right.length))
                    let order = memcmp(base + Int(left.offset), base + Int(right.offset), shorter)
                    return order != 0 ? order < 0 : left.length < right.length
                }
            }
        }
        return (grouped, starts)
    }

    /// The entries of one length that start with one byte (empty when there are none).
    func entries(length: Int, first: UInt8) -> ArraySlice<Entry> {
        guard length >= 0, length <= longest, first < 128 else { return [] }
        let group = length * 128 + Int(first)
        return byFirst[firstStarts[group]..<firstStarts[group + 1]]
    }

    /// The entries of one length whose second byte is `second` (empty when there are none).
    func entries(length: Int, second: UInt8) -> ArraySlice<Entry> {
        guard length >= 0, length <= longest, second < 128 else { return [] }
        let group = length * 128 + Int(second)
        return bySecond[secondStarts[group]..<secondStarts[group + 1]]
    }

    /// An entry's word as a string.
    /// - Parameter entry: An entry of this index.
    /// - Returns: The word.
    func text(_ entry: Entry) -> String {
        let start = Int(entry.offset)
        return String(decoding: words[start..<start + Int(entry.length)], as: UTF8.self)
    }
}
