// Every legal command for a seat at this moment: what a bot picks from and a client offers.
import { getRuleset } from './ruleset.ts';
import { isActive } from './seats.ts';
import { characterOf, hasModifier } from './skills.ts';
import { forEachTarget, functionsOf, usableAs, usableSkill } from './uses.ts';
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
  const cards = getRuleset(s.ruleset).cards;
  for (const card of p.hand) {
    const handle = s.handleOf[card];
    for (const fnId of functionsOf(s, seat, card)) {
      const fn = usableAs(s, seat, card, fnId);
      if (!fn) continue;
      const as = fnId === cards[card].fn ? undefined : fnId;
      forEachTarget(s, seat, fn, (t) => {
        const target = targetCommand(s, t);
        const c: Command = { type: 'use', card: handle };
        if (as) c.as = as;
        if (target) c.target = target;
        out.push(c);
        return false;
      });
    }
  }
  const ch = s.options.characters ? characterOf(s, seat) : null;
  if (ch)
    for (const sk of ch.skills) {
      const a = sk.kind === 'active' ? usableSkill(s, seat, sk.id) : null;
      if (!a) continue;
      forEachTarget(s, seat, a, (t) => {
        const target = targetCommand(s, t);
        out.push(target ? { type: 'skill', skill: a.id, target } : { type: 'skill', skill: a.id });
        return false;
      });
    }
  return out;
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
