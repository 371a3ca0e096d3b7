// A neutral whose mission is someone else's declaration (歌女: a neighbour; 蒙面人: a woman; 美人: a
// male character; 易先生: anyone once someone died...) counts the seats whose declaration would win
// for it as allies: which seats those are, read from a view or from the table a decision was made at.
import { getRuleset } from '@fengsheng/engine';
import type { GameView } from '@fengsheng/engine';
import type { DeclarerAim } from './missions.ts';

/**
 * What a declarer aim reads of the table: from a view, or from what a seat saw at a decision read
 * later (policy-evidence.ts), so that it is the table as it stood then.
 */
export interface DeclarerTable {
  ruleset: string;
  current: number;
  deaths: number;
  /** By seat: still in the game, its character while face up (else null), its player's gender, its false intel. */
  active: readonly boolean[];
  characters: readonly (string | null)[];
  genders: readonly string[];
  blacks: readonly number[];
}

/**
 * For a declarer aim, how much each seat's declaration would now win for the viewer (1 or 0; the
 * viewer itself 0): the ally weight a neutral gives that seat.
 */
export function declarerWeights(view: GameView, aim: DeclarerAim): number[] {
  return declarerWeightsAt(tableOf(view), aim, view.viewer as number);
}

function tableOf(view: GameView): DeclarerTable {
  return {
    ruleset: view.ruleset,
    current: view.current,
    deaths: view.deaths.length,
    active: view.players.map((p) => p.alive && !p.lost),
    characters: view.players.map((p) => (p.characterUp ? p.character : null)),
    genders: view.players.map((p) => p.gender),
    blacks: view.players.map((p) => p.intel.filter((c) => c.face?.colour === 'black').length),
  };
}

/** The same for `me` at this table. */
export function declarerWeightsAt(t: DeclarerTable, aim: DeclarerAim, me: number): number[] {
  const n = t.active.length;
  const out = t.active.map(() => 0);
  if (!conditionHolds(t, aim, me)) return out;
  const rs = getRuleset(t.ruleset);
  const active = (s: number): boolean => t.active[s];
  for (let seat = 0; seat < n; seat++) {
    if (seat === me || !active(seat)) continue;
    const ch = t.characters[seat];
    const gender = ch ? rs.characters?.[ch]?.gender : undefined;
    let counts: boolean;
    if (aim.who === 'anyone') counts = true;
    else if (aim.who === 'anyoneInMyTurn') counts = t.current === me;
    else if (aim.who === 'woman')
      counts = t.genders[seat] === 'female' || gender === 'female' || gender === 'both';
    else if (aim.who === 'maleCharacter') counts = gender === 'male' || gender === 'both';
    else counts = nearestActive(n, me, 1, active) === seat || nearestActive(n, me, -1, active) === seat;
    if (counts) out[seat] = 1;
  }
  return out;
}

function conditionHolds(t: DeclarerTable, aim: DeclarerAim, me: number): boolean {
  if (aim.when === 'noDeathYet') return t.deaths === 0 && t.active[me];
  if (aim.when === 'afterADeath') return t.deaths > 0;
  if (aim.when === 'atMostOneBlackOfMine') return t.active[me] && t.blacks[me] <= 1;
  return true;
}

function nearestActive(n: number, from: number, dir: 1 | -1, active: (s: number) => boolean): number {
  for (let i = 1; i < n; i++) {
    const s = (((from + dir * i) % n) + n) % n;
    if (active(s)) return s;
  }
  return -1;
}
