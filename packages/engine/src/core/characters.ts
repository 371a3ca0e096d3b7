// Choosing characters (选将): each player is dealt two and keeps one; 潜伏 characters go face down,
// the others face up. Nobody sees their identity or hand until everyone has chosen (the rules deal
// identities after characters; the engine deals them first but keeps them out of every view).
import { shuffleInPlace } from './rng.ts';
import { getRuleset } from './ruleset.ts';
import type { GameEvent, GameState, Seat } from './types.ts';

export function dealCharacters(s: GameState, out: GameEvent[]): void {
  const rs = getRuleset(s.ruleset);
  const pool = Object.values(rs.characters ?? {})
    .filter((c) => s.options.expansion || !c.expansion)
    .map((c) => c.id);
  const n = s.players.length;
  if (pool.length < 2 * n) throw new Error(`not enough characters for ${n} players (${pool.length})`);
  shuffleInPlace(s.rng, pool);
  for (let i = 0; i < n; i++) {
    const seat = (s.current + i) % n;
    s.players[seat].offer = pool.splice(0, 2);
    out.push({ type: 'charactersDealt', seat, offer: s.players[seat].offer.slice(), to: [seat] });
  }
  s.step = 'chooseCharacters';
  s.decision = { kind: 'chooseCharacter', seat: s.current };
}

export function assignCharacter(s: GameState, seat: Seat, id: string, up?: boolean): void {
  const def = getRuleset(s.ruleset).characters?.[id];
  if (!def) throw new Error(`unknown character "${id}"`);
  const p = s.players[seat];
  p.character = id;
  p.characterUp = up ?? !def.hidden;
  p.offer = [];
}

export function chooseCharacter(s: GameState, seat: Seat, id: string, out: GameEvent[]): void {
  assignCharacter(s, seat, id);
  out.push({ type: 'characterChosen', seat, character: id, up: s.players[seat].characterUp, to: [seat] });
  const n = s.players.length;
  for (let i = 1; i < n; i++) {
    const next = (seat + i) % n;
    if (s.players[next].offer.length > 0) {
      s.decision = { kind: 'chooseCharacter', seat: next };
      return;
    }
  }
  // Everyone has chosen: face-up characters are shown to all, and the first turn begins.
  for (const p of s.players)
    if (p.characterUp) out.push({ type: 'characterFlip', seat: p.seat, up: true, character: p.character! });
  s.step = 'turnStart';
}
