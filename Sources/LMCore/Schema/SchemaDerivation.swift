import Foundation
import Synchronization

/// Derives schemas of `Codable` ``Generable`` types and remembers them per type.
///
/// One derivation may reach many types (nested and recursive ones). A ``Context`` shared through
/// a task-local value tracks the types in progress, so that a type reached again while its own
/// schema is being derived becomes a reference, and collects the definitions and the first error.
package enum SchemaDerivation {
    /// The state of one derivation. Shared state sits behind a mutex.
    package final class Context: Sendable {
        struct State {
            var inProgress: [ObjectIdentifier] = []
            var referenced: Set<ObjectIdentifier> = []
            var names: [ObjectIdentifier: String] = [:]
            var definitions: [String: GenerationSchema.Node] = [:]
            var error: SchemaError?
        }

        let state = Mutex(State())

        /// The name a type's definition has in this derivation, unique among the types seen.
        func name(for type: Any.Type) -> String {
            state.withLock { state in
                let id = ObjectIdentifier(type)
                if let name = state.names[id] { return name }
                var name = String(describing: type)
                if state.names.values.contains(name) { name = String(reflecting: type) }
                state.names[id] = name
                return name
            }
        }

        func record(_ error: SchemaError) {
            state.withLock { state in
                if state.error == nil { state.error = error }
            }
        }

        /// Adds definitions found by a nested schema; a different schema under a taken name is an error.
        func merge(_ definitions: [String: GenerationSchema.Node]) {
            let clash: String? = state.withLock { state in
                for (name, node) in definitions {
                    if let existing = state.definitions[name], existing != node { return name }
                    state.definitions[name] = node
                }
                return nil
            }
            if let clash {
                record(
                    .duplicateType(
                        schema: nil, type: clash,
                        context: .init(debugDescription: "Two different types are both named \(clash); rename one.")))
            }
        }
    }

    @TaskLocal package static var current: Context?

    private static let cache = Mutex<[ObjectIdentifier: GenerationSchema]>([:])

    /// The derived schema of a `Decodable` generable type.
    package static func schema<Value: Generable & Decodable>(for type: Value.Type) -> GenerationSchema {
        if let context = current {
            return schema(for: type, in: context)
        }
        let id = ObjectIdentifier(type)
        if let cached = cache.withLock({ $0[id] }) { return cached }
        let result = derive(type)
        cache.withLock { $0[id] = result }
        return result
    }

    /// Derives a type's schema without the cache (for benchmarks and tests).
    package static func derive<Value: Generable & Decodable>(_ type: Value.Type) -> GenerationSchema {
        let context = Context()
        let nested = $current.withValue(context) { schema(for: type, in: context) }
        let state = context.state.withLock { $0 }
        var definitions = state.definitions
        for (name, node) in nested.definitions where definitions[name] == nil { definitions[name] = node }
        return GenerationSchema(unchecked: nested.root, definitions: definitions, derivationError: state.error)
    }

    private static func schema<Value: Generable & Decodable>(
        for type: Value.Type,
        in context: Context
    ) -> GenerationSchema {
        let id = ObjectIdentifier(type)
        let name = context.name(for: type)
        let isRecursive = context.state.withLock { state in
            if state.inProgress.contains(id) {
                state.referenced.insert(id)
                return true
            }
            state.inProgress.append(id)
            return false
        }
        if isRecursive { return GenerationSchema(unchecked: .init(.reference(name))) }
        var node: GenerationSchema.Node
        do {
            node = try SchemaProbe.node(forTopLevel: type, name: name)
            try Value.generationGuides.apply(to: &node, schema: name)
        } catch let error as SchemaError {
            context.record(error)
            node = GenerationSchema.Node(.any, name: name)
        } catch {
            context.record(
                .unsupportedType(
                    schema: name, property: nil, type: name,
                    context: .init(
                        debugDescription: "Decoding a sample failed: \(error). Implement generationSchema by hand.")))
            node = GenerationSchema.Node(.any, name: name)
        }
        let wasReferenced = context.state.withLock { state in
            state.inProgress.removeAll { $0 == id }
            return state.referenced.contains(id)
        }
        if wasReferenced {
            context.merge([name: node])
            return GenerationSchema(unchecked: .init(.reference(name)), definitions: [name: node])
        }
        return GenerationSchema(unchecked: node)
    }
}
