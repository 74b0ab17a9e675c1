/// Month, weekday, season and relative-date words shared by the title builder and the date recognizer.
enum DateVocabulary {
    /// Full and abbreviated month names, lowercased.
    static let months: [String: Int] = [
        "january": 1, "jan": 1, "february": 2, "feb": 2, "march": 3, "mar": 3, "april": 4, "apr": 4, "may": 5,
        "june": 6, "jun": 6, "july": 7, "jul": 7, "august": 8, "aug": 8, "september": 9, "sep": 9, "sept": 9,
        "october": 10, "oct": 10, "november": 11, "nov": 11, "december": 12, "dec": 12,
    ]

    /// Full and abbreviated weekday names, lowercased.
    static let weekdays: Set<String> = [
        "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "mon", "tue", "tues", "wed",
        "thu", "thur", "thurs", "fri", "sat", "sun",
    ]

    /// Whether a lowercased word names a month or a weekday.
    static func isDateWord(_ word: String) -> Bool {
        (months[word] != nil && word != "may" && word != "mar") || weekdays.contains(word) && word.count > 3
    }
}
