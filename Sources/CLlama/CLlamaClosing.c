// CLlama: the closing plan, the shortest way a grammar-constrained structure can be finished.
#include "CLlama.h"

#include "CLlamaHeaders.h"

#include <stddef.h>

#if LMC_HAVE_LLAMA

#include "CLlamaRuntime.h"

#include <string.h>

// The order in which bytes are tried outside strings: what closes first, then the shortest values
// (a digit is a whole number; a quote opens an empty string), then separators and the letters of
// literals; whitespace and non-ASCII bytes last, since they never bring the end closer.
static int lmc_rank_outside_string(int byte) {
    switch (byte) {
    case '}': return 0;
    case ']': return 1;
    case '"': return 12;
    case ',': return 13;
    case ':': return 14;
    default: break;
    }
    if (byte >= '0' && byte <= '9') return 2 + (byte - '0');
    if (byte >= 0x21 && byte < 0x7f) return 20 + byte;
    if (byte == ' ' || byte == '\n' || byte == '\t' || byte == '\r') return 400;
    return 300 + byte;
}

// Inside a string that can't close yet (a pattern, a format or a minimum length still wants
// characters): a short alphabet of a letter, a digit and the separators patterns are made of,
// cycled so that each is tried before one repeats; any other allowed byte only when none of those
// is allowed; a backslash (an escape) and bytes outside ASCII last.
static const char lmc_string_alphabet[] = "a.@-0:/_A +";

static long lmc_score_inside_string(int byte, const int32_t last_written[256]) {
    const char *found = byte != 0 ? strchr(lmc_string_alphabet, byte) : NULL;
    long order = found != NULL ? (long)(found - lmc_string_alphabet) : -1;
    if (order >= 0) return last_written[byte] < 0 ? 1000 + order : 100000 + (long)last_written[byte] * 100 + order;
    if (byte == '\\') return 900000000L;
    if (byte >= 0x20 && byte < 0x7f) {
        return last_written[byte] < 0 ? 10000000L + byte : 20000000L + (long)last_written[byte] * 256 + byte;
    }
    return 950000000L + byte;
}

// Whether the grammar, after `byte`, would allow the closing quote.
static bool lmc_quote_follows(lmc_runtime *runtime, const struct llama_sampler *grammar,
                              const lmc_first_byte_index *index, int byte) {
    struct llama_sampler *copy = runtime->llama_sampler_clone(grammar);
    if (copy == NULL) return false;
    runtime->llama_sampler_accept(copy, index->probe[byte]);
    bool allowed = lmc_grammar_allows(runtime, copy, index->probe['"']);
    runtime->llama_sampler_free(copy);
    return allowed;
}

int32_t lmc_sampler_closing_plan(lmc_sampler *sampler, int32_t first, bool in_string, bool escaped,
                                 const int32_t *end_tokens, int32_t end_count, int32_t *plan, int32_t capacity) {
    if (sampler->grammar == NULL) return -2;
    lmc_runtime *runtime = sampler->runtime;
    const lmc_first_byte_index *index = lmc_first_byte_index_get(sampler->model);
    if (index == NULL || plan == NULL || capacity <= 0) return -1;
    struct llama_sampler *grammar = runtime->llama_sampler_clone(sampler->grammar);
    if (grammar == NULL) return -1;
    if (first >= 0) {
        if (!lmc_grammar_allows(runtime, grammar, first)) {
            runtime->llama_sampler_free(grammar);
            return -1;
        }
        runtime->llama_sampler_accept(grammar, first);
    }

    // When each byte was last written in the current string (-1: not yet), so that a string the
    // grammar keeps open tries every byte it allows before repeating one.
    int32_t last_written[256];
    for (int byte = 0; byte < 256; byte++) last_written[byte] = -1;
    int32_t count = 0;
    int32_t result = -1;
    while (count < capacity) {
        if (!in_string) {
            bool ended = false;
            for (int32_t end = 0; end < end_count && !ended; end++) {
                if (lmc_grammar_allows(runtime, grammar, end_tokens[end])) {
                    plan[count++] = end_tokens[end];
                    ended = true;
                }
            }
            if (ended) {
                result = count;
                break;
            }
        }
        int allowed_bytes[256];
        int allowed_count = lmc_grammar_allowed_bytes(runtime, grammar, index, allowed_bytes);
        int best = -1;
        long best_score = 0;
        bool quote_allowed = false;
        for (int position = 0; position < allowed_count; position++) {
            int byte = allowed_bytes[position];
            if (byte == '"') quote_allowed = true;
            long score = in_string && !escaped ? lmc_score_inside_string(byte, last_written)
                : in_string                    ? (long)byte
                                               : lmc_rank_outside_string(byte);
            if (best < 0 || score < best_score) {
                best = byte;
                best_score = score;
            }
        }
        if (in_string && !escaped && quote_allowed) {
            best = '"';
        } else if (in_string && !escaped && index->probe['"'] >= 0) {
            // One step ahead: a byte after which the string can close wins, among the few best.
            long threshold = best_score;
            for (int tries = 0; tries < 12; tries++) {
                int next = -1;
                long next_score = 0;
                for (int position = 0; position < allowed_count; position++) {
                    long score = lmc_score_inside_string(allowed_bytes[position], last_written);
                    if (score >= threshold && (tries > 0 ? score > threshold : true) &&
                        (next < 0 || score < next_score)) {
                        next = allowed_bytes[position];
                        next_score = score;
                    }
                }
                if (next < 0) break;
                if (lmc_quote_follows(runtime, grammar, index, next)) {
                    best = next;
                    break;
                }
                threshold = next_score;
            }
        }
        if (best < 0) break;
        int32_t token = index->probe[best];
        runtime->llama_sampler_accept(grammar, token);
        plan[count] = token;
        if (in_string) {
            if (escaped) {
                escaped = false;
            } else if (best == '"') {
                in_string = false;
            } else {
                escaped = best == '\\';
                last_written[best] = count;
            }
        } else if (best == '"') {
            in_string = true;
            for (int byte = 0; byte < 256; byte++) last_written[byte] = -1;
        }
        count++;
    }
    runtime->llama_sampler_free(grammar);
    return result;
}

#else  // LMC_HAVE_LLAMA

int32_t lmc_sampler_closing_plan(lmc_sampler *sampler, int32_t first, bool in_string, bool escaped,
                                 const int32_t *end_tokens, int32_t end_count, int32_t *plan, int32_t capacity) {
    (void)sampler;
    (void)in_string;
    (void)escaped;
    (void)end_tokens;
    (void)end_count;
    (void)plan;
    (void)capacity;
    return -2;
}

#endif  // LMC_HAVE_LLAMA
