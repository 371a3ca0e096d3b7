// Declaring victory (宣告胜利). One player declares; with characters, a neutral player whose
// mission says "your victory makes theirs fail" may take the win instead, other missions may add
// co-winners (who do not count as declarers), and 风度 lets its owner bring a woman along.
import { ask } from './choices.ts';
import { getRuleset } from './ruleset.ts';
import { isActive } from './seats.ts';
import { placeResolved } from './window.ts';
import { characterOf, faceAllows, isWoman } from './skills.ts';
import { defineTask, pushTask } from './tasks.ts';
import type { GameEvent, GameResult, GameState, Seat } from './types.ts';

/** camp: three intel of the camp's colour; mission: a neutral's secret mission; solo: a skill's lone win. */
export type DeclareHow = 'camp' | 'mission' | 'solo' | 'lastStanding';

export function declareVictory(s: GameState, declarer: Seat, how: DeclareHow, out: GameEvent[]): void {
  if (s.result) return;
  if (!s.options.characters) {
    endGame(s, baseResult(s, declarer, how), out);
    return;
  }
  out.push({ type: 'declare', seat: declarer, how });
  // The declaration is settled before anything else happens.
  pushTask(s, 'declare', { declarer, how });
}

function baseResult(s: GameState, declarer: Seat, how: DeclareHow): GameResult {
  const camp = s.players[declarer].camp;
  const asCamp =
    (how === 'camp' || how === 'lastStanding') && getRuleset(s.ruleset).campColour(camp) !== null;
  // Losing is personal: a player who lost (could not send, 败露) does not win with their camp
  // (004 on 小白: 输掉游戏视为个人输掉…即使所属阵营胜利…依然视为输掉). The dead still do.
  const winners = asCamp
    ? s.players.filter((p) => p.camp === camp && !p.lost && !p.identityTaken).map((p) => p.seat)
    : [declarer];
  const reason = how === 'camp' ? 'intel' : how;
  return { winners, camps: asCamp ? [camp] : [], reason, declarer };
}

/** Neutral players, from the current player to the right, with their missions. */
function neutralMissions(
  s: GameState,
): { seat: Seat; mission: NonNullable<ReturnType<typeof characterOf>>['mission'] }[] {
  const out = [];
  const n = s.players.length;
  for (let i = 0; i < n; i++) {
    const seat = (s.current + i) % n;
    const ch = characterOf(s, seat);
    // A player whose identity card was taken (临危受命) is no longer 打酱油的.
    if (ch?.mission && s.players[seat].camp === 'neutral' && !s.players[seat].identityTaken)
      out.push({ seat, mission: ch.mission });
  }
  return out;
}

defineTask('declare', (s, data, out) => {
  const declarer = data.declarer as Seat;
  const how = data.how as DeclareHow;
  for (const { seat, mission } of neutralMissions(s)) {
    // Only a player still in the game answers another's declaration (a dead or lost player is out;
    // missions won by one's own death are settled at that death, not here).
    if (
      seat !== declarer &&
      isActive(s, seat) &&
      mission?.hijacks &&
      mission.onDeclare?.(s, seat, declarer)
    ) {
      out.push({ type: 'declareFailed', seat: declarer, by: seat });
      endGame(s, { winners: [seat], camps: [], reason: 'mission', declarer: seat }, out);
      return;
    }
  }
  const result = baseResult(s, declarer, how);
  for (const { seat, mission } of neutralMissions(s))
    if (
      !result.winners.includes(seat) &&
      isActive(s, seat) &&
      !mission?.hijacks &&
      mission?.onDeclare?.(s, seat, declarer)
    )
      result.winners.push(seat);
  const ch = characterOf(s, declarer);
  const bringsWoman = ch?.skills.find(
    (k) => k.kind === 'modifier' && k.bringsWoman && faceAllows(s, declarer, k),
  );
  if (bringsWoman) {
    const women = s.players.filter(
      (p) => p.alive && !p.lost && !result.winners.includes(p.seat) && isWoman(s, p.seat),
    );
    if (women.length > 0) {
      ask(
        s,
        declarer,
        `skill.${bringsWoman.id}`,
        women.map((p) => ({ seat: p.seat })),
        1,
        1,
        {
          run: 'declareWithWoman',
          data: { result: result as unknown as Record<string, unknown> },
        },
      );
      return;
    }
  }
  endGame(s, result, out);
});

defineTask('declareWithWoman', (s, data, out) => {
  const result = data.result as unknown as GameResult;
  const picks = data.picks as { seat: Seat }[];
  for (const p of picks) if (!result.winners.includes(p.seat)) result.winners.push(p.seat);
  endGame(s, result, out);
});

/**
 * Victories met by the table as it stands, checked whenever the engine comes to rest: a camp member
 * holding three intel of the camp's colour (it can come about without gaining intel, when a skill
 * changes an identity: 临危受命), and missions on intel or hand counts.
 */
export function checkStandingMissions(s: GameState, out: GameEvent[]): void {
  const rs = getRuleset(s.ruleset);
  for (const p of s.players) {
    const colour = rs.campColour(p.camp);
    if (!colour || !p.alive || p.lost) continue;
    let n = 0;
    for (const c of p.intel) if (rs.cards[c].colour === colour) n++;
    if (n >= rs.winAt) {
      declareVictory(s, p.seat, 'camp', out);
      return;
    }
  }
  for (const { seat, mission } of neutralMissions(s)) {
    if (s.result) return;
    if (
      mission?.standing &&
      (s.players[seat].alive || mission.whileDead) &&
      !s.players[seat].lost &&
      mission.standing(s, seat)
    )
      declareVictory(s, seat, 'mission', out);
  }
}

defineTask('missionsAfterDeath', (s, data, out) => {
  const dead = data.seat as Seat;
  for (const { seat, mission } of neutralMissions(s)) {
    if (s.result) return;
    // Only a player still in the game completes a mission, unless it is met by his own death
    // (小白 第一个死亡, 浮萍, 老鬼): a dead 职业杀手 wins nothing by intel he sent before he died.
    if (seat !== dead && !isActive(s, seat)) continue;
    if (mission?.onDeath?.(s, seat, dead, data.killer as Seat)) declareVictory(s, seat, 'mission', out);
  }
});

export function endGame(s: GameState, result: GameResult, out: GameEvent[]): void {
  if (s.result) return;
  s.result = result;
  s.step = 'over';
  s.decision = null;
  s.tasks = [];
  // Cards still laid out for taking (a win ended 真伪莫辨 mid-way) go to the discard.
  s.discard.push(...s.dealPool);
  s.dealPool = [];
  // A card whose effect was under way when the game ended still goes where a resolved card goes.
  const w = s.window;
  if (w) for (const f of w.stack.filter((x) => x.stage === 2)) placeResolved(s, f);
  if (w) w.stack = w.stack.filter((x) => x.stage !== 2);
  for (const p of s.players) p.revealed = true;
  out.push({ type: 'gameOver', result, camps: s.players.map((p) => p.camp) });
}
