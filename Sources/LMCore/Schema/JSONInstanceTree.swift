/// An instance flattened for validation: every value gets an integer identity (so results can
/// be memoized per schema and place), its children, and a link to its parent from which its
/// JSON path is built when a message needs it. Built without recursion.
struct JSONInstanceTree {
    private(set) var values: [GeneratedContent] = []
    /// Element identities of arrays; member identities of objects, in key order.
    private(set) var children: [[Int]] = []
    /// Keys of objects, parallel to ``children``.
    private(set) var keys: [[String]] = []
    private var parents: [Int] = []
    private var steps: [JSONPath.Component?] = []

    init(_ root: GeneratedContent) {
        _ = add(root, parent: -1, step: nil)
        var next = 0
        while next < values.count {
            let value = values[next]
            switch value.kind {
            case .array(let elements):
                var ids: [Int] = []
                ids.reserveCapacity(elements.count)
                for (offset, element) in elements.enumerated() {
                    ids.append(add(element, parent: next, step: .index(offset)))
                }
                children[next] = ids
            case .structure(let members, let orderedKeys):
                var ids: [Int] = []
                var names: [String] = []
                for key in orderedKeys {
                    guard let member = members[key] else { continue }
                    ids.append(add(member, parent: next, step: .key(key)))
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
    mutating func add(_ value: GeneratedContent, parent: Int, step: JSONPath.Component?) -> Int {
        values.append(value)
        children.append([])
        keys.append([])
        parents.append(parent)
        steps.append(step)
        return values.count - 1
    }

    /// Adds a value that is reported at the place of another one.
    mutating func add(_ value: GeneratedContent, samePlaceAs other: Int) -> Int {
        add(value, parent: parents[other], step: steps[other])
    }

    /// The JSON path of a value.
    func path(_ id: Int) -> JSONPath {
        var components: [JSONPath.Component] = []
        var current = id
        while current >= 0 {
            if let step = steps[current] { components.append(step) }
            current = parents[current]
        }
        return JSONPath(components: components.reversed())
    }
}
