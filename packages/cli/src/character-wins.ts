// Win rates by character (the tournament's --skill-usage, camp-vs mode): does any character win less
// when bot A plays it than when bot B plays every seat? Like with like: in the two camp games of a
// deal A plays each red and each blue seat once, so the baseline game (B everywhere) counts each
// red and blue seat once too; neutral seats, which A never plays, are left out of both.
import { getRuleset } from '@fengsheng/engine';
import type { GameResult, GameState } from '@fengsheng/engine';

export type CharacterTally = Map<string, { games: number; wins: number }>;

/** Count the seats `counted` picks: the character each held at the end and whether it won. */
export function countCharacters(
  t: CharacterTally,
  state: GameState,
  result: GameResult,
  counted: (seat: number) => boolean,
): void {
  for (const p of state.players) {
    if (!p.character || !counted(p.seat)) continue;
    let e = t.get(p.character);
    if (!e) t.set(p.character, (e = { games: 0, wins: 0 }));
    e.games++;
    if (result.winners.includes(p.seat)) e.wins++;
  }
}

export interface CharacterWinRow {
  character: string;
  a: { games: number; wins: number; winRate: number; ci95: [number, number] };
  b: { games: number; wins: number; winRate: number; ci95: [number, number] };
}

/** One row per character of the edition, in its order; `interval` is the tournament's Wilson. */
export function characterWinRows(
  ruleset: string,
  a: CharacterTally,
  b: CharacterTally,
  interval: (wins: number, games: number) => [number, number],
): CharacterWinRow[] {
  const rate = (e: { games: number; wins: number } | undefined) => {
    const games = e?.games ?? 0;
    const wins = e?.wins ?? 0;
    return { games, wins, winRate: games > 0 ? wins / games : 0, ci95: interval(wins, games) };
  };
  return Object.values(getRuleset(ruleset).characters ?? {}).map((ch) => ({
    character: `${ch.name.zh} ${ch.id}`,
    a: rate(a.get(ch.id)),
    b: rate(b.get(ch.id)),
  }));
}

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

export function formatCharacterWins(a: string, b: string, rows: readonly CharacterWinRow[]): string {
  const lines = [`Win rate by character (red and blue seats; ${a}'s camp seats vs all ${b}):`];
  lines.push(`${'character'.padEnd(28)} ${a.padStart(26)} ${('all ' + b).padStart(26)}  lower?`);
  const cell = (r: CharacterWinRow['a']): string =>
    `${r.wins}/${r.games} = ${pct(r.winRate)} [${pct(r.ci95[0])}, ${pct(r.ci95[1])}]`;
  for (const r of rows)
    lines.push(
      `${r.character.padEnd(28)} ${cell(r.a).padStart(26)} ${cell(r.b).padStart(26)}  ${r.a.games > 0 && r.a.winRate < r.b.winRate ? 'yes' : ''}`,
    );
  return lines.join('\n');
}
