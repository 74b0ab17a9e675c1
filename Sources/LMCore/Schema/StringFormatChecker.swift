/// Checks strings against the well-known formats of ``GenerationSchema/Node/StringFormat``.
enum StringFormatChecker {
    static func matches(_ string: String, _ format: GenerationSchema.Node.StringFormat) -> Bool {
        let bytes = Array(string.utf8)
        switch format {
        case .date: return isDate(bytes[...])
        case .time: return isTime(bytes[...])
        case .dateTime:
            guard bytes.count > 11, bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: "t") else {
                return false
            }
            return isDate(bytes[0..<10]) && isTime(bytes[11...])
        case .email: return isEmail(string)
        case .uuid: return isUUID(bytes)
        }
    }

    private static func digits(_ bytes: ArraySlice<UInt8>, _ start: Int, _ count: Int) -> Int? {
        var value = 0
        for offset in 0..<count {
            let position = bytes.startIndex + start + offset
            guard position < bytes.endIndex, bytes[position] >= 48, bytes[position] <= 57 else { return nil }
            value = value * 10 + Int(bytes[position] - 48)
        }
        return value
    }

    private static func byte(_ bytes: ArraySlice<UInt8>, _ offset: Int) -> UInt8? {
        let position = bytes.startIndex + offset
        return position < bytes.endIndex ? bytes[position] : nil
    }

    /// `YYYY-MM-DD` with a real month and day.
    private static func isDate(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard bytes.count == 10, let year = digits(bytes, 0, 4), byte(bytes, 4) == UInt8(ascii: "-"),
            let month = digits(bytes, 5, 2), byte(bytes, 7) == UInt8(ascii: "-"), let day = digits(bytes, 8, 2),
            (1...12).contains(month), day >= 1
        else { return false }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        return day <= lengths[month - 1]
    }

    /// `HH:MM:SS`, optional fraction, optional `Z` or `±HH:MM` offset.
    private static func isTime(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard let hour = digits(bytes, 0, 2), byte(bytes, 2) == UInt8(ascii: ":"), let minute = digits(bytes, 3, 2),
            byte(bytes, 5) == UInt8(ascii: ":"), let second = digits(bytes, 6, 2),
            hour < 24, minute < 60, second <= 60
        else { return false }
        var offset = 8
        if byte(bytes, offset) == UInt8(ascii: ".") {
            offset += 1
            let start = offset
            while let next = byte(bytes, offset), next >= 48, next <= 57 { offset += 1 }
            if offset == start { return false }
        }
        guard let zone = byte(bytes, offset) else { return true }
        if zone == UInt8(ascii: "Z") || zone == UInt8(ascii: "z") { return offset + 1 == bytes.count }
        guard zone == UInt8(ascii: "+") || zone == UInt8(ascii: "-"), let zoneHour = digits(bytes, offset + 1, 2),
            byte(bytes, offset + 3) == UInt8(ascii: ":"), let zoneMinute = digits(bytes, offset + 4, 2)
        else { return false }
        return zoneHour < 24 && zoneMinute < 60 && offset + 6 == bytes.count
    }

    /// `local@domain.tld`, without spaces, one `@`, and a dot inside the domain.
    private static func isEmail(_ string: String) -> Bool {
        let parts = string.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !string.contains(where: \.isWhitespace) else { return false }
        let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        return labels.count >= 2 && labels.allSatisfy { !$0.isEmpty }
    }

    /// `8-4-4-4-12` hexadecimal digits.
    private static func isUUID(_ bytes: [UInt8]) -> Bool {
        guard bytes.count == 36 else { return false }
        for (offset, byte) in bytes.enumerated() {
            if [8, 13, 18, 23].contains(offset) {
                if byte != UInt8(ascii: "-") { return false }
            } else if !((48...57).contains(byte) || (65...70).contains(byte) || (97...102).contains(byte)) {
                return false
            }
        }
        return true
    }
}
