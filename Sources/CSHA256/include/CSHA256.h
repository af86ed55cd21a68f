#ifndef COPYDECK_CSHA256_H
#define COPYDECK_CSHA256_H

#include <stddef.h>
#include <stdint.h>

/// Whether this processor has the SHA extensions (and SSSE3 and SSE4.1, which the rounds use
/// beside them): then `copydeck_sha256_hardware_compress` may be called. Always 0 off x86.
int copydeck_sha256_hardware_available(void);

/// SHA-256's 64 round constants (FIPS 180-4, 4.2.2), for these rounds and the Swift ones.
const uint32_t *copydeck_sha256_round_constants(void);

/// Compresses `count` whole 64-byte blocks into `state` (the eight words of FIPS 180-4, in their
/// order), as the software rounds do, with the processor's SHA instructions.
void copydeck_sha256_hardware_compress(uint32_t state[8], const uint8_t *blocks, size_t count);

#endif
