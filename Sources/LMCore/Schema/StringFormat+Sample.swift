extension GenerationSchema.Node.StringFormat {
    /// A string of this format with between `minimumLength` and `maximumLength` Unicode scalars,
    /// or nil when the format has none of those lengths (a date is always 10 long).
    package func sample(minimumLength: Int = 0, maximumLength: Int? = nil, variant: Int = 0) -> String? {
        let minimum = max(0, minimumLength)
        let maximum = maximumLength ?? Int.max
        func fits(_ text: String) -> String? {
            let count = text.unicodeScalars.count
            return count >= minimum && count <= maximum ? text : nil
        }
        let digit = String(variant % 10)
        switch self {
        case .date:
            return fits("2000-01-0" + String(variant % 9 + 1))
        case .uuid:
            return fits("00000000-0000-0000-0000-00000000000" + digit)
        case .time, .dateTime:
            let prefix = self == .time ? "00:00:0\(digit)" : "2000-01-01T00:00:0\(digit)"
            // A fraction makes the text as long as needed: "00:00:00.000Z".
            let base = prefix.count + 1
            if minimum <= base { return fits(prefix + "Z") }
            let fraction = String(repeating: "0", count: max(1, minimum - base - 1))
            return fits(prefix + "." + fraction + "Z")
        case .email:
            let domain = "@example.com"
            let local = max(1, minimum - domain.count)
            return fits(
                String(repeating: "a", count: max(0, local - 1))
                    + String("abcdefghij".dropFirst(variant % 10).prefix(1)) + domain)
                ?? fits(String("abcdefghij".dropFirst(variant % 10).prefix(1)) + "@b.co")
        }
    }
}
