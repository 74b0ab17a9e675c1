import Foundation

/// A decoder that reads a `Decodable` value out of ``GeneratedContent``.
///
/// `Date` is read from an ISO 8601 string, `UUID` and `URL` from strings; a nested
/// `GeneratedContent` property receives the content as it is. Other nested types are read with
/// their `init(from:)`, so coding paths in errors run from the root.
///
/// A string where a keyed container with a closed set of keys is asked for, naming one of those
/// keys, reads as an object with that key holding an empty object: that is how Swift's
/// synthesized `init(from:)` reads a case of an enum without raw values, so `"a"` decodes as `.a`.
/// Key types that accept any string (dictionaries, dynamic keys) are not read this way.
struct GeneratedContentDecoder: Decoder {
    let content: GeneratedContent
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        if case .string(let name) = content.kind, Key(stringValue: name) != nil,
            Key(stringValue: "\u{0}not a key") == nil
        {
            // A case of an enum without raw values, written as its name: Swift's synthesized
            // `init(from:)` reads `.a` from `{"a":{}}`.
            let empty = GeneratedContent(kind: .structure(properties: [:], orderedKeys: []))
            return KeyedDecodingContainer(
                ContentKeyedContainer<Key>(properties: [name: empty], keys: [name], codingPath: codingPath))
        }
        guard case .structure(let properties, let keys) = content.kind else {
            throw mismatch([String: Int].self, "expected an object, found \(content.kindName)")
        }
        return KeyedDecodingContainer(
            ContentKeyedContainer<Key>(properties: properties, keys: keys, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = content.kind else {
            throw mismatch([Int].self, "expected an array, found \(content.kindName)")
        }
        return ContentUnkeyedContainer(elements: elements, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        ContentSingleValueContainer(content: content, codingPath: codingPath)
    }

    private func mismatch(_ type: Any.Type, _ message: String) -> DecodingError {
        DecodingError.typeMismatch(type, .init(codingPath: codingPath, debugDescription: message))
    }

    /// Decodes a value of any type from content, handling the types JSON has no form for.
    static func decode<T: Decodable>(_ type: T.Type, from content: GeneratedContent, at codingPath: [any CodingKey])
        throws -> T
    {
        func fail(_ message: String) -> DecodingError {
            DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: message))
        }
        switch type {
        case is Date.Type:
            guard case .string(let text) = content.kind else {
                throw fail("expected an ISO 8601 date string, found \(content.kindName)")
            }
            guard let date = GeneratedContentDecoder.parseDate(text) as? T else {
                throw fail("\"\(text)\" is not an ISO 8601 date-time")
            }
            return date
        case is UUID.Type:
            guard case .string(let text) = content.kind, let uuid = UUID(uuidString: text) as? T else {
                throw fail("expected a UUID string, found \(content.jsonString)")
            }
            return uuid
        case is URL.Type:
            guard case .string(let text) = content.kind, let url = URL(string: text) as? T else {
                throw fail("expected a URL string, found \(content.jsonString)")
            }
            return url
        default:
            break
        }
        if let value = content as? T { return value }
        return try T(from: GeneratedContentDecoder(content: content, codingPath: codingPath))
    }

    static func parseDate(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.date(from: text)
    }

    /// Reads an integer type from a number, checking that it is whole and fits.
    static func integer<T: FixedWidthInteger>(
        _ type: T.Type, _ content: GeneratedContent, _ codingPath: [any CodingKey]
    ) throws -> T {
        guard case .number(let number) = content.kind else {
            throw DecodingError.typeMismatch(
                type, .init(codingPath: codingPath, debugDescription: "expected an integer, found \(content.kindName)"))
        }
        guard let value = T(exactly: number) else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: codingPath,
                    debugDescription: "\(JSONWriter.format(number)) is not a whole number that fits \(type)"))
        }
        return value
    }
}

struct ContentIndexKey: CodingKey {
    var stringValue: String { "\(intValue ?? 0)" }
    var intValue: Int?
    init(_ index: Int) { intValue = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.intValue = intValue }
}

struct ContentKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let properties: [String: GeneratedContent]
    let keys: [String]
    let codingPath: [any CodingKey]

    var allKeys: [Key] { keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { properties[key.stringValue] != nil }

    func decodeNil(forKey key: Key) throws -> Bool {
        guard let value = properties[key.stringValue] else { return true }
        if case .null = value.kind { return true }
        return false
    }

    private func value(_ key: Key) throws -> GeneratedContent {
        guard let value = properties[key.stringValue] else {
            throw DecodingError.keyNotFound(
                key,
                .init(codingPath: codingPath, debugDescription: "the content has no property \"\(key.stringValue)\""))
        }
        return value
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decode(generic: type, key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try decode(generic: type, key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decode(generic: type, key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decode(generic: type, key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try integer(type, key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(type, key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try integer(type, key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try integer(type, key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try integer(type, key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(type, key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(type, key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(type, key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(type, key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(type, key) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try decode(generic: type, key) }

    private func decode<T: Decodable>(generic type: T.Type, _ key: Key) throws -> T {
        try GeneratedContentDecoder.decode(type, from: try value(key), at: codingPath + [key])
    }

    private func integer<T: FixedWidthInteger>(_ type: T.Type, _ key: Key) throws -> T {
        try GeneratedContentDecoder.integer(type, try value(key), codingPath + [key])
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try GeneratedContentDecoder(content: try value(key), codingPath: codingPath + [key]).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try GeneratedContentDecoder(content: try value(key), codingPath: codingPath + [key]).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        GeneratedContentDecoder(
            content: GeneratedContent(kind: .structure(properties: properties, orderedKeys: keys)),
            codingPath: codingPath)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        GeneratedContentDecoder(content: try value(key), codingPath: codingPath + [key])
    }
}

struct ContentUnkeyedContainer: UnkeyedDecodingContainer {
    let elements: [GeneratedContent]
    let codingPath: [any CodingKey]
    var currentIndex = 0
    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    private func current() throws -> GeneratedContent {
        guard currentIndex < elements.count else {
            throw DecodingError.valueNotFound(
                Any.self,
                .init(
                    codingPath: codingPath + [ContentIndexKey(currentIndex)],
                    debugDescription: "the array has no more elements"))
        }
        return elements[currentIndex]
    }

    mutating func decodeNil() throws -> Bool {
        if case .null = try current().kind {
            currentIndex += 1
            return true
        }
        return false
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try next(type) }
    mutating func decode(_ type: String.Type) throws -> String { try next(type) }
    mutating func decode(_ type: Double.Type) throws -> Double { try next(type) }
    mutating func decode(_ type: Float.Type) throws -> Float { try next(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try nextInteger(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try nextInteger(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try nextInteger(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try nextInteger(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try nextInteger(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try nextInteger(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try nextInteger(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try nextInteger(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try nextInteger(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try nextInteger(type) }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next(type) }

    private mutating func next<T: Decodable>(_ type: T.Type) throws -> T {
        let value = try GeneratedContentDecoder.decode(
            type, from: try current(), at: codingPath + [ContentIndexKey(currentIndex)])
        currentIndex += 1
        return value
    }

    private mutating func nextInteger<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        let value = try GeneratedContentDecoder.integer(
            type, try current(), codingPath + [ContentIndexKey(currentIndex)])
        currentIndex += 1
        return value
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<
        NestedKey
    > {
        let decoder = GeneratedContentDecoder(
            content: try current(), codingPath: codingPath + [ContentIndexKey(currentIndex)])
        currentIndex += 1
        return try decoder.container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let decoder = GeneratedContentDecoder(
            content: try current(), codingPath: codingPath + [ContentIndexKey(currentIndex)])
        currentIndex += 1
        return try decoder.unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        let decoder = GeneratedContentDecoder(
            content: try current(), codingPath: codingPath + [ContentIndexKey(currentIndex)])
        currentIndex += 1
        return decoder
    }
}

struct ContentSingleValueContainer: SingleValueDecodingContainer {
    let content: GeneratedContent
    let codingPath: [any CodingKey]

    func decodeNil() -> Bool {
        if case .null = content.kind { return true }
        return false
    }

    func decode(_ type: Bool.Type) throws -> Bool {
        guard case .bool(let flag) = content.kind else {
            throw DecodingError.typeMismatch(
                type, .init(codingPath: codingPath, debugDescription: "expected a Boolean, found \(content.kindName)"))
        }
        return flag
    }
    func decode(_ type: String.Type) throws -> String {
        guard case .string(let string) = content.kind else {
            throw DecodingError.typeMismatch(
                type, .init(codingPath: codingPath, debugDescription: "expected a string, found \(content.kindName)"))
        }
        return string
    }
    func decode(_ type: Double.Type) throws -> Double {
        guard case .number(let number) = content.kind else {
            throw DecodingError.typeMismatch(
                type, .init(codingPath: codingPath, debugDescription: "expected a number, found \(content.kindName)"))
        }
        return number
    }
    func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }
    func decode(_ type: Int.Type) throws -> Int { try GeneratedContentDecoder.integer(type, content, codingPath) }
    func decode(_ type: Int8.Type) throws -> Int8 { try GeneratedContentDecoder.integer(type, content, codingPath) }
    func decode(_ type: Int16.Type) throws -> Int16 { try GeneratedContentDecoder.integer(type, content, codingPath) }
    func decode(_ type: Int32.Type) throws -> Int32 { try GeneratedContentDecoder.integer(type, content, codingPath) }
    func decode(_ type: Int64.Type) throws -> Int64 { try GeneratedContentDecoder.integer(type, content, codingPath) }
    func decode(_ type: UInt.Type) throws -> UInt { try GeneratedContentDecoder.integer(type, content, codingPath) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try GeneratedContentDecoder.integer(type, content, codingPath) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try GeneratedContentDecoder.integer(type, content, codingPath) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try GeneratedContentDecoder.integer(type, content, codingPath) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try GeneratedContentDecoder.integer(type, content, codingPath) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try value(type) }

    private func value<T: Decodable>(_ type: T.Type) throws -> T {
        try GeneratedContentDecoder.decode(type, from: content, at: codingPath)
    }
}
