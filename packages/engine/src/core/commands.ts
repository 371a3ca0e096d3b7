// The one step function: check a command against the rules, then carry it out.
// A rejected command returns a reason and changes nothing.
import { advance } from './flow.ts';
import { receive, refuse, sendIntel } from './passing.ts';
import { getRuleset } from './ruleset.ts';
import { isActive } from './seats.ts';
import { forEachTarget, isLegalTarget, usableAs } from './uses.ts';
import { afterAction, continueResolution, passPriority } from './window.ts';
import { findHandCard, findIntelCard, takeFromHand } from './zones.ts';
import type {
  ApplyResult,
  CardId,
  Command,
  CommandTarget,
  GameEvent,
  GameState,
  Seat,
  Target,
} from './types.ts';

type Checked = { ok: true; card?: CardId; target?: Target; fn?: string } | { ok: false; error: string };

function fail(error: string): Checked {
  return { ok: false, error };
}

/** Why this command is not legal for this seat now, or what it refers to. Pure. */
export function check(s: GameState, seat: Seat, cmd: Command): Checked {
  if (s.result) return fail('the game is over');
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.players.length) return fail(`no seat ${seat}`);
  if (!cmd || typeof cmd !== 'object') return fail('a command must be an object');
  const d = s.decision;
  const w = s.window;
  switch (cmd.type) {
    case 'pass':
      if (d || !w || w.resolving || w.priority !== seat) return fail(`seat ${seat} does not hold priority`);
      return { ok: true };
    case 'use': {
      if (d || !w || w.resolving || w.priority !== seat) return fail(`seat ${seat} does not hold priority`);
      const card = findHandCard(s, seat, cmd.card);
      if (card < 0) return fail(`card ${cmd.card} is not in seat ${seat}'s hand`);
      const fn = usableAs(s, seat, card, cmd.as);
      const rs = getRuleset(s.ruleset);
      const name = cmd.as ?? rs.cards[card].fn;
      if (!fn) return fail(`${name} cannot be used now (${w.kind} window, ${whoseTurn(s, seat)})`);
      const t = toTarget(s, cmd.target);
      if (typeof t === 'string') return fail(t);
      if (!isLegalTarget(s, seat, fn, t))
        return fail(`${name}: not a legal target: ${JSON.stringify(cmd.target ?? {})}`);
      return { ok: true, card, target: t, fn: fn.id };
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
    default:
      return fail(`unknown command type ${JSON.stringify((cmd as { type?: unknown }).type)}`);
  }
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
  const rs = getRuleset(s.ruleset);
  switch (cmd.type) {
    case 'pass':
      passPriority(s, out, true);
      break;
    case 'use': {
      const card = c.card!;
      const fnId = c.fn!;
      takeFromHand(s, seat, card);
      const frame = { id: s.nextFrameId++, fn: fnId, card, user: seat, target: c.target!, countered: false };
      s.window!.stack.push(frame);
      const hiddenFace = !!rs.functions[fnId].hiddenFace;
      out.push({ type: 'use', seat, frame: frame.id, fn: fnId, card, target: frame.target, hiddenFace });
      afterAction(s, seat);
      break;
    }
    case 'send':
      s.decision = null;
      sendIntel(s, seat, c.card!, cmd.to ?? -1, out);
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
      continueResolution(s, out);
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

export function legalCommands(s: GameState, seat: Seat): Command[] {
  const out: Command[] = [];
  if (s.result) return out;
  const d = s.decision;
  const p = s.players[seat];
  if (!p) return out;
  if (d) {
    if (d.seat !== seat) return out;
    if (d.kind === 'sendIntel') {
      const cards = getRuleset(s.ruleset).cards;
      for (const c of p.hand) {
        const h = s.handleOf[c];
        if (cards[c].delivery !== 'direct') out.push({ type: 'send', card: h });
        else
          for (const q of s.players)
            if (q.seat !== seat && isActive(s, q.seat)) out.push({ type: 'send', card: h, to: q.seat });
      }
    } else if (d.kind === 'receiveIntel') out.push({ type: 'accept' }, { type: 'refuse' });
    else if (d.kind === 'discardCard')
      for (const c of p.hand) out.push({ type: 'discard', card: s.handleOf[c] });
    return out;
  }
  const w = s.window;
  if (!w || w.resolving || w.priority !== seat) return out;
  out.push({ type: 'pass' });
  for (const card of p.hand) {
    const fn = usableAs(s, seat, card);
    if (!fn) continue;
    const handle = s.handleOf[card];
    forEachTarget(s, seat, fn, (t) => {
      const target =
        t.card !== undefined
          ? { intel: s.handleOf[t.card] }
          : t.seat !== undefined
            ? { seat: t.seat }
            : t.frame !== undefined
              ? { frame: t.frame }
              : undefined;
      out.push(target ? { type: 'use', card: handle, target } : { type: 'use', card: handle });
      return false;
    });
  }
  return out;
}

export function cloneState(s: GameState): GameState {
  return {
    ...s,
    options: { ...s.options },
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    players: s.players.map((p) => ({ ...p, hand: p.hand.slice(), intel: p.intel.slice() })),
    deck: s.deck.slice(),
    discard: s.discard.slice(),
    removed: s.removed.slice(),
    handleOf: s.handleOf.slice(),
    locks: s.locks.slice(),
    passing: s.passing
      ? { ...s.passing, lured: s.passing.lured.slice(), seenBy: s.passing.seenBy.slice() }
      : null,
    window: s.window
      ? { ...s.window, stack: s.window.stack.map((f) => ({ ...f, target: { ...f.target } })) }
      : null,
    decision: s.decision ? { ...s.decision } : null,
    deaths: s.deaths.map((d) => ({ ...d })),
    result: s.result
      ? { ...s.result, winners: s.result.winners.slice(), camps: s.result.camps.slice() }
      : null,
  };
}

/** Who the game waits for, and for what. Exactly one seat while the game runs; null when it is over. */
export function pending(
  s: GameState,
): { seat: Seat; kind: 'priority' | 'sendIntel' | 'receiveIntel' | 'discardCard' } | null {
  if (s.result) return null;
  if (s.decision) return { seat: s.decision.seat, kind: s.decision.kind };
  if (s.window && !s.window.resolving) return { seat: s.window.priority, kind: 'priority' };
  return null;
}
