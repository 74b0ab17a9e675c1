/// QWERTY key adjacency, used to make neighbouring-key slips cheap in spelling correction.
enum KeyboardLayout {
    private static let rows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]

    /// For each lowercase letter, the letters on touching keys.
    static let neighbours: [Character: Set<Character>] = {
        var grid: [(Character, Int, Int)] = []
        for (row, letters) in rows.enumerated() {
            for (column, letter) in letters.enumerated() { grid.append((letter, row, column)) }
        }
        var result: [Character: Set<Character>] = [:]
        for (letter, row, column) in grid {
            var set = Set<Character>()
            for (other, otherRow, otherColumn) in grid where other != letter && abs(otherRow - row) <= 1 {
                // Rows are staggered by about half a key: row r+1 column c sits between c and c+1 of row r.
                let shift = otherRow - row
                let delta = otherColumn - column
                if shift == 0 && abs(delta) == 1 { set.insert(other) }
                if shift == 1 && (delta == 0 || delta == -1) { set.insert(other) }
                if shift == -1 && (delta == 0 || delta == 1) { set.insert(other) }
            }
            result[letter] = set
        }
        return result
    }()

    /// For each ASCII byte, the bytes of the letters on touching keys, in alphabetical order (empty for
    /// anything but a lowercase letter).
    static let neighbourBytes: [[UInt8]] = (0..<128).map { byte in
        let letter = Character(Unicode.Scalar(UInt8(byte)))
        return (neighbours[letter] ?? []).compactMap(\.asciiValue).sorted()
    }

    /// `adjacent[left * 128 + right]`: whether two ASCII bytes are letters on touching keys.
    private static let adjacent: [Bool] = {
        var table = [Bool](repeating: false, count: 128 * 128)
        for (left, list) in neighbourBytes.enumerated() {
            for right in list { table[left * 128 + Int(right)] = true }
        }
        return table
    }()

    /// Whether two letters sit on touching keys.
    static func areNeighbours(_ left: Character, _ right: Character) -> Bool {
        neighbours[left]?.contains(right) ?? false
    }

    /// Whether two ASCII bytes are letters on touching keys (`false` for anything outside ASCII).
    static func areNeighbours(_ left: UInt8, _ right: UInt8) -> Bool {
        left < 128 && right < 128 && adjacent[Int(left) * 128 + Int(right)]
    }
}
