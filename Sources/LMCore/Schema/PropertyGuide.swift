/// A description or constraint for one property of a derived schema.
///
/// Guides are listed in ``GenerationGuides``, keyed by the type's coding keys. A guide that does
/// not fit the property's type (a `range` on a string, a `pattern` on a number) is a
/// ``SchemaError/unsupportedGuide(schema:property:guide:context:)`` when the schema is derived.
/// On an optional property, guides apply to the wrapped value.
public struct PropertyGuide: Sendable, Equatable, CustomStringConvertible {
    package enum Rule: Sendable, Equatable {
        case description(String)
        case anyOf([String])
        case constant(String)
        case pattern(String)
        /// A Swift `Regex` with no JSON Schema form: its printed pattern (if any) and the reason.
        case unsupportedRegex(source: String?, reason: String)
        case minimum(Double)
        case maximum(Double)
        case range(Double, Double)
        case count(Int, Int)
        case minimumCount(Int)
        case maximumCount(Int)
        case element([PropertyGuide])
    }

    package let rule: Rule

    package init(_ rule: Rule) {
        self.rule = rule
    }

    /// Describes the property to the model.
    public static func description(_ text: String) -> Self { Self(.description(text)) }
    /// Limits a string to these values.
    public static func anyOf(_ values: [String]) -> Self { Self(.anyOf(values)) }
    /// Fixes a string to one value.
    public static func constant(_ value: String) -> Self { Self(.constant(value)) }
    /// Requires a string to match a regular expression (JSON Schema `pattern`, unanchored).
    public static func pattern(_ regex: String) -> Self { Self(.pattern(regex)) }

    /// Requires a string to match a Swift regex, written as in Apple's FoundationModels.
    ///
    /// Regex literals (`/^[A-Z]{3}-\d{4}$/`, `#/.../#`), `Regex(String)` values and most
    /// RegexBuilder regexes work: the regex's pattern is rewritten in the JSON Schema (ECMA-262)
    /// dialect, so the schema is the same as with the equivalent string. Case-insensitive scopes
    /// (`(?i)`) become classes of both cases; `\d`, `\w` and `\s` keep their ASCII meaning, so a
    /// generated string still matches the Swift regex. A regex without such a form (a RegexBuilder
    /// `Capture` with a transform, `(?s)`, possessive quantifiers, backreferences, or a printed form
    /// that the regex itself does not match on sample strings) makes the schema
    /// derivation fail with ``SchemaError/unsupportedGuide(schema:property:guide:context:)``, which
    /// says why; pass the pattern as a string instead. The constraint is never dropped silently.
    ///
    /// - Parameter regex: The regex; as with a JSON Schema pattern, the string must contain a match
    ///   (anchor it with `^` and `$` to match the whole string).
    /// - Returns: The guide.
    public static func pattern<Output>(_ regex: Regex<Output>) -> Self {
        switch SwiftRegexTranslator.pattern(of: regex) {
        case .success(let pattern): return Self(.pattern(pattern))
        case .failure(let failure):
            return Self(.unsupportedRegex(source: regex._literalPattern, reason: failure.reason))
        }
    }

    /// Sets the smallest value of a number.
    public static func minimum(_ value: Double) -> Self { Self(.minimum(value)) }
    /// Sets the largest value of a number.
    public static func maximum(_ value: Double) -> Self { Self(.maximum(value)) }
    /// Sets the smallest and largest value of a number.
    public static func range(_ range: ClosedRange<Double>) -> Self { Self(.range(range.lowerBound, range.upperBound)) }
    /// Sets the smallest and largest value of an integer.
    public static func range(_ range: ClosedRange<Int>) -> Self {
        Self(.range(Double(range.lowerBound), Double(range.upperBound)))
    }
    /// Fixes the number of elements of an array.
    public static func count(_ count: Int) -> Self { Self(.count(count, count)) }
    /// Limits the number of elements of an array.
    public static func count(_ range: ClosedRange<Int>) -> Self { Self(.count(range.lowerBound, range.upperBound)) }
    /// Sets the fewest elements of an array.
    public static func minimumCount(_ count: Int) -> Self { Self(.minimumCount(count)) }
    /// Sets the most elements of an array.
    public static func maximumCount(_ count: Int) -> Self { Self(.maximumCount(count)) }
    /// Applies guides to every element of an array.
    public static func element(_ guides: PropertyGuide...) -> Self { Self(.element(guides)) }

    /// The guide as written in code, for messages.
    public var description: String {
        func number(_ value: Double) -> String { JSONWriter.format(value) }
        switch rule {
        case .description: return "description"
        case .anyOf(let values): return "anyOf(\(values))"
        case .constant(let value): return "constant(\"\(value)\")"
        case .pattern(let regex): return "pattern(\(regex))"
        case .unsupportedRegex(let source, _): return "pattern(\(source.map { "/\($0)/" } ?? "Regex"))"
        case .minimum(let value): return "minimum(\(number(value)))"
        case .maximum(let value): return "maximum(\(number(value)))"
        case .range(let low, let high): return "range(\(number(low))...\(number(high)))"
        case .count(let low, let high): return low == high ? "count(\(low))" : "count(\(low)...\(high))"
        case .minimumCount(let count): return "minimumCount(\(count))"
        case .maximumCount(let count): return "maximumCount(\(count))"
        case .element(let guides): return "element(\(guides.map(\.description).joined(separator: ", ")))"
        }
    }
}

extension PropertyGuide {
    /// Applies the guide to a property's node.
    ///
    /// - Throws: ``SchemaError/unsupportedGuide(schema:property:guide:context:)`` when the guide
    ///   does not fit the node.
    package func apply(to node: inout GenerationSchema.Node, schema: String?, property: String?) throws {
        func reject(_ reason: String) -> SchemaError {
            .unsupportedGuide(
                schema: schema, property: property, guide: description,
                context: .init(debugDescription: "\(reason); this property is \(node.kindName)."))
        }
        switch (rule, node.kind) {
        case (.unsupportedRegex(_, let reason), _):
            throw SchemaError.unsupportedGuide(
                schema: schema, property: property, guide: description,
                context: .init(
                    debugDescription: "This Regex has no JSON Schema pattern form: \(reason). Pass the pattern as "
                        + "a string in JSON Schema (ECMA-262) syntax instead, such as .pattern(\"^[A-Z]{3}-\\\\d{4}$\")."
                ))
        case (.description(let text), _):
            node.description = text
        case (.anyOf(let values), .string(var string)):
            guard !values.isEmpty else { throw reject("anyOf needs at least one value") }
            string.choices = values
            node.kind = .string(string)
        case (.constant(let value), .string(var string)):
            string.constant = value
            node.kind = .string(string)
        case (.pattern(let regex), .string(var string)):
            if case .failure(let error) = RegexMatcher.cached(regex) {
                throw reject("the pattern is not a regular expression LMCore can use (\(error.reason))")
            }
            string.pattern = regex
            node.kind = .string(string)
        case (.minimum, .integer(var bounds)), (.maximum, .integer(var bounds)), (.range, .integer(var bounds)),
            (.minimum, .number(var bounds)), (.maximum, .number(var bounds)), (.range, .number(var bounds)):
            switch rule {
            case .minimum(let value): bounds.minimum = value
            case .maximum(let value): bounds.maximum = value
            case .range(let low, let high): (bounds.minimum, bounds.maximum) = (low, high)
            default: break
            }
            if let low = bounds.minimum, let high = bounds.maximum, low > high {
                throw reject("the minimum is above the maximum")
            }
            if case .integer = node.kind { node.kind = .integer(bounds) } else { node.kind = .number(bounds) }
        case (.count, .array(var array)), (.minimumCount, .array(var array)), (.maximumCount, .array(var array)):
            switch rule {
            case .count(let low, let high): (array.minimumCount, array.maximumCount) = (low, high)
            case .minimumCount(let count): array.minimumCount = count
            case .maximumCount(let count): array.maximumCount = count
            default: break
            }
            if (array.minimumCount ?? 0) < 0 || (array.maximumCount ?? 0) < 0 {
                throw reject("counts cannot be negative")
            }
            if let low = array.minimumCount, let high = array.maximumCount, low > high {
                throw reject("the minimum count is above the maximum count")
            }
            node.kind = .array(array)
        case (.element(let guides), .array(var array)):
            guard var element = array.element else { throw reject("the array has no element schema") }
            for guide in guides { try guide.apply(to: &element, schema: schema, property: property.map { $0 + "[]" }) }
            array.element = element
            node.kind = .array(array)
        case (.anyOf, _), (.constant, _), (.pattern, _):
            throw reject("\(description) applies to strings")
        case (.minimum, _), (.maximum, _), (.range, _):
            throw reject("\(description) applies to integers and numbers")
        case (.count, _), (.minimumCount, _), (.maximumCount, _), (.element, _):
            throw reject("\(description) applies to arrays")
        }
    }
}
