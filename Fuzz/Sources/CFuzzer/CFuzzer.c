#include "CFuzzer.h"
