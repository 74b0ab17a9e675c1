import Foundation

/// How a server wants structured output and sampling extensions spelled in a chat-completions
/// request: servers that speak the OpenAI protocol differ where it stops.
///
/// Every dialect sends the same messages, tools and `tool_choice`; they differ in the field
/// that carries a schema and in whether top-k sampling can be asked for:
///
/// | Dialect | Schema field | `.random(top: k)` |
/// |---|---|---|
/// | ``openAI`` | `response_format: {"type": "json_schema", "json_schema": {…}}` | unsupported |
/// | ``llamaServer`` | top-level `json_schema` (the schema itself) | `top_k` |
/// | ``vLLM`` | `structured_outputs: {"json": schema}` | `top_k` |
/// | ``ollama`` | `response_format` as ``openAI`` (Ollama's `/v1` turns it into its `format`) | unsupported |
///
/// ``automatic`` (the default) asks each server once, with the `GET /v1/models` that
/// availability checks send anyway, and remembers the answer for that server's address:
/// models `owned_by` `llamacpp` mean llama-server, `vllm` vLLM, `library` or `ollama` Ollama;
/// anything else, or no answer, means ``openAI``. Whatever the dialect, the session validates
/// every structured answer against its schema, so one that breaks it is a `decodingFailure`.
public enum ServerDialect: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Detect the dialect from the server's `GET /v1/models` answer, once per server address.
    case automatic = "auto"
    /// The OpenAI protocol: `response_format` with a JSON Schema; no top-k. Right for hosted
    /// APIs and any server not recognized.
    case openAI = "openai"
    /// llama.cpp's `llama-server`: the schema as its top-level `json_schema` field (which it
    /// turns into a grammar), and `top_k`.
    case llamaServer = "llama-server"
    /// vLLM: `structured_outputs: {"json": schema}` (the field that replaced `guided_json`,
    /// which vLLM 0.12 removed), and `top_k`. For a vLLM older than `structured_outputs`,
    /// use ``openAI``, which every vLLM accepts.
    case vLLM = "vllm"
    /// Ollama's OpenAI-compatible endpoint: `response_format` with a JSON Schema, which Ollama
    /// passes on as its native `format` (the endpoint has no `format` field of its own); no
    /// top-k, which that endpoint does not read.
    case ollama = "ollama"

    /// The name `lmctl --server-dialect` and `LMCORE_SERVER_DIALECT` take, such as
    /// `llama-server`.
    public var description: String { rawValue }

    /// The dialect a name stands for, ignoring case: `auto`, `openai`, `llama-server`, `vllm`
    /// or `ollama` (`automatic`, `llamaserver`, `llama.cpp` and `llamacpp` are accepted too).
    /// - Parameter name: The name.
    public init?(name: String) {
        let folded = name.trimmingCharacters(in: .whitespaces).lowercased()
        switch folded {
        case "automatic": self = .automatic
        case "llamaserver", "llama.cpp", "llamacpp", "llama_server": self = .llamaServer
        default:
            guard let dialect = ServerDialect(rawValue: folded) else { return nil }
            self = dialect
        }
    }

    /// Whether the dialect sends a schema as OpenAI's `response_format`.
    var takesResponseFormat: Bool {
        self == .automatic || self == .openAI || self == .ollama
    }

    /// Whether the dialect can ask for top-k sampling (`top_k`).
    var acceptsTopK: Bool {
        self == .llamaServer || self == .vLLM
    }

    /// The dialect a server's model list names in its models' `owned_by` fields: llama-server
    /// says `llamacpp`, vLLM `vllm`, Ollama the model's namespace (`library` for its own
    /// models); anything else is ``openAI``.
    /// - Parameter owners: The `owned_by` values of the listed models.
    static func detected(fromOwners owners: [String]) -> ServerDialect {
        let folded = Set(owners.map { $0.lowercased() })
        if folded.contains("llamacpp") { return .llamaServer }
        if folded.contains("vllm") { return .vLLM }
        if folded.contains("library") || folded.contains("ollama") { return .ollama }
        return .openAI
    }
}
