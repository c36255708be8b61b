#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver (from libclang_rt.fuzzer_no_main): parses libFuzzer's flags and calls
/// `callback` with each input. Used instead of libFuzzer's own `main`, because SwiftPM gives
/// every executable its own `main`.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
