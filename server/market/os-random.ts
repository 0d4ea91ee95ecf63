import { randomFillSync } from 'node:crypto';

/** Uniform draws taken from the OS's randomness this many at a time: one system call per 256 draws. */
const bufferedDraws = 256;

/**
 * Uniforms in [0, 1) from the OS's CSPRNG, every draw fresh: nothing to recover from observed prices, unlike
 * a seeded PRNG whose 32-bit seed a few ticks give away by brute force.
 */
export function osRandom(): () => number {
  const draws = new Uint32Array(bufferedDraws);
  let next = bufferedDraws;
  return () => {
    if (next === bufferedDraws) {
      randomFillSync(draws);
      next = 0;
    }
    return draws[next++] / 4294967296;
  };
}
