// Which offered character to keep: the one whose seats won most often in heuristic self-play
// (character-table.ts), for the camps this seat may hold. In the 2010 edition the identity comes
// after the choice, so the camps are weighed by the identity table (a 打酱油的's win rate depends on
// the character too: its mission is the character's); where the identity is dealt first (风声再临),
// by the seat's own camp. Each edition has its own table (风声再临's characters and skills differ).
import { getRuleset } from '@fengsheng/engine';
import type { Command, GameView } from '@fengsheng/engine';
import { CHARACTER_TABLES } from './character-table.ts';
import type { CampCounts, CharacterTable } from './character-table.ts';

type Pick = Extract<Command, { type: 'chooseCharacter' }>;

/**
 * Pseudo-seats of the camp's mean rate added to every character's count, so that a character
 * seen in few games is judged near the average rather than by its luck.
 */
const PRIOR_SEATS = 30;

/** Each camp's mean win rate over the whole table: where a character's rate shrinks towards. */
const campMeans = new WeakMap<CharacterTable, readonly number[]>();

function meansOf(table: CharacterTable): readonly number[] {
  let m = campMeans.get(table);
  if (m) return m;
  const sums = [0, 0, 0, 0, 0, 0];
  for (const row of Object.values(table.rows)) for (let i = 0; i < 6; i++) sums[i] += row[i];
  m = [0, 1, 2].map((c) => (sums[2 * c + 1] > 0 ? sums[2 * c] / sums[2 * c + 1] : 0));
  campMeans.set(table, m);
  return m;
}

/**
 * The chance of holding each camp (red, blue, neutral), from the view. A mode of the online edition
 * may change the odds: 3V3 deals its own identity cards (three red, three blue), and in 酱油任务场
 * everyone wins only by their character's mission, whatever the identity: the win that the table's
 * neutral column counts (a 打酱油的 meeting its mission), so that column alone is weighed.
 */
function campOdds(view: GameView): readonly number[] {
  const me = view.viewer === 'spectator' ? -1 : view.viewer;
  const rs = getRuleset(view.ruleset);
  const mode = view.mode !== undefined ? rs.modes?.[view.mode] : undefined;
  if (mode?.victory === 'missions') return [0, 0, 1];
  const own = me >= 0 ? view.players[me].camp : null;
  if (own) return [own === 'red' ? 1 : 0, own === 'blue' ? 1 : 0, own === 'neutral' ? 1 : 0];
  const counts = [0, 0, 0];
  const n = view.players.length;
  const cards = mode?.identities ? mode.identities(n) : rs.identities(n, 'standard');
  for (const c of cards) counts[c === 'red' ? 0 : c === 'blue' ? 1 : 2]++;
  return counts.map((k) => k / cards.length);
}

function expectedWin(row: CampCounts, odds: readonly number[], means: readonly number[]): number {
  let v = 0;
  for (let c = 0; c < 3; c++)
    v += (odds[c] * (row[2 * c] + PRIOR_SEATS * means[c])) / (row[2 * c + 1] + PRIOR_SEATS);
  return v;
}

/** The best offered character by the edition's table (or `table`); null when there is none. */
export function chooseCharacter(
  view: GameView,
  legal: readonly Command[],
  table: CharacterTable | undefined = CHARACTER_TABLES[view.ruleset],
): Command | null {
  if (!table) return null;
  const odds = campOdds(view);
  const means = meansOf(table);
  let best: Pick | null = null;
  let score = -Infinity;
  for (const c of legal) {
    if (c.type !== 'chooseCharacter') continue;
    const face = c.up === undefined ? null : `${c.character}/${c.up ? 'up' : 'down'}`;
    const row = (face !== null ? table.rows[face] : undefined) ?? table.rows[c.character];
    const v = row
      ? expectedWin(row, odds, means)
      : odds[0] * means[0] + odds[1] * means[1] + odds[2] * means[2];
    if (v > score) {
      score = v;
      best = c;
    }
  }
  return best;
}
