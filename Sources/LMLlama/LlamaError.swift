import Foundation

/// What went wrong in LMLlama's llama.cpp layer, with the context a person needs to fix it.
public enum LlamaError: Error, Sendable, Equatable, LocalizedError {
    /// LMLlama was compiled without llama.h, so it can't call llama.cpp at all.
    case builtWithoutHeaders
    /// No llama.cpp library could be loaded.
    /// - Parameters:
    ///   - searched: The paths and names that were tried, in order.
    ///   - detail: The dynamic loader's message for the last one.
    case libraryNotFound(searched: [String], detail: String)
    /// The library lacks functions LMLlama needs (it is too old or not llama.cpp).
    case symbolMissing(library: String, detail: String)
    /// A file of llama.cpp's installation is missing, cut short or damaged, found before the
    /// dynamic loader maps it (which would crash the process).
    /// - Parameters:
    ///   - library: The file, such as `/usr/local/lib/libggml-base.so.0`.
    ///   - detail: What is wrong with it.
    case libraryIncomplete(library: String, detail: String)
    /// No file at the model's path.
    case modelFileNotFound(path: String)
    /// The file is not a valid GGUF model (wrong magic, unsupported version, truncated, corrupt).
    case invalidModelFile(path: String, detail: String)
    /// llama.cpp could not load the model.
    case modelLoadFailed(path: String, detail: String)
    /// llama.cpp could not create a context (often: not enough memory for the context size).
    case contextCreationFailed(detail: String)
    /// Text could not be tokenized.
    case tokenizationFailed(detail: String)
    /// The tokens don't fit in the context.
    case contextOverflow(needed: Int, available: Int)
    /// `llama_decode` failed.
    case decodeFailed(code: Int32, detail: String)
    /// A decode was stopped by an abort request (cancellation).
    case aborted
    /// A sampler could not be created, for example because llama.cpp rejected its grammar.
    case samplerCreationFailed(detail: String)
    /// The grammar allows no token at this point, so generation can't continue.
    case grammarDeadEnd
    /// The chat template could not be applied.
    case chatTemplateFailed(detail: String)
    /// A response that started as a tool call is not a well-formed tool-call block.
    case malformedToolCall(detail: String)

    public var errorDescription: String? {
        switch self {
        case .builtWithoutHeaders:
            "LMLlama was built without llama.h: run scripts/install-llama.sh (or install llama.cpp's headers, "
                + "e.g. brew install llama.cpp and CPATH=/opt/homebrew/include) and rebuild"
        case .libraryNotFound(let searched, let detail):
            "llama.cpp's library was not found (tried \(searched.joined(separator: ", ")); last error: \(detail)): "
                + "run scripts/install-llama.sh or set LMCORE_LLAMA_LIBRARY to the path of libllama"
        case .symbolMissing(let library, let detail):
            "\(library) is not a llama.cpp library LMLlama can use (\(detail)): install the version "
                + "scripts/install-llama.sh builds, or point LMCORE_LLAMA_LIBRARY at a newer libllama"
        case .libraryIncomplete(let library, let detail):
            "\(library) \(detail): reinstall llama.cpp (scripts/install-llama.sh) or point LMCORE_LLAMA_LIBRARY at "
                + "a complete installation"
        case .modelFileNotFound(let path):
            "model file not found at \(path): check the path"
        case .invalidModelFile(let path, let detail):
            "\(path) is not a valid GGUF model (\(detail)): download or convert it again"
        case .modelLoadFailed(let path, let detail):
            "llama.cpp could not load \(path) (\(detail))"
        case .contextCreationFailed(let detail):
            "llama.cpp could not create a context (\(detail)): try a smaller context size"
        case .tokenizationFailed(let detail):
            "tokenization failed: \(detail)"
        case .contextOverflow(let needed, let available):
            "\(needed) tokens don't fit in a context of \(available) tokens: shorten the conversation or use a "
                + "larger context size"
        case .decodeFailed(let code, let detail):
            "llama_decode failed with code \(code) (\(detail))"
        case .aborted:
            "decoding was cancelled"
        case .samplerCreationFailed(let detail):
            "could not create the sampler: \(detail)"
        case .grammarDeadEnd:
            "the grammar allows no further token: the grammar can't be completed"
        case .chatTemplateFailed(let detail):
            "could not apply the chat template: \(detail)"
        case .malformedToolCall(let detail):
            "the model's tool call is malformed (\(detail)): try again, or with greedy sampling"
        }
    }
}
