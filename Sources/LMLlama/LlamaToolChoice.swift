/// Whether a llama model may, must or must not call the session's tools.
///
/// Tool calls are sampled under a grammar (``LlamaGrammarCompiler/compileToolChoice(tools:answer:requireToolCall:)``),
/// so whichever the model chooses, its calls name real tools with arguments that follow their
/// schemas.
public enum LlamaToolChoice: Sendable, Hashable {
    /// The model chooses between answering and calling tools (the default).
    case automatic
    /// The first response of each turn must call at least one tool; once the tools' output is in
    /// the transcript, the model chooses. Useful with small models that rarely call tools, and to
    /// test tools.
    case required
    /// The tools are described in the prompt but never called: the model always answers.
    case none
}
