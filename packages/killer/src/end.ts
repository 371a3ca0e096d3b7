// Going out, the end of the game (seed 002, 4: 游戏胜负判定方法) and surrender (注意事项 5, 术语 25).
import { livingWithRole } from './setup.ts';
import type { KillerEvent, KillerResult, KillerState, OutHow, Seat } from './types.ts';

export interface OutcomeOfOut {
  /** The game ended with this out. */
  ended: boolean;
  /** This out gives last words: one of the first `quota` outs (3.21). */
  lastWords: boolean;
  /** Which last words (1-based) when it gives them. */
  nth: number;
}

/**
 * A player leaves the game. The first `quota` outs, however they went out (killed, voted out,
 * confessed), give last words; a surrender ends the game and gives none. Then the end is checked.
 */
export function goOut(s: KillerState, ev: KillerEvent[], seat: Seat, how: OutHow): OutcomeOfOut {
  s.alive[seat] = false;
  const nth = s.outs.length + 1;
  const lastWords = how !== 'surrendered' && nth <= s.quota;
  s.outs.push({ seat, how, round: s.round, lastWords });
  const ended = checkEnd(s, ev);
  return { ended, lastWords: lastWords && !ended, nth };
}

/**
 * 「1）杀手一方全部死去，则警察一方获胜。2）警察一方全部死去，则杀手一方获胜。3）平民全部死去为平局。」
 * One player goes out at a time, so at most one of these becomes true.
 */
export function checkEnd(s: KillerState, ev: KillerEvent[]): boolean {
  if (s.result) return true;
  if (livingWithRole(s, 'killer').length === 0) return finish(s, ev, 'police', 'killersOut');
  if (livingWithRole(s, 'police').length === 0) return finish(s, ev, 'killers', 'policeOut');
  if (livingWithRole(s, 'civilian').length === 0) return finish(s, ev, 'draw', 'civiliansOut');
  return false;
}

export function finish(
  s: KillerState,
  ev: KillerEvent[],
  winner: KillerResult['winner'],
  reason: KillerResult['reason'],
): true {
  const winners = s.roles.flatMap((role, seat) =>
    winner === 'draw' || (winner === 'killers') !== (role === 'killer') ? [] : [seat],
  );
  s.result = { winner, reason, roles: [...s.roles], winners, firstVictim: s.firstVictim };
  s.step = { kind: 'over' };
  ev.push({ type: 'gameOver', winner, reason, roles: [...s.roles] });
  return true;
}

/**
 * 「玩家（平民除外）有权选择投降，但己方尚有同伴活着的时候严禁投降」: a living police or killer whose
 * companions are all out.
 */
export function maySurrender(s: KillerState, seat: Seat): boolean {
  if (s.result || !s.alive[seat]) return false;
  const role = s.roles[seat];
  if (role === 'civilian') return false;
  return livingWithRole(s, role).length === 1;
}

/** 「一旦投降，则其一方自动为输」. */
export function surrender(s: KillerState, ev: KillerEvent[], seat: Seat): void {
  const role = s.roles[seat];
  ev.push({ type: 'surrender', seat, role });
  s.alive[seat] = false;
  s.outs.push({ seat, how: 'surrendered', round: s.round, lastWords: false });
  if (role === 'police') finish(s, ev, 'killers', 'policeSurrender');
  else finish(s, ev, 'police', 'killerSurrender');
}
