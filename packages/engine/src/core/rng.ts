// The engine's seeded PRNG is the platform's (sfc32, four numbers in the state): one
// implementation for every game, so each replays exactly from its seed and commands.
export { nextU32, randInt, seedRng, shuffleInPlace } from '@fengsheng/game/rng';
export type { RngState } from '@fengsheng/game/rng';
