// Every legal command for a seat at this moment: what a bot picks from and a client offers.
import { getRuleset, type CardFunction } from './ruleset.ts';
import { isActive } from './seats.ts';
import { choosesFace } from './characters.ts';
import {
  ANY_DELIVERY,
  DIRECT_DELIVERY,
  characterOf,
  faceAllows,
  hasModifier,
  intelUsableAs,
  turnMarked,
  type ViewAsSkill,
} from './skills.ts';
import { NO_SKILLS, skillIndexOf } from './skill-index.ts';
import {
  activeFaceBit,
  forEachTarget,
  hasAnyUse,
  mayBeUsable,
  ownFunctions,
  ownWindowMasks,
  timingAllows,
  ownWindowBits,
  usableIndexedSkill,
} from './uses.ts';
import { colourMatches, demandedCard, demandedColour, marksOf, waitsForChain } from './zones.ts';
import type { Checked } from './commands.ts';
import type { CardFace, Command, CommandTarget, GameState, Seat, Target } from './types.ts';

function targetCommand(s: GameState, t: Target): CommandTarget | undefined {
  if (t.card !== undefined) return { intel: s.handleOf[t.card] };
  if (t.seat !== undefined) return { seat: t.seat };
  if (t.frame !== undefined) return { frame: t.frame };
  return undefined;
}

export function legalCommands(s: GameState, seat: Seat): Command[] {
  const out: Command[] = [];
  if (s.result) return out;
  const p = s.players[seat];
  if (!p) return out;
  const d = s.decision;
  if (d) {
    if (d.seat === seat) decisionCommands(s, seat, out);
    return out;
  }
  const w = s.window;
  if (!w || w.resolving || w.priority !== seat) return out;
  out.push({ type: 'pass' });
  priorityOffers(s, seat, out, null);
  return out;
}

/**
 * What the priority holder may use (everything but `pass`), in the legal list's order, into `out`;
 * with `checks`, beside each command what `check` finds for it (card, target, function).
 */
function priorityOffers(s: GameState, seat: Seat, out: Command[], checks: Checked[] | null): void {
  const rs = getRuleset(s.ruleset);
  const ch = s.options.characters ? characterOf(s, seat) : null;
  const own = ownFunctions(rs);
  const masks = ownWindowMasks(rs);
  const index = ch ? skillIndexOf(s, seat) : NO_SKILLS;
  const bit = ownWindowBits(s, seat, index);
  sinkState = s;
  sinkOut = out;
  sinkChecks = checks;
  for (const card of s.players[seat].hand) {
    // A card drawn while this chain waits cannot join it (风声再临).
    if (waitsForChain(s, card)) continue;
    sinkHandle = s.handleOf[card];
    sinkCard = card;
    // The card's functions as `functionsOf` lists them (its own, then each a view-as skill adds),
    // walked without building the list; a function whose windows rule it out is not asked.
    sinkAs = undefined;
    if ((masks[card] & bit) !== 0) offerFunction(s, seat, own[card]);
    const viewAs = index.viewAs;
    if (viewAs.length === 0) continue;
    const face = rs.cards[card];
    for (let k = 0; k < viewAs.length; k++)
      if (viewAsAdds(s, seat, face, k, viewAs)) {
        sinkAs = viewAs[k].as;
        offerFunction(s, seat, rs.functions[viewAs[k].as]);
      }
  }
  if (ch) {
    // 就计: one's own intel used as a function card, where a character allows it.
    if (index.intelAs.length > 0)
      for (const card of s.players[seat].intel) {
        const fnId = intelUsableAs(s, seat, card);
        if (fnId === null) continue;
        sinkHandle = s.handleOf[card];
        sinkCard = card;
        sinkAs = fnId === rs.cards[card].fn ? undefined : fnId;
        offerFunction(s, seat, rs.functions[fnId]);
      }
    const active = index.active;
    const face = activeFaceBit(s, seat);
    for (let k = 0; k < active.length; k++) {
      if (!mayBeUsable(index, k, bit, face)) continue;
      const a = usableIndexedSkill(s, seat, active[k]);
      if (!a) continue;
      sinkSkill = a.id;
      sinkFn = a.actsAs ?? a.id;
      forEachTarget(s, seat, a, offerSkill);
    }
  }
  sinkOut = NO_COMMANDS;
  sinkState = null;
  sinkChecks = null;
}

/**
 * Whether the `k`th view-as skill adds a function to this card's (`functionsOf`): it works now,
 * takes this face, and its function is neither the card's own nor one an earlier skill added.
 */
function viewAsAdds(
  s: GameState,
  seat: Seat,
  face: CardFace,
  k: number,
  viewAs: readonly ViewAsSkill[],
): boolean {
  const sk = viewAs[k];
  if (sk.as === face.fn || !faceAllows(s, seat, sk) || !sk.from(face)) return false;
  for (let j = 0; j < k; j++) {
    const o = viewAs[j];
    if (o.as === sk.as && faceAllows(s, seat, o) && o.from(face)) return false;
  }
  return true;
}

function offerFunction(s: GameState, seat: Seat, fn: CardFunction | undefined): void {
  if (!fn || !timingAllows(s, seat, fn)) return;
  sinkFn = fn.id;
  forEachTarget(s, seat, fn, offerUse);
}

// The visitors write straight into the list being built, read from these module-level slots (set
// before each walk): no closure and no intermediate list of targets per card. No card or skill
// condition lists commands, so a walk never starts inside another.
const NO_COMMANDS: Command[] = [];
let sinkOut: Command[] = NO_COMMANDS;
let sinkChecks: Checked[] | null = null;
let sinkState: GameState | null = null;
let sinkHandle = 0;
let sinkCard = 0;
let sinkAs: string | undefined;
let sinkFn = '';
let sinkSkill = '';

function offerUse(t: Target): boolean {
  sinkOut.push(useCommand(sinkHandle, sinkAs, targetCommand(sinkState!, t)));
  // The same literal `check` returns for this command.
  if (sinkChecks) sinkChecks.push({ ok: true, card: sinkCard, target: t, fn: sinkFn });
  return false;
}

function offerSkill(t: Target): boolean {
  const target = targetCommand(sinkState!, t);
  sinkOut.push(target ? { type: 'skill', skill: sinkSkill, target } : { type: 'skill', skill: sinkSkill });
  if (sinkChecks) sinkChecks.push({ ok: true, target: t, fn: sinkFn });
  return false;
}

/**
 * The kept offer: the priority holder's legal list as `advance` found it when it stopped, with
 * what `check` finds for each command. Valid exactly while `state` is not changed: `advance`
 * clears it when it starts and writes it only as it returns, and a driver that owns its state
 * (`keptCommands`, `applyKept`) changes it through `applyKept` alone. See docs/architecture.md.
 */
interface Kept {
  state: GameState | null;
  seat: Seat;
  commands: Command[];
  checks: Checked[];
}
const NO_CHECKS: Checked[] = [];
const kept: Kept = { state: null, seat: -1, commands: NO_COMMANDS, checks: NO_CHECKS };

/** Forget the kept offer: the state is about to change. */
export function dropKept(): void {
  kept.state = null;
  kept.commands = NO_COMMANDS;
  kept.checks = NO_CHECKS;
}

/**
 * Whether the priority holder has anything to do but pass (the automatic pass asks it); when it
 * has, its offer is built and kept for `keptOffer` until the state changes.
 */
export function keepOffers(s: GameState, seat: Seat): boolean {
  // Most holders have nothing: the walk that stops at the first use says so without building.
  if (!hasAnyUse(s, seat)) return false;
  const commands: Command[] = [{ type: 'pass' }];
  const checks: Checked[] = [{ ok: true }];
  priorityOffers(s, seat, commands, checks);
  kept.state = s;
  kept.seat = seat;
  kept.commands = commands;
  kept.checks = checks;
  return true;
}

/** The kept offer for this state and seat (never handed out: callers get a copy), or null. */
export function keptOffer(s: GameState, seat: Seat): Kept | null {
  return kept.state === s && kept.seat === seat ? kept : null;
}

function useCommand(card: number, as: string | undefined, target: CommandTarget | undefined): Command {
  if (as) return target ? { type: 'use', card, as, target } : { type: 'use', card, as };
  return target ? { type: 'use', card, target } : { type: 'use', card };
}

/** A card that may go any way (危险情报): each delivery, declared by the sender. */
function anyDeliverySends(s: GameState, seat: Seat, h: number, chooses: boolean, out: Command[]): void {
  for (const delivery of ['secret', 'text'] as const) {
    out.push({ type: 'send', card: h, delivery });
    if (chooses) out.push({ type: 'send', card: h, delivery, direction: -1 });
  }
  for (const q of s.players)
    if (q.seat !== seat && isActive(s, q.seat))
      out.push({ type: 'send', card: h, delivery: 'direct', to: q.seat });
}

function decisionCommands(s: GameState, seat: Seat, out: Command[]): void {
  const d = s.decision!;
  const p = s.players[seat];
  switch (d.kind) {
    case 'sendIntel': {
      const cards = getRuleset(s.ruleset).cards;
      const skillChooses = s.options.characters && hasModifier(s, seat, 'choosesDirection');
      const encrypts = s.options.characters && hasModifier(s, seat, 'textAsSecret');
      const demanded = demandedColour(s, seat);
      const anyWay = turnMarked(s, seat, ANY_DELIVERY);
      const allDirect = turnMarked(s, seat, DIRECT_DELIVERY);
      const demandedOne = demandedCard(s, seat);
      for (const c of p.hand) {
        const h = s.handleOf[c];
        if (demanded && !colourMatches(cards[c].colour, demanded)) continue;
        if (demandedOne >= 0 && c !== demandedOne) continue;
        const marks = marksOf(s, c);
        const chooses = skillChooses || marks?.turnable === true;
        if (allDirect) {
          for (const q of s.players)
            if (q.seat !== seat && isActive(s, q.seat))
              out.push({ type: 'send', card: h, delivery: 'direct', to: q.seat });
          continue;
        }
        if (marks?.anyDelivery || anyWay) {
          anyDeliverySends(s, seat, h, chooses, out);
          continue;
        }
        if (cards[c].delivery !== 'direct') {
          out.push({ type: 'send', card: h });
          if (chooses) out.push({ type: 'send', card: h, direction: -1 });
          if (encrypts && cards[c].delivery === 'text') {
            out.push({ type: 'send', card: h, secret: true });
            if (chooses) out.push({ type: 'send', card: h, secret: true, direction: -1 });
          }
        } else
          for (const q of s.players)
            if (q.seat !== seat && isActive(s, q.seat)) out.push({ type: 'send', card: h, to: q.seat });
      }
      return;
    }
    case 'receiveIntel':
      out.push({ type: 'accept' }, { type: 'refuse' });
      return;
    case 'discardCard':
      for (const c of p.hand) out.push({ type: 'discard', card: s.handleOf[c] });
      return;
    case 'choose':
      for (const o of d.options) {
        if (d.picked.some((x) => x.seat === o.seat && x.card === o.card && x.value === o.value)) continue;
        const pick: { seat?: Seat; card?: number; value?: string } = {};
        if (o.seat !== undefined) pick.seat = o.seat;
        if (o.card !== undefined) pick.card = s.handleOf[o.card];
        if (o.value !== undefined) pick.value = o.value;
        out.push({ type: 'choose', pick });
      }
      if (d.picked.length >= d.min) out.push({ type: 'choose' });
      return;
    case 'chooseCharacter':
      for (const c of p.offer)
        if (choosesFace(s, c)) {
          out.push({ type: 'chooseCharacter', character: c, up: false });
          out.push({ type: 'chooseCharacter', character: c, up: true });
        } else out.push({ type: 'chooseCharacter', character: c });
      return;
  }
}
