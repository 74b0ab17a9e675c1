import LMCore

/// Offers a ``LlamaLanguageModel`` to `SystemLanguageModel` when an app links LMLlama and the
/// environment variable `LMCORE_MODEL` names a GGUF file.
public enum LlamaSystemModelProvider: SystemLanguageModelProvider {
    /// The model at `LMCORE_MODEL`, or `nil` when the variable is unset or empty.
    public static func systemLanguageModel(environment: [String: String]) -> (any LanguageModel)? {
        guard let path = environment["LMCORE_MODEL"], !path.isEmpty else { return nil }
        return LlamaLanguageModel(path: path)
    }
}
