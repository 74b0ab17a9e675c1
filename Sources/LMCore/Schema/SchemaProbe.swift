import Foundation

/// Finds the schema of a `Decodable` type by decoding it from a recording decoder.
///
/// The decoder answers every request with a sample value and records what was asked for: keyed
/// containers become objects (properties in the order the type decodes them), unkeyed containers
/// arrays (with one element), `decodeIfPresent` makes a property optional.
///
/// A property is required exactly when the type's `init(from:)` fails without it, so that every
/// object the schema allows also decodes: after the first pass, the type is decoded once more per
/// required property with that key left out. A custom `init(from:)` that falls back to a default
/// (`(try? container.decode(Bool.self, forKey: .flag)) ?? false`) makes the property optional.
/// Swift's synthesized `init(from:)` ignores default values (`var flag = false` still throws
/// when the key is missing), so such properties stay required; write `decodeIfPresent(...) ??
/// default` in a custom `init(from:)` to let the model leave them out.
enum SchemaProbe {
    typealias Node = GenerationSchema.Node

    /// Set while a type is decoded again with a key left out; nested types then skip their own
    /// second pass, whose result would be thrown away.
    @TaskLocal static var isRetrying = false

    /// Marks as not required each property without which the type still decodes.
    ///
    /// The retries run in a derivation context of their own: the nested schemas they derive
    /// (without their own retries) are only samples, and must not reach the real derivation's
    /// definitions or errors.
    static func relaxRequirements<Value: Decodable>(
        of type: Value.Type, in recorder: ProbeRecorder, codingPath: [any CodingKey]
    ) {
        guard !isRetrying, recorder.shape == .object else { return }
        let scratch = SchemaDerivation.Context()
        SchemaDerivation.$current.withValue(scratch) {
            retry(type, in: recorder, codingPath: codingPath)
        }
    }

    private static func retry<Value: Decodable>(
        _ type: Value.Type, in recorder: ProbeRecorder, codingPath: [any CodingKey]
    ) {
        $isRetrying.withValue(true) {
            for index in recorder.entries.indices where recorder.entries[index].isRequired {
                let decoder = ProbeDecoder(
                    recorder: ProbeRecorder(), codingPath: codingPath, absentKey: recorder.entries[index].name)
                do {
                    _ = try Value(from: decoder)
                    recorder.entries[index].isRequired = false
                } catch {
                    continue
                }
            }
        }
    }

    /// The node of a type whose own schema is being derived.
    static func node<Value: Decodable>(forTopLevel type: Value.Type, name: String) throws -> Node {
        if let choices = try enumerationNode(type, name: name) { return choices }
        let recorder = ProbeRecorder()
        _ = try Value(from: ProbeDecoder(recorder: recorder, codingPath: []))
        relaxRequirements(of: type, in: recorder, codingPath: [])
        return recorder.node(name: name)
    }

    /// The node and a sample value of a type reached from a property or element.
    static func probe<Value: Decodable>(_ type: Value.Type, codingPath: [any CodingKey]) throws -> (
        node: Node, value: Value?
    ) {
        if let primitive = primitive(type) { return primitive }
        if let optional = type as? any OptionalProbing.Type {
            return (try optional.wrappedNode(codingPath: codingPath), optional.noneValue as? Value)
        }
        if type is any DictionaryProbing.Type || type == Data.self {
            throw unsupported(
                String(describing: type), codingPath, "Use an array of objects with a key property instead.")
        }
        if let generable = type as? any Generable.Type {
            let schema = schemaOf(generable)
            if let error = schema.derivationError { SchemaDerivation.current?.record(error) }
            SchemaDerivation.current?.merge(schema.definitions)
            if let sample = try? make(generable, SchemaFiller(schema: schema).sample(schema.root)) as? Value {
                return (schema.root, sample)
            }
            if case .reference = schema.root.kind { return (schema.root, nil) }
            let value = try? Value(from: ProbeDecoder(recorder: ProbeRecorder(), codingPath: codingPath))
            return (schema.root, value)
        }
        let name = String(describing: type)
        if let choices = try enumerationNode(type, name: name) {
            let first = (type as? any CaseIterable.Type).flatMap { firstCase(of: $0) as? Value }
            return (choices, first)
        }
        let id = ObjectIdentifier(type)
        let context = SchemaDerivation.current
        let recursive = context?.state.withLock { state in
            if state.inProgress.contains(id) { return true }
            state.inProgress.append(id)
            return false
        }
        if recursive == true {
            throw unsupported(
                name, codingPath, "\(name) contains itself; declare it Generable so it can be a reference.")
        }
        defer { context?.state.withLock { $0.inProgress.removeAll { $0 == id } } }
        let recorder = ProbeRecorder()
        let value = try Value(from: ProbeDecoder(recorder: recorder, codingPath: codingPath))
        relaxRequirements(of: type, in: recorder, codingPath: codingPath)
        return (recorder.node(name: name), value)
    }

    private static func primitive<Value>(_ type: Value.Type) -> (node: Node, value: Value?)? {
        func integer(_ low: Double?, _ high: Double?, _ sample: Any) -> (Node, Value?) {
            (Node(.integer(.init(minimum: low, maximum: high))), sample as? Value)
        }
        switch type {
        case is String.Type: return (.string, "" as? Value)
        case is Bool.Type: return (.boolean, false as? Value)
        case is Double.Type: return (.number, 0.0 as? Value)
        case is Float.Type: return (.number, Float(0) as? Value)
        case is Decimal.Type: return (.number, Decimal() as? Value)
        case is Int.Type: return integer(nil, nil, 0)
        case is Int8.Type: return integer(-128, 127, Int8(0))
        case is Int16.Type: return integer(-32768, 32767, Int16(0))
        case is Int32.Type: return integer(-2_147_483_648, 2_147_483_647, Int32(0))
        case is Int64.Type: return integer(nil, nil, Int64(0))
        case is UInt.Type: return integer(0, nil, UInt(0))
        case is UInt8.Type: return integer(0, 255, UInt8(0))
        case is UInt16.Type: return integer(0, 65535, UInt16(0))
        case is UInt32.Type: return integer(0, 4_294_967_295, UInt32(0))
        case is UInt64.Type: return integer(0, nil, UInt64(0))
        case is Date.Type: return (Node(.string(.init(format: .dateTime))), Date(timeIntervalSince1970: 0) as? Value)
        case is UUID.Type: return (Node(.string(.init(format: .uuid))), UUID() as? Value)
        case is URL.Type: return (.string, URL(fileURLWithPath: "/") as? Value)
        default: return nil
        }
    }

    private static func schemaOf<Value: Generable>(_ type: Value.Type) -> GenerationSchema {
        Value.generationSchema
    }

    private static func make<Value: Generable>(_ type: Value.Type, _ content: GeneratedContent) throws -> Value {
        try Value(content)
    }

    static func unsupported(_ type: String, _ codingPath: [any CodingKey], _ advice: String) -> SchemaError {
        SchemaError.unsupportedType(
            schema: nil, property: codingPath.map(\.stringValue).joined(separator: "."), type: type,
            context: .init(debugDescription: advice))
    }
}

/// Lets the probe see through `Optional` without knowing the wrapped type statically.
protocol OptionalProbing {
    static func wrappedNode(codingPath: [any CodingKey]) throws -> GenerationSchema.Node
    static var noneValue: Self { get }
}

extension Optional: OptionalProbing where Wrapped: Decodable {
    static func wrappedNode(codingPath: [any CodingKey]) throws -> GenerationSchema.Node {
        try SchemaProbe.probe(Wrapped.self, codingPath: codingPath).node
    }
    static var noneValue: Wrapped? { nil }
}

/// Marks dictionaries, which have no schema (their keys are not known in advance).
protocol DictionaryProbing {}
extension Dictionary: DictionaryProbing {}
