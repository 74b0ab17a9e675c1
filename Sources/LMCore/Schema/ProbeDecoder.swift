/// What a probed type asked its decoder for.
final class ProbeRecorder {
    enum Shape {
        case none
        case object
        case array
        case single
    }

    struct Entry {
        let name: String
        var isRequired: Bool
        let node: GenerationSchema.Node?
        let child: ProbeRecorder?
    }

    var shape = Shape.none
    var entries: [Entry] = []
    var element: GenerationSchema.Node?
    var elementRecorder: ProbeRecorder?
    var single: GenerationSchema.Node?

    func add(_ key: String, _ node: GenerationSchema.Node, required: Bool) {
        guard !entries.contains(where: { $0.name == key }) else { return }
        entries.append(Entry(name: key, isRequired: required, node: node, child: nil))
    }

    func add(_ key: String, child: ProbeRecorder) {
        guard !entries.contains(where: { $0.name == key }) else { return }
        entries.append(Entry(name: key, isRequired: true, node: nil, child: child))
    }

    /// The recorded node; nested containers are read now, after the type finished decoding.
    func node(name: String?) -> GenerationSchema.Node {
        switch shape {
        case .none, .object:
            let properties = entries.map { entry in
                GenerationSchema.Node.Property(
                    name: entry.name,
                    node: entry.node ?? entry.child?.node(name: nil) ?? GenerationSchema.Node(.any),
                    isRequired: entry.isRequired)
            }
            return GenerationSchema.Node(.object(properties), name: name)
        case .array:
            let element = self.element ?? elementRecorder?.node(name: nil) ?? GenerationSchema.Node(.any)
            return GenerationSchema.Node(.array(.init(element: element)))
        case .single: return single ?? GenerationSchema.Node(.any)
        }
    }
}

/// A decoder that records the shape of the type decoding from it and hands out sample values.
///
/// With an `absentKey`, its keyed container behaves as if that key were missing (as a JSON
/// decoder does), to learn whether the type decodes without it.
struct ProbeDecoder: Decoder {
    let recorder: ProbeRecorder
    let codingPath: [any CodingKey]
    var absentKey: String?
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        recorder.shape = .object
        return KeyedDecodingContainer(
            ProbeKeyedContainer<Key>(recorder: recorder, codingPath: codingPath, absentKey: absentKey))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        recorder.shape = .array
        return ProbeUnkeyedContainer(recorder: recorder, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        recorder.shape = .single
        return ProbeSingleValueContainer(recorder: recorder, codingPath: codingPath)
    }
}

struct ProbeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let recorder: ProbeRecorder
    let codingPath: [any CodingKey]
    var absentKey: String?
    var allKeys: [Key] { [] }

    func contains(_ key: Key) -> Bool { key.stringValue != absentKey }
    func decodeNil(forKey key: Key) throws -> Bool { key.stringValue == absentKey }

    private func checkPresent(_ key: Key) throws {
        guard key.stringValue == absentKey else { return }
        throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "left out by the probe"))
    }

    private func required<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T {
        try checkPresent(key)
        let (node, value) = try SchemaProbe.probe(type, codingPath: codingPath + [key])
        let isOptional = type is any OptionalProbing.Type
        recorder.add(key.stringValue, node, required: !isOptional)
        guard let value else {
            throw SchemaProbe.unsupported(
                String(describing: type), codingPath + [key],
                "No sample value could be made; implement generationSchema by hand.")
        }
        return value
    }

    private func optional<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T? {
        if key.stringValue == absentKey { return nil }
        let (node, _) = try SchemaProbe.probe(type, codingPath: codingPath + [key])
        recorder.add(key.stringValue, node, required: false)
        return nil
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try required(type, key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try required(type, key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try required(type, key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try required(type, key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try required(type, key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try required(type, key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try required(type, key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try required(type, key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try required(type, key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try required(type, key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try required(type, key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try required(type, key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try required(type, key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try required(type, key) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try required(type, key) }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try optional(type, key) }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try optional(type, key) }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try optional(type, key) }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try optional(type, key) }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try optional(type, key) }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try optional(type, key) }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try optional(type, key) }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try optional(type, key) }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try optional(type, key) }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try optional(type, key) }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try optional(type, key) }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try optional(type, key) }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try optional(type, key) }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try optional(type, key) }
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? { try optional(type, key) }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type,
        forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try checkPresent(key)
        let nested = ProbeRecorder()
        let container = try ProbeDecoder(recorder: nested, codingPath: codingPath + [key]).container(keyedBy: type)
        recorder.add(key.stringValue, child: nested)
        return container
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try checkPresent(key)
        let nested = ProbeRecorder()
        nested.shape = .array
        recorder.add(key.stringValue, child: nested)
        return ProbeUnkeyedContainer(recorder: nested, codingPath: codingPath + [key])
    }

    func superDecoder() throws -> any Decoder {
        throw SchemaProbe.unsupported(
            "super", codingPath, "Class inheritance in Codable is not supported; implement generationSchema by hand.")
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        try superDecoder()
    }
}

struct ProbeUnkeyedContainer: UnkeyedDecodingContainer {
    let recorder: ProbeRecorder
    let codingPath: [any CodingKey]
    var count: Int? { 1 }
    var currentIndex = 0
    var isAtEnd: Bool { currentIndex >= 1 }

    private struct IndexKey: CodingKey {
        var stringValue: String { "\(intValue ?? 0)" }
        var intValue: Int?
        init(_ index: Int) { intValue = index }
        init?(stringValue: String) { nil }
        init?(intValue: Int) { self.intValue = intValue }
    }

    mutating func decodeNil() throws -> Bool { false }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try element(type) }
    mutating func decode(_ type: String.Type) throws -> String { try element(type) }
    mutating func decode(_ type: Double.Type) throws -> Double { try element(type) }
    mutating func decode(_ type: Float.Type) throws -> Float { try element(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try element(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try element(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try element(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try element(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try element(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try element(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try element(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try element(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try element(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try element(type) }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try element(type) }

    private mutating func element<T: Decodable>(_ type: T.Type) throws -> T {
        let (node, value) = try SchemaProbe.probe(type, codingPath: codingPath + [IndexKey(currentIndex)])
        recorder.element = node
        currentIndex += 1
        guard let value else {
            throw SchemaProbe.unsupported(
                String(describing: type), codingPath,
                "No sample element could be made; implement generationSchema by hand.")
        }
        return value
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<
        NestedKey
    > {
        let nested = ProbeRecorder()
        let container = try ProbeDecoder(recorder: nested, codingPath: codingPath).container(keyedBy: type)
        recorder.elementRecorder = nested
        currentIndex += 1
        return container
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw SchemaProbe.unsupported(
            "nested array", codingPath, "Decode nested arrays with decode([[T]].self) instead.")
    }

    mutating func superDecoder() throws -> any Decoder {
        throw SchemaProbe.unsupported("super", codingPath, "Class inheritance in Codable is not supported.")
    }
}

struct ProbeSingleValueContainer: SingleValueDecodingContainer {
    let recorder: ProbeRecorder
    let codingPath: [any CodingKey]

    func decodeNil() -> Bool { false }

    func decode(_ type: Bool.Type) throws -> Bool { try value(type) }
    func decode(_ type: String.Type) throws -> String { try value(type) }
    func decode(_ type: Double.Type) throws -> Double { try value(type) }
    func decode(_ type: Float.Type) throws -> Float { try value(type) }
    func decode(_ type: Int.Type) throws -> Int { try value(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try value(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try value(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try value(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try value(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try value(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try value(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try value(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try value(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try value(type) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try value(type) }

    private func value<T: Decodable>(_ type: T.Type) throws -> T {
        let (node, value) = try SchemaProbe.probe(type, codingPath: codingPath)
        recorder.single = node
        guard let value else {
            throw SchemaProbe.unsupported(String(describing: type), codingPath, "No sample value could be made.")
        }
        return value
    }
}
