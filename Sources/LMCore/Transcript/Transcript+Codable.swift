import Foundation

/// The transcript JSON format, version 1:
///
/// ```json
/// {"format": "lmcore.transcript", "version": 1, "entries": [
///   {"type": "instructions", "id": "…", "segments": [{"type": "text", "id": "…", "content": "…"}],
///    "tools": [{"name": "…", "description": "…", "parameters": {…}}]},
///   {"type": "prompt", "id": "…", "segments": […], "options": {…}, "responseFormat": {"name": "…", "schema": {…}}},
///   {"type": "toolCalls", "id": "…", "calls": [{"id": "…", "toolName": "…", "arguments": "{…json…}"}]},
///   {"type": "toolOutput", "id": "…", "toolName": "…", "segments": […]},
///   {"type": "response", "id": "…", "assetIDs": ["…"], "segments": […], "metadata": {"key": "{…json…}"}},
///   {"type": "reasoning", "id": "…", "segments": […], "signature": "base64…"}
/// ]}
/// ```
///
/// Structured content (structured segments, tool arguments) is stored as its compact JSON text,
/// so key order survives any JSON tooling.
extension Transcript: Codable {
    /// The newest transcript format version this build reads and the one it writes.
    public static let formatVersion = 1
    static let formatName = "lmcore.transcript"

    /// A transcript JSON document that can't be read.
    public struct FormatError: Error, LocalizedError, Sendable, Equatable {
        /// What is wrong, and what to do about it.
        public let message: String

        public var errorDescription: String? { message }
    }

    private enum CodingKeys: String, CodingKey {
        case format, version, entries
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let format = try container.decodeIfPresent(String.self, forKey: .format)
        guard format == Self.formatName else {
            throw FormatError(
                message: "This is not an LMCore transcript: expected \"format\": \"\(Self.formatName)\"."
            )
        }
        guard let version = try container.decodeIfPresent(Int.self, forKey: .version) else {
            throw FormatError(message: "The transcript has no \"version\"; it is damaged or not an LMCore transcript.")
        }
        guard version <= Self.formatVersion, version >= 1 else {
            throw FormatError(
                message:
                    "The transcript has format version \(version), but this LMCore reads versions 1 to "
                    + "\(Self.formatVersion): update LMCore to read it."
            )
        }
        let encoded = try container.decode([EncodedEntry].self, forKey: .entries)
        self.init(entries: try encoded.enumerated().map { index, entry in try entry.entry(at: index) })
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.formatName, forKey: .format)
        try container.encode(Self.formatVersion, forKey: .version)
        try container.encode(entries.map(EncodedEntry.init), forKey: .entries)
    }
}

private struct EncodedSegment: Codable {
    var type: String
    var id: String
    var content: String
    var source: String?

    init(_ segment: Transcript.Segment) {
        switch segment {
        case .text(let text):
            self.init(type: "text", id: text.id, content: text.content, source: nil)
        case .structure(let structure):
            self.init(
                type: "structure", id: structure.id, content: structure.content.jsonString, source: structure.source)
        }
    }

    init(type: String, id: String, content: String, source: String?) {
        self.type = type
        self.id = id
        self.content = content
        self.source = source
    }

    func segment(at path: String) throws -> Transcript.Segment {
        switch type {
        case "text":
            return .text(.init(id: id, content: content))
        case "structure":
            return .structure(
                .init(id: id, source: source ?? "", content: try EncodedEntry.content(content, at: path))
            )
        default:
            throw Transcript.FormatError(message: "Unknown segment type \"\(type)\" at \(path).")
        }
    }
}

private struct EncodedToolDefinition: Codable {
    var name: String
    var description: String
    var parameters: GenerationSchema
}

private struct EncodedToolCall: Codable {
    var id: String
    var toolName: String
    var arguments: String
}

private struct EncodedResponseFormat: Codable {
    var name: String
    var schema: GenerationSchema
}

private struct EncodedEntry: Codable {
    var type: String
    var id: String
    var segments: [EncodedSegment]?
    var tools: [EncodedToolDefinition]?
    var options: GenerationOptions?
    var responseFormat: EncodedResponseFormat?
    var calls: [EncodedToolCall]?
    var toolName: String?
    var assetIDs: [String]?
    var metadata: [String: String]?
    var signature: Data?

    init(type: String, id: String) {
        self.type = type
        self.id = id
    }

    init(_ entry: Transcript.Entry) {
        switch entry {
        case .instructions(let value):
            self.init(type: "instructions", id: value.id)
            segments = value.segments.map(EncodedSegment.init)
            tools = value.toolDefinitions.map {
                EncodedToolDefinition(name: $0.name, description: $0.description, parameters: $0.parameters)
            }
        case .prompt(let value):
            self.init(type: "prompt", id: value.id)
            segments = value.segments.map(EncodedSegment.init)
            options = value.options
            responseFormat = value.responseFormat.map { EncodedResponseFormat(name: $0.name, schema: $0.schema) }
        case .toolCalls(let value):
            self.init(type: "toolCalls", id: value.id)
            calls = value.calls.map {
                EncodedToolCall(id: $0.id, toolName: $0.toolName, arguments: $0.arguments.jsonString)
            }
        case .toolOutput(let value):
            self.init(type: "toolOutput", id: value.id)
            toolName = value.toolName
            segments = value.segments.map(EncodedSegment.init)
        case .response(let value):
            self.init(type: "response", id: value.id)
            assetIDs = value.assetIDs
            segments = value.segments.map(EncodedSegment.init)
            metadata = value.metadata.isEmpty ? nil : value.metadata.mapValues(\.jsonString)
        case .reasoning(let value):
            self.init(type: "reasoning", id: value.id)
            segments = value.segments.map(EncodedSegment.init)
            signature = value.signature
        }
    }

    static func content(_ json: String, at path: String) throws -> GeneratedContent {
        let content: GeneratedContent
        do {
            content = try GeneratedContent(json: json)
        } catch {
            throw Transcript.FormatError(message: "Invalid JSON content at \(path): \(error)")
        }
        guard content.isComplete else {
            throw Transcript.FormatError(message: "Truncated JSON content at \(path).")
        }
        return content
    }

    func entry(at index: Int) throws -> Transcript.Entry {
        let path = "entries[\(index)]"
        func decodedSegments() throws -> [Transcript.Segment] {
            try (segments ?? []).enumerated().map { try $1.segment(at: "\(path).segments[\($0)]") }
        }
        switch type {
        case "instructions":
            return .instructions(
                .init(
                    id: id,
                    segments: try decodedSegments(),
                    toolDefinitions: (tools ?? []).map {
                        .init(name: $0.name, description: $0.description, parameters: $0.parameters)
                    }
                )
            )
        case "prompt":
            return .prompt(
                .init(
                    id: id,
                    segments: try decodedSegments(),
                    options: options ?? GenerationOptions(),
                    responseFormat: responseFormat.map { .init(name: $0.name, schema: $0.schema) }
                )
            )
        case "toolCalls":
            return .toolCalls(
                .init(
                    id: id,
                    try (calls ?? []).enumerated().map { offset, call in
                        Transcript.ToolCall(
                            id: call.id,
                            toolName: call.toolName,
                            arguments: try Self.content(call.arguments, at: "\(path).calls[\(offset)].arguments")
                        )
                    }
                )
            )
        case "toolOutput":
            guard let toolName else {
                throw Transcript.FormatError(message: "The tool output at \(path) has no \"toolName\".")
            }
            return .toolOutput(.init(id: id, toolName: toolName, segments: try decodedSegments()))
        case "response":
            var decodedMetadata: [String: GeneratedContent] = [:]
            for (key, json) in metadata ?? [:] {
                decodedMetadata[key] = try Self.content(json, at: "\(path).metadata.\(key)")
            }
            return .response(
                .init(id: id, assetIDs: assetIDs ?? [], segments: try decodedSegments(), metadata: decodedMetadata))
        case "reasoning":
            return .reasoning(.init(id: id, segments: try decodedSegments(), signature: signature))
        default:
            throw Transcript.FormatError(
                message:
                    "Unknown entry type \"\(type)\" at \(path): the transcript may come from a newer LMCore."
            )
        }
    }
}
