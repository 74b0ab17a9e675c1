/// The `format` checks of JSON Schema draft 2020-12, applied when formats are asserted.
///
/// `date-time`, `date`, `time` (RFC 3339, with an offset and real leap seconds), `duration`
/// (RFC 3339 appendix A), `email` and `idn-email` (RFC 5321 and 6531), `hostname` (RFC 1123) and
/// `idn-hostname` (RFC 5890's letters and contextual rules, approximated), `ipv4`, `ipv6`, `uri`,
/// `uri-reference`, `iri`, `iri-reference`, `uri-template`, `uuid`, `regex` (LMCore's ECMA-262
/// subset), `json-pointer` and `relative-json-pointer`. Unknown formats are annotations only.
enum JSONSchemaFormats {
    /// Whether a string has a format; nil when the format is unknown.
    static func check(_ string: String, format: String) -> Bool? {
        let bytes = Array(string.utf8)
        switch format {
        case "date": return isDate(bytes[...])
        case "time": return isTime(bytes[...])
        case "date-time":
            guard bytes.count > 11, bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: "t") else {
                return false
            }
            return isDate(bytes[0..<10]) && isTime(bytes[11...])
        case "duration": return isDuration(bytes)
        case "email": return isEmail(string, international: false)
        case "idn-email": return isEmail(string, international: true)
        case "hostname": return isHostname(string)
        case "idn-hostname": return isInternationalHostname(string)
        case "ipv4": return isIPv4(Substring(string))
        case "ipv6": return isIPv6(Substring(string))
        case "uri": return JSONSchemaURIFormat.isURI(string, international: false, relative: false)
        case "uri-reference": return JSONSchemaURIFormat.isURI(string, international: false, relative: true)
        case "iri": return JSONSchemaURIFormat.isURI(string, international: true, relative: false)
        case "iri-reference": return JSONSchemaURIFormat.isURI(string, international: true, relative: true)
        case "uri-template": return JSONSchemaURIFormat.isTemplate(string)
        case "uuid": return isUUID(bytes)
        case "regex": return (try? RegexPattern.parse(string)) != nil
        case "json-pointer": return isJSONPointer(Substring(string))
        case "relative-json-pointer": return isRelativeJSONPointer(string)
        default: return nil
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
    static func isDate(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard bytes.count == 10, let year = digits(bytes, 0, 4), byte(bytes, 4) == UInt8(ascii: "-"),
            let month = digits(bytes, 5, 2), byte(bytes, 7) == UInt8(ascii: "-"), let day = digits(bytes, 8, 2),
            (1...12).contains(month), day >= 1
        else { return false }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        return day <= lengths[month - 1]
    }

    /// `HH:MM:SS`, optional fraction, and a required `Z` or `±HH:MM`; a leap second only at
    /// 23:59:60 UTC.
    static func isTime(_ bytes: ArraySlice<UInt8>) -> Bool {
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
        guard let zone = byte(bytes, offset) else { return false }
        var utcMinutes = hour * 60 + minute
        if zone == UInt8(ascii: "Z") || zone == UInt8(ascii: "z") {
            guard offset + 1 == bytes.count else { return false }
        } else {
            guard zone == UInt8(ascii: "+") || zone == UInt8(ascii: "-"), let zoneHour = digits(bytes, offset + 1, 2),
                byte(bytes, offset + 3) == UInt8(ascii: ":"), let zoneMinute = digits(bytes, offset + 4, 2),
                zoneHour < 24, zoneMinute < 60, offset + 6 == bytes.count
            else { return false }
            let shift = zoneHour * 60 + zoneMinute
            utcMinutes += zone == UInt8(ascii: "+") ? -shift : shift
            utcMinutes = ((utcMinutes % 1440) + 1440) % 1440
        }
        return second < 60 || utcMinutes == 23 * 60 + 59
    }

    /// `P` then years, months, days (or weeks alone), and `T` hours, minutes, seconds in order.
    static func isDuration(_ bytes: [UInt8]) -> Bool {
        guard bytes.first == UInt8(ascii: "P"), bytes.count > 1 else { return false }
        var index = 1
        var order = 0
        var sawComponent = false
        var inTime = false
        var sawWeek = false
        var components = 0
        var sawTimeComponent = false
        let dateUnits: [UInt8] = Array("YMWD".utf8)
        let timeUnits: [UInt8] = Array("HMS".utf8)
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "T") {
                guard !inTime else { return false }
                inTime = true
                order = 0
                index += 1
                continue
            }
            let start = index
            while index < bytes.count, (48...57).contains(bytes[index]) { index += 1 }
            guard index > start, index < bytes.count else { return false }
            let units = inTime ? timeUnits : dateUnits
            guard let position = units.firstIndex(of: bytes[index]), position >= order else { return false }
            if !inTime, bytes[index] == UInt8(ascii: "W") { sawWeek = true }
            order = position + 1
            components += 1
            sawComponent = true
            if inTime { sawTimeComponent = true }
            index += 1
        }
        if sawWeek, components > 1 || inTime { return false }
        return sawComponent && (!inTime || sawTimeComponent)
    }

    /// A dot-atom or quoted local part, `@`, and a hostname or an address literal.
    static func isEmail(_ string: String, international: Bool) -> Bool {
        guard let at = string.lastIndex(of: "@") else { return false }
        let local = string[..<at]
        let domain = string[string.index(after: at)...]
        guard !local.isEmpty, !domain.isEmpty else { return false }
        if local.first == "\"" {
            guard local.count >= 2, local.last == "\"" else { return false }
            let inner = local.dropFirst().dropLast()
            guard inner.unicodeScalars.allSatisfy({ $0.value >= 32 && $0 != "\"" && ($0.isASCII || international) })
            else { return false }
        } else {
            let atext = Set("!#$%&'*+-/=?^_`{|}~".unicodeScalars)
            for part in local.split(separator: ".", omittingEmptySubsequences: false) {
                guard !part.isEmpty,
                    part.unicodeScalars.allSatisfy({
                        ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || atext.contains($0)))
                            || (international && !$0.isASCII)
                    })
                else { return false }
            }
        }
        if domain.first == "[" {
            guard domain.last == "]" else { return false }
            let literal = domain.dropFirst().dropLast()
            if literal.hasPrefix("IPv6:") { return isIPv6(literal.dropFirst(5)) }
            return isIPv4(literal)
        }
        return international ? isInternationalHostname(String(domain)) : isHostname(String(domain))
    }

    /// RFC 1123 host names: labels of letters, digits and inner hyphens, 1–63 long, 253 in all.
    static func isHostname(_ string: String) -> Bool {
        let name = string.hasSuffix(".") ? String(string.dropLast()) : string
        guard !name.isEmpty, name.utf8.count <= 253 else { return false }
        for label in name.split(separator: ".", omittingEmptySubsequences: false) {
            guard !label.isEmpty, label.utf8.count <= 63, label.first != "-", label.last != "-",
                label.unicodeScalars.allSatisfy({
                    $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-")
                })
            else { return false }
        }
        return true
    }

    /// Dotted decimal, four parts 0–255 without leading zeros.
    static func isIPv4(_ string: Substring) -> Bool {
        let parts = string.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4 else { return false }
        return parts.allSatisfy { part in
            guard (1...3).contains(part.count), part.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }),
                part.count == 1 || part.first != "0", let value = Int(part)
            else { return false }
            return value <= 255
        }
    }

    /// RFC 4291 text forms, with `::` once and an IPv4 tail; no zone or prefix.
    static func isIPv6(_ string: Substring) -> Bool {
        var text = string
        var groupsAllowed = 8
        if let lastColon = text.lastIndex(of: ":"), text[text.index(after: lastColon)...].contains(".") {
            guard isIPv4(text[text.index(after: lastColon)...]) else { return false }
            text = text[...lastColon]
            if text.hasSuffix(":"), !text.hasSuffix("::") { text = text.dropLast() }
            groupsAllowed = 6
        }
        let halves = text.components(separatedBy: "::")
        guard halves.count <= 2 else { return false }
        func groups(_ half: String) -> Int? {
            if half.isEmpty { return 0 }
            let parts = half.split(separator: ":", omittingEmptySubsequences: false)
            for part in parts
            where part.isEmpty || part.count > 4 || !part.unicodeScalars.allSatisfy({ $0.properties.isASCIIHexDigit }) {
                return nil
            }
            return parts.count
        }
        guard let first = groups(halves[0]) else { return false }
        if halves.count == 2 {
            guard let second = groups(halves[1]) else { return false }
            return first + second < groupsAllowed
        }
        return first == groupsAllowed
    }

    /// `8-4-4-4-12` hexadecimal digits.
    static func isUUID(_ bytes: [UInt8]) -> Bool {
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

    /// Empty, or `/` tokens where `~` is followed by `0` or `1`.
    static func isJSONPointer(_ string: Substring) -> Bool {
        if string.isEmpty { return true }
        guard string.first == "/" else { return false }
        var scalars = string.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            if scalar == "~" {
                guard let next = scalars.next(), next == "0" || next == "1" else { return false }
            }
        }
        return true
    }

    /// A non-negative integer without leading zeros, then `#` or a JSON pointer.
    static func isRelativeJSONPointer(_ string: String) -> Bool {
        let digits = string.prefix { ("0"..."9").contains($0) && $0.isASCII }
        guard !digits.isEmpty, digits.count == 1 || digits.first != "0" else { return false }
        let rest = string.dropFirst(digits.count)
        return rest == "#" || isJSONPointer(rest)
    }
}
