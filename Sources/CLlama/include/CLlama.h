// CLlama: LMCore's small C bridge to llama.cpp.
//
// Swift never sees llama.h. This header declares LMCore's own API (lmc_*) with opaque handles;
// CLlama.c implements it by loading libllama at run time with dlopen and calling it through
// function pointers typed from llama.h. When CLlama was compiled without llama.h, every call
// that needs llama.cpp fails with the reason "built without llama.h", so the package always
// builds and links, and a missing llama.cpp is an availability state rather than a build error.
//
// Thread safety: a runtime and a model may be used from any thread. A context and a sampler
// must be used by one thread at a time (their owner), except lmc_context_request_abort, which
// any thread may call.
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// A loaded llama.cpp library and the functions LMCore uses from it.
typedef struct lmc_runtime lmc_runtime;
/// Model weights and vocabulary, shared by every context made from them.
typedef struct lmc_model lmc_model;
/// One llama.cpp context: a KV cache and the buffers for decoding.
typedef struct lmc_context lmc_context;
/// A sampler chain with an optional grammar.
typedef struct lmc_sampler lmc_sampler;

/// Why a runtime could not be opened.
typedef enum lmc_open_status {
    LMC_OPEN_OK = 0,
    /// CLlama was compiled without llama.h.
    LMC_OPEN_NO_HEADERS = 1,
    /// dlopen failed (the library is missing or can't be loaded).
    LMC_OPEN_LIBRARY_NOT_FOUND = 2,
    /// The library lacks a function LMCore needs (the message names it).
    LMC_OPEN_SYMBOL_MISSING = 3,
    /// The library loaded but ggml has no backend device (its CPU backend library is missing).
    LMC_OPEN_NO_BACKEND = 4,
} lmc_open_status;

/// Whether CLlama was compiled against llama.h.
bool lmc_built_with_headers(void);

/// The llama.h API fingerprint CLlama was compiled against (`LLAMA_SESSION_VERSION` etc.),
/// or an empty string without headers.
const char *lmc_header_description(void);

/// Opens libllama at `library_path` (a path or a bare name for the dynamic loader) and resolves
/// every function LMCore needs. On failure returns NULL, sets `*status` and writes a message
/// (NUL-terminated, truncated to fit) into `error`. A library that was opened is never closed,
/// not even on failure: unloading llama.cpp or ggml is not safe, so callers remember a failure
/// instead of opening the same library again.
lmc_runtime *lmc_runtime_open(const char *library_path, lmc_open_status *status, char *error, size_t error_size);

/// llama.cpp's description of the CPU features it uses.
const char *lmc_runtime_system_info(const lmc_runtime *runtime);

/// Whether llama.cpp's log lines are printed on stderr (by default only errors are).
void lmc_runtime_set_verbose_logging(lmc_runtime *runtime, bool verbose);

/// Options for loading a model.
typedef struct lmc_model_params {
    int32_t gpu_layers;
    bool use_mmap;
    bool vocab_only;
    /// Called while the weights load with the fraction done (0...1); return false to stop loading.
    /// NULL: no reports.
    bool (*progress)(float fraction, void *progress_context);
    /// Passed to `progress`.
    void *progress_context;
} lmc_model_params;

/// Loads a GGUF model. On failure returns NULL and writes llama.cpp's last error into `error`.
lmc_model *lmc_model_load(lmc_runtime *runtime, const char *path, lmc_model_params params, char *error,
                          size_t error_size);
/// Frees a model. Every context made from it must be freed first.
void lmc_model_free(lmc_model *model);

/// The context length the model was trained with.
int32_t lmc_model_context_length(const lmc_model *model);
/// The number of tokens in the vocabulary.
int32_t lmc_model_vocabulary_size(const lmc_model *model);
/// The embedding width.
int32_t lmc_model_embedding_length(const lmc_model *model);
/// The number of layers.
int32_t lmc_model_layer_count(const lmc_model *model);
/// The number of parameters.
uint64_t lmc_model_parameter_count(const lmc_model *model);
/// The size of the model's tensors, in bytes.
uint64_t lmc_model_size(const lmc_model *model);
/// Writes a description of the model (architecture, size, type); returns its length or -1.
int32_t lmc_model_description(const lmc_model *model, char *buffer, size_t size);
/// Writes a metadata value as text; returns its full length (which may exceed `size`) or -1 when
/// the key is absent.
int32_t lmc_model_metadata(const lmc_model *model, const char *key, char *buffer, size_t size);
/// The model's default chat template, or NULL when it has none. Valid while the model lives.
const char *lmc_model_chat_template(const lmc_model *model);

/// The beginning-of-sequence token, or -1.
int32_t lmc_token_bos(const lmc_model *model);
/// The end-of-sequence token, or -1.
int32_t lmc_token_eos(const lmc_model *model);
/// The end-of-turn token, or -1.
int32_t lmc_token_eot(const lmc_model *model);
/// Whether the tokenizer adds a beginning-of-sequence token.
bool lmc_token_adds_bos(const lmc_model *model);
/// Whether a token ends generation (EOS, EOT and the like).
bool lmc_token_is_end_of_generation(const lmc_model *model, int32_t token);
/// Whether a token is a control token.
bool lmc_token_is_control(const lmc_model *model, int32_t token);

/// Tokenizes UTF-8 text. Returns the number of tokens, or minus the number needed when
/// `capacity` is too small, or INT32_MIN on failure.
int32_t lmc_tokenize(const lmc_model *model, const char *text, int32_t length, int32_t *tokens, int32_t capacity,
                     bool add_special, bool parse_special);
/// Writes the bytes of one token (no NUL). Returns the byte count, or minus the size needed.
int32_t lmc_token_to_piece(const lmc_model *model, int32_t token, char *buffer, int32_t size, bool render_special);

/// Renders messages with a chat template (llama.cpp's built-in templates, detected from the
/// template text). Returns the full length of the result (which may exceed `size`), or -1 when
/// the template is not supported.
int32_t lmc_chat_apply_template(const lmc_runtime *runtime, const char *template_text, const char *const *roles,
                                const char *const *contents, size_t count, bool add_assistant, char *buffer,
                                int32_t size);

/// Options for a context.
typedef struct lmc_context_params {
    uint32_t context_size;
    uint32_t batch_size;
    uint32_t micro_batch_size;
    int32_t threads;
    int32_t batch_threads;
    /// -1: llama.cpp decides; 0: off; 1: on.
    int32_t flash_attention;
} lmc_context_params;

/// Creates a context on a model (one sequence). On failure returns NULL and writes the reason.
lmc_context *lmc_context_create(lmc_model *model, lmc_context_params params, char *error, size_t error_size);
/// Frees a context.
void lmc_context_free(lmc_context *context);
/// The context's size in tokens, as llama.cpp allocated it.
uint32_t lmc_context_size(const lmc_context *context);
/// The largest number of tokens one lmc_context_decode call accepts.
uint32_t lmc_context_batch_size(const lmc_context *context);

/// Decodes `count` tokens (count <= batch size) at positions start_position..., asking for
/// logits of the last one when `logits_for_last` is set. Returns llama_decode's result: 0 on
/// success, 1 when no KV slot was found, 2 when aborted, negative on error; -100 for bad input.
int32_t lmc_context_decode(lmc_context *context, const int32_t *tokens, int32_t count, int32_t start_position,
                           bool logits_for_last);
/// Removes positions [from, to) of the sequence from the KV cache (to < 0: to the end).
bool lmc_context_remove_positions(lmc_context *context, int32_t from, int32_t to);
/// Empties the KV cache.
void lmc_context_clear(lmc_context *context);
/// The largest position in the KV cache, or -1 when it is empty.
int32_t lmc_context_max_position(const lmc_context *context);
/// The logits of the last decoded token that asked for them, or NULL.
const float *lmc_context_logits(lmc_context *context);

/// Sets the threads the context's next decodes use: `threads` for single tokens, `batch_threads`
/// for prompts.
void lmc_context_set_threads(lmc_context *context, int32_t threads, int32_t batch_threads);
/// Makes the current or next decode stop as soon as possible (any thread may call this).
void lmc_context_request_abort(lmc_context *context);
/// Clears an abort request.
void lmc_context_clear_abort(lmc_context *context);

/// How a sampler picks tokens.
typedef struct lmc_sampler_params {
    /// Pick the most likely token; the other fields except the grammar are ignored.
    bool greedy;
    float temperature;
    /// 0: no top-k.
    int32_t top_k;
    /// 1: no top-p.
    float top_p;
    uint32_t seed;
} lmc_sampler_params;

/// Counters of a sampler's grammar checks.
typedef struct lmc_sampler_stats {
    /// Tokens sampled.
    uint64_t sampled;
    /// Sampled tokens the grammar accepted at once (the cheap path).
    uint64_t accepted_fast;
    /// Tokens re-sampled after the grammar rejected the first pick, from the rescue's first stage
    /// (the most likely candidates) alone.
    uint64_t accepted_top;
    /// Tokens re-sampled after the grammar rejected the first pick, when the rescue checked later
    /// stages (less likely candidates) too.
    uint64_t resampled;
} lmc_sampler_stats;

/// Creates a sampler; with a grammar (GBNF text and its root rule) every token it returns is
/// allowed by the grammar. The sampled token is checked alone first; when the grammar rejects it,
/// the grammar checks the 256 most likely candidates; only when it allows none of them does it
/// filter the whole vocabulary. On failure returns NULL and writes the reason (such as a grammar that
/// doesn't parse).
lmc_sampler *lmc_sampler_create(lmc_model *model, lmc_sampler_params params, const char *grammar,
                                const char *grammar_root, char *error, size_t error_size);
/// Frees a sampler.
void lmc_sampler_free(lmc_sampler *sampler);
/// Samples the next token from the context's last logits and accepts it. Returns -1 when the
/// context has no logits.
int32_t lmc_sampler_sample(lmc_sampler *sampler, lmc_context *context);
/// Samples the next token like lmc_sampler_sample, but leaves it to the caller to accept it (with
/// lmc_sampler_accept) or to feed another.
int32_t lmc_sampler_sample_unaccepted(lmc_sampler *sampler, lmc_context *context);
/// Tells the sampler (and its grammar) about a token that was not sampled but fed.
void lmc_sampler_accept(lmc_sampler *sampler, int32_t token);
/// Whether the grammar allows `token` next (true without a grammar).
bool lmc_sampler_allows(lmc_sampler *sampler, int32_t token);
/// Writes the tokens the grammar would check when it rejects the most likely ones: those whose
/// first byte it accepts, and those always checked. Returns how many there are (at most the
/// vocabulary size; `tokens` must hold that many), or -1 without a grammar.
int32_t lmc_sampler_grammar_candidates(lmc_sampler *sampler, int32_t *tokens);
/// The sampler's counters.
lmc_sampler_stats lmc_sampler_get_stats(const lmc_sampler *sampler);
/// Plans the shortest way this sampler's grammar knows to finish: writes the tokens (single-byte
/// tokens, then one of `end_tokens`) that complete the structure from the grammar's current state,
/// without changing the sampler. `in_string` and `escaped` say whether the text so far ends inside
/// a JSON string (and right after a backslash in it). Inside a string the plan closes it as soon as
/// the grammar allows a quote, and otherwise writes characters it has not used yet in that string
/// (so a pattern that needs some particular character gets it); outside strings it prefers `}`
/// and `]`, then the shortest values. Returns the plan's length, or -1 when the grammar can't be
/// finished within `capacity` tokens this way, or -2 without a grammar.
/// With `first` ≥ 0, the plan starts after that token (as if it were accepted first; `in_string`
/// and `escaped` then describe the text after it); -1 when `first` isn't allowed.
int32_t lmc_sampler_closing_plan(lmc_sampler *sampler, int32_t first, bool in_string, bool escaped,
                                 const int32_t *end_tokens, int32_t end_count, int32_t *plan, int32_t capacity);

#ifdef __cplusplus
}
#endif
