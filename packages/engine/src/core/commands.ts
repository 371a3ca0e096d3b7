// The one step function: check a command against the rules, then carry it out.
// A rejected command returns a reason and changes nothing.
import { sameOption } from './choices.ts';
import { chooseCharacter } from './characters.ts';
import { advance } from './flow.ts';
import { receive, refuse, sendIntel } from './passing.ts';
import { getRuleset } from './ruleset.ts';
import { isActive } from './seats.ts';
import { hasModifier, turnCharacter } from './skills.ts';
import { fireTriggers } from './triggers.ts';
import { isLegalTarget, usableAs, usableSkill } from './uses.ts';
import { afterAction, passPriority } from './window.ts';
import { findHandCard, findIntelCard, takeFromHand } from './zones.ts';
import type {
  ApplyResult,
  CardId,
  ChoiceOption,
  Command,
  CommandTarget,
  Frame,
  GameEvent,
  GameState,
  Seat,
  Target,
} from './types.ts';

type Checked =
  | { ok: true; card?: CardId; target?: Target; fn?: string; option?: ChoiceOption }
  | { ok: false; error: string };

function fail(error: string): Checked {
  return { ok: false, error };
}

const isInt = (v: unknown): boolean => Number.isInteger(v);
const optInt = (v: unknown): boolean => v === undefined || Number.isInteger(v);
const optStr = (v: unknown): boolean => v === undefined || typeof v === 'string';
const optObj = (v: unknown): boolean =>
  v === undefined || (typeof v === 'object' && v !== null && !Array.isArray(v));

/** Field types of a command, checked before anything reads them: commands come from the network. */
function malformed(cmd: Command): string | null {
  const c = cmd as unknown as Record<string, unknown>;
  if (typeof c.type !== 'string') return 'a command needs a string "type"';
  if ((c.type === 'use' || c.type === 'send' || c.type === 'discard') && !isInt(c.card))
    return '"card" must be an integer handle';
  if (!optStr(c.as) || !optStr(c.skill) || !optStr(c.character))
    return '"as", "skill" and "character" must be strings';
  if (!optInt(c.to)) return '"to" must be a seat number';
  if (!optObj(c.target) || !optObj(c.pick)) return '"target" and "pick" must be objects';
  for (const o of [c.target, c.pick] as (Record<string, unknown> | undefined)[]) {
    if (!o) continue;
    if (!optInt(o.seat) || !optInt(o.frame) || !optInt(o.intel) || !optInt(o.card) || !optStr(o.value))
      return 'target and pick fields must be integers (seat, frame, intel, card) or a string (value)';
  }
  return null;
}

/** Why this command is not legal for this seat now, or what it refers to. Pure. */
export function check(s: GameState, seat: Seat, cmd: Command): Checked {
  if (s.result) return fail('the game is over');
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.players.length)
    return fail(`no seat ${typeof seat === 'number' ? seat : typeof seat}`);
  if (!cmd || typeof cmd !== 'object' || Array.isArray(cmd)) return fail('a command must be an object');
  const bad = malformed(cmd);
  if (bad) return fail(bad);
  const d = s.decision;
  const w = s.window;
  const holdsPriority = !d && w !== null && !w.resolving && w.priority === seat;
  switch (cmd.type) {
    case 'pass':
      return holdsPriority ? { ok: true } : fail(`seat ${seat} does not hold priority`);
    case 'use': {
      if (!holdsPriority) return fail(`seat ${seat} does not hold priority`);
      const card = findHandCard(s, seat, cmd.card);
      if (card < 0) return fail(`card ${cmd.card} is not in seat ${seat}'s hand`);
      const fn = usableAs(s, seat, card, cmd.as);
      const name = cmd.as ?? getRuleset(s.ruleset).cards[card].fn;
      if (!fn) return fail(`${name} cannot be used now (${w!.kind} window, ${whoseTurn(s, seat)})`);
      const t = toTarget(s, cmd.target);
      if (typeof t === 'string') return fail(t);
      if (!isLegalTarget(s, seat, fn, t))
        return fail(`${name}: not a legal target: ${JSON.stringify(cmd.target ?? {})}`);
      return { ok: true, card, target: t, fn: fn.id };
    }
    case 'skill': {
      if (!holdsPriority) return fail(`seat ${seat} does not hold priority`);
      const sk = typeof cmd.skill === 'string' ? usableSkill(s, seat, cmd.skill) : null;
      if (!sk) return fail(`skill ${JSON.stringify(cmd.skill)} cannot be used by seat ${seat} now`);
      const t = toTarget(s, cmd.target);
      if (typeof t === 'string') return fail(t);
      if (!isLegalTarget(s, seat, sk, t))
        return fail(`${sk.id}: not a legal target: ${JSON.stringify(cmd.target ?? {})}`);
      return { ok: true, target: t, fn: sk.actsAs ?? sk.id };
    }
    case 'send': {
      if (d?.kind !== 'sendIntel' || d.seat !== seat) return fail(`seat ${seat} is not sending intel now`);
      const card = findHandCard(s, seat, cmd.card);
      if (card < 0) return fail(`card ${cmd.card} is not in seat ${seat}'s hand`);
      const direct = getRuleset(s.ruleset).cards[card].delivery === 'direct';
      if (direct) {
        if (cmd.to === undefined) return fail('直达 intel needs a target seat ("to")');
        if (
          cmd.to === seat ||
          !Number.isInteger(cmd.to) ||
          cmd.to < 0 ||
          cmd.to >= s.players.length ||
          !isActive(s, cmd.to)
        )
          return fail(`直达 intel must go to another player still in the game, not ${cmd.to}`);
      } else if (cmd.to !== undefined) return fail('only 直达 intel takes a target seat');
      if (cmd.direction !== undefined && cmd.direction !== 1) {
        if (cmd.direction !== -1) return fail('"direction" must be 1 or -1');
        if (direct || !hasModifier(s, seat, 'choosesDirection'))
          return fail('you cannot choose the direction of this intel');
      }
      if (cmd.secret !== undefined && cmd.secret !== false) {
        if (cmd.secret !== true) return fail('"secret" must be a boolean');
        if (getRuleset(s.ruleset).cards[card].delivery !== 'text' || !hasModifier(s, seat, 'textAsSecret'))
          return fail('only 文本 intel may be sent as 密电, and only with a skill that allows it');
      }
      return { ok: true, card };
    }
    case 'accept':
    case 'refuse':
      if (d?.kind !== 'receiveIntel' || d.seat !== seat)
        return fail(`seat ${seat} is not deciding on intel now`);
      return { ok: true };
    case 'discard': {
      if (d?.kind !== 'discardCard' || d.seat !== seat)
        return fail(`seat ${seat} has nothing to discard now`);
      const card = findHandCard(s, seat, cmd.card);
      if (card < 0) return fail(`card ${cmd.card} is not in seat ${seat}'s hand`);
      return { ok: true, card };
    }
    case 'choose': {
      if (d?.kind !== 'choose' || d.seat !== seat) return fail(`seat ${seat} has nothing to choose now`);
      if (cmd.pick === undefined) {
        if (d.picked.length < d.min) return fail(`pick at least ${d.min}`);
        return { ok: true };
      }
      if (typeof cmd.pick !== 'object' || cmd.pick === null) return fail('pick must be an object');
      const option = d.options.find((o) => matchesPick(s, o, cmd.pick!));
      if (!option) return fail(`not one of the options: ${JSON.stringify(cmd.pick)}`);
      if (d.picked.some((o) => sameOption(o, option))) return fail('already picked');
      return { ok: true, option };
    }
    case 'chooseCharacter': {
      if (d?.kind !== 'chooseCharacter' || d.seat !== seat)
        return fail(`seat ${seat} is not choosing a character now`);
      if (!s.players[seat].offer.includes(cmd.character))
        return fail(`${JSON.stringify(cmd.character)} is not one of seat ${seat}'s two characters`);
      return { ok: true };
    }
    default:
      return fail(`unknown command type ${JSON.stringify((cmd as { type?: unknown }).type)}`);
  }
}

function matchesPick(
  s: GameState,
  o: ChoiceOption,
  p: { seat?: Seat; card?: number; value?: string },
): boolean {
  const card = o.card === undefined ? undefined : s.handleOf[o.card];
  return o.seat === p.seat && card === p.card && o.value === p.value;
}

function whoseTurn(s: GameState, seat: Seat): string {
  return s.current === seat ? 'your turn' : `seat ${s.current}'s turn`;
}

function toTarget(s: GameState, t: CommandTarget | undefined): Target | string {
  if (t === undefined) return {};
  if (typeof t !== 'object' || t === null) return 'target must be an object';
  const out: Target = {};
  if (t.seat !== undefined) out.seat = t.seat;
  if (t.frame !== undefined) out.frame = t.frame;
  if (t.intel !== undefined) {
    const c = findIntelCard(s, t.intel);
    if (c < 0) return `no intel ${t.intel} on the table`;
    out.card = c;
  }
  return out;
}

/**
 * Put a used card or skill on the stack. The frame is built as a literal (one shape for cards, one
 * for skills): a spread followed by new fields takes V8's slow path and leaves every frame slow to
 * read afterwards.
 */
function pushFrame(
  s: GameState,
  seat: Seat,
  fn: string,
  card: CardId,
  skill: string | undefined,
  target: Target,
  out: GameEvent[],
): Frame {
  const id = s.nextFrameId++;
  // Two literals, not one with `skill: undefined`: the state must survive a JSON round trip exactly.
  const f: Frame =
    skill === undefined
      ? { id, fn, card, user: seat, target, countered: false, stage: 0 }
      : { id, fn, card, skill, user: seat, target, countered: false, stage: 0 };
  s.window!.stack.push(f);
  const hiddenFace = card >= 0 && !!getRuleset(s.ruleset).functions[fn]?.hiddenFace;
  out.push({ type: 'use', seat, frame: f.id, fn, card, target, hiddenFace, skill });
  afterAction(s, seat);
  if (s.options.characters)
    fireTriggers(s, 'cardUsed', { frame: f.id, fn, user: seat, target: target.seat ?? -1, card }, out);
  return f;
}

/** Carry out a checked command on `s` in place. */
function execute(s: GameState, seat: Seat, cmd: Command, c: Checked & { ok: true }, out: GameEvent[]): void {
  switch (cmd.type) {
    case 'pass':
      passPriority(s, out, true);
      break;
    case 'use':
      takeFromHand(s, seat, c.card!);
      pushFrame(s, seat, c.fn!, c.card!, undefined, c.target!, out);
      break;
    case 'skill': {
      const sk = usableSkill(s, seat, cmd.skill)!;
      out.push({ type: 'skill', seat, skill: sk.id });
      turnCharacter(s, seat, sk, out);
      const f = pushFrame(s, seat, c.fn!, -1, sk.id, c.target!, out);
      sk.onUse?.(s, seat, out, f);
      break;
    }
    case 'send':
      s.decision = null;
      sendIntel(s, seat, c.card!, cmd.to ?? -1, out, { direction: cmd.direction, secret: cmd.secret });
      break;
    case 'accept':
      s.decision = null;
      receive(s, 'accepted', out);
      break;
    case 'refuse':
      s.decision = null;
      refuse(s, out);
      break;
    case 'discard':
      s.decision = null;
      takeFromHand(s, seat, c.card!);
      s.discard.push(c.card!);
      out.push({ type: 'discarded', seat, card: c.card! });
      break;
    case 'choose': {
      const d = s.decision as Extract<GameState['decision'], { kind: 'choose' }>;
      if (c.option) d.picked.push(c.option);
      if (!c.option || d.picked.length >= d.max) {
        s.decision = null;
        s.tasks.push({ run: d.resume.run, data: { ...d.resume.data, picks: d.picked } });
      }
      break;
    }
    case 'chooseCharacter':
      s.decision = null;
      chooseCharacter(s, seat, cmd.character, out);
      break;
  }
  s.commandCount++;
  advance(s, out);
}

/** Apply a command to this state in place (simulation and search). On error nothing changes. */
export function applyInPlace(
  s: GameState,
  seat: Seat,
  cmd: Command,
): { ok: true; events: GameEvent[] } | { ok: false; error: string } {
  const c = check(s, seat, cmd);
  if (!c.ok) return c;
  const events: GameEvent[] = [];
  execute(s, seat, cmd, c, events);
  return { ok: true, events };
}

/** The contract's step function: a new state and its events, or an error and no change. */
export function apply(s: GameState, seat: Seat, cmd: Command): ApplyResult {
  const c = check(s, seat, cmd);
  if (!c.ok) return c;
  const next = cloneState(s);
  const events: GameEvent[] = [];
  execute(next, seat, cmd, c, events);
  return { ok: true, state: next, events };
}

export function cloneState(s: GameState): GameState {
  // Tasks and choices hold only plain data; a JSON round trip is the simplest faithful copy of them.
  return {
    ...s,
    options: { ...s.options },
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    players: s.players.map((p) => ({
      ...p,
      hand: p.hand.slice(),
      intel: p.intel.slice(),
      offer: p.offer.slice(),
    })),
    deck: s.deck.slice(),
    discard: s.discard.slice(),
    removed: s.removed.slice(),
    dealPool: s.dealPool.slice(),
    handleOf: s.handleOf.slice(),
    locks: s.locks.slice(),
    passing: s.passing
      ? { ...s.passing, lured: s.passing.lured.slice(), seenBy: s.passing.seenBy.slice() }
      : null,
    window: s.window
      ? { ...s.window, stack: s.window.stack.map((f) => ({ ...f, target: { ...f.target } })) }
      : null,
    decision: s.decision ? structuredClone(s.decision) : null,
    tasks: s.tasks.length ? structuredClone(s.tasks) : [],
    deaths: s.deaths.map((d) => ({ ...d, intel: d.intel.slice(), hand: d.hand.slice() })),
    lastIntel: s.lastIntel ? { ...s.lastIntel } : null,
    result: s.result
      ? { ...s.result, winners: s.result.winners.slice(), camps: s.result.camps.slice() }
      : null,
  };
}

export type PendingKind = 'priority' | NonNullable<GameState['decision']>['kind'];

/** Who the game waits for, and for what. Exactly one seat while the game runs; null when it is over. */
export function pending(s: GameState): { seat: Seat; kind: PendingKind } | null {
  if (s.result) return null;
  if (s.decision) return { seat: s.decision.seat, kind: s.decision.kind };
  if (s.window && !s.window.resolving) return { seat: s.window.priority, kind: 'priority' };
  return null;
}

export { legalCommands } from './legal.ts';
