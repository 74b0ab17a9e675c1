#include "CLlama.h"
