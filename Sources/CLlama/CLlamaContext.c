// CLlama: contexts (KV cache, batched decoding, abort) and samplers (chain + grammar).
#include "CLlama.h"

#include "CLlamaHeaders.h"

#include <stddef.h>

#if LMC_HAVE_LLAMA

#include "CLlamaRuntime.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

// ---- context ----------------------------------------------------------------------------------

static bool lmc_abort_callback(void *data) {
    lmc_context *context = data;
    return atomic_load_explicit(&context->abort_requested, memory_order_relaxed);
}

lmc_context *lmc_context_create(lmc_model *model, lmc_context_params params, char *error, size_t error_size) {
    if (model == NULL) {
        lmc_write_error(error, error_size, "no model");
        return NULL;
    }
    lmc_runtime *runtime = model->runtime;
    lmc_clear_log_errors();
    struct llama_context_params context_params = runtime->llama_context_default_params();
    context_params.n_ctx = params.context_size;
    context_params.n_batch = params.batch_size;
    context_params.n_ubatch = params.micro_batch_size > 0 ? params.micro_batch_size : params.batch_size;
    context_params.n_seq_max = 1;
    if (params.threads > 0) context_params.n_threads = params.threads;
    if (params.batch_threads > 0) context_params.n_threads_batch = params.batch_threads;
    context_params.flash_attn_type = params.flash_attention < 0    ? LLAMA_FLASH_ATTN_TYPE_AUTO
                                     : params.flash_attention == 0 ? LLAMA_FLASH_ATTN_TYPE_DISABLED
                                                                   : LLAMA_FLASH_ATTN_TYPE_ENABLED;
    context_params.no_perf = true;

    lmc_context *context = calloc(1, sizeof(lmc_context));
    if (context == NULL) {
        lmc_write_error(error, error_size, "out of memory");
        return NULL;
    }
    atomic_init(&context->abort_requested, false);
    context_params.abort_callback = lmc_abort_callback;
    context_params.abort_callback_data = context;
    context->context = runtime->llama_init_from_model(model->model, context_params);
    if (context->context == NULL) {
        lmc_report(error, error_size, "llama.cpp could not create a context");
        free(context);
        return NULL;
    }
    context->runtime = runtime;
    context->model = model;
    context->batch_capacity = (int32_t)runtime->llama_n_batch(context->context);
    context->batch = runtime->llama_batch_init(context->batch_capacity, 0, 1);
    return context;
}

void lmc_context_free(lmc_context *context) {
    if (context == NULL) return;
    context->runtime->llama_batch_free(context->batch);
    context->runtime->llama_free(context->context);
    free(context);
}

uint32_t lmc_context_size(const lmc_context *context) { return context->runtime->llama_n_ctx(context->context); }

uint32_t lmc_context_batch_size(const lmc_context *context) { return (uint32_t)context->batch_capacity; }

int32_t lmc_context_decode(lmc_context *context, const int32_t *tokens, int32_t count, int32_t start_position,
                           bool logits_for_last) {
    if (context == NULL || tokens == NULL || count <= 0 || count > context->batch_capacity || start_position < 0) {
        return -100;
    }
    struct llama_batch *batch = &context->batch;
    batch->n_tokens = count;
    for (int32_t index = 0; index < count; index++) {
        batch->token[index] = tokens[index];
        batch->pos[index] = start_position + index;
        batch->n_seq_id[index] = 1;
        batch->seq_id[index][0] = 0;
        batch->logits[index] = (int8_t)(logits_for_last && index == count - 1);
    }
    int32_t result = context->runtime->llama_decode(context->context, *batch);
    context->has_logits = result == 0 && logits_for_last;
    return result;
}

bool lmc_context_remove_positions(lmc_context *context, int32_t from, int32_t to) {
    llama_memory_t memory = context->runtime->llama_get_memory(context->context);
    return context->runtime->llama_memory_seq_rm(memory, 0, from, to < 0 ? -1 : to);
}

void lmc_context_clear(lmc_context *context) {
    llama_memory_t memory = context->runtime->llama_get_memory(context->context);
    context->runtime->llama_memory_clear(memory, true);
    context->has_logits = false;
}

int32_t lmc_context_max_position(const lmc_context *context) {
    llama_memory_t memory = context->runtime->llama_get_memory(context->context);
    return context->runtime->llama_memory_seq_pos_max(memory, 0);
}

const float *lmc_context_logits(lmc_context *context) {
    if (!context->has_logits) return NULL;
    return context->runtime->llama_get_logits_ith(context->context, -1);
}

void lmc_context_set_threads(lmc_context *context, int32_t threads, int32_t batch_threads) {
    context->runtime->llama_set_n_threads(context->context, threads, batch_threads);
}

void lmc_context_request_abort(lmc_context *context) {
    if (context != NULL) atomic_store(&context->abort_requested, true);
}

void lmc_context_clear_abort(lmc_context *context) {
    if (context != NULL) atomic_store(&context->abort_requested, false);
}

// ---- sampler ----------------------------------------------------------------------------------

lmc_sampler *lmc_sampler_create(lmc_model *model, lmc_sampler_params params, const char *grammar,
                                const char *grammar_root, char *error, size_t error_size) {
    if (model == NULL) {
        lmc_write_error(error, error_size, "no model");
        return NULL;
    }
    lmc_runtime *runtime = model->runtime;
    lmc_clear_log_errors();
    lmc_sampler *sampler = calloc(1, sizeof(lmc_sampler));
    if (sampler == NULL) {
        lmc_write_error(error, error_size, "out of memory");
        return NULL;
    }
    sampler->runtime = runtime;
    sampler->model = model;
    sampler->vocabulary_size = runtime->llama_vocab_n_tokens(model->vocab);
    sampler->candidates = calloc((size_t)sampler->vocabulary_size, sizeof(llama_token_data));
    if (sampler->candidates == NULL) {
        free(sampler);
        lmc_write_error(error, error_size, "out of memory");
        return NULL;
    }
    if (grammar != NULL && grammar[0] != '\0') {
        sampler->grammar = runtime->llama_sampler_init_grammar(model->vocab, grammar,
                                                               grammar_root != NULL ? grammar_root : "root");
        if (sampler->grammar == NULL) {
            lmc_report(error, error_size, "llama.cpp rejected the grammar");
            free(sampler->candidates);
            free(sampler);
            return NULL;
        }
        sampler->probe_checks = calloc((size_t)sampler->vocabulary_size, sizeof(llama_token_data));
        sampler->prefix_verdicts = calloc((size_t)sampler->vocabulary_size, sizeof(uint32_t));
        if (sampler->probe_checks == NULL || sampler->prefix_verdicts == NULL) {
            runtime->llama_sampler_free(sampler->grammar);
            free(sampler->probe_checks);
            free(sampler->prefix_verdicts);
            free(sampler->candidates);
            free(sampler);
            lmc_write_error(error, error_size, "out of memory");
            return NULL;
        }
    }
    struct llama_sampler_chain_params chain_params = runtime->llama_sampler_chain_default_params();
    chain_params.no_perf = true;
    sampler->chain = runtime->llama_sampler_chain_init(chain_params);
    sampler->greedy = params.greedy;
    sampler->top_k = params.greedy ? 0 : params.top_k;
    if (params.greedy) {
        runtime->llama_sampler_chain_add(sampler->chain, runtime->llama_sampler_init_greedy());
    } else {
        if (params.top_k > 0) {
            runtime->llama_sampler_chain_add(sampler->chain, runtime->llama_sampler_init_top_k(params.top_k));
        }
        if (params.top_p > 0 && params.top_p < 1) {
            runtime->llama_sampler_chain_add(sampler->chain, runtime->llama_sampler_init_top_p(params.top_p, 1));
        }
        runtime->llama_sampler_chain_add(sampler->chain, runtime->llama_sampler_init_temp(params.temperature));
        runtime->llama_sampler_chain_add(sampler->chain, runtime->llama_sampler_init_dist(params.seed));
    }
    return sampler;
}

void lmc_sampler_free(lmc_sampler *sampler) {
    if (sampler == NULL) return;
    sampler->runtime->llama_sampler_free(sampler->chain);
    if (sampler->grammar != NULL) sampler->runtime->llama_sampler_free(sampler->grammar);
    free(sampler->probe_checks);
    free(sampler->prefix_verdicts);
    free(sampler->candidates);
    free(sampler);
}

static llama_token_data_array lmc_fill_candidates(lmc_sampler *sampler, const float *logits) {
    for (int32_t token = 0; token < sampler->vocabulary_size; token++) {
        sampler->candidates[token] = (llama_token_data){token, logits[token], 0.0f};
    }
    return (llama_token_data_array){sampler->candidates, (size_t)sampler->vocabulary_size, -1, false};
}

bool lmc_grammar_allows(lmc_runtime *runtime, struct llama_sampler *grammar, int32_t token) {
    llama_token_data single = {token, 0.0f, 0.0f};
    llama_token_data_array one = {&single, 1, -1, false};
    runtime->llama_sampler_apply(grammar, &one);
    return isfinite(single.logit);
}

int lmc_grammar_allowed_bytes(lmc_runtime *runtime, struct llama_sampler *grammar, const lmc_first_byte_index *index,
                              int bytes[256]) {
    llama_token_data probes[256];
    int probe_bytes[256];
    size_t probe_count = 0;
    for (int byte = 0; byte < 256; byte++) {
        if (index->probe[byte] < 0) continue;
        probes[probe_count] = (llama_token_data){index->probe[byte], 0.0f, 0.0f};
        probe_bytes[probe_count++] = byte;
    }
    llama_token_data_array probe_array = {probes, probe_count, -1, false};
    runtime->llama_sampler_apply(grammar, &probe_array);
    int count = 0;
    for (size_t probe = 0; probe < probe_count; probe++) {
        if (isfinite(probes[probe].logit)) bytes[count++] = probe_bytes[probe];
    }
    return count;
}

bool lmc_sampler_allows(lmc_sampler *sampler, int32_t token) {
    if (sampler->grammar == NULL) return true;
    return lmc_grammar_allows(sampler->runtime, sampler->grammar, token);
}

// The candidates the grammar has to check when it rejected the top ones: every token whose first
// byte the grammar accepts (found by checking one single-byte token per byte value), plus the
// tokens that are always checked. Rejected tokens would get -inf from the grammar anyway, so the
// choice is the same as over the whole vocabulary. Falls back to the whole vocabulary without
// an index. With NULL logits, the candidates get logit 0 (for lmc_sampler_grammar_candidates).
static llama_token_data_array lmc_grammar_candidates(lmc_sampler *sampler, const float *logits) {
    const lmc_first_byte_index *index = lmc_first_byte_index_get(sampler->model);
    if (index == NULL && logits != NULL) return lmc_fill_candidates(sampler, logits);
    if (index == NULL) return (llama_token_data_array){sampler->candidates, 0, -1, false};
    int allowed[256];
    int allowed_count = lmc_grammar_allowed_bytes(sampler->runtime, sampler->grammar, index, allowed);
    size_t count = 0;
    for (int entry = 0; entry < allowed_count; entry++) {
        int byte = allowed[entry];
        for (int32_t position = index->offsets[byte]; position < index->offsets[byte + 1]; position++) {
            int32_t candidate = index->tokens[position];
            sampler->candidates[count++] = (llama_token_data){candidate, logits != NULL ? logits[candidate] : 0.0f, 0.0f};
        }
    }
    for (int32_t position = index->offsets[256]; position < index->offsets[257]; position++) {
        int32_t candidate = index->tokens[position];
        sampler->candidates[count++] = (llama_token_data){candidate, logits != NULL ? logits[candidate] : 0.0f, 0.0f};
    }
    return (llama_token_data_array){sampler->candidates, count, -1, false};
}

int32_t lmc_sampler_grammar_candidates(lmc_sampler *sampler, int32_t *tokens) {
    if (sampler->grammar == NULL || tokens == NULL) return -1;
    llama_token_data_array candidates = lmc_grammar_candidates(sampler, NULL);
    for (size_t index = 0; index < candidates.size; index++) tokens[index] = candidates.data[index].id;
    return (int32_t)candidates.size;
}

// Moves the `count` largest logits of `data[0..<size]` to its front, in no particular order
// (quickselect: linear on average, where sorting the whole vocabulary would not be).
static void lmc_select_largest(llama_token_data *data, size_t size, size_t count) {
    if (count == 0 || count >= size) return;
    size_t low = 0, high = size - 1;
    while (low < high) {
        // Median of three as the pivot, to stay linear on sorted or tied logits.
        size_t middle = low + (high - low) / 2;
        float a = data[low].logit, b = data[middle].logit, c = data[high].logit;
        float pivot = (a > b) ? ((b > c) ? b : ((a > c) ? c : a)) : ((a > c) ? a : ((b > c) ? c : b));
        size_t left = low, right = high;
        while (left <= right) {
            while (data[left].logit > pivot) left++;
            while (data[right].logit < pivot) right--;
            if (left <= right) {
                llama_token_data swap = data[left];
                data[left] = data[right];
                data[right] = swap;
                left++;
                if (right == 0) break;
                right--;
            }
        }
        // Now data[low...right] >= pivot >= data[left...high].
        if (count - 1 <= right) {
            high = right;
        } else if (count - 1 >= left) {
            low = left;
        } else {
            return;
        }
    }
}

// Applies the grammar to `stage[0..<count]` (rejected tokens get logit -inf), first through the
// tokens' prefix probes: each probe not yet judged in this rescue is checked once, and a token whose
// probe was rejected is rejected without a check of its own.
static void lmc_grammar_check_stage(lmc_sampler *sampler, llama_token_data *stage, size_t count) {
    lmc_runtime *runtime = sampler->runtime;
    const lmc_first_byte_index *index = lmc_first_byte_index_get(sampler->model);
    if (index != NULL && index->prefix_probe != NULL) {
        uint32_t allowed_mark = sampler->rescue << 1, rejected_mark = allowed_mark | 1;
        size_t probes = 0;
        for (size_t position = 0; position < count; position++) {
            int32_t probe = index->prefix_probe[stage[position].id];
            if (probe < 0 || (sampler->prefix_verdicts[probe] >> 1) == sampler->rescue) continue;
            sampler->prefix_verdicts[probe] = allowed_mark;
            sampler->probe_checks[probes++] = (llama_token_data){probe, 0.0f, 0.0f};
        }
            if (probes > 0) {
            llama_token_data_array checks = {sampler->probe_checks, probes, -1, false};
            runtime->llama_sampler_apply(sampler->grammar, &checks);
            for (size_t check = 0; check < probes; check++) {
                if (!isfinite(sampler->probe_checks[check].logit)) {
                    sampler->prefix_verdicts[sampler->probe_checks[check].id] = rejected_mark;
                }
            }
        }
        // Tokens still to check go to the front of the stage; the rest are rejected.
        size_t to_check = 0;
        for (size_t position = 0; position < count; position++) {
            int32_t probe = index->prefix_probe[stage[position].id];
            if (probe >= 0 && sampler->prefix_verdicts[probe] == rejected_mark) {
                stage[position].logit = -INFINITY;
                continue;
            }
            llama_token_data swap = stage[to_check];
            stage[to_check++] = stage[position];
            stage[position] = swap;
        }
        count = to_check;
    }
    if (count == 0) return;
    llama_token_data_array checks = {stage, count, -1, false};
    runtime->llama_sampler_apply(sampler->grammar, &checks);
}

// The grammar's rescue when it rejected the sampled token: the candidates whose first byte the
// grammar accepts are checked in stages of falling likelihood (the most likely 256, the next 1,024,
// then four times more each stage), and the allowed ones are kept, until `needed` tokens are
// allowed or every candidate was checked. Greedy sampling needs one and top-k sampling k: every
// token after a stage is less likely than every token of it, so the result is exactly the choice
// over the whole grammar-filtered vocabulary, at the cost of the stages that ran. Leaves the allowed
// tokens in `candidates`; returns the number of stages (0 when the grammar allows nothing).
static int lmc_grammar_rescue(lmc_sampler *sampler, const float *logits, llama_token_data_array *candidates) {
    *candidates = lmc_grammar_candidates(sampler, logits);
    llama_token_data *data = candidates->data;
    size_t size = candidates->size;
    size_t needed = sampler->greedy ? 1 : (sampler->top_k > 0 ? (size_t)sampler->top_k : size);
    size_t checked = 0, allowed = 0, stage_size = LMC_TOP_CANDIDATES;
    int stages = 0;
    // A new rescue: every prefix verdict recorded so far is stale (rare wrap-around: forget them).
    sampler->rescue = (sampler->rescue + 1) & 0x7fffffff;
    if (sampler->rescue == 0) {
        memset(sampler->prefix_verdicts, 0, sizeof(uint32_t) * (size_t)sampler->vocabulary_size);
        sampler->rescue = 1;
    }
    while (checked < size && allowed < needed) {
        size_t end = size - checked <= stage_size ? size : checked + stage_size;
        lmc_select_largest(data + checked, size - checked, end - checked);
        lmc_grammar_check_stage(sampler, data + checked, end - checked);
        for (size_t index = checked; index < end; index++) {
            if (isfinite(data[index].logit)) data[allowed++] = data[index];
        }
        checked = end;
        stage_size = stages == 0 ? 1024 : stage_size * 4;
        stages++;
    }
    *candidates = (llama_token_data_array){data, allowed, -1, false};
    return allowed == 0 ? 0 : stages;
}

// The index of the largest logit (the first one, on ties). Two passes the compiler vectorizes: the
// largest value, kept in eight running maxima, then the first index holding it. A single pass that
// tracks the index carries a load-compare-select chain from each element to the next and took
// 0.17 ms for a 49,152-token vocabulary, 2.4 % of a SmolLM2-135M token.
static int32_t lmc_argmax(const float *logits, int32_t count) {
    float lanes[8];
    for (int lane = 0; lane < 8; lane++) lanes[lane] = -INFINITY;
    int32_t index = 0;
    for (; index + 8 <= count; index += 8) {
        for (int lane = 0; lane < 8; lane++) {
            float value = logits[index + lane];
            lanes[lane] = value > lanes[lane] ? value : lanes[lane];
        }
    }
    float best = lanes[0];
    for (int lane = 1; lane < 8; lane++) best = lanes[lane] > best ? lanes[lane] : best;
    for (; index < count; index++) best = logits[index] > best ? logits[index] : best;
    for (index = 0; index < count; index++) {
        if (logits[index] == best) return index;
    }
    return 0;
}

static int32_t lmc_sample(lmc_sampler *sampler, lmc_context *context, bool accept) {
    lmc_runtime *runtime = sampler->runtime;
    const float *logits = lmc_context_logits(context);
    if (logits == NULL) return -1;
    llama_token token;
    llama_token_data_array candidates = {NULL, 0, -1, false};
    if (sampler->greedy) {
        // The most likely token, without building the candidate array.
        token = lmc_argmax(logits, sampler->vocabulary_size);
    } else {
        candidates = lmc_fill_candidates(sampler, logits);
        runtime->llama_sampler_apply(sampler->chain, &candidates);
        if (candidates.selected < 0 || (size_t)candidates.selected >= candidates.size) return -1;
        token = candidates.data[candidates.selected].id;
    }
    sampler->stats.sampled++;
    if (sampler->grammar != NULL) {
        // Cheap path: most tokens the model picks are allowed; only when the grammar rejects the
        // pick, find the allowed tokens (lmc_grammar_rescue) and sample again among them.
        if (lmc_sampler_allows(sampler, token)) {
            sampler->stats.accepted_fast++;
        } else {
            int stages = lmc_grammar_rescue(sampler, logits, &candidates);
            if (stages == 0) return -2;
            if (stages == 1) {
                sampler->stats.accepted_top++;
            } else {
                sampler->stats.resampled++;
            }
            runtime->llama_sampler_apply(sampler->chain, &candidates);
            if (candidates.selected < 0 || (size_t)candidates.selected >= candidates.size) return -1;
            token = candidates.data[candidates.selected].id;
        }
        if (accept) runtime->llama_sampler_accept(sampler->grammar, token);
    }
    if (accept) runtime->llama_sampler_accept(sampler->chain, token);
    return token;
}

int32_t lmc_sampler_sample(lmc_sampler *sampler, lmc_context *context) { return lmc_sample(sampler, context, true); }

int32_t lmc_sampler_sample_unaccepted(lmc_sampler *sampler, lmc_context *context) {
    return lmc_sample(sampler, context, false);
}

void lmc_sampler_accept(lmc_sampler *sampler, int32_t token) {
    if (sampler->grammar != NULL) sampler->runtime->llama_sampler_accept(sampler->grammar, token);
    sampler->runtime->llama_sampler_accept(sampler->chain, token);
}

lmc_sampler_stats lmc_sampler_get_stats(const lmc_sampler *sampler) { return sampler->stats; }

#else  // LMC_HAVE_LLAMA

void lmc_context_set_threads(lmc_context *context, int32_t threads, int32_t batch_threads) {
    (void)context;
    (void)threads;
    (void)batch_threads;
}

// Built without llama.h: no handle can exist, so these are never reached with one.

lmc_context *lmc_context_create(lmc_model *model, lmc_context_params params, char *error, size_t error_size) {
    (void)model;
    (void)params;
    if (error != NULL && error_size > 0) error[0] = '\0';
    return NULL;
}

void lmc_context_free(lmc_context *context) { (void)context; }
uint32_t lmc_context_size(const lmc_context *context) { (void)context; return 0; }
uint32_t lmc_context_batch_size(const lmc_context *context) { (void)context; return 0; }

int32_t lmc_context_decode(lmc_context *context, const int32_t *tokens, int32_t count, int32_t start_position,
                           bool logits_for_last) {
    (void)context;
    (void)tokens;
    (void)count;
    (void)start_position;
    (void)logits_for_last;
    return -100;
}

bool lmc_context_remove_positions(lmc_context *context, int32_t from, int32_t to) {
    (void)context;
    (void)from;
    (void)to;
    return false;
}

void lmc_context_clear(lmc_context *context) { (void)context; }
int32_t lmc_context_max_position(const lmc_context *context) { (void)context; return -1; }
const float *lmc_context_logits(lmc_context *context) { (void)context; return NULL; }
void lmc_context_request_abort(lmc_context *context) { (void)context; }
void lmc_context_clear_abort(lmc_context *context) { (void)context; }

lmc_sampler *lmc_sampler_create(lmc_model *model, lmc_sampler_params params, const char *grammar,
                                const char *grammar_root, char *error, size_t error_size) {
    (void)model;
    (void)params;
    (void)grammar;
    (void)grammar_root;
    if (error != NULL && error_size > 0) error[0] = '\0';
    return NULL;
}

void lmc_sampler_free(lmc_sampler *sampler) { (void)sampler; }

int32_t lmc_sampler_sample(lmc_sampler *sampler, lmc_context *context) {
    (void)sampler;
    (void)context;
    return -1;
}

void lmc_sampler_accept(lmc_sampler *sampler, int32_t token) {
    (void)sampler;
    (void)token;
}

bool lmc_sampler_allows(lmc_sampler *sampler, int32_t token) {
    (void)sampler;
    (void)token;
    return false;
}

int32_t lmc_sampler_grammar_candidates(lmc_sampler *sampler, int32_t *tokens) {
    (void)sampler;
    (void)tokens;
    return -1;
}

int32_t lmc_sampler_sample_unaccepted(lmc_sampler *sampler, lmc_context *context) {
    (void)sampler;
    (void)context;
    return -1;
}

lmc_sampler_stats lmc_sampler_get_stats(const lmc_sampler *sampler) {
    (void)sampler;
    lmc_sampler_stats empty = {0, 0, 0, 0};
    return empty;
}

#endif  // LMC_HAVE_LLAMA
