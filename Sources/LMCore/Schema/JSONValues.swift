/// JSON Schema's view of JSON values: type names, equality (numbers by value, strings by code
/// point, objects without regard to key order), a canonical byte form for hashing, and exact
/// decimal `multipleOf`.
enum JSONValues {
    /// The JSON Schema type name of a value ("integer" for whole numbers).
    static func typeName(_ value: GeneratedContent) -> String {
        switch value.kind {
        case .null: return "null"
        case .bool: return "boolean"
        case .number(let number): return isInteger(number) ? "integer" : "number"
        case .string: return "string"
        case .array: return "array"
        case .structure: return "object"
        }
    }

    /// Whether a number is whole (JSON Schema: `1.0` is an integer).
    static func isInteger(_ number: Double) -> Bool {
        number.isFinite && number == number.rounded()
    }

    /// Whether a value has a JSON Schema type.
    static func has(_ value: GeneratedContent, type: String) -> Bool {
        switch (value.kind, type) {
        case (.null, "null"), (.bool, "boolean"), (.number, "number"), (.string, "string"), (.array, "array"),
            (.structure, "object"):
            return true
        case (.number(let number), "integer"): return isInteger(number)
        default: return false
        }
    }

    /// Whether two strings have the same Unicode code points (not canonical equivalence).
    static func sameScalars(_ first: String, _ second: String) -> Bool {
        first.unicodeScalars.elementsEqual(second.unicodeScalars)
    }

    /// JSON equality: `1 == 1.0`, strings by code point, arrays in order, objects by key set.
    static func equal(_ first: GeneratedContent, _ second: GeneratedContent) -> Bool {
        switch (first.kind, second.kind) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.string(let a), .string(let b)): return sameScalars(a, b)
        case (.array(let a), .array(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { equal($0, $1) }
        case (.structure(let a, let aKeys), .structure(let b, let bKeys)):
            guard a.count == b.count else { return false }
            for key in aKeys {
                guard let other = bKeys.first(where: { sameScalars($0, key) }), let left = a[key],
                    let right = b[other], equal(left, right)
                else { return false }
            }
            return true
        default: return false
        }
    }

    /// A byte form that is equal for two values exactly when ``equal(_:_:)`` says so.
    static func canonicalBytes(_ value: GeneratedContent) -> [UInt8] {
        var bytes: [UInt8] = []
        appendCanonical(value, to: &bytes)
        return bytes
    }

    private static func appendCanonical(_ value: GeneratedContent, to bytes: inout [UInt8]) {
        switch value.kind {
        case .null: bytes.append(0)
        case .bool(let flag): bytes.append(flag ? 2 : 1)
        case .number(let number):
            bytes.append(3)
            bytes += Array((number == 0 ? 0 : number).description.utf8)
            bytes.append(0)
        case .string(let string):
            bytes.append(4)
            appendString(string, to: &bytes)
        case .array(let elements):
            bytes.append(5)
            for element in elements { appendCanonical(element, to: &bytes) }
            bytes.append(6)
        case .structure(let properties, let keys):
            bytes.append(7)
            let sorted = keys.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
            for key in sorted {
                appendString(key, to: &bytes)
                if let member = properties[key] { appendCanonical(member, to: &bytes) }
            }
            bytes.append(8)
        }
    }

    private static func appendString(_ string: String, to bytes: inout [UInt8]) {
        for scalar in string.unicodeScalars {
            if scalar.value == 0 || scalar.value == 1 {
                bytes += [1, UInt8(scalar.value)]
            } else {
                bytes += Array(String(scalar).utf8)
            }
        }
        bytes.append(0)
    }

    /// Whether `value` is a whole multiple of `divisor`, exactly, reading both as the shortest
    /// decimals that round-trip (so `0.0075` is a multiple of `0.0001`).
    static func isMultiple(_ value: Double, of divisor: Double) -> Bool {
        guard value.isFinite, divisor.isFinite, divisor != 0 else { return false }
        guard let (valueDigits, valueExponent) = decimal(abs(value)),
            let (divisorDigits, divisorExponent) = decimal(abs(divisor))
        else { return false }
        if valueDigits == 0 { return true }
        if valueExponent < divisorExponent { return false }
        var remainder = valueDigits % divisorDigits
        var steps = valueExponent - divisorExponent
        while steps > 0, remainder != 0 {
            remainder = (remainder * 10) % divisorDigits
            steps -= 1
        }
        return remainder == 0
    }

    /// A positive finite number as `digits × 10^exponent`, digits without trailing zeros.
    private static func decimal(_ number: Double) -> (UInt64, Int)? {
        let text = number.description
        var digits: UInt64 = 0
        var exponent = 0
        var afterPoint = false
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "." {
                afterPoint = true
            } else if let digit = character.wholeNumberValue, character.isASCII {
                guard digits < UInt64.max / 10 else { return nil }
                digits = digits * 10 + UInt64(digit)
                if afterPoint { exponent -= 1 }
            } else if character == "e" || character == "E" {
                guard let power = Int(text[text.index(after: index)...]) else { return nil }
                exponent += power
                break
            } else {
                return nil
            }
            index = text.index(after: index)
        }
        if digits == 0 { return (0, 0) }
        while digits % 10 == 0 {
            digits /= 10
            exponent += 1
        }
        return (digits, exponent)
    }
}
