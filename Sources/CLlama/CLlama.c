// CLlama: LMCore's C bridge to llama.cpp, loaded at run time. See include/CLlama.h.
//
// Without llama.h (see CLlamaHeaders.h) this file compiles to stubs that report "built without
// llama.h".
#include "CLlama.h"

#include "CLlamaHeaders.h"

#include <stdio.h>
#include <string.h>

static void lmc_copy_message(char *error, size_t error_size, const char *message) {
    if (error == NULL || error_size == 0) return;
    snprintf(error, error_size, "%s", message);
}

bool lmc_built_with_headers(void) { return LMC_HAVE_LLAMA != 0; }

#if LMC_HAVE_LLAMA

#include "CLlamaRuntime.h"

#include <dlfcn.h>
#include <math.h>
#include <stdatomic.h>
#include <stdlib.h>

void lmc_write_error(char *error, size_t error_size, const char *message) {
    lmc_copy_message(error, error_size, message);
}

#define LMC_STRINGIFY_(x) #x
#define LMC_STRINGIFY(x) LMC_STRINGIFY_(x)

const char *lmc_header_description(void) {
    return "llama.h (session format " LMC_STRINGIFY(LLAMA_SESSION_VERSION) ", sequence state format " LMC_STRINGIFY(
        LLAMA_STATE_SEQ_VERSION) ")";
}

// ---- errors reported through llama.cpp's log --------------------------------------------------

// The error lines llama.cpp logged on this thread since the last lmc_clear_log_errors call.
static _Thread_local char lmc_log_errors[1024];
static _Thread_local bool lmc_log_continues_error;

void lmc_clear_log_errors(void) {
    lmc_log_errors[0] = '\0';
    lmc_log_continues_error = false;
}

static void lmc_append_log_error(const char *text) {
    size_t used = strlen(lmc_log_errors);
    if (used > 0 && !lmc_log_continues_error && used + 2 < sizeof(lmc_log_errors)) {
        strcat(lmc_log_errors, "; ");
        used += 2;
    }
    size_t room = sizeof(lmc_log_errors) - used - 1;
    strncat(lmc_log_errors, text, room);
    size_t length = strlen(lmc_log_errors);
    while (length > 0 && (lmc_log_errors[length - 1] == '\n' || lmc_log_errors[length - 1] == ' ')) {
        lmc_log_errors[--length] = '\0';
    }
}

static void lmc_log_callback(enum ggml_log_level level, const char *text, void *user_data) {
    lmc_runtime *runtime = user_data;
    bool is_error = level == GGML_LOG_LEVEL_ERROR || (level == GGML_LOG_LEVEL_CONT && lmc_log_continues_error);
    if (is_error && text != NULL) {
        lmc_append_log_error(text);
        lmc_log_continues_error = true;
    } else if (level != GGML_LOG_LEVEL_CONT) {
        lmc_log_continues_error = false;
    }
    if (runtime != NULL && atomic_load(&runtime->verbose) && text != NULL) {
        fputs(text, stderr);
    }
}

// Writes `what` followed by llama.cpp's logged errors, if any.
void lmc_report(char *error, size_t error_size, const char *what) {
    if (error == NULL || error_size == 0) return;
    if (lmc_log_errors[0] != '\0') {
        snprintf(error, error_size, "%s: %s", what, lmc_log_errors);
    } else {
        snprintf(error, error_size, "%s", what);
    }
}

// ---- runtime ----------------------------------------------------------------------------------

lmc_runtime *lmc_runtime_open(const char *library_path, lmc_open_status *status, char *error, size_t error_size) {
    lmc_open_status ignored;
    if (status == NULL) status = &ignored;
    if (library_path == NULL || library_path[0] == '\0') {
        *status = LMC_OPEN_LIBRARY_NOT_FOUND;
        lmc_write_error(error, error_size, "no library path given");
        return NULL;
    }
    void *handle = dlopen(library_path, RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) {
        const char *reason = dlerror();
        *status = LMC_OPEN_LIBRARY_NOT_FOUND;
        lmc_write_error(error, error_size, reason != NULL ? reason : "dlopen failed");
        return NULL;
    }
    lmc_runtime *runtime = calloc(1, sizeof(lmc_runtime));
    if (runtime == NULL) {
        dlclose(handle);
        *status = LMC_OPEN_LIBRARY_NOT_FOUND;
        lmc_write_error(error, error_size, "out of memory");
        return NULL;
    }
    runtime->handle = handle;
    char missing[4096] = "";
    // POSIX guarantees that a data pointer from dlsym converts to a function pointer.
#define LMC_RESOLVE(name)                                                                     \
    *(void **)(&runtime->name) = dlsym(handle, #name);                                      \
    if (runtime->name == NULL) {                                                            \
        if (missing[0] != '\0') strncat(missing, ", ", sizeof(missing) - strlen(missing) - 1); \
        strncat(missing, #name, sizeof(missing) - strlen(missing) - 1);                     \
    }
    LMC_REQUIRED_SYMBOLS(LMC_RESOLVE)
#undef LMC_RESOLVE
    if (missing[0] != '\0') {
        *status = LMC_OPEN_SYMBOL_MISSING;
        if (error != NULL && error_size > 0) {
            snprintf(error, error_size, "%s lacks %s", library_path, missing);
        }
        // Not dlclose'd: ggml's libraries register state when they load, and unloading them
        // (then loading them again on the next check) is what aborts.
        free(runtime);
        return NULL;
    }
#define LMC_RESOLVE_OPTIONAL(name) *(void **)(&runtime->name) = dlsym(handle, #name);
    LMC_OPTIONAL_SYMBOLS(LMC_RESOLVE_OPTIONAL)
#undef LMC_RESOLVE_OPTIONAL

    atomic_init(&runtime->verbose, false);
    runtime->llama_log_set(lmc_log_callback, runtime);
    runtime->llama_backend_init();
    // A library built with dynamically loaded backends (GGML_BACKEND_DL) has no device until
    // they are loaded; one built without registers its CPU backend by itself.
    if (runtime->ggml_backend_dev_count != NULL && runtime->ggml_backend_dev_count() == 0 &&
        runtime->ggml_backend_load_all != NULL) {
        runtime->ggml_backend_load_all();
    }
    if (runtime->ggml_backend_dev_count != NULL && runtime->ggml_backend_dev_count() == 0) {
        *status = LMC_OPEN_NO_BACKEND;
        if (error != NULL && error_size > 0) {
            snprintf(error, error_size,
                     "%s loaded, but ggml has no backend device: its CPU backend (libggml-cpu) is missing", library_path);
        }
        // Not freed: llama.cpp's log callback holds it.
        return NULL;
    }
    *status = LMC_OPEN_OK;
    // The library stays loaded for the life of the process: llama.cpp keeps global state and
    // threads, so unloading it is never safe.
    return runtime;
}

const char *lmc_runtime_system_info(const lmc_runtime *runtime) {
    return runtime != NULL ? runtime->llama_print_system_info() : "";
}

void lmc_runtime_set_verbose_logging(lmc_runtime *runtime, bool verbose) {
    if (runtime != NULL) atomic_store(&runtime->verbose, verbose);
}

// ---- model ------------------------------------------------------------------------------------

lmc_model *lmc_model_load(lmc_runtime *runtime, const char *path, lmc_model_params params, char *error,
                          size_t error_size) {
    if (runtime == NULL || path == NULL) {
        lmc_write_error(error, error_size, "no runtime or path");
        return NULL;
    }
    lmc_clear_log_errors();
    struct llama_model_params model_params = runtime->llama_model_default_params();
    model_params.n_gpu_layers = params.gpu_layers;
    model_params.load_mode = params.use_mmap ? LLAMA_LOAD_MODE_MMAP : LLAMA_LOAD_MODE_NONE;
    model_params.vocab_only = params.vocab_only;
    if (params.progress != NULL) {
        model_params.progress_callback = params.progress;
        model_params.progress_callback_user_data = params.progress_context;
    }
    struct llama_model *loaded = runtime->llama_model_load_from_file(path, model_params);
    if (loaded == NULL) {
        lmc_report(error, error_size, "llama.cpp could not load the model");
        return NULL;
    }
    lmc_model *model = calloc(1, sizeof(lmc_model));
    if (model == NULL) {
        runtime->llama_model_free(loaded);
        lmc_write_error(error, error_size, "out of memory");
        return NULL;
    }
    model->runtime = runtime;
    model->model = loaded;
    model->vocab = runtime->llama_model_get_vocab(loaded);
    pthread_mutex_init(&model->index_lock, NULL);
    return model;
}

void lmc_model_free(lmc_model *model) {
    if (model == NULL) return;
    lmc_first_byte_index_free(model->first_byte_index);
    pthread_mutex_destroy(&model->index_lock);
    model->runtime->llama_model_free(model->model);
    free(model);
}

int32_t lmc_model_context_length(const lmc_model *model) {
    return model->runtime->llama_model_n_ctx_train(model->model);
}

int32_t lmc_model_vocabulary_size(const lmc_model *model) {
    return model->runtime->llama_vocab_n_tokens(model->vocab);
}

int32_t lmc_model_embedding_length(const lmc_model *model) { return model->runtime->llama_model_n_embd(model->model); }

int32_t lmc_model_layer_count(const lmc_model *model) { return model->runtime->llama_model_n_layer(model->model); }

uint64_t lmc_model_parameter_count(const lmc_model *model) {
    return model->runtime->llama_model_n_params(model->model);
}

uint64_t lmc_model_size(const lmc_model *model) { return model->runtime->llama_model_size(model->model); }

int32_t lmc_model_description(const lmc_model *model, char *buffer, size_t size) {
    return model->runtime->llama_model_desc(model->model, buffer, size);
}

int32_t lmc_model_metadata(const lmc_model *model, const char *key, char *buffer, size_t size) {
    return model->runtime->llama_model_meta_val_str(model->model, key, buffer, size);
}

const char *lmc_model_chat_template(const lmc_model *model) {
    return model->runtime->llama_model_chat_template(model->model, NULL);
}

// ---- vocabulary -------------------------------------------------------------------------------

int32_t lmc_token_bos(const lmc_model *model) { return model->runtime->llama_vocab_bos(model->vocab); }

int32_t lmc_token_eos(const lmc_model *model) { return model->runtime->llama_vocab_eos(model->vocab); }

int32_t lmc_token_eot(const lmc_model *model) { return model->runtime->llama_vocab_eot(model->vocab); }

bool lmc_token_adds_bos(const lmc_model *model) { return model->runtime->llama_vocab_get_add_bos(model->vocab); }

bool lmc_token_is_end_of_generation(const lmc_model *model, int32_t token) {
    return model->runtime->llama_vocab_is_eog(model->vocab, token);
}

bool lmc_token_is_control(const lmc_model *model, int32_t token) {
    return model->runtime->llama_vocab_is_control(model->vocab, token);
}

int32_t lmc_tokenize(const lmc_model *model, const char *text, int32_t length, int32_t *tokens, int32_t capacity,
                     bool add_special, bool parse_special) {
    return model->runtime->llama_tokenize(model->vocab, text, length, tokens, capacity, add_special, parse_special);
}

int32_t lmc_token_to_piece(const lmc_model *model, int32_t token, char *buffer, int32_t size, bool render_special) {
    if (token < 0 || token >= lmc_model_vocabulary_size(model)) return 0;
    return model->runtime->llama_token_to_piece(model->vocab, token, buffer, size, 0, render_special);
}

int32_t lmc_chat_apply_template(const lmc_runtime *runtime, const char *template_text, const char *const *roles,
                                const char *const *contents, size_t count, bool add_assistant, char *buffer,
                                int32_t size) {
    if (runtime == NULL || template_text == NULL) return -1;
    struct llama_chat_message *messages = calloc(count > 0 ? count : 1, sizeof(struct llama_chat_message));
    if (messages == NULL) return -1;
    for (size_t index = 0; index < count; index++) {
        messages[index].role = roles[index];
        messages[index].content = contents[index];
    }
    int32_t result =
        runtime->llama_chat_apply_template(template_text, messages, count, add_assistant, buffer, size);
    free(messages);
    return result;
}

#else  // LMC_HAVE_LLAMA

// Built without llama.h: nothing can be opened, so no other function is ever reached with a
// valid handle; they return neutral values.

const char *lmc_header_description(void) { return ""; }

lmc_runtime *lmc_runtime_open(const char *library_path, lmc_open_status *status, char *error, size_t error_size) {
    (void)library_path;
    if (status != NULL) *status = LMC_OPEN_NO_HEADERS;
    lmc_copy_message(error, error_size,
                    "built without llama.h: run scripts/install-llama.sh (or install llama.cpp's headers) and "
                    "rebuild");
    return NULL;
}

const char *lmc_runtime_system_info(const lmc_runtime *runtime) {
    (void)runtime;
    return "";
}

void lmc_runtime_set_verbose_logging(lmc_runtime *runtime, bool verbose) {
    (void)runtime;
    (void)verbose;
}

lmc_model *lmc_model_load(lmc_runtime *runtime, const char *path, lmc_model_params params, char *error,
                          size_t error_size) {
    (void)runtime;
    (void)path;
    (void)params;
    lmc_copy_message(error, error_size, "built without llama.h");
    return NULL;
}

void lmc_model_free(lmc_model *model) { (void)model; }
int32_t lmc_model_context_length(const lmc_model *model) { (void)model; return 0; }
int32_t lmc_model_vocabulary_size(const lmc_model *model) { (void)model; return 0; }
int32_t lmc_model_embedding_length(const lmc_model *model) { (void)model; return 0; }
int32_t lmc_model_layer_count(const lmc_model *model) { (void)model; return 0; }
uint64_t lmc_model_parameter_count(const lmc_model *model) { (void)model; return 0; }
uint64_t lmc_model_size(const lmc_model *model) { (void)model; return 0; }

int32_t lmc_model_description(const lmc_model *model, char *buffer, size_t size) {
    (void)model;
    (void)buffer;
    (void)size;
    return -1;
}

int32_t lmc_model_metadata(const lmc_model *model, const char *key, char *buffer, size_t size) {
    (void)model;
    (void)key;
    (void)buffer;
    (void)size;
    return -1;
}

const char *lmc_model_chat_template(const lmc_model *model) { (void)model; return NULL; }
int32_t lmc_token_bos(const lmc_model *model) { (void)model; return -1; }
int32_t lmc_token_eos(const lmc_model *model) { (void)model; return -1; }
int32_t lmc_token_eot(const lmc_model *model) { (void)model; return -1; }
bool lmc_token_adds_bos(const lmc_model *model) { (void)model; return false; }

bool lmc_token_is_end_of_generation(const lmc_model *model, int32_t token) {
    (void)model;
    (void)token;
    return true;
}

bool lmc_token_is_control(const lmc_model *model, int32_t token) {
    (void)model;
    (void)token;
    return false;
}

int32_t lmc_tokenize(const lmc_model *model, const char *text, int32_t length, int32_t *tokens, int32_t capacity,
                     bool add_special, bool parse_special) {
    (void)model;
    (void)text;
    (void)length;
    (void)tokens;
    (void)capacity;
    (void)add_special;
    (void)parse_special;
    return INT32_MIN;
}

int32_t lmc_token_to_piece(const lmc_model *model, int32_t token, char *buffer, int32_t size, bool render_special) {
    (void)model;
    (void)token;
    (void)buffer;
    (void)size;
    (void)render_special;
    return 0;
}

int32_t lmc_chat_apply_template(const lmc_runtime *runtime, const char *template_text, const char *const *roles,
                                const char *const *contents, size_t count, bool add_assistant, char *buffer,
                                int32_t size) {
    (void)runtime;
    (void)template_text;
    (void)roles;
    (void)contents;
    (void)count;
    (void)add_assistant;
    (void)buffer;
    (void)size;
    return -1;
}

#endif  // LMC_HAVE_LLAMA
