/// Gathers units of a text (paragraphs, sentences, words, as slices of it) into pieces of at most
/// `limit` characters. A piece is a slice of the text — from its first unit to its last, white
/// space at its ends left out — so no character is copied, and every character is counted once:
/// gathering the whole text takes time proportional to its length.
struct TextPieceBuilder {
    /// The most characters in a piece.
    let limit: Int
    /// The finished pieces, none empty.
    private(set) var pieces: [Substring] = []
    private let text: String
    private var start: String.Index?
    private var end: String.Index
    private var count = 0

    init(text: String, limit: Int) {
        self.text = text
        self.limit = max(limit, 1)
        self.end = text.startIndex
    }

    /// Adds a unit of `unitCount` characters that starts at or after the end of the previous one;
    /// a unit longer than the limit is split at white space, and a single word longer than the
    /// limit is cut.
    mutating func add(_ unit: Substring, count unitCount: Int) {
        if let start {
            let gap = text[end..<unit.startIndex].count
            if count + gap + unitCount <= limit {
                count += gap + unitCount
                end = unit.endIndex
                return
            }
            flush(from: start)
        }
        if unitCount <= limit {
            start = unit.startIndex
            end = unit.endIndex
            count = unitCount
        } else if unit.contains(where: \.isWhitespace) {
            for word in unit.split(whereSeparator: \.isWhitespace) { add(word, count: word.count) }
        } else {
            var cut = unit.startIndex
            while cut < unit.endIndex {
                let next = unit.index(cut, offsetBy: limit, limitedBy: unit.endIndex) ?? unit.endIndex
                pieces.append(unit[cut..<next])
                cut = next
            }
        }
    }

    /// Ends the piece being gathered.
    mutating func flush() {
        if let start { flush(from: start) }
    }

    private mutating func flush(from first: String.Index) {
        var piece = text[first..<end]
        while let last = piece.last, last.isWhitespace { piece.removeLast() }
        while let head = piece.first, head.isWhitespace { piece.removeFirst() }
        if !piece.isEmpty { pieces.append(piece) }
        start = nil
        count = 0
    }
}
