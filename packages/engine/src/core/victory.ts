// Declaring victory (宣告胜利). One player declares; with characters, a neutral player whose
// mission says "your victory makes theirs fail" may take the win instead, other missions may add
// co-winners (who do not count as declarers), and 风度 lets its owner bring a woman along.
import { ask } from './choices.ts';
import { missionsOnly } from './modes.ts';
import { getRuleset, policyOf } from './ruleset.ts';
import { isActive } from './seats.ts';
import { placeResolved } from './window.ts';
import { characterOf, faceAllows, isWoman, skillsOf } from './skills.ts';
import { dataOf, defineTask, pushTask } from './tasks.ts';
import { countColour } from './zones.ts';
import type { GameEvent, GameResult, GameState, Seat } from './types.ts';

declare module './tasks.ts' {
  interface TaskPayloads {
    declare: { declarer: Seat; how: DeclareHow };
    declareWithWoman: { result: GameResult; picks: { seat: Seat }[] };
    missionsAfterDeath: { seat: Seat; killer: Seat };
  }
}

/** camp: three intel of the camp's colour; mission: a neutral's secret mission; solo: a skill's lone win. */
export type DeclareHow = 'camp' | 'mission' | 'solo' | 'lastStanding';

export function declareVictory(s: GameState, declarer: Seat, how: DeclareHow, out: GameEvent[]): void {
  if (s.result) return;
  if (!s.options.characters) {
    endGame(s, baseResult(s, declarer, how), out);
    return;
  }
  // 每次游戏只有一位玩家能成功宣告胜利: a declaration already waiting was made first (the walks go from
  // the current player to the right), and stands alone, unless the edition settles declarations
  // made at once together (`neutralsOutrankDeclarers`).
  if (!policyOf(s.ruleset).neutralsOutrankDeclarers && s.tasks.some((t) => t.run === 'declare')) return;
  out.push({ type: 'declare', seat: declarer, how });
  // The declaration is settled before anything else happens.
  pushTask(s, 'declare', { declarer, how });
}

function baseResult(s: GameState, declarer: Seat, how: DeclareHow): GameResult {
  const camp = s.players[declarer].camp;
  // The last one standing wins with their camp (2010), or alone (风声再临: 任何玩家只要存活到最后均单独获胜).
  // In a mode won by missions only, a win is its owner's alone, the last one standing's too.
  const withCamp =
    !missionsOnly(s) &&
    (how === 'camp' || (how === 'lastStanding' && policyOf(s.ruleset).lastStanding === 'camp'));
  const asCamp = withCamp && getRuleset(s.ruleset).campColour(camp) !== null;
  // Losing is personal: a player who lost (could not send, 败露) does not win with their camp
  // (004 on 小白: 输掉游戏视为个人输掉…即使所属阵营胜利…依然视为输掉). The dead still do.
  const winners = asCamp
    ? s.players.filter((p) => p.camp === camp && !p.lost && !p.identityTaken).map((p) => p.seat)
    : [declarer];
  const reason = how === 'camp' ? 'intel' : how;
  return { winners, camps: asCamp ? [camp] : [], reason, declarer };
}

type MissionDef = NonNullable<NonNullable<ReturnType<typeof characterOf>>['mission']>;

/**
 * Whether this seat's character's mission is its victory: a neutral player's, or anyone's in a mode
 * won by missions only. A player whose identity card was taken (临危受命) is no longer 打酱油的.
 */
function ownMissionCounts(s: GameState, seat: Seat, all: boolean): boolean {
  const p = s.players[seat];
  return all || (p.camp === 'neutral' && !p.identityTaken);
}

/**
 * The missions in play, from the current player to the right: a neutral player's character's (or
 * every player's, in a mode won by missions only), and any extra mission laid for a player of any
 * camp (绝密任务: 其机密任务作为你的额外胜利条件).
 */
function missionsInPlay(s: GameState): { seat: Seat; mission: MissionDef }[] {
  const out = [];
  const n = s.players.length;
  const rs = getRuleset(s.ruleset);
  const all = missionsOnly(s);
  for (let i = 0; i < n; i++) {
    const seat = (s.current + i) % n;
    const ch = characterOf(s, seat);
    if (ch?.mission && ownMissionCounts(s, seat, all)) out.push({ seat, mission: ch.mission });
    if (s.extraMissions)
      for (const x of s.extraMissions) {
        const m = x.seat === seat ? rs.characters?.[x.character]?.mission : null;
        if (m) out.push({ seat, mission: m });
      }
  }
  return out;
}

/**
 * The declarations waiting on the agenda beside this one were made at once with it (declareVictory
 * only queues them, and a declaration is settled before anything else). Under the policy
 * `neutralsOutrankDeclarers`, when a neutral is among them, the neutrals win together and the
 * others' declarations fail; null otherwise (each is settled as it comes).
 */
function neutralsAmongDeclarers(s: GameState, declarer: Seat, out: GameEvent[]): Seat[] | null {
  if (!policyOf(s.ruleset).neutralsOutrankDeclarers) return null;
  const waiting = s.tasks.filter((t) => t.run === 'declare');
  if (waiting.length === 0) return null;
  // In the order they were declared: the earliest task is the first pushed.
  const declarers = [...waiting.map((t) => dataOf(t, 'declare')!.declarer), declarer];
  const neutrals = declarers.filter((seat) => s.players[seat].camp === 'neutral');
  if (neutrals.length === 0) return null;
  for (let i = s.tasks.length - 1; i >= 0; i--) if (s.tasks[i].run === 'declare') s.tasks.splice(i, 1);
  for (const seat of declarers)
    if (!neutrals.includes(seat)) out.push({ type: 'declareFailed', seat, by: neutrals[0] });
  return neutrals;
}

defineTask('declare', (s, data, out) => {
  const together = neutralsAmongDeclarers(s, data.declarer, out);
  const declarer = together ? together[0] : data.declarer;
  const how = together ? 'mission' : data.how;
  for (const { seat, mission } of missionsInPlay(s)) {
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
  for (const seat of together ?? []) if (!result.winners.includes(seat)) result.winners.push(seat);
  for (const { seat, mission } of missionsInPlay(s))
    if (
      !result.winners.includes(seat) &&
      isActive(s, seat) &&
      !mission?.hijacks &&
      mission?.onDeclare?.(s, seat, declarer)
    )
      result.winners.push(seat);
  const ch = characterOf(s, declarer);
  const bringsWoman = (ch ? skillsOf(s, declarer) : []).find(
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
          data: { result },
        },
      );
      return;
    }
  }
  endGame(s, result, out);
});

defineTask('declareWithWoman', (s, data, out) => {
  const result = data.result;
  const picks = data.picks;
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
  const all = missionsOnly(s);
  // In a mode won by missions only, a camp's colour of intel wins nothing by itself.
  if (!all)
    for (const p of s.players) {
      const colour = rs.campColour(p.camp);
      if (!colour || !p.alive || p.lost) continue;
      if (countColour(s, p.seat, colour) >= rs.winAt) {
        declareVictory(s, p.seat, 'camp', out);
        return;
      }
    }
  // The missions of `missionsInPlay`, walked without building the list: this runs each time the
  // engine comes to rest. A declaration only queues its task, so no camp or character changes
  // during the walk.
  const n = s.players.length;
  for (let i = 0; i < n; i++) {
    const seat = (s.current + i) % n;
    const mission = ownMissionCounts(s, seat, all) ? characterOf(s, seat)?.mission : undefined;
    if (mission && standingMet(s, seat, mission)) declareVictory(s, seat, 'mission', out);
    if (s.result) return;
    if (s.extraMissions)
      for (const x of s.extraMissions) {
        const m = x.seat === seat ? rs.characters?.[x.character]?.mission : undefined;
        if (m && standingMet(s, seat, m)) declareVictory(s, seat, 'mission', out);
        if (s.result) return;
      }
  }
}

/** Whether a mission met by the table as it stands is met now by this seat (dead only if it says so). */
function standingMet(s: GameState, seat: Seat, mission: MissionDef): boolean {
  const p = s.players[seat];
  return !!mission.standing && (p.alive || !!mission.whileDead) && !p.lost && mission.standing(s, seat);
}

defineTask('missionsAfterDeath', (s, data, out) => {
  const dead = data.seat;
  for (const { seat, mission } of missionsInPlay(s)) {
    if (s.result) return;
    // Only a player still in the game completes a mission, unless it is met by his own death
    // (小白 第一个死亡, 浮萍, 老鬼): a dead 职业杀手 wins nothing by intel he sent before he died.
    if (seat !== dead && !isActive(s, seat)) continue;
    if (mission?.onDeath?.(s, seat, dead, data.killer)) declareVictory(s, seat, 'mission', out);
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
  // A player left with no identity card (临危受命) has no camp to turn up, as in the views.
  out.push({ type: 'gameOver', result, camps: s.players.map((p) => (p.identityTaken ? null : p.camp)) });
}
