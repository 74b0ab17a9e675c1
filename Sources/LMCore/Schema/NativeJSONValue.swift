/// ``GeneratedContent`` coded as a native value of any `Encoder` or `Decoder` (objects as keyed
/// containers), for formats that should read naturally. Key order is not kept by most coders.
struct NativeJSONValue: Codable {
    var content: GeneratedContent

    init(_ content: GeneratedContent) {
        self.content = content
    }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        if let keyed = try? decoder.container(keyedBy: Key.self) {
            var object = OrderedJSONObject()
            for key in keyed.allKeys {
                object.set(key.stringValue, try keyed.decode(NativeJSONValue.self, forKey: key).content)
            }
            content = object.content
        } else if var unkeyed = try? decoder.unkeyedContainer() {
            var elements: [GeneratedContent] = []
            while !unkeyed.isAtEnd { elements.append(try unkeyed.decode(NativeJSONValue.self).content) }
            content = GeneratedContent(kind: .array(elements))
        } else {
            let single = try decoder.singleValueContainer()
            if single.decodeNil() {
                content = GeneratedContent(kind: .null)
            } else if let flag = try? single.decode(Bool.self) {
                content = GeneratedContent(kind: .bool(flag))
            } else if let number = try? single.decode(Double.self) {
                content = GeneratedContent(kind: .number(number))
            } else {
                content = GeneratedContent(kind: .string(try single.decode(String.self)))
            }
        }
    }

    func encode(to encoder: any Encoder) throws {
        switch content.kind {
        case .structure(let properties, let keys):
            var keyed = encoder.container(keyedBy: Key.self)
            for key in keys {
                if let value = properties[key] {
                    try keyed.encode(NativeJSONValue(value), forKey: Key(stringValue: key))
                }
            }
        case .array(let elements):
            var unkeyed = encoder.unkeyedContainer()
            for element in elements { try unkeyed.encode(NativeJSONValue(element)) }
        case .null:
            var single = encoder.singleValueContainer()
            try single.encodeNil()
        case .bool(let flag):
            var single = encoder.singleValueContainer()
            try single.encode(flag)
        case .number(let number):
            var single = encoder.singleValueContainer()
            if number == number.rounded(), abs(number) < 1e15 {
                try single.encode(Int64(number))
            } else {
                try single.encode(number)
            }
        case .string(let string):
            var single = encoder.singleValueContainer()
            try single.encode(string)
        }
    }
}
