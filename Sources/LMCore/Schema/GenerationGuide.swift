import Foundation

/// A typed constraint on generated values of one type, as in Apple's FoundationModels.
///
/// Used with ``GenerationSchema/Property`` and ``DynamicGenerationSchema``, where the compiler
/// checks that a guide fits the property's type:
///
/// ```swift
/// GenerationSchema.Property(name: "rating", type: Int.self, guides: [.range(1...5)])
/// ```
public struct GenerationGuide<Value>: Sendable {
    /// The untyped guide.
    package let guide: PropertyGuide

    package init(_ guide: PropertyGuide) {
        self.guide = guide
    }
}

extension GenerationGuide where Value == String {
    /// Fixes the string to one value.
    public static func constant(_ value: String) -> Self { Self(.constant(value)) }
    /// Limits the string to these values.
    public static func anyOf(_ values: [String]) -> Self { Self(.anyOf(values)) }
    /// Requires the string to match a regular expression (JSON Schema `pattern` syntax).
    public static func pattern(_ regex: String) -> Self { Self(.pattern(regex)) }

    /// Requires the string to match a Swift regex, as in Apple's FoundationModels.
    ///
    /// The regex's pattern is rewritten in the JSON Schema (ECMA-262) dialect, as with the
    /// ``PropertyGuide`` of the same name, which lists what translates. A regex without such a
    /// form makes the schema fail with ``SchemaError/unsupportedGuide(schema:property:guide:context:)``.
    ///
    /// ```swift
    /// GenerationSchema.Property(name: "code", type: String.self, guides: [.pattern(/^[A-Z]{3}-\d{4}$/)])
    /// ```
    ///
    /// - Parameter regex: The regex; as with a JSON Schema pattern, the string must contain a match
    ///   (anchor it with `^` and `$` to match the whole string).
    /// - Returns: The guide.
    public static func pattern<Output>(_ regex: Regex<Output>) -> Self { Self(PropertyGuide.pattern(regex)) }
}

extension GenerationGuide where Value == Int {
    /// Sets the smallest value.
    public static func minimum(_ value: Int) -> Self { Self(.minimum(Double(value))) }
    /// Sets the largest value.
    public static func maximum(_ value: Int) -> Self { Self(.maximum(Double(value))) }
    /// Sets the smallest and largest value.
    public static func range(_ range: ClosedRange<Int>) -> Self { Self(.range(range)) }
}

extension GenerationGuide where Value == Double {
    /// Sets the smallest value.
    public static func minimum(_ value: Double) -> Self { Self(.minimum(value)) }
    /// Sets the largest value.
    public static func maximum(_ value: Double) -> Self { Self(.maximum(value)) }
    /// Sets the smallest and largest value.
    public static func range(_ range: ClosedRange<Double>) -> Self { Self(.range(range)) }
}

extension GenerationGuide where Value == Float {
    /// Sets the smallest value.
    public static func minimum(_ value: Float) -> Self { Self(.minimum(Double(value))) }
    /// Sets the largest value.
    public static func maximum(_ value: Float) -> Self { Self(.maximum(Double(value))) }
    /// Sets the smallest and largest value.
    public static func range(_ range: ClosedRange<Float>) -> Self {
        Self(.range(Double(range.lowerBound)...Double(range.upperBound)))
    }
}

extension GenerationGuide where Value == Decimal {
    /// Sets the smallest value.
    public static func minimum(_ value: Decimal) -> Self { Self(.minimum(NSDecimalNumber(decimal: value).doubleValue)) }
    /// Sets the largest value.
    public static func maximum(_ value: Decimal) -> Self { Self(.maximum(NSDecimalNumber(decimal: value).doubleValue)) }
    /// Sets the smallest and largest value.
    public static func range(_ range: ClosedRange<Decimal>) -> Self {
        let low = NSDecimalNumber(decimal: range.lowerBound).doubleValue
        let high = NSDecimalNumber(decimal: range.upperBound).doubleValue
        return Self(.range(low...high))
    }
}

extension GenerationGuide {
    /// Sets the fewest elements of an array.
    public static func minimumCount<Element>(_ count: Int) -> GenerationGuide<[Element]> where Value == [Element] {
        GenerationGuide<[Element]>(.minimumCount(count))
    }
    /// Sets the most elements of an array.
    public static func maximumCount<Element>(_ count: Int) -> GenerationGuide<[Element]> where Value == [Element] {
        GenerationGuide<[Element]>(.maximumCount(count))
    }
    /// Limits the number of elements of an array.
    public static func count<Element>(_ range: ClosedRange<Int>) -> GenerationGuide<[Element]>
    where Value == [Element] {
        GenerationGuide<[Element]>(.count(range))
    }
    /// Fixes the number of elements of an array.
    public static func count<Element>(_ count: Int) -> GenerationGuide<[Element]> where Value == [Element] {
        GenerationGuide<[Element]>(.count(count))
    }
    /// Applies a guide to every element of an array.
    public static func element<Element>(_ guide: GenerationGuide<Element>) -> GenerationGuide<[Element]>
    where Value == [Element] {
        GenerationGuide<[Element]>(.element(guide.guide))
    }
}
