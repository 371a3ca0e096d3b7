// Every legal command for a seat at this moment: what a bot picks from and a client offers.
import { getRuleset } from './ruleset.ts';
import { isActive } from './seats.ts';
import { characterOf, hasModifier } from './skills.ts';
import { forEachTarget, functionsOf, timingAllows, usableSkill } from './uses.ts';
import type { Command, CommandTarget, GameState, Seat, Target } from './types.ts';

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
  const rs = getRuleset(s.ruleset);
  const targets = scratchTargets;
  for (const card of p.hand) {
    const handle = s.handleOf[card];
    const own = rs.cards[card].fn;
    for (const fnId of functionsOf(s, seat, card)) {
      // fnId is one of the card's functions by construction: what `usableAs` checks is the timing.
      const fn = rs.functions[fnId];
      if (!fn || !timingAllows(s, seat, fn)) continue;
      const as = fnId === own ? undefined : fnId;
      targets.length = 0;
      forEachTarget(s, seat, fn, collect);
      for (const t of targets) out.push(useCommand(handle, as, targetCommand(s, t)));
    }
  }
  const ch = s.options.characters ? characterOf(s, seat) : null;
  if (ch)
    for (const sk of ch.skills) {
      const a = sk.kind === 'active' ? usableSkill(s, seat, sk.id) : null;
      if (!a) continue;
      targets.length = 0;
      forEachTarget(s, seat, a, collect);
      for (const t of targets) {
        const target = targetCommand(s, t);
        out.push(target ? { type: 'skill', skill: a.id, target } : { type: 'skill', skill: a.id });
      }
    }
  targets.length = 0;
  return out;
}

// Targets are gathered into one reused array by one module-level visitor: no closure per card.
const scratchTargets: Target[] = [];
function collect(t: Target): boolean {
  scratchTargets.push(t);
  return false;
}

function useCommand(card: number, as: string | undefined, target: CommandTarget | undefined): Command {
  if (as) return target ? { type: 'use', card, as, target } : { type: 'use', card, as };
  return target ? { type: 'use', card, target } : { type: 'use', card };
}

function decisionCommands(s: GameState, seat: Seat, out: Command[]): void {
  const d = s.decision!;
  const p = s.players[seat];
  switch (d.kind) {
    case 'sendIntel': {
      const cards = getRuleset(s.ruleset).cards;
      const chooses = s.options.characters && hasModifier(s, seat, 'choosesDirection');
      const encrypts = s.options.characters && hasModifier(s, seat, 'textAsSecret');
      for (const c of p.hand) {
        const h = s.handleOf[c];
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
      for (const c of p.offer) out.push({ type: 'chooseCharacter', character: c });
      return;
  }
}
