// Whether CLlama sees llama.h: next to its sources (Sources/CLlama/llama-include, filled by
// scripts/install-llama.sh, see Package.swift) or on the compiler's include path (a system
// install, or CPATH=/opt/homebrew/include on macOS). Sets LMC_HAVE_LLAMA to 1 and includes it, or
// to 0, in which case CLlama's .c files compile to stubs that report "built without llama.h".
#pragma once

#if __has_include("llama.h")
#include "llama.h"
#define LMC_HAVE_LLAMA 1
#elif __has_include(<llama.h>)
#include <llama.h>
#define LMC_HAVE_LLAMA 1
#else
#define LMC_HAVE_LLAMA 0
#endif
