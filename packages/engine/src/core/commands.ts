// The one step function: check a command against the rules, then carry it out.
// A rejected command returns a reason and changes nothing.
import { sameOption } from './choices.ts';
import { chooseCharacter, choosesFace } from './characters.ts';
import { advance } from './flow.ts';
import { cardsDiscarded } from './moves.ts';
import { receive, refuse, sendIntel } from './passing.ts';
import { getRuleset, policyOf } from './ruleset.ts';
import { isActive } from './seats.ts';
import {
  ANY_DELIVERY,
  DIRECT_DELIVERY,
  hasModifier,
  intelUsableAs,
  turnCharacter,
  turnMarked,
} from './skills.ts';
import { pushFrame } from './frames.ts';
import { withPicks } from './tasks.ts';
import { intelUsableNow, isLegalTarget, noteSkillUsed, usableAs, usableSkill } from './uses.ts';
import { passPriority, resolveAtOnce } from './window.ts';
import { dropKept, keptOffer, legalCommands } from './legal.ts';
import {
  colourMatches,
  demandedCard,
  demandedColour,
  findHandCard,
  findIntelCard,
  marksOf,
  takeFromHand,
  takeFromIntel,
} from './zones.ts';
import type {
  ApplyResult,
  CardId,
  ChoiceOption,
  Command,
  CommandTarget,
  GameEvent,
  GameState,
  Seat,
  Target,
  Window,
} from './types.ts';

export type Checked =
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
  if (
    badFields(c.target as Record<string, unknown> | undefined) ||
    badFields(c.pick as Record<string, unknown> | undefined)
  )
    return 'target and pick fields must be integers (seat, frame, intel, card) or a string (value)';
  return null;
}

/** A card of this seat's own intel area, by its handle, or -1. */
function ownIntelCard(s: GameState, seat: Seat, handle: number): CardId {
  const c = findIntelCard(s, handle);
  return c >= 0 && s.players[seat].intel.includes(c) ? c : -1;
}

/** A target or pick with a field of the wrong type. */
function badFields(o: Record<string, unknown> | undefined): boolean {
  return (
    o !== undefined &&
    (!optInt(o.seat) || !optInt(o.frame) || !optInt(o.intel) || !optInt(o.card) || !optStr(o.value))
  );
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
      const inHand = findHandCard(s, seat, cmd.card);
      // 就计: a card of one's own intel area, where a character lets it be used as a function card.
      const card = inHand >= 0 ? inHand : ownIntelCard(s, seat, cmd.card);
      if (card < 0) return fail(`card ${cmd.card} is not in seat ${seat}'s hand`);
      const fn = inHand >= 0 ? usableAs(s, seat, card, cmd.as) : intelUsableNow(s, seat, card, cmd.as);
      const name = cmd.as ?? intelUsableAs(s, seat, card) ?? getRuleset(s.ruleset).cards[card].fn;
      // A card named as another function (a view-as skill's): say which card would not turn into what.
      if (!fn && cmd.as !== undefined && inHand >= 0)
        return fail(
          `card ${cmd.card} cannot be used as ${cmd.as} now (${w!.kind} window, ${whoseTurn(s, seat)})`,
        );
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
      const marks = marksOf(s, card);
      const allDirect = turnMarked(s, seat, DIRECT_DELIVERY);
      if (allDirect && cmd.delivery !== 'direct')
        return fail('this turn every intel you send goes 直达: say "delivery": "direct"');
      if (cmd.delivery !== undefined && !allDirect) {
        if (cmd.delivery !== 'secret' && cmd.delivery !== 'text' && cmd.delivery !== 'direct')
          return fail('"delivery" must be "secret", "text" or "direct"');
        if (!marks?.anyDelivery && !turnMarked(s, seat, ANY_DELIVERY))
          return fail('only a card that may go any way lets you choose its delivery');
      }
      const delivery = cmd.delivery ?? getRuleset(s.ruleset).cards[card].delivery;
      const demandedOne = demandedCard(s, seat);
      if (demandedOne >= 0 && card !== demandedOne)
        return fail(
          `the intel must be card ${s.handleOf[demandedOne]} (another player chose it from your hand)`,
        );
      const demanded = demandedColour(s, seat);
      if (demanded && !colourMatches(getRuleset(s.ruleset).cards[card].colour, demanded))
        return fail(`the intel must be ${demanded} (a secret order asks for it and you hold one)`);
      const direct = delivery === 'direct';
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
        if (direct || !(marks?.turnable || hasModifier(s, seat, 'choosesDirection')))
          return fail('you cannot choose the direction of this intel');
      }
      if (cmd.secret !== undefined && cmd.secret !== false) {
        if (cmd.secret !== true) return fail('"secret" must be a boolean');
        if (delivery !== 'text' || !hasModifier(s, seat, 'textAsSecret'))
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
        return fail(`${JSON.stringify(cmd.character)} is not one of the characters seat ${seat} was dealt`);
      if (cmd.up !== undefined) {
        if (typeof cmd.up !== 'boolean') return fail('up must be true (face up) or false (face down)');
        if (!choosesFace(s, cmd.character))
          return fail(`${cmd.character} is not a state character: its face is not its owner's choice`);
      }
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

/** Carry out a checked command on `s` in place. */
function execute(s: GameState, seat: Seat, cmd: Command, c: Checked & { ok: true }, out: GameEvent[]): void {
  dropKept();
  switch (cmd.type) {
    case 'pass':
      passPriority(s, out, true);
      break;
    case 'use': {
      if (!takeFromHand(s, seat, c.card!)) takeFromIntel(s, c.card!);
      if (seat === s.current) s.usedCard = true;
      const f = pushFrame(s, seat, c.fn!, c.card!, undefined, c.target!, out);
      getRuleset(s.ruleset).functions[c.fn!].onUse?.(s, f, out);
      break;
    }
    case 'skill': {
      const sk = usableSkill(s, seat, cmd.skill)!;
      out.push({ type: 'skill', seat, skill: sk.id });
      noteSkillUsed(s, seat, sk.id);
      turnCharacter(s, seat, sk, out);
      const queuedAt = s.tasks.length;
      const f = pushFrame(s, seat, c.fn!, -1, sk.id, c.target!, out);
      sk.onUse?.(s, seat, out, f);
      if (policyOf(s.ruleset).skillsUnanswerable) resolveAtOnce(s, f, queuedAt);
      break;
    }
    case 'send':
      s.decision = null;
      sendIntel(s, seat, c.card!, cmd.to ?? -1, out, {
        direction: cmd.direction,
        secret: cmd.secret,
        delivery: cmd.delivery,
      });
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
      // The hand-limit discard is one discard made one card at a time: its cards wake the
      // `cardsDiscarded` point together once the hand is down to the limit (flow.ts).
      if (s.step !== 'turnEnd') cardsDiscarded(s, seat, [c.card!], out);
      else if (s.options.characters) (s.handLimitDiscards ??= []).push(c.card!);
      break;
    case 'choose': {
      const d = s.decision as Extract<GameState['decision'], { kind: 'choose' }>;
      if (c.option) d.picked.push(c.option);
      if (!c.option || d.picked.length >= d.max) {
        s.decision = null;
        s.tasks.push({ run: d.resume.run, data: withPicks(d.resume.data, d.picked) });
      }
      break;
    }
    case 'chooseCharacter':
      s.decision = null;
      chooseCharacter(s, seat, cmd.character, cmd.up, out);
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

/**
 * The legal commands of a seat, for a driver that owns its state and changes it only through
 * `applyKept` (simulation, bench): where the engine stopped for this seat's priority it kept the
 * list it had already built, so this is a copy of it; otherwise the list is built anew.
 */
export function keptCommands(s: GameState, seat: Seat): Command[] {
  const k = keptOffer(s, seat);
  return k ? k.commands.slice() : legalCommands(s, seat);
}

/**
 * `applyInPlace` for a command taken, unchanged, from `keptCommands` of this same state: the
 * engine built that command and what `check` finds for it together, so it is not checked again.
 * Any other command is checked as `applyInPlace` checks it.
 */
export function applyKept(
  s: GameState,
  seat: Seat,
  cmd: Command,
): { ok: true; events: GameEvent[] } | { ok: false; error: string } {
  const k = keptOffer(s, seat);
  const i = k ? k.commands.indexOf(cmd) : -1;
  if (i < 0) return applyInPlace(s, seat, cmd);
  const events: GameEvent[] = [];
  execute(s, seat, cmd, k!.checks[i] as Checked & { ok: true }, events);
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
  const next: GameState = {
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
    demand: s.demand ? { ...s.demand } : null,
    passing: s.passing
      ? { ...s.passing, lured: s.passing.lured.slice(), seenBy: s.passing.seenBy.slice() }
      : null,
    window: s.window ? cloneWindow(s.window) : null,
    decision: s.decision ? structuredClone(s.decision) : null,
    tasks: s.tasks.length ? structuredClone(s.tasks) : [],
    deaths: s.deaths.map((d) => ({ ...d, intel: d.intel.slice(), hand: d.hand.slice() })),
    lastIntel: s.lastIntel ? { ...s.lastIntel } : null,
    result: s.result
      ? { ...s.result, winners: s.result.winners.slice(), camps: s.result.camps.slice() }
      : null,
  };
  // Written by pushing (markTurn): the copy gets its own, or a skill would mark the original's turn.
  if (s.turnMarks) next.turnMarks = s.turnMarks.slice();
  if (s.handLimitDiscards) next.handLimitDiscards = s.handLimitDiscards.slice();
  return next;
}

function cloneWindow(w: Window): Window {
  const copy: Window = { ...w, stack: w.stack.map((f) => ({ ...f, target: { ...f.target } })) };
  // Written by pushing (noteSkillUsed): shared, a skill used on the copy would count as used here.
  if (w.skillsUsed) copy.skillsUsed = w.skillsUsed.slice();
  // Cards drawn while the chain waits (drawnWaitForChain), written by pushing too.
  if (w.fresh) copy.fresh = w.fresh.slice();
  return copy;
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
