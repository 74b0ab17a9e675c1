import Foundation

/// An encoder that turns an `Encodable` value into ``GeneratedContent``, keeping key order.
///
/// `Date` becomes an ISO 8601 string, `UUID` and `URL` strings, `Decimal` a number; a nested
/// `GeneratedContent` is kept as it is. A case of a `CaseIterable` enum without raw values and
/// without associated values becomes its name (`"a"`, not Swift's `{"a":{}}`).
final class GeneratedContentEncoder: Encoder {
    /// Where an encoded value goes: filled once by a container or a single value.
    final class Slot {
        enum Value {
            case empty
            case single(GeneratedContent)
            case object(keys: [String], slots: [String: Slot])
            case array([Slot])
        }

        var value = Value.empty

        /// Writes a case without associated values as its name: Swift's synthesized `encode(to:)`
        /// writes `.a` as `{"a":{}}`, which becomes `"a"`, the form the derived schema gives it.
        func collapseCaseName() {
            guard case .object(let keys, let slots) = value, keys.count == 1, let inner = slots[keys[0]] else { return }
            switch inner.value {
            case .empty: value = .single(GeneratedContent(kind: .string(keys[0])))
            case .object(let innerKeys, _) where innerKeys.isEmpty:
                value = .single(GeneratedContent(kind: .string(keys[0])))
            default: return
            }
        }

        var content: GeneratedContent {
            switch value {
            case .empty: return GeneratedContent(kind: .structure(properties: [:], orderedKeys: []))
            case .single(let content): return content
            case .object(let keys, let slots):
                var properties: [String: GeneratedContent] = [:]
                for key in keys { properties[key] = slots[key]?.content }
                return GeneratedContent(kind: .structure(properties: properties, orderedKeys: keys))
            case .array(let slots): return GeneratedContent(kind: .array(slots.map(\.content)))
            }
        }
    }

    let slot: Slot
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(slot: Slot, codingPath: [any CodingKey]) {
        self.slot = slot
        self.codingPath = codingPath
    }

    /// Encodes a value.
    static func encode(_ value: some Encodable) throws -> GeneratedContent {
        let slot = Slot()
        try encode(value, into: slot, at: [])
        return slot.content
    }

    static func encode<T: Encodable>(_ value: T, into slot: Slot, at codingPath: [any CodingKey]) throws {
        switch value {
        case let content as GeneratedContent: slot.value = .single(content)
        case let date as Date:
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
            slot.value = .single(GeneratedContent(kind: .string(formatter.string(from: date))))
        case let uuid as UUID: slot.value = .single(GeneratedContent(kind: .string(uuid.uuidString)))
        case let url as URL: slot.value = .single(GeneratedContent(kind: .string(url.absoluteString)))
        case let decimal as Decimal:
            slot.value = .single(GeneratedContent(kind: .number(NSDecimalNumber(decimal: decimal).doubleValue)))
        default:
            try value.encode(to: GeneratedContentEncoder(slot: slot, codingPath: codingPath))
            if value is any CaseIterable, !(value is any RawRepresentable) { slot.collapseCaseName() }
        }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .object = slot.value {} else { slot.value = .object(keys: [], slots: [:]) }
        return KeyedEncodingContainer(SlotKeyedContainer<Key>(slot: slot, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .array = slot.value {} else { slot.value = .array([]) }
        return SlotUnkeyedContainer(slot: slot, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SlotSingleValueContainer(slot: slot, codingPath: codingPath)
    }
}

struct SlotKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let slot: GeneratedContentEncoder.Slot
    let codingPath: [any CodingKey]

    private func child(_ key: Key) -> GeneratedContentEncoder.Slot {
        guard case .object(var keys, var slots) = slot.value else { return GeneratedContentEncoder.Slot() }
        if let existing = slots[key.stringValue] { return existing }
        let created = GeneratedContentEncoder.Slot()
        keys.append(key.stringValue)
        slots[key.stringValue] = created
        slot.value = .object(keys: keys, slots: slots)
        return created
    }

    mutating func encodeNil(forKey key: Key) throws { child(key).value = .single(GeneratedContent(kind: .null)) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try GeneratedContentEncoder.encode(value, into: child(key), at: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        GeneratedContentEncoder(slot: child(key), codingPath: codingPath + [key]).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        GeneratedContentEncoder(slot: child(key), codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { GeneratedContentEncoder(slot: slot, codingPath: codingPath) }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        GeneratedContentEncoder(slot: child(key), codingPath: codingPath + [key])
    }
}

struct SlotUnkeyedContainer: UnkeyedEncodingContainer {
    let slot: GeneratedContentEncoder.Slot
    let codingPath: [any CodingKey]

    var count: Int {
        if case .array(let slots) = slot.value { return slots.count }
        return 0
    }

    private func next() -> GeneratedContentEncoder.Slot {
        let created = GeneratedContentEncoder.Slot()
        if case .array(var slots) = slot.value {
            slots.append(created)
            slot.value = .array(slots)
        }
        return created
    }

    mutating func encodeNil() throws { next().value = .single(GeneratedContent(kind: .null)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try GeneratedContentEncoder.encode(value, into: next(), at: codingPath + [ContentIndexKey(count)])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
        NestedKey
    > {
        GeneratedContentEncoder(slot: next(), codingPath: codingPath).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        GeneratedContentEncoder(slot: next(), codingPath: codingPath).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { GeneratedContentEncoder(slot: next(), codingPath: codingPath) }
}

struct SlotSingleValueContainer: SingleValueEncodingContainer {
    let slot: GeneratedContentEncoder.Slot
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws { slot.value = .single(GeneratedContent(kind: .null)) }
    mutating func encode(_ value: Bool) throws { slot.value = .single(GeneratedContent(kind: .bool(value))) }
    mutating func encode(_ value: String) throws { slot.value = .single(GeneratedContent(kind: .string(value))) }
    mutating func encode(_ value: Double) throws { slot.value = .single(GeneratedContent(kind: .number(value))) }
    mutating func encode(_ value: Float) throws { slot.value = .single(GeneratedContent(kind: .number(Double(value)))) }
    mutating func encode(_ value: Int) throws { number(value) }
    mutating func encode(_ value: Int8) throws { number(value) }
    mutating func encode(_ value: Int16) throws { number(value) }
    mutating func encode(_ value: Int32) throws { number(value) }
    mutating func encode(_ value: Int64) throws { number(value) }
    mutating func encode(_ value: UInt) throws { number(value) }
    mutating func encode(_ value: UInt8) throws { number(value) }
    mutating func encode(_ value: UInt16) throws { number(value) }
    mutating func encode(_ value: UInt32) throws { number(value) }
    mutating func encode(_ value: UInt64) throws { number(value) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        try GeneratedContentEncoder.encode(value, into: slot, at: codingPath)
    }

    private func number(_ value: some BinaryInteger) {
        slot.value = .single(GeneratedContent(kind: .number(Double(value))))
    }
}
