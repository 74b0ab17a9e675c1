// CLlama's private definitions: the function table resolved from libllama and the handles.
// Included only by CLlama's .c files, and only when llama.h is available.
#pragma once

#include "CLlama.h"

#include <pthread.h>
#include <stdatomic.h>

#define LMC_HIDDEN __attribute__((visibility("hidden")))

// Every llama.cpp function LMCore calls. A library that lacks one of them is reported by name.
#define LMC_REQUIRED_SYMBOLS(X)         \
    X(llama_backend_init)               \
    X(llama_log_set)                    \
    X(llama_print_system_info)          \
    X(llama_model_default_params)       \
    X(llama_context_default_params)     \
    X(llama_sampler_chain_default_params) \
    X(llama_model_load_from_file)       \
    X(llama_model_free)                 \
    X(llama_model_get_vocab)            \
    X(llama_model_n_ctx_train)          \
    X(llama_model_n_embd)               \
    X(llama_model_n_layer)              \
    X(llama_model_n_params)             \
    X(llama_model_size)                 \
    X(llama_model_desc)                 \
    X(llama_model_meta_val_str)         \
    X(llama_model_chat_template)        \
    X(llama_vocab_n_tokens)             \
    X(llama_vocab_bos)                  \
    X(llama_vocab_eos)                  \
    X(llama_vocab_eot)                  \
    X(llama_vocab_get_add_bos)          \
    X(llama_vocab_is_eog)               \
    X(llama_vocab_is_control)           \
    X(llama_tokenize)                   \
    X(llama_token_to_piece)             \
    X(llama_chat_apply_template)        \
    X(llama_init_from_model)            \
    X(llama_free)                       \
    X(llama_n_ctx)                      \
    X(llama_n_batch)                    \
    X(llama_get_memory)                 \
    X(llama_memory_clear)               \
    X(llama_memory_seq_rm)              \
    X(llama_memory_seq_pos_max)         \
    X(llama_batch_init)                 \
    X(llama_batch_free)                 \
    X(llama_decode)                     \
    X(llama_get_logits_ith)             \
    X(llama_set_abort_callback)         \
    X(llama_set_n_threads)              \
    X(llama_sampler_chain_init)         \
    X(llama_sampler_chain_add)          \
    X(llama_sampler_init_greedy)        \
    X(llama_sampler_init_dist)          \
    X(llama_sampler_init_top_k)         \
    X(llama_sampler_init_top_p)         \
    X(llama_sampler_init_temp)          \
    X(llama_sampler_init_grammar)       \
    X(llama_sampler_apply)              \
    X(llama_sampler_accept)             \
    X(llama_sampler_reset)              \
    X(llama_sampler_clone)              \
    X(llama_sampler_free)

// Functions used when present (they live in libggml, which libllama loads).
#define LMC_OPTIONAL_SYMBOLS(X) \
    X(ggml_backend_dev_count)   \
    X(ggml_backend_load_all)

struct lmc_runtime {
    void *handle;
    atomic_bool verbose;
#define LMC_FIELD(name) __typeof__(name) *name;
    LMC_REQUIRED_SYMBOLS(LMC_FIELD)
    LMC_OPTIONAL_SYMBOLS(LMC_FIELD)
#undef LMC_FIELD
};

// The vocabulary grouped by the first byte of each token's text, for grammar checks that skip
// every token whose first byte the grammar rejects (see lmc_first_byte_index_get).
typedef struct lmc_first_byte_index {
    // A token whose text is exactly byte b, or -1.
    int32_t probe[256];
    // Group b (0...255) is tokens[offsets[b] ..< offsets[b + 1]]: the tokens whose text starts with
    // byte b, for bytes that have a probe. Group 256 holds the rest, which are always checked:
    // end-of-generation tokens, empty texts and first bytes without a probe.
    int32_t offsets[258];
    int32_t *tokens;
    // For each token, a token whose text is exactly its first two bytes (both ASCII, the token's
    // text three bytes or longer), or -1: when the grammar rejects that one, it rejects this one.
    int32_t *prefix_probe;
} lmc_first_byte_index;

struct lmc_model {
    lmc_runtime *runtime;
    struct llama_model *model;
    const struct llama_vocab *vocab;
    // Built on first use, under index_lock.
    pthread_mutex_t index_lock;
    lmc_first_byte_index *first_byte_index;
};

// The model's first-byte index, built on first use (thread-safe); NULL when out of memory.
const lmc_first_byte_index *lmc_first_byte_index_get(lmc_model *model);
// Frees an index.
void lmc_first_byte_index_free(lmc_first_byte_index *index);

struct lmc_context {
    lmc_runtime *runtime;
    lmc_model *model;
    struct llama_context *context;
    struct llama_batch batch;
    int32_t batch_capacity;
    atomic_bool abort_requested;
    bool has_logits;
};

// How many candidates the first stage of the grammar's rescue checks (the most likely ones).
#define LMC_TOP_CANDIDATES 256

struct lmc_sampler {
    lmc_runtime *runtime;
    lmc_model *model;
    struct llama_sampler *chain;
    struct llama_sampler *grammar;
    int32_t vocabulary_size;
    // Greedy sampling takes the largest logit directly.
    bool greedy;
    // The chain's top-k (0 for none): how many allowed tokens the grammar's rescue must find.
    int32_t top_k;
    llama_token_data *candidates;
    // Scratch space of the grammar's rescue, allocated with the grammar (vocabulary-sized): the
    // prefix probes it checks, and each probe's verdict in the current rescue: rescue << 1 | 1 when
    // the grammar rejected it, rescue << 1 when it allowed it (older values are stale).
    llama_token_data *probe_checks;
    uint32_t *prefix_verdicts;
    uint32_t rescue;
    lmc_sampler_stats stats;
};

/// Whether a grammar sampler allows `token` next.
LMC_HIDDEN bool lmc_grammar_allows(lmc_runtime *runtime, struct llama_sampler *grammar, int32_t token);
/// Writes the bytes whose single-byte token the grammar allows next, in byte order; returns how
/// many there are.
LMC_HIDDEN int lmc_grammar_allowed_bytes(lmc_runtime *runtime, struct llama_sampler *grammar,
                                         const lmc_first_byte_index *index, int bytes[256]);
/// Writes a message into an error buffer (truncating).
LMC_HIDDEN void lmc_write_error(char *error, size_t error_size, const char *message);
/// Forgets the error lines llama.cpp logged on this thread.
LMC_HIDDEN void lmc_clear_log_errors(void);
/// Writes `what`, followed by the error lines llama.cpp logged on this thread since the last clear.
LMC_HIDDEN void lmc_report(char *error, size_t error_size, const char *what);
