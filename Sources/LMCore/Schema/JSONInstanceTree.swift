/// An instance flattened for validation: every value gets an integer identity (so results can
/// be memoized per schema and place), its JSON path, and its children. Built without recursion.
struct JSONInstanceTree {
    private(set) var values: [GeneratedContent] = []
    private(set) var paths: [JSONPath] = []
    /// Element identities of arrays; member identities of objects, in key order.
    private(set) var children: [[Int]] = []
    /// Keys of objects, parallel to ``children``.
    private(set) var keys: [[String]] = []

    init(_ root: GeneratedContent) {
        _ = add(root, path: .root)
        var next = 0
        while next < values.count {
            let value = values[next]
            switch value.kind {
            case .array(let elements):
                var ids: [Int] = []
                ids.reserveCapacity(elements.count)
                for (offset, element) in elements.enumerated() {
                    ids.append(add(element, path: paths[next].appending(index: offset)))
                }
                children[next] = ids
            case .structure(let members, let orderedKeys):
                var ids: [Int] = []
                var names: [String] = []
                for key in orderedKeys {
                    guard let member = members[key] else { continue }
                    ids.append(add(member, path: paths[next].appending(key: key)))
                    names.append(key)
                }
                children[next] = ids
                keys[next] = names
            default:
                break
            }
            next += 1
        }
    }

    /// Adds a value (its children are read by the constructor's loop); returns its identity.
    mutating func add(_ value: GeneratedContent, path: JSONPath) -> Int {
        values.append(value)
        paths.append(path)
        children.append([])
        keys.append([])
        return values.count - 1
    }
}
