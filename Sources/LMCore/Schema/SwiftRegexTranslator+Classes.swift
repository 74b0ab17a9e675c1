extension SwiftRegexTranslator {
    /// One member of a character class.
    enum ClassItem {
        case scalar(Unicode.Scalar)
        case range(Unicode.Scalar, Unicode.Scalar)
        /// A class escape such as `\d` or `\p{L}`, written as it is.
        case set(String)
    }

    /// Translates a class (the `[` already read), flattening nested classes into one union.
    mutating func translateClass() throws(Failure) {
        let isNegated = current == "^"
        if isNegated { position += 1 }
        let items = try classItems()
        var text = isNegated ? "[^" : "["
        for item in items {
            switch item {
            case .scalar(let scalar):
                for each in [scalar] + (flags.foldsCase ? Self.otherCases(of: scalar) : []) {
                    text += Self.escaped(each, inClass: true)
                }
            case .range(let low, let high):
                text += Self.escaped(low, inClass: true) + "-" + Self.escaped(high, inClass: true)
                if flags.foldsCase { text += try Self.foldedRanges(low, high) }
            case .set(let escape):
                text += escape
            }
        }
        output += text + "]"
    }

    /// The members of a class up to its `]`, which is consumed.
    mutating func classItems() throws(Failure) -> [ClassItem] {
        var items: [ClassItem] = []
        var isFirst = true
        while let scalar = current {
            if scalar == "]", !isFirst {
                position += 1
                return items
            }
            isFirst = false
            if let operation = [("&", "&"), ("-", "-"), ("~", "~")].first(where: { scalar == $0.0 && peek(1) == $0.1 })
            {
                throw Failure(reason: "class set operations (\(operation.0)\(operation.1)) have no JSON Schema form")
            }
            if scalar == "[" {
                position += 1
                if current == "^" || current == ":" {
                    throw Failure(reason: "a negated or POSIX class nested in a class has no JSON Schema form")
                }
                items += try classItems()
                continue
            }
            if scalar == "\\", peek(1) == "Q" {
                position += 2
                items += quoted().map { ClassItem.scalar($0) }
                continue
            }
            let low = try classMember()
            guard case .scalar(let lowScalar) = low, current == "-", let after = peek(1), after != "]" else {
                items.append(low)
                continue
            }
            position += 1
            guard case .scalar(let highScalar) = try classMember() else {
                throw Failure(reason: "a class range must end in a single character")
            }
            guard lowScalar <= highScalar else {
                throw Failure(reason: "the class range \(lowScalar)-\(highScalar) is out of order")
            }
            items.append(.range(lowScalar, highScalar))
        }
        throw Failure(reason: "a '[' is not closed")
    }

    /// One character or class escape inside a class.
    mutating func classMember() throws(Failure) -> ClassItem {
        guard let scalar = current else { throw Failure(reason: "a '[' is not closed") }
        position += 1
        guard scalar == "\\" else { return .scalar(scalar) }
        guard let escape = current else { throw Failure(reason: "a '\\' ends the pattern") }
        position += 1
        switch escape {
        case "d", "D", "w", "W", "s", "S": return .set("\\" + String(escape))
        case "p", "P": return .set(try property(negated: escape == "P"))
        case "u", "U", "x": return .scalar(try hexScalar(after: escape))
        case "n": return .scalar("\n")
        case "t": return .scalar("\t")
        case "r": return .scalar("\r")
        case "f": return .scalar("\u{0C}")
        case "0": return .scalar("\0")
        default:
            try refuseEscape(escape)
            return .scalar(escape)
        }
    }

    /// The other-case ranges of the ASCII letters in a range (`A-Z` for `a-z`).
    static func foldedRanges(_ low: Unicode.Scalar, _ high: Unicode.Scalar) throws(Failure) -> String {
        if high.value > 0x7F {
            throw Failure(reason: "a non-ASCII class range in a case-insensitive scope has no JSON Schema form")
        }
        var text = ""
        for (from, to) in [(UInt32(0x61), UInt32(0x7A)), (UInt32(0x41), UInt32(0x5A))] {
            let start = max(low.value, from)
            let end = min(high.value, to)
            guard start <= end, let first = Unicode.Scalar(start ^ 0x20), let last = Unicode.Scalar(end ^ 0x20) else {
                continue
            }
            text += String(first) + "-" + String(last)
        }
        return text
    }
}
