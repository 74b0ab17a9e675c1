import LMCore

/// Reads a JSON Schema file into a `GenerationSchema`, or fails with one line naming the file,
/// the keyword and its JSON path.
enum SchemaFile {
    /// Loads a schema.
    /// - Parameter path: The schema file.
    /// - Returns: The schema and a hash of its text, for cache keys.
    /// - Throws: ``InputError`` (exit 4) when the file can't be read or LMCore doesn't understand it.
    static func load(_ path: String) throws(InputError) -> (schema: GenerationSchema, hash: String) {
        let text = try readText(path)
        do {
            return (try GenerationSchema(jsonSchema: text), StableHash.hex(of: text))
        } catch let error as JSONSchemaImportError {
            throw InputError(path: path, kind: .malformed, message: error.description)
        } catch {
            throw InputError(path: path, kind: .malformed, message: "is not a usable JSON Schema: \(error)")
        }
    }

    /// Reads a file that must be text (a schema, an instance, a transcript).
    /// - Throws: ``InputError`` when it is missing, unreadable, a directory, binary or empty.
    static func readText(_ path: String) throws(InputError) -> String {
        let data = try InputReader.readFile(path).data
        switch TextDecoding.decode(data) {
        case .binary(let reason):
            throw InputError(path: path, kind: .binary, message: "is \(reason), not JSON text")
        case .text(let text, _):
            if text.allSatisfy(\.isWhitespace) {
                throw InputError(path: path, kind: .empty, message: "is empty")
            }
            return text
        }
    }
}
