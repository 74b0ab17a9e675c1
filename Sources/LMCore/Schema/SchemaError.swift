import Foundation

/// An error in the definition of a schema.
///
/// The first four cases are those of Apple's `GenerationSchema.SchemaError`; LMCore adds the
/// errors it finds while deriving a schema from a `Codable` type.
public enum SchemaError: Error, Sendable, Equatable, LocalizedError, CustomStringConvertible {
    /// More detail about an error.
    public struct Context: Sendable, Equatable {
        /// What went wrong and what to do about it.
        public let debugDescription: String

        /// Creates a context.
        ///
        /// - Parameter debugDescription: What went wrong and what to do about it.
        public init(debugDescription: String) {
            self.debugDescription = debugDescription
        }
    }

    /// Two different schemas share a type name.
    case duplicateType(schema: String?, type: String, context: Context)
    /// An object lists the same property twice.
    case duplicateProperty(schema: String, property: String, context: Context)
    /// A choice of types or strings has no choices.
    case emptyTypeChoices(schema: String, context: Context)
    /// References name schemas that are not defined.
    case undefinedReferences(schema: String?, references: [String], context: Context)
    /// A guide does not fit the type of the property it is attached to, or names no property.
    case unsupportedGuide(schema: String?, property: String?, guide: String, context: Context)
    /// A property's type cannot be expressed as a schema (for example `Date` or a dictionary).
    case unsupportedType(schema: String?, property: String?, type: String, context: Context)
    /// A type or definition refers to itself with no way to stop (every path recurses).
    case recursionWithoutBaseCase(schema: String?, path: [String], context: Context)

    /// The context of the error.
    public var context: Context {
        switch self {
        case .duplicateType(_, _, let context), .duplicateProperty(_, _, let context),
            .emptyTypeChoices(_, let context), .undefinedReferences(_, _, let context),
            .unsupportedGuide(_, _, _, let context), .unsupportedType(_, _, _, let context),
            .recursionWithoutBaseCase(_, _, let context):
            return context
        }
    }

    public var description: String {
        switch self {
        case .duplicateType(let schema, let type, let context):
            return "Schema \(schema ?? "(root)") defines the type \"\(type)\" twice. \(context.debugDescription)"
        case .duplicateProperty(let schema, let property, let context):
            return "Schema \(schema) lists the property \"\(property)\" twice. \(context.debugDescription)"
        case .emptyTypeChoices(let schema, let context):
            return "Schema \(schema) is a choice with no choices. \(context.debugDescription)"
        case .undefinedReferences(let schema, let references, let context):
            let names = references.map { "\"\($0)\"" }.joined(separator: ", ")
            return "Schema \(schema ?? "(root)") refers to undefined schemas \(names). \(context.debugDescription)"
        case .unsupportedGuide(let schema, let property, let guide, let context):
            let place = property.map { "property \"\($0)\" of " } ?? ""
            return "The guide \(guide) does not fit \(place)\(schema ?? "the schema"). \(context.debugDescription)"
        case .unsupportedType(let schema, let property, let type, let context):
            let place = property.map { "property \"\($0)\" of " } ?? ""
            return "The type \(type) of \(place)\(schema ?? "the schema") has no schema. \(context.debugDescription)"
        case .recursionWithoutBaseCase(let schema, let path, let context):
            return "Schema \(schema ?? "(root)") recurses without a base case along "
                + "\(path.joined(separator: " → ")). \(context.debugDescription)"
        }
    }

    public var errorDescription: String? { description }
}
