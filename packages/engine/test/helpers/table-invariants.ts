// Test-only: the table invariants a player would check after every move (cards, decisions, deaths, wins).
import { isDeepStrictEqual } from 'node:util';
import { policyOf, type GameMode } from '../../src/core/ruleset.ts';
import { colourMatches } from '../../src/core/zones.ts';
import { getRuleset, legalCommands, pending } from '../../src/index.ts';
import type { CardId, Colour, GameState, Seat } from '../../src/index.ts';
import { CARD_COUNTS, RESULT_REASONS } from './game-driver.ts';

/** The game's mode, read from the ruleset's data; undefined for the free game. */
export function modeOf(s: GameState): GameMode | undefined {
  const id = s.options.mode;
  return id === undefined ? undefined : getRuleset(s.ruleset).modes?.[id];
}

// ---------------------------------------------------------------------------------------------
// Table invariants

/** Every card id is in exactly one place; 81 in all (87 in 风声再临). */
export function cardPlaceViolations(s: GameState): string[] {
  const out: string[] = [];
  const total = getRuleset(s.ruleset).cards.length;
  const expected = CARD_COUNTS[s.ruleset];
  if (total !== expected) out.push(`the ruleset has ${total} cards, expected ${expected}`);
  const where = new Map<CardId, string[]>();
  const put = (c: CardId, zone: string): void => {
    if (!Number.isInteger(c) || c < 0 || c >= total) {
      out.push(`${zone} holds a card id that does not exist: ${String(c)}`);
      return;
    }
    const list = where.get(c);
    if (list) list.push(zone);
    else where.set(c, [zone]);
  };
  s.deck.forEach((c) => put(c, 'deck'));
  s.discard.forEach((c) => put(c, 'discard'));
  s.removed.forEach((c) => put(c, 'removed'));
  s.dealPool.forEach((c) => put(c, 'laid out by 真伪莫辨'));
  for (const p of s.players) {
    p.hand.forEach((c) => put(c, `hand of seat ${p.seat}`));
    p.intel.forEach((c) => put(c, `intel of seat ${p.seat}`));
  }
  if (s.passing) put(s.passing.card, 'intel in transit');
  for (const f of s.window?.stack ?? []) if (f.card >= 0) put(f.card, `response stack frame ${f.id}`);
  for (const [c, zones] of where)
    if (zones.length !== 1) out.push(`card ${c} is in ${zones.length} places: ${zones.join(', ')}`);
  for (let c = 0; c < total; c++) if (!where.has(c)) out.push(`card ${c} is nowhere`);
  const counted = [...where.values()].reduce((n, z) => n + z.length, 0);
  if (counted !== total) out.push(`${counted} cards on the table, expected ${total}`);
  return out;
}

/** Exactly one seat has something to decide while the game runs; nobody once it is over. */
export function pendingViolations(s: GameState): string[] {
  const out: string[] = [];
  const p = pending(s);
  const n = s.players.length;
  if (s.result) {
    if (p !== null) out.push(`the game is over but seat ${p.seat} is pending (${p.kind})`);
    for (let seat = 0; seat < n; seat++)
      if (legalCommands(s, seat).length > 0) out.push(`the game is over but seat ${seat} has legal commands`);
    return out;
  }
  if (!p) return ['the game runs but nothing is pending'];
  if (!Number.isInteger(p.seat) || p.seat < 0 || p.seat >= n) return [`pending seat ${p.seat} is not a seat`];
  for (let seat = 0; seat < n; seat++) {
    const count = legalCommands(s, seat).length;
    if (seat === p.seat && count === 0) out.push(`seat ${seat} is pending (${p.kind}) with no legal command`);
    if (seat !== p.seat && count > 0)
      out.push(`seat ${seat} has ${count} legal commands but seat ${p.seat} is pending`);
  }
  return out;
}

/** Dead or lost players take no part: no priority, no decision, no cards. */
export function outOfGameViolations(s: GameState): string[] {
  const out: string[] = [];
  const p = pending(s);
  if (p) {
    const q = s.players[p.seat];
    // A dying player may still have to decide (遗志: whom to give the hand to).
    if (q && (!q.alive || q.lost) && !q.dying)
      out.push(`seat ${p.seat} is ${q.alive ? 'lost' : 'dead'} but pending (${p.kind})`);
  }
  if (s.window && !s.result && !s.window.resolving) {
    const q = s.players[s.window.priority];
    if (!q) out.push(`priority is held by seat ${s.window.priority}, which does not exist`);
    else if (!q.alive || q.lost) out.push(`seat ${q.seat} is out of the game but holds priority`);
  }
  if (s.decision && !s.result) {
    const q = s.players[s.decision.seat];
    if ((!q.alive || q.lost) && !q.dying)
      out.push(`seat ${q.seat} is out of the game but must decide ${s.decision.kind}`);
  }
  for (const q of s.players) {
    // A dying player keeps cards and identity until the death skills have fired.
    if ((q.alive && !q.lost) || q.dying) continue;
    if (q.hand.length > 0)
      out.push(`seat ${q.seat} is out of the game but holds ${q.hand.length} hand cards`);
    if (q.intel.length > 0) out.push(`seat ${q.seat} is out of the game but has ${q.intel.length} intel`);
    if (!q.revealed) out.push(`seat ${q.seat} is out of the game but its identity is not revealed`);
  }
  return out;
}

/** Three false intel kill at once; three of one's camp colour wins at once. */
export function intelCountViolations(s: GameState): string[] {
  const out: string[] = [];
  const cards = getRuleset(s.ruleset).cards;
  for (const q of s.players) {
    // A two-colour card (风声再临 机密文件) counts as red and as blue.
    const count = (colour: Colour): number =>
      q.intel.filter((c) => cards[c] !== undefined && colourMatches(cards[c].colour, colour)).length;
    if (q.alive && count('black') >= 3)
      out.push(`seat ${q.seat} is alive with ${count('black')} black intel`);
    // A declaration may wait on its declarer's choice (风度 picks a woman to win too).
    // Mid-process (a skill waits on a choice, tasks remain) a condition may hold for a moment.
    const settling = s.tasks.length > 0 || s.decision?.kind === 'choose';
    // A mode won by missions only: a camp's colour of intel wins nothing.
    if (!s.result && q.alive && !q.lost && !settling && !modeOf(s)?.victory) {
      if (q.camp === 'red' && count('red') >= 3)
        out.push(`red seat ${q.seat} has ${count('red')} red intel but the game goes on`);
      if (q.camp === 'blue' && count('blue') >= 3)
        out.push(`blue seat ${q.seat} has ${count('blue')} blue intel but the game goes on`);
    }
  }
  return out;
}

/** No two cards share a handle. */
export function handleViolations(s: GameState): string[] {
  const out: string[] = [];
  const seen = new Map<number, CardId>();
  s.handleOf.forEach((h, c) => {
    const other = seen.get(h);
    if (other !== undefined) out.push(`cards ${other} and ${c} share handle ${h}`);
    else seen.set(h, c);
    if (!Number.isInteger(h) || h <= 0 || h >= s.nextHandle)
      out.push(`card ${c} has handle ${h}, outside 1..${s.nextHandle - 1}`);
  });
  return out;
}

/** Once the game is over it stays over, with a known reason and everyone revealed. */
export function resultViolations(s: GameState): string[] {
  if (!s.result) return s.step === 'over' ? ['step is over but there is no result'] : [];
  const out: string[] = [];
  if (!(RESULT_REASONS as readonly string[]).includes(s.result.reason))
    out.push(`unknown result reason ${s.result.reason}`);
  if (s.step !== 'over') out.push(`the game is over but the step is ${s.step}`);
  for (const q of s.players) if (!q.revealed) out.push(`the game is over but seat ${q.seat} is not revealed`);
  return out;
}

/**
 * The turn's shape as the rules describe it: only the current player sends; only a player the
 * intel reached, who is neither its sender nor locked, may choose to refuse it; the game goes on
 * only while two or more players remain; deaths are recorded once; the result matches the table.
 */
export function ruleViolations(s: GameState): string[] {
  const out: string[] = [];
  const rs = getRuleset(s.ruleset);
  const active = s.players.filter((q) => q.alive && !q.lost).map((q) => q.seat);
  const d = s.decision;
  const p = s.passing;
  if (!s.result) {
    // A dying player is still in until the death skills have fired (救美 may save them).
    const inPlay = active.length + s.players.filter((q) => q.dying).length;
    if (inPlay < 2) out.push(`the game goes on with ${active.length} players left`);
    if (d?.kind === 'sendIntel') {
      if (d.seat !== s.current) out.push(`seat ${d.seat} must send intel in seat ${s.current}'s turn`);
      if (s.step !== 'send' || p) out.push(`a send decision outside the send step (${s.step})`);
      if (s.players[d.seat].hand.length === 0) out.push(`seat ${d.seat} must send intel from an empty hand`);
    }
    if (d?.kind === 'receiveIntel') {
      if (!p || p.stage !== 'arrive' || p.holder !== d.seat)
        out.push(`seat ${d.seat} decides on intel that has not reached them`);
      else if (p.sender === d.seat) out.push(`the sender is asked whether to take back their own intel`);
      if (s.locks.includes(d.seat)) out.push(`locked seat ${d.seat} is asked whether to take the intel`);
    }
    if (p) {
      if (s.step !== 'passing') out.push(`intel travels in step ${s.step}`);
      if (p.sender !== s.current)
        out.push(`intel sent by seat ${p.sender} travels in seat ${s.current}'s turn`);
      // The holder may die while the intel is in front of them (血染玫瑰, 绝密); the intel then goes on
      // from their seat, so a dead holder is no fault. Only a decision by them would be (checked above).
    }
  }
  const dead = new Set<Seat>();
  for (const death of s.deaths) {
    if (dead.has(death.seat)) out.push(`seat ${death.seat} died twice`);
    dead.add(death.seat);
    if (s.players[death.seat].alive) out.push(`seat ${death.seat} is recorded dead but alive`);
  }
  for (const q of s.players)
    if (!q.alive && !dead.has(q.seat)) out.push(`seat ${q.seat} is dead with no death recorded`);
  const r = s.result;
  const policy = policyOf(s.ruleset);
  if (r) {
    const q = r.reason === 'intel' ? s.players[r.declarer] : undefined;
    // 风声再临 特工: 存有六张真情报 (red, blue or two-colour), a win of its own.
    const trueIntel = q ? q.intel.filter((c) => rs.cards[c].colour !== 'black').length : 0;
    if (q && q.camp === 'neutral' && trueIntel >= policy.neutralWinAtTrueIntel) {
      if (!r.winners.includes(q.seat) || r.winners.some((x) => s.players[x].camp !== 'neutral'))
        out.push(`a neutral win on ${trueIntel} true intel names winners ${JSON.stringify(r.winners)}`);
    } else if (r.reason === 'intel') {
      const colour = q ? rs.campColour(q.camp) : null;
      const count = q && colour ? q.intel.filter((c) => colourMatches(rs.cards[c].colour, colour)).length : 0;
      if (!q || !colour || count < rs.winAt)
        out.push(`seat ${r.declarer} declared an intel victory with ${count} intel`);
      else {
        // Losing is personal (004 on 小白: 即使所属阵营胜利…依然视为输掉): a member who lost (could not
        // send, 败露) does not share the camp's victory; the dead do.
        const camp = s.players.filter((x) => x.camp === q.camp && !x.lost).map((x) => x.seat);
        // With characters, missions (礼服蒙面人, 大美女) and 风度 may add co-winners to the camp.
        const winnersOk = s.options.characters
          ? camp.every((x) => r.winners.includes(x)) && !r.winners.some((x) => s.players[x].lost)
          : isDeepStrictEqual(r.winners, camp);
        if (!winnersOk || !isDeepStrictEqual(r.camps, [q.camp]))
          out.push(`an intel victory of ${q.camp} names winners ${JSON.stringify(r.winners)}`);
      }
    }
    // 风声再临 at four players: 仅剩两人游戏继续，除非试探出互为同阵营 — the two left, of one camp, win together.
    const twoOfOneCamp =
      s.ruleset === 'zailin' &&
      s.options.players === 4 &&
      active.length === 2 &&
      s.players[active[0]].camp !== 'neutral' &&
      s.players[active[0]].camp === s.players[active[1]].camp &&
      isDeepStrictEqual([...r.winners].sort(), [...active].sort()) &&
      isDeepStrictEqual(r.camps, [s.players[active[0]].camp]);
    if (r.reason === 'lastStanding' && !twoOfOneCamp && (active.length !== 1 || r.declarer !== active[0]))
      out.push(`last standing declared by ${r.declarer} with ${JSON.stringify(active)} left`);
    if (r.reason === 'noneLeft' && active.length !== 0)
      out.push(`nobody left, but ${JSON.stringify(active)} remain`);
    const last = active.length === 1 ? s.players[active[0]] : null;
    // A mode won by missions only: every win is its owner's; no camp wins as a camp.
    if (modeOf(s)?.victory === 'missions') {
      if (r.reason === 'intel') out.push(`an intel victory in a mode won by missions only`);
      if (r.camps.length > 0) out.push(`camps ${JSON.stringify(r.camps)} win in a mode won by missions only`);
    }
    // 风声再临 ①: 任何玩家只要存活到最后均单独获胜 (and every last one standing in a missions-only mode).
    const alone = policy.lastStanding === 'alone' || modeOf(s)?.victory === 'missions';
    if (r.reason === 'lastStanding' && last && alone) {
      if (!isDeepStrictEqual(r.winners, [last.seat]))
        out.push(`the last one standing wins alone, not with ${JSON.stringify(r.winners)}`);
    } else if (r.reason === 'lastStanding' && last && rs.campColour(last.camp)) {
      const camp = s.players.filter((x) => x.camp === last.camp && !x.lost).map((x) => x.seat);
      if (
        !camp.every((x) => r.winners.includes(x)) ||
        r.winners.some((x) => s.players[x].lost) ||
        (!s.options.characters && r.winners.length !== camp.length)
      )
        out.push(`the last one standing's camp is not all among the winners`);
    }
  }
  return out;
}

export function invariantViolations(s: GameState): string[] {
  return [
    ...cardPlaceViolations(s),
    ...pendingViolations(s),
    ...outOfGameViolations(s),
    ...intelCountViolations(s),
    ...handleViolations(s),
    ...resultViolations(s),
    ...ruleViolations(s),
  ];
}
