// CLlama: the vocabulary grouped by each token's first byte.
//
// A grammar accepts a token only if it accepts the token's first byte, so when the grammar must
// be checked against the whole vocabulary, it is enough to check one single-byte "probe" token
// per byte value, then only the tokens whose first byte passed. For a grammar that wants `"` or a
// digit next, that is a few thousand tokens instead of the whole vocabulary.
//
// The same holds one byte further: a token is allowed only if its first two bytes are, so a
// longer token whose first two bytes (ASCII) are themselves a token has that token as its
// "prefix probe", and the grammar's rescue drops every token whose prefix probe it rejected
// without checking it (after a key's colon, where only ` "` may follow, that leaves a few hundred
// of the ~30,000 tokens that start with a space).
#include "CLlama.h"

#include "CLlamaHeaders.h"

#if LMC_HAVE_LLAMA

#include "CLlamaRuntime.h"

#include <stdlib.h>

// The group of each token: its first byte, or 256 when it is always checked. Also fills each
// token's first two bytes in `pairs` (as b0 << 8 | b1 for an ASCII pair in a text of three bytes
// or more, -1 otherwise) and, in `pair_tokens` (65,536 entries), the token whose text is exactly
// each ASCII pair, or -1.
static int16_t *lmc_token_groups(lmc_model *model, int32_t count, int32_t probe[256], int32_t *pairs,
                                 int32_t *pair_tokens) {
    lmc_runtime *runtime = model->runtime;
    int16_t *groups = malloc(sizeof(int16_t) * (size_t)(count > 0 ? count : 1));
    if (groups == NULL) return NULL;
    for (int index = 0; index < 256; index++) probe[index] = -1;
    for (int index = 0; index < 65536; index++) pair_tokens[index] = -1;
    char buffer[256];
    for (int32_t token = 0; token < count; token++) {
        // Only the first byte and the length matter; a text longer than the buffer returns minus
        // its length and writes nothing, so it is read again into a buffer of its size.
        int32_t length = runtime->llama_token_to_piece(model->vocab, token, buffer, sizeof buffer, 0, true);
        unsigned char first = (unsigned char)buffer[0];
        unsigned char second = length >= 2 ? (unsigned char)buffer[1] : 0;
        if (length < 0) {
            char *text = malloc((size_t)(-length));
            if (text == NULL) {
                free(groups);
                return NULL;
            }
            int32_t written = runtime->llama_token_to_piece(model->vocab, token, text, -length, 0, true);
            first = (unsigned char)text[0];
            second = written >= 2 ? (unsigned char)text[1] : 0;
            free(text);
            length = written > 0 ? written : 0;
        }
        pairs[token] = -1;
        if (runtime->llama_vocab_is_eog(model->vocab, token) || length == 0 || first == 0) {
            groups[token] = 256;
            continue;
        }
        groups[token] = first;
        if (length == 1 && probe[first] < 0) probe[first] = token;
        bool ascii_pair = first < 0x80 && second > 0 && second < 0x80;
        if (ascii_pair && length == 2 && pair_tokens[first << 8 | second] < 0) pair_tokens[first << 8 | second] = token;
        if (ascii_pair && length >= 3) pairs[token] = first << 8 | second;
    }
    for (int32_t token = 0; token < count; token++) {
        if (groups[token] < 256 && probe[groups[token]] < 0) groups[token] = 256;
    }
    return groups;
}

static lmc_first_byte_index *lmc_first_byte_index_build(lmc_model *model) {
    int32_t count = model->runtime->llama_vocab_n_tokens(model->vocab);
    lmc_first_byte_index *index = calloc(1, sizeof(lmc_first_byte_index));
    if (index == NULL) return NULL;
    size_t capacity = (size_t)(count > 0 ? count : 1);
    index->tokens = malloc(sizeof(int32_t) * capacity);
    index->prefix_probe = malloc(sizeof(int32_t) * capacity);
    int32_t *pair_tokens = malloc(sizeof(int32_t) * 65536);
    int16_t *groups = NULL;
    if (index->tokens != NULL && index->prefix_probe != NULL && pair_tokens != NULL) {
        groups = lmc_token_groups(model, count, index->probe, index->prefix_probe, pair_tokens);
    }
    if (groups == NULL) {
        free(pair_tokens);
        lmc_first_byte_index_free(index);
        return NULL;
    }
    // Pairs become their tokens (a pair without a token of its own gives no probe).
    for (int32_t token = 0; token < count; token++) {
        int32_t pair = index->prefix_probe[token];
        index->prefix_probe[token] = pair >= 0 ? pair_tokens[pair] : -1;
    }
    free(pair_tokens);
    // A counting sort by group, keeping token order within each group.
    int32_t sizes[257] = {0};
    for (int32_t token = 0; token < count; token++) sizes[groups[token]]++;
    index->offsets[0] = 0;
    for (int group = 0; group < 257; group++) index->offsets[group + 1] = index->offsets[group] + sizes[group];
    int32_t next[257];
    for (int group = 0; group < 257; group++) next[group] = index->offsets[group];
    for (int32_t token = 0; token < count; token++) index->tokens[next[groups[token]]++] = token;
    free(groups);
    return index;
}

const lmc_first_byte_index *lmc_first_byte_index_get(lmc_model *model) {
    pthread_mutex_lock(&model->index_lock);
    if (model->first_byte_index == NULL) model->first_byte_index = lmc_first_byte_index_build(model);
    const lmc_first_byte_index *index = model->first_byte_index;
    pthread_mutex_unlock(&model->index_lock);
    return index;
}

void lmc_first_byte_index_free(lmc_first_byte_index *index) {
    if (index == NULL) return;
    free(index->tokens);
    free(index->prefix_probe);
    free(index);
}

#else  // LMC_HAVE_LLAMA

// Built without llama.h: nothing to index. (A translation unit must not be empty.)
typedef int lmc_first_byte_index_unused;

#endif  // LMC_HAVE_LLAMA
