/// An array or object that ``PartialJSONParser`` has opened and not yet closed.
///
/// It holds the finished values read so far. A snapshot puts the open child's current value in a
/// slot at the end and shares the frame's storage with the snapshot; the parser clears the slot
/// before it reads on, so that, once the caller has let go of the snapshot, the storage is again
/// uniquely referenced and grows in place.
struct PartialJSONFrame: Sendable {
    let isObject: Bool
    /// The identity every snapshot of this container, and the finished container, carries.
    let id = GenerationID()
    private var elements: [GeneratedContent] = []
    private var properties: [String: GeneratedContent] = [:]
    private var keys: [String] = []
    /// The key whose value is being read, in an object.
    private(set) var pendingKey: String?
    /// Whether the last element, or the pending key's value, is a snapshot's slot.
    private(set) var hasSlot = false

    init(isObject: Bool) {
        self.isObject = isObject
    }

    /// Whether an object already has a value for a key.
    func contains(key: String) -> Bool {
        properties[key] != nil
    }

    /// Records the key whose value comes next.
    mutating func setPendingKey(_ key: String) {
        pendingKey = key
    }

    /// Adds a finished value: the next element, or the pending key's value.
    mutating func add(_ value: GeneratedContent) {
        if isObject {
            guard let key = pendingKey else { return }
            properties[key] = value
            keys.append(key)
            pendingKey = nil
        } else {
            elements.append(value)
        }
    }

    /// Puts the open child's current value at the end, for a snapshot.
    mutating func setSlot(_ value: GeneratedContent) {
        add(value)
        if isObject, let key = keys.last { pendingKey = key }
        hasSlot = true
    }

    /// Removes the value a snapshot put at the end.
    mutating func clearSlot() {
        guard hasSlot else { return }
        hasSlot = false
        if isObject {
            guard let key = keys.popLast() else { return }
            properties[key] = nil
        } else {
            elements.removeLast()
        }
    }

    /// The container as content, sharing the frame's storage.
    func content(isComplete: Bool) -> GeneratedContent {
        var content = GeneratedContent(
            kind: isObject ? .structure(properties: properties, orderedKeys: keys) : .array(elements),
            isComplete: isComplete)
        content.id = id
        return content
    }
}
