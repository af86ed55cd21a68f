// libFuzzer's driver (compiler-rt, linked by `-sanitize=fuzzer`): runs the fuzzing loop with
// `callback` as the test of one input. Called from Fuzz/Entry/main.swift, because SwiftPM gives
// an executable its own `main` and libFuzzer's would never run.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
