// CLMFallbackData: LMFallback's built-in data (word lists, word frequencies, place names, given names, surnames,
// organization words and cues) as C string literals, with ready-made hash tables over the large sets, generated
// by scripts/make-fallback-resources.py. Embedding the data in the binary means it can never be missing at run
// time (an lmctl copied anywhere still has it), a C compiler reads megabytes of literals fast, and the tables
// are constant data: nothing is parsed or hashed when a process starts. Every string is UTF-8, NUL-terminated,
// one record per line.
#pragma once

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Which data set `lmf_data` returns.
enum {
    /// Space-separated lowercase English words, most common tier (SCOWL level 10).
    LMF_DATA_ENGLISH_TIER1 = 1,
    /// Space-separated lowercase English words, SCOWL level 20.
    LMF_DATA_ENGLISH_TIER2 = 2,
    /// Space-separated lowercase English words, SCOWL level 35.
    LMF_DATA_ENGLISH_TIER3 = 3,
    /// `word count` lines, most frequent first.
    LMF_DATA_WORD_FREQUENCIES = 4,
    /// `name<TAB>population<TAB>kind` lines (kind: country, region, continent, city, feature), largest first.
    LMF_DATA_PLACES = 5,
    /// Given names, one a line (LMFallback's own list, then US Census 1990 first names).
    LMF_DATA_GIVEN_NAMES = 6,
    /// Words that end or start organization names, one a line (LMFallback's own list).
    LMF_DATA_ORGANIZATION_WORDS = 7,
    /// `kind entry` lines of organization cue words (institution heads, tails, legal forms…).
    LMF_DATA_ORGANIZATION_CUES = 8,
    /// Frequent surnames (US Census 1990, then faker's surnames of many countries), Title Case, one a line.
    LMF_DATA_SURNAMES = 9,
    /// Rarer correctly spelled English words (SCOWL levels 40 to 60, not in the tiers), one a line.
    LMF_DATA_ENGLISH_RARE = 10,
    /// Given names from many countries (faker's person providers) that `LMF_DATA_GIVEN_NAMES` lacks, one a line.
    LMF_DATA_WORLD_GIVEN_NAMES = 11,
    /// The rarest listed English words (SCOWL levels 70 and 80, within reach of a counted word), one a line.
    LMF_DATA_ENGLISH_LISTED = 12,
    /// CLDR currency symbols and names and the countries that use each currency: `kind<TAB>text<TAB>codes` lines.
    LMF_DATA_CURRENCIES = 13,
    /// Beginnings of place names up to a lowercase word that names do not otherwise join through (`Dar es`), one a line.
    LMF_DATA_PLACE_JOINS = 14,
};

/// The data set `which` (one of the `LMF_DATA_*` values), or NULL for an unknown value.
const char *lmf_data(int which);

/// A static open-addressing hash table over the keys of one data set, built by the generator.
///
/// A key is a run of UTF-8 bytes inside `keys` (the data set's own text; keys are in Unicode NFC, unique,
/// at most 255 bytes). To find one: hash its bytes with 32-bit FNV-1a (offset basis 2166136261, prime
/// 16777619, `hash = (hash ^ byte) * prime` per byte), start at slot `hash & (slot_count - 1)` and step
/// to the next slot (wrapping) until a slot holds 0 (absent) or an entry whose key has the same bytes.
/// At most half the slots are used, so a search is short and always ends.
typedef struct lmf_table {
    /// The text the keys are in.
    const char *keys;
    /// `slot_count` slots, each 0 (empty) or an entry index plus one.
    const uint32_t *slots;
    /// The number of slots, a power of two.
    uint32_t slot_count;
    /// The number of entries, in the order of the data set's text.
    uint32_t count;
    /// Per entry, the byte offset of its key in `keys`.
    const uint32_t *key_offsets;
    /// Per entry, the byte length of its key.
    const uint8_t *key_lengths;
    /// Per entry, its value (see each `LMF_TABLE_*`), or NULL for a table that only tells membership.
    const uint64_t *values;
} lmf_table;

/// Which table `lmf_table_get` returns.
enum {
    /// The words of the three English tiers (text: `LMF_DATA_ENGLISH_TIER1`…`3`); value: the tier, 1–3.
    LMF_TABLE_ENGLISH_WORDS = 1,
    /// The words of `LMF_DATA_WORD_FREQUENCIES`; value: the word's corpus count.
    LMF_TABLE_WORD_FREQUENCIES = 2,
    /// The names of `LMF_DATA_PLACES`; value: population * 8 + kind (0 country, 1 region, 2 continent,
    /// 3 city, 4 feature).
    LMF_TABLE_PLACES = 3,
    /// The names of `LMF_DATA_SURNAMES`; no values.
    LMF_TABLE_SURNAMES = 4,
    /// The names of `LMF_DATA_GIVEN_NAMES`; no values.
    LMF_TABLE_GIVEN_NAMES = 5,
    /// The words of `LMF_DATA_ENGLISH_RARE`; no values.
    LMF_TABLE_ENGLISH_RARE = 6,
    /// The names of `LMF_DATA_WORLD_GIVEN_NAMES`; no values.
    LMF_TABLE_WORLD_GIVEN_NAMES = 7,
    /// The words of `LMF_DATA_ENGLISH_LISTED`; no values.
    LMF_TABLE_ENGLISH_LISTED = 8,
};

/// The table `which` (one of the `LMF_TABLE_*` values), or NULL for an unknown value.
const lmf_table *lmf_table_get(int which);

#ifdef __cplusplus
}
#endif
