import Foundation

/// Gathers units of text (paragraphs, sentences, words) into pieces of at most `limit`
/// characters, keeping the running character count so that each unit is counted once: the whole
/// text is gathered in time proportional to its length.
struct TextPieceBuilder {
    /// The most characters in a piece.
    let limit: Int
    /// The finished pieces, trimmed, none empty.
    private(set) var pieces: [String] = []
    private var current = ""
    private var currentCount = 0

    init(limit: Int) {
        self.limit = max(limit, 1)
    }

    /// Adds a unit of `count` characters, joined to the piece being gathered by `separator`
    /// (`separatorCount` characters); a unit longer than the limit is split at white space, and a
    /// single word longer than the limit is cut.
    mutating func add(_ unit: Substring, count: Int, separator: String, separatorCount: Int) {
        if currentCount + separatorCount + count <= limit {
            if !current.isEmpty {
                current += separator
                currentCount += separatorCount
            }
            current += unit
            currentCount += count
            return
        }
        flush()
        if count <= limit {
            current = String(unit)
            currentCount = count
        } else if unit.contains(where: \.isWhitespace) {
            for word in unit.split(whereSeparator: \.isWhitespace) {
                add(word, count: word.count, separator: " ", separatorCount: 1)
            }
        } else {
            var start = unit.startIndex
            while start < unit.endIndex {
                let end = unit.index(start, offsetBy: limit, limitedBy: unit.endIndex) ?? unit.endIndex
                pieces.append(String(unit[start..<end]))
                start = end
            }
        }
    }

    /// Ends the piece being gathered.
    mutating func flush() {
        let trimmed = current.trimmingCharacters(in: .whitespacesAndNewlines)
        if !trimmed.isEmpty { pieces.append(trimmed) }
        current = ""
        currentCount = 0
    }
}
