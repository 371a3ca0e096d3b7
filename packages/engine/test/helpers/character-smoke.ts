// Quick check that characters never crash or stall the engine: random games with every character
// in the pool (or the ones named on the command line forced into the seats).
//   npx tsx packages/engine/test/helpers/character-smoke.ts [games] [characterId ...]
import { applyInPlace, createGame, getRuleset, legalCommands, pending } from '../../src/index.ts';

const games = Number(process.argv[2] ?? 300);
const forced = process.argv.slice(3);
const all = Object.keys(getRuleset('standard').characters ?? {});
let rng = 7;
const rand = (n: number): number => {
  rng = (Math.imul(rng, 1103515245) + 12345) >>> 0;
  return rng % n;
};
let worst = 0;
for (let g = 0; g < games; g++) {
  const players = 3 + (g % 7);
  const characters = forced.length
    ? Array.from({ length: players }, (_, i) => forced[i % forced.length])
    : undefined;
  const { state } = createGame({
    ruleset: 'standard',
    players,
    seed: g + 1,
    characters: true,
    expansion: true,
    setup: characters ? { characters } : undefined,
  });
  let n = 0;
  while (!state.result) {
    const p = pending(state);
    if (!p) throw new Error(`game ${g}: nobody to act (step ${state.step})`);
    const legal = legalCommands(state, p.seat);
    if (legal.length === 0)
      throw new Error(`game ${g}: seat ${p.seat} must act (${p.kind}) but has no legal command`);
    const r = applyInPlace(state, p.seat, legal[rand(legal.length)]);
    if (!r.ok) throw new Error(`game ${g}: legal command rejected: ${r.error}`);
    if (++n > 5000)
      throw new Error(`game ${g} (seed ${g + 1}, ${players} players): stalled after 5000 commands`);
  }
  worst = Math.max(worst, n);
}
console.log(
  `${games} games with characters (${forced.length ? forced.join(', ') : `${all.length} in the pool`}): all ended; longest ${worst} commands`,
);
