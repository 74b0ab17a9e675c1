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
        let words = expression.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
        if let match = expression.range(of: #"\d{4}-\d{2}-\d{2}"#, options: .regularExpression) {
            return String(expression[match])
        }
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

    /// The first four-digit year (1900–2099) in a text.
    static func firstYear(in text: String) -> Int? {
        guard let match = text.range(of: #"\b(19|20)\d{2}\b"#, options: .regularExpression) else { return nil }
        return Int(text[match])
    }

    /// The first time of day in a text, as 24-hour `HH:MM`.
    static func firstTime(in text: String) -> String? {
        let pattern = #"\b(\d{1,2})(?::(\d{2}))?\s*([ap])\.?m\.?\b|\b(\d{1,2}):(\d{2})\b"#
        guard let regex = try? NSRegularExpression(pattern: pattern, options: [.caseInsensitive]) else { return nil }
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
        if let match = money.range(of: #"\b[A-Z]{3}\b"#, options: .regularExpression) {
            return String(money[match])
        }
        return symbols.first { money.contains($0.0) }?.1
    }

    /// The number in a money amount or other figure (`$4.2 million` → 4200000, `1,250` → 1250).
    static func number(in text: String) -> Double? {
        guard let match = text.range(of: #"\d[\d,]*(\.\d+)?"#, options: .regularExpression) else { return nil }
        guard var value = Double(text[match].replacingOccurrences(of: ",", with: "")) else { return nil }
        let rest = text[match.upperBound...].lowercased()
        if rest.hasPrefix(" million") || rest.hasPrefix("m") && !rest.hasPrefix("mi") { value *= 1_000_000 }
        if rest.hasPrefix(" billion") || rest.hasPrefix("bn") { value *= 1_000_000_000 }
        if rest.hasPrefix("k") || rest.hasPrefix(" thousand") { value *= 1_000 }
        return value
    }
}
