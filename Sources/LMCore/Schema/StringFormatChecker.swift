/// Checks strings against the well-known formats of ``GenerationSchema/Node/StringFormat``, with
/// the same rules as the draft 2020-12 validator (RFC 3339 times with an offset and real leap
/// seconds, RFC 5321 addresses).
enum StringFormatChecker {
    static func matches(_ string: String, _ format: GenerationSchema.Node.StringFormat) -> Bool {
        JSONSchemaFormats.check(string, format: format.rawValue) ?? true
    }
}
