/// A location inside a JSON value, written like `$.items[2].name`.
package struct JSONPath: Sendable, Hashable, CustomStringConvertible {
    /// One step from a value to a value inside it.
    package enum Component: Sendable, Hashable {
        case key(String)
        case index(Int)
    }

    /// The steps from the root.
    package var components: [Component]

    /// The root of a document, `$`.
    package static let root = JSONPath(components: [])

    /// The path to a property of the value at this path.
    package func appending(key: String) -> JSONPath {
        JSONPath(components: components + [.key(key)])
    }

    /// The path to an element of the array at this path.
    package func appending(index: Int) -> JSONPath {
        JSONPath(components: components + [.index(index)])
    }

    package var description: String {
        var text = "$"
        for component in components {
            switch component {
            case .index(let index): text += "[\(index)]"
            case .key(let key):
                let plain =
                    !key.isEmpty
                    && key.unicodeScalars.allSatisfy {
                        ($0.properties.isAlphabetic || $0 == "_" || $0 == "$" || ("0"..."9").contains($0))
                    }
                if plain, let first = key.unicodeScalars.first, !("0"..."9").contains(first) {
                    text += "." + key
                } else {
                    var quoted = ""
                    JSONWriter.appendQuoted(key, to: &quoted)
                    text += "[" + quoted + "]"
                }
            }
        }
        return text
    }
}
