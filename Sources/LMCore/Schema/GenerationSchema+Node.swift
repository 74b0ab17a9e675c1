extension GenerationSchema {
    /// One node of a schema's tree: what a value at one place of the output must look like.
    ///
    /// The tree is ordered (object properties keep their declaration order) and carries every
    /// guide, so a provider can walk it to fill values, compile it to a grammar, or explain it in
    /// a prompt. References point into ``GenerationSchema/definitions``; resolve them with
    /// ``GenerationSchema/resolve(_:)``.
    public struct Node: Sendable, Equatable {
        /// The name of the type this node describes (JSON Schema `title`), if it has one.
        public var name: String?
        /// A description of the value for the model (JSON Schema `description`).
        public var description: String?
        /// What the value is and the constraints on it.
        public var kind: Kind

        /// Creates a node.
        ///
        /// - Parameters:
        ///   - kind: What the value is and the constraints on it.
        ///   - name: The name of the type the node describes.
        ///   - description: A description of the value for the model.
        public init(_ kind: Kind, name: String? = nil, description: String? = nil) {
            self.kind = kind
            self.name = name
            self.description = description
        }
    }
}

extension GenerationSchema.Node {
    /// What a value is and the constraints on it.
    public indirect enum Kind: Sendable, Equatable {
        /// An object with exactly these properties, in this order; no other keys are allowed.
        case object([Property])
        /// An object of entries whose keys aren't declared.
        case dictionary(DictionaryConstraints)
        /// An array.
        case array(ArrayConstraints)
        /// A string.
        case string(StringConstraints)
        /// A whole number.
        case integer(NumberBounds)
        /// Any number.
        case number(NumberBounds)
        /// `true` or `false`.
        case boolean
        /// `null`.
        case null
        /// A value that matches at least one of the choices.
        case anyOf([GenerationSchema.Node])
        /// One of these JSON values exactly (JSON Schema `enum` of values that are not all strings).
        case enumeration([GeneratedContent])
        /// The definition with this name in ``GenerationSchema/definitions``.
        case reference(String)
        /// Any JSON value (the empty JSON Schema `{}`).
        case any
    }

    /// One property of an object node.
    public struct Property: Sendable, Equatable {
        /// The property's key.
        public var name: String
        /// The property's value; its description describes the property.
        public var node: GenerationSchema.Node
        /// Whether the property must be present.
        public var isRequired: Bool

        /// Creates a property.
        ///
        /// - Parameters:
        ///   - name: The property's key.
        ///   - node: The property's value.
        ///   - isRequired: Whether the property must be present.
        public init(name: String, node: GenerationSchema.Node, isRequired: Bool = true) {
            self.name = name
            self.node = node
            self.isRequired = isRequired
        }
    }

    /// The constraints on an array.
    public struct ArrayConstraints: Sendable, Equatable {
        /// The schemas of the first elements, one per position (JSON Schema `prefixItems`).
        public var prefixItems: [GenerationSchema.Node]
        /// The schema of every element after ``prefixItems``; `nil` when no more are allowed.
        public var element: GenerationSchema.Node?
        /// The fewest elements allowed.
        public var minimumCount: Int?
        /// The most elements allowed.
        public var maximumCount: Int?
        /// Whether the elements must all be different (JSON Schema `uniqueItems`). A grammar
        /// can't enforce it; fillers choose different values, and validation checks it.
        public var uniqueItems: Bool = false

        /// Creates array constraints.
        ///
        /// - Parameters:
        ///   - element: The schema of every element after `prefixItems`; `nil` for none.
        ///   - prefixItems: The schemas of the first elements, one per position.
        ///   - minimumCount: The fewest elements allowed.
        ///   - maximumCount: The most elements allowed.
        public init(
            element: GenerationSchema.Node?,
            prefixItems: [GenerationSchema.Node] = [],
            minimumCount: Int? = nil,
            maximumCount: Int? = nil
        ) {
            self.element = element
            self.prefixItems = prefixItems
            self.minimumCount = minimumCount
            self.maximumCount = maximumCount
        }
    }

    /// The constraints on a string.
    public struct StringConstraints: Sendable, Equatable {
        /// The only values allowed (JSON Schema `enum`), when the string is a choice.
        public var choices: [String]?
        /// The one value allowed (JSON Schema `const`).
        public var constant: String?
        /// A regular expression the string must match somewhere (JSON Schema `pattern`).
        public var pattern: String?
        /// The fewest characters allowed.
        public var minimumLength: Int?
        /// The most characters allowed.
        public var maximumLength: Int?
        /// A well-known format the string must have.
        public var format: StringFormat?

        /// Creates string constraints; with no arguments, any string is allowed.
        ///
        /// - Parameters:
        ///   - choices: The only values allowed.
        ///   - constant: The one value allowed.
        ///   - pattern: A regular expression the string must match.
        ///   - minimumLength: The fewest characters allowed.
        ///   - maximumLength: The most characters allowed.
        ///   - format: A well-known format the string must have.
        public init(
            choices: [String]? = nil,
            constant: String? = nil,
            pattern: String? = nil,
            minimumLength: Int? = nil,
            maximumLength: Int? = nil,
            format: StringFormat? = nil
        ) {
            self.choices = choices
            self.constant = constant
            self.pattern = pattern
            self.minimumLength = minimumLength
            self.maximumLength = maximumLength
            self.format = format
        }
    }

    /// A well-known string format (JSON Schema `format`).
    public enum StringFormat: String, Sendable, Equatable, CaseIterable {
        /// A calendar date, `YYYY-MM-DD`.
        case date
        /// A time of day, `HH:MM:SS` with optional fraction and offset.
        case time
        /// A date and time, `YYYY-MM-DDTHH:MM:SS` with optional fraction and offset.
        case dateTime = "date-time"
        /// An email address.
        case email
        /// A UUID, `8-4-4-4-12` hex digits.
        case uuid
    }

    /// The bounds on a number; either may be absent.
    public struct NumberBounds: Sendable, Equatable {
        /// The smallest value allowed, inclusive.
        public var minimum: Double?
        /// The largest value allowed, inclusive.
        public var maximum: Double?

        /// Creates bounds.
        ///
        /// - Parameters:
        ///   - minimum: The smallest value allowed, inclusive.
        ///   - maximum: The largest value allowed, inclusive.
        public init(minimum: Double? = nil, maximum: Double? = nil) {
            self.minimum = minimum
            self.maximum = maximum
        }
    }
}

extension GenerationSchema.Node {
    /// A node for any string.
    public static var string: Self { Self(.string(StringConstraints())) }
    /// A node for any whole number.
    public static var integer: Self { Self(.integer(NumberBounds())) }
    /// A node for any number.
    public static var number: Self { Self(.number(NumberBounds())) }
    /// A node for `true` or `false`.
    public static var boolean: Self { Self(.boolean) }
    /// A node for `null`.
    public static var null: Self { Self(.null) }

    /// A short name for the kind of node, for messages: "object", "array", "string", …
    package var kindName: String {
        switch kind {
        case .object, .dictionary: return "object"
        case .array: return "array"
        case .string: return "string"
        case .integer: return "integer"
        case .number: return "number"
        case .boolean: return "boolean"
        case .null: return "null"
        case .anyOf: return "anyOf"
        case .enumeration: return "enum"
        case .reference(let name): return "reference to \(name)"
        case .any: return "any value"
        }
    }

    /// The names of the definitions this node refers to, directly or inside it.
    package var referencedNames: [String] {
        var names: [String] = []
        var pending = [self]
        while let node = pending.popLast() {
            switch node.kind {
            case .reference(let name): names.append(name)
            case .object(let properties): pending.append(contentsOf: properties.map(\.node))
            case .dictionary(let dictionary): pending.append(dictionary.value)
            case .array(let array):
                pending.append(contentsOf: array.prefixItems)
                if let element = array.element { pending.append(element) }
            case .anyOf(let choices): pending.append(contentsOf: choices)
            case .string, .integer, .number, .boolean, .null, .enumeration, .any: break
            }
        }
        return names
    }
}
