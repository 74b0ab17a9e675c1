import LMCore

/// Reads a JSON Schema file into a `GenerationSchema`, or fails with one line naming the file,
/// the keyword and its JSON path.
enum SchemaFile {
    /// Loads a schema.
    /// - Parameter path: The schema file.
    /// - Returns: The schema and a hash of its text, for cache keys.
    /// - Throws: ``InputError``: exit 4 when the file can't be read or is not a valid JSON
    ///   Schema, exit 6 (kind `unsupported`) when LMCore can't generate from it.
    static func load(_ path: String) throws(InputError) -> (schema: GenerationSchema, hash: String) {
        let text = try readText(path)
        do {
            return (try GenerationSchema(jsonSchema: text), StableHash.hex(of: text))
        } catch let error as JSONSchemaImportError {
            throw inputError(path, error)
        } catch {
            throw InputError(path: path, kind: .malformed, message: "is not a usable JSON Schema: \(error)")
        }
    }

    /// Loads a schema for validation only (every draft 2020-12 schema; formats asserted).
    /// - Throws: ``InputError``, as for ``load(_:)``.
    static func loadValidator(_ path: String, strict: Bool = false) throws(InputError) -> JSONSchemaValidator {
        let text = try readText(path)
        do {
            return try JSONSchemaValidator(jsonSchema: text, options: .init(assertsFormats: true, strict: strict))
        } catch let error as JSONSchemaImportError {
            throw inputError(path, error)
        } catch {
            throw InputError(path: path, kind: .malformed, message: "is not a usable JSON Schema: \(error)")
        }
    }

    /// The input error for a schema problem: `unsupported` for what LMCore can't use, `malformed`
    /// for what is not a valid JSON Schema.
    static func inputError(_ path: String, _ error: JSONSchemaImportError) -> InputError {
        switch error.code {
        case .unsupportedKeyword, .remoteReference, .limitExceeded, .recursionWithoutBaseCase:
            return InputError(path: path, kind: .unsupported, message: error.description)
        case .invalidJSON, .invalidValue, .unresolvableReference:
            return InputError(path: path, kind: .malformed, message: error.description)
        }
    }

    /// Reads a file that must be text (a schema, an instance, a transcript).
    /// - Throws: ``InputError`` when it is missing, unreadable, a directory, binary or empty.
    static func readText(_ path: String) throws(InputError) -> String {
        let data = try InputReader.readFile(path).data
        switch TextDecoding.decode(data) {
        case .binary(let reason):
            throw InputError(path: path, kind: .binary, message: "is \(reason), not JSON text")
        case .text(let text, _), .converted(let text, _):
            if text.allSatisfy(\.isWhitespace) {
                throw InputError(path: path, kind: .empty, message: "is empty")
            }
            return text
        }
    }
}
