/// The words the spelling corrector may propose, as ASCII bytes grouped by length and first letter, each
/// with the cost of proposing it at all (its rarity).
///
/// Grouping by first letter lets a lookup visit only the words that can start the way the typed word
/// does (the same letter, a neighbouring key, or the typed second letter), a fraction of the list.
struct SpellingCandidates: Sendable {
    /// One candidate word.
    struct Entry: Sendable {
        /// The word's bytes (lowercase ASCII letters and the apostrophe).
        let bytes: [UInt8]
        /// The word.
        let text: String
        /// The cost of the word itself, added to the edit cost (see ``SpellingCorrector``).
        let prior: Double
        /// The letters the word contains, as a set (see ``SpellingCandidates/letterMask(_:)``).
        let mask: UInt32

        /// An entry for a word.
        /// - Parameters:
        ///   - text: The word (lowercase ASCII letters and the apostrophe).
        ///   - prior: The cost of proposing it.
        init(text: String, prior: Double) {
            self.bytes = Array(text.utf8)
            self.text = text
            self.prior = prior
            self.mask = SpellingCandidates.letterMask(bytes)
        }
    }

    /// The set of letters in a word as bits: `a`…`z` are bits 0–25, the apostrophe bit 26, anything else
    /// bit 27. Two words whose sets differ by many letters differ by at least as many edits, which two
    /// population counts tell before any distance is computed.
    static func letterMask(_ bytes: [UInt8]) -> UInt32 {
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

    /// `groups[length][first byte]`: the entries of that length starting with that byte.
    private let groups: [[[Entry]]]
    /// `bySecond[length][second byte]`: the entries of that length whose second byte is that byte.
    private let bySecond: [[[Entry]]]

    /// The number of entries.
    let count: Int

    /// Groups words by length and first byte.
    /// - Parameter entries: The candidate words (each non-empty and ASCII).
    init(_ entries: [Entry]) {
        let longest = entries.reduce(0) { max($0, $1.bytes.count) }
        var groups = [[[Entry]]](repeating: [[Entry]](repeating: [], count: 128), count: longest + 1)
        var bySecond = groups
        var count = 0
        // Commonest first in each group, so that a lookup finds its likeliest answers early: one sort of the
        // whole list (ties by bytes), then each group is filled in that order.
        let ordered = entries.sorted { left, right in
            left.prior != right.prior ? left.prior < right.prior : left.bytes.lexicographicallyPrecedes(right.bytes)
        }
        for entry in ordered {
            guard let first = entry.bytes.first, first < 128 else { continue }
            groups[entry.bytes.count][Int(first)].append(entry)
            if entry.bytes.count >= 2 && entry.bytes[1] < 128 {
                bySecond[entry.bytes.count][Int(entry.bytes[1])].append(entry)
            }
            count += 1
        }
        self.groups = groups
        self.bySecond = bySecond
        self.count = count
    }

    /// The entries of one length that start with one byte (empty when there are none).
    func entries(length: Int, first: UInt8) -> [Entry] {
        guard length >= 0, length < groups.count, first < 128 else { return [] }
        return groups[length][Int(first)]
    }

    /// The entries of one length whose second byte is `second` (empty when there are none).
    func entries(length: Int, second: UInt8) -> [Entry] {
        guard length >= 0, length < bySecond.count, second < 128 else { return [] }
        return bySecond[length][Int(second)]
    }
}
