import Foundation

/// Turns what the analysis found (a date as written, a money amount) into the normalized forms
/// schemas ask for: ISO dates, 24-hour times, currency codes, numbers.
enum FieldValueNormalizer {
    private static let months: [String: Int] = [
        "jan": 1, "feb": 2, "mar": 3, "apr": 4, "may": 5, "jun": 6, "jul": 7, "aug": 8, "sep": 9, "sept": 9,
        "oct": 10, "nov": 11, "dec": 12,
    ]

    /// An ISO `YYYY-MM-DD` date for a date expression; the year comes from the text when missing.
    static func isoDate(_ expression: String, defaultYear: Int?) -> String? {
        if let iso = firstISODate(in: expression) { return iso }
        let words = expression.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
        var month: Int?
        var day: Int?
        var year: Int?
        for word in words {
            if let number = Int(word) {
                if word.count == 4 { year = number } else if number >= 1 && number <= 31 && day == nil { day = number }
            } else if let value = months[String(word.prefix(4))] ?? months[String(word.prefix(3))], month == nil {
                month = value
            } else if word.count > 2, let number = Int(word.dropLast(2)), number >= 1, number <= 31, day == nil {
                day = number  // 4th, 21st
            }
        }
        guard let month, let day, let year = year ?? defaultYear else { return nil }
        return String(format: "%04d-%02d-%02d", year, month, day)
    }

    /// The first `dddd-dd-dd` in a text (ASCII digits), as written.
    static func firstISODate(in text: String) -> String? {
        let bytes = Array(text.utf8)
        guard bytes.count >= 10 else { return nil }
        let shape: [Bool] = [true, true, true, true, false, true, true, false, true, true]
        for start in 0...(bytes.count - 10) {
            var matches = true
            for (offset, isDigit) in shape.enumerated() {
                let byte = bytes[start + offset]
                if isDigit ? !(byte >= 0x30 && byte <= 0x39) : byte != 0x2D {
                    matches = false
                    break
                }
            }
            if matches { return String(decoding: bytes[start..<(start + 10)], as: UTF8.self) }
        }
        return nil
    }

    /// Whether a scalar belongs to a word for `\b` (letters, marks, digits, connector punctuation).
    private static func isWordScalar(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return false }
        if scalar.isASCII {
            let value = scalar.value
            return (value >= 0x30 && value <= 0x39) || (value | 0x20 >= 0x61 && value | 0x20 <= 0x7A) || value == 0x5F
        }
        let properties = scalar.properties
        return properties.isAlphabetic || properties.numericType == .decimal
            || properties.generalCategory == .connectorPunctuation || properties.generalCategory == .nonspacingMark
    }

    /// The maximal runs of word scalars (as for `\b`) in a text, in order, until `body` returns a value.
    private static func firstWordRun<Result>(in text: String, _ body: (String.UnicodeScalarView.SubSequence) -> Result?)
        -> Result?
    {
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        while index < scalars.endIndex {
            guard isWordScalar(scalars[index]) else {
                index = scalars.index(after: index)
                continue
            }
            let start = index
            while index < scalars.endIndex, isWordScalar(scalars[index]) { index = scalars.index(after: index) }
            if let result = body(scalars[start..<index]) { return result }
        }
        return nil
    }

    /// The first four-digit year (1900–2099) standing as a word of its own in a text.
    static func firstYear(in text: String) -> Int? {
        firstWordRun(in: text) { run -> Int? in
            guard run.count == 4, run.allSatisfy({ $0.value >= 0x30 && $0.value <= 0x39 }) else { return nil }
            let year = Int(String(String.UnicodeScalarView(run))) ?? 0
            return (1900...2099).contains(year) ? year : nil
        }
    }

    private static let timePattern = try? NSRegularExpression(
        pattern: #"\b(\d{1,2})(?::(\d{2}))?\s*([ap])\.?m\.?\b|\b(\d{1,2}):(\d{2})\b"#, options: [.caseInsensitive])

    /// The first time of day in a text, as 24-hour `HH:MM`.
    static func firstTime(in text: String) -> String? {
        guard let regex = timePattern else { return nil }
        let range = NSRange(text.startIndex..., in: text)
        guard let match = regex.firstMatch(in: text, range: range) else { return nil }
        func group(_ index: Int) -> String? {
            guard let range = Range(match.range(at: index), in: text) else { return nil }
            return String(text[range])
        }
        if let hourText = group(4), let minuteText = group(5), let hour = Int(hourText), let minute = Int(minuteText) {
            guard hour < 24, minute < 60 else { return nil }
            return String(format: "%02d:%02d", hour, minute)
        }
        guard let hourText = group(1), var hour = Int(hourText), hour >= 1, hour <= 12 else { return nil }
        let minute = group(2).flatMap(Int.init) ?? 0
        let isAfternoon = group(3)?.lowercased() == "p"
        if isAfternoon && hour != 12 { hour += 12 }
        if !isAfternoon && hour == 12 { hour = 0 }
        return String(format: "%02d:%02d", hour, minute)
    }

    private static let symbols: [(String, String)] = [
        ("NZ$", "NZD"), ("A$", "AUD"), ("C$", "CAD"), ("US$", "USD"), ("$", "USD"), ("£", "GBP"), ("€", "EUR"),
        ("¥", "JPY"), ("₹", "INR"), ("₩", "KRW"), ("CHF", "CHF"),
    ]

    /// The ISO 4217 code of a money amount as written (`£12.50` → GBP, `NZD 45` → NZD).
    static func currencyCode(of money: String) -> String? {
        let code = firstWordRun(in: money) { run -> String? in
            guard run.count == 3, run.allSatisfy({ $0.value >= 0x41 && $0.value <= 0x5A }) else { return nil }
            return String(String.UnicodeScalarView(run))
        }
        if let code { return code }
        return symbols.first { money.contains($0.0) }?.1
    }

    /// The number in a money amount or other figure (`$4.2 million` → 4200000, `1,250` → 1250).
    static func number(in text: String) -> Double? {
        let bytes = text.utf8
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        guard var index = bytes.firstIndex(where: isDigit) else { return nil }
        var digits = ""
        while index < bytes.endIndex, isDigit(bytes[index]) || bytes[index] == 0x2C {
            if bytes[index] != 0x2C { digits.unicodeScalars.append(Unicode.Scalar(bytes[index])) }
            index = bytes.index(after: index)
        }
        if index < bytes.endIndex, bytes[index] == 0x2E {
            var fraction = bytes.index(after: index)
            if fraction < bytes.endIndex, isDigit(bytes[fraction]) {
                digits += "."
                while fraction < bytes.endIndex, isDigit(bytes[fraction]) {
                    digits.unicodeScalars.append(Unicode.Scalar(bytes[fraction]))
                    fraction = bytes.index(after: fraction)
                }
                index = fraction
            }
        }
        guard var value = Double(digits) else { return nil }
        let rest = text[index...].lowercased()
        if rest.hasPrefix(" million") || rest.hasPrefix("m") && !rest.hasPrefix("mi") { value *= 1_000_000 }
        if rest.hasPrefix(" billion") || rest.hasPrefix("bn") { value *= 1_000_000_000 }
        if rest.hasPrefix("k") || rest.hasPrefix(" thousand") { value *= 1_000 }
        return value
    }
}
