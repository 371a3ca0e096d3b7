// Scenario command lines ("A: use red lock on C") to engine commands and back.
import { getRuleset } from '../core/ruleset.ts';
import { intelUsableAs, skillsOf, type Skill } from '../core/skills.ts';
import type { CardId, Command, CommandTarget, GameState, Seat } from '../core/types.ts';
import type { CommandEntry } from './schema.ts';
import { formatFace, matchesFace, parseFace, parseSeat, seatLetter } from './names.ts';

/** `absent`: well written, but the card or target is not there (a legal rejection to expect). */
export type ParsedCommand = { seat: Seat; command: Command } | { error: string; absent?: boolean };

interface Parts {
  seat: string;
  verb: string;
  card?: string;
  as?: string;
  to?: string;
  target?: string;
  direction?: 1 | -1;
  secret?: boolean;
  delivery?: 'secret' | 'text' | 'direct';
}

const DELIVERIES: Record<string, 'secret' | 'text' | 'direct'> = {
  secret: 'secret',
  密电: 'secret',
  text: 'text',
  文本: 'text',
  direct: 'direct',
  直达: 'direct',
};

function splitLine(line: string): Parts | string {
  const m = /^\s*([A-Za-z])\s*[:：]\s*(\S+)\s*(.*)$/.exec(line);
  if (!m) return `"${line}": a command reads "SEAT: verb ...", e.g. "A: use red lock on C"`;
  const [, seat, verb, rest] = m;
  const v = verb.toLowerCase();
  if (v === 'use' || v === 'skill') {
    const [what, target] = rest.split(/\s+on\s+/);
    const [card, as] = what.split(/\s+as\s+/);
    return { seat, verb: v, card, as, target };
  }
  if (v === 'send') {
    // "send CARD [as text|secret|direct] [to C] [(to the left)]": the delivery a 危险情报 is declared
    // as, and the direction a 转向 card is sent in, as the legal-command listing writes them.
    const left = /\s*\(to the left\)\s*$/.exec(rest);
    const body = left ? rest.slice(0, left.index) : rest;
    const [what, to] = body.split(/\s+to\s+/);
    const [card, how] = what.split(/\s+as\s+/);
    const parts: Parts = { seat, verb: v, card, to };
    if (left) parts.direction = -1;
    if (how !== undefined) {
      const delivery = DELIVERIES[how.trim().toLowerCase()];
      if (!delivery) return `"${line}": a delivery is secret, text or direct (密电, 文本, 直达)`;
      parts.delivery = delivery;
    }
    return parts;
  }
  return { seat, verb: v, card: rest || undefined };
}

function fromObject(o: Exclude<CommandEntry, string>): Parts {
  const t = o.target;
  const target = t?.seat ?? t?.intel ?? t?.frame;
  return {
    seat: o.seat,
    verb: o.type,
    card: o.card,
    as: o.as,
    to: o.to,
    target,
    direction: o.direction,
    secret: o.secret,
    delivery: o.delivery,
  };
}

/** A target written in players' words, read according to what the card or skill targets. */
function targetFor(s: GameState, kind: string | undefined, text: string): CommandTarget | string {
  const k = kind === 'frame' ? 'frame' : kind === 'falseIntel' || kind === 'anyIntel' ? 'intel' : 'seat';
  return parseTarget(s, text.trim(), k);
}

/** A character's skill by its id or its Chinese name. */
function findSkillId(s: GameState, seat: Seat, name: string): string | null {
  const id = s.players[seat].character;
  const ch = id ? getRuleset(s.ruleset).characters?.[id] : undefined;
  const named = (k: Skill): boolean =>
    k.id === name || k.name.zh === name || k.name.en.toLowerCase() === name.toLowerCase();
  // Its own skills (one lent away is then simply not offered) and any it holds for the turn (乔装).
  const sk = ch?.skills.find(named) ?? skillsOf(s, seat).find(named);
  return sk?.id ?? null;
}

/** A character by its id or its Chinese name. */
export function findCharacterId(ruleset: string, name: string): string | null {
  const all = getRuleset(ruleset).characters ?? {};
  const hit = Object.values(all).find(
    (c) => c.id === name || c.name.zh === name || c.name.en.toLowerCase() === name.toLowerCase(),
  );
  return hit?.id ?? null;
}

export function parseCommand(entry: CommandEntry, s: GameState): ParsedCommand {
  const parts = typeof entry === 'string' ? splitLine(entry) : fromObject(entry);
  if (typeof parts === 'string') return { error: parts };
  const n = s.players.length;
  const seat = parseSeat(parts.seat, n);
  if (seat === null) return { error: `no seat "${parts.seat}" at a ${n}-player table` };
  const rs = getRuleset(s.ruleset);
  switch (parts.verb) {
    case 'pass':
    case 'accept':
    case 'refuse':
      return { seat, command: { type: parts.verb } };
    case 'use':
    case 'send':
    case 'discard': {
      if (!parts.card) return { error: `"${parts.verb}" needs a card` };
      const card = handCard(s, seat, parts.card, parts.verb === 'use');
      if (typeof card === 'string') return { error: card, absent: card.includes(' holds no ') };
      const handle = s.handleOf[card];
      if (parts.verb === 'discard') return { seat, command: { type: 'discard', card: handle } };
      if (parts.verb === 'send') {
        // 逢缘 and 转向 (the direction), 加密 (object form only: 文本 as 密电), 危险情报 (the delivery).
        const how: { direction?: 1 | -1; secret?: boolean; delivery?: 'secret' | 'text' | 'direct' } = {};
        if (parts.direction !== undefined) how.direction = parts.direction;
        if (parts.secret !== undefined) how.secret = parts.secret;
        if (parts.delivery !== undefined) how.delivery = parts.delivery;
        if (parts.to === undefined) return { seat, command: { type: 'send', card: handle, ...how } };
        const to = parseSeat(parts.to, n);
        if (to === null) return { error: `no seat "${parts.to}" to send to` };
        return { seat, command: { type: 'send', card: handle, to, ...how } };
      }
      const as = parts.as?.trim();
      const use: Command = as ? { type: 'use', card: handle, as } : { type: 'use', card: handle };
      if (parts.target === undefined) return { seat, command: use };
      const target = targetFor(s, rs.functions[as ?? rs.cards[card].fn]?.target, parts.target);
      if (typeof target === 'string')
        return { error: target, absent: /^no (intel|waiting card) /.test(target) };
      return { seat, command: { ...use, target } };
    }
    case 'skill': {
      const name = parts.card?.trim() ?? '';
      const id = findSkillId(s, seat, name);
      if (!id) return { error: `seat ${seatLetter(seat)}'s character has no skill "${name}"`, absent: true };
      const sk = rs.skills?.[id];
      if (parts.target === undefined) return { seat, command: { type: 'skill', skill: id } };
      const target = targetFor(s, sk && sk.kind === 'active' ? sk.target : undefined, parts.target);
      if (typeof target === 'string')
        return { error: target, absent: /^no (intel|waiting card) /.test(target) };
      return { seat, command: { type: 'skill', skill: id, target } };
    }
    case 'choose': {
      const what = (parts.card ?? '').trim();
      if (what === 'done' || what === '') return { seat, command: { type: 'choose' } };
      const asSeat = parseSeat(what, n);
      if (asSeat !== null) return { seat, command: { type: 'choose', pick: { seat: asSeat } } };
      const face = parseFace(what.replace(/^[A-Za-z]['’]s\s+/, ''));
      if (typeof face !== 'string') {
        const d = s.decision;
        const owner = /^([A-Za-z])['’]s\s+/.exec(what);
        const ownerSeat = owner ? parseSeat(owner[1], n) : null;
        const opts = d?.kind === 'choose' ? d.options : [];
        const hit = opts.find(
          (o) =>
            o.card !== undefined &&
            matchesFace(face, rs.cards[o.card]) &&
            (ownerSeat === null ||
              s.players[ownerSeat].intel.includes(o.card) ||
              s.players[ownerSeat].hand.includes(o.card)),
        );
        if (!hit) return { error: `no option "${what}" to choose`, absent: true };
        return { seat, command: { type: 'choose', pick: { card: s.handleOf[hit.card!] } } };
      }
      return { seat, command: { type: 'choose', pick: { value: what } } };
    }
    case 'character': {
      // `A: character 蝮蛇 down` / `up`: the face a state character is placed with.
      const m = /^(.*?)(?:\s+(up|down))?$/.exec((parts.card ?? '').trim())!;
      const id = findCharacterId(s.ruleset, m[1]);
      if (!id) return { error: `no character "${m[1]}"` };
      if (m[2] === undefined) return { seat, command: { type: 'chooseCharacter', character: id } };
      return { seat, command: { type: 'chooseCharacter', character: id, up: m[2] === 'up' } };
    }
    default:
      return {
        error: `unknown verb "${parts.verb}" (pass, use, skill, send, accept, refuse, discard, choose, character)`,
      };
  }
}

function handCard(s: GameState, seat: Seat, name: string, orIntel = false): CardId | string {
  const p = parseFace(name);
  if (typeof p === 'string') return p;
  const cards = getRuleset(s.ruleset).cards;
  // 就计: a card of one's own intel area used as a function card, when no hand card has that face.
  const c =
    s.players[seat].hand.find((x) => matchesFace(p, cards[x])) ??
    (orIntel
      ? s.players[seat].intel.find((x) => matchesFace(p, cards[x]) && intelUsableAs(s, seat, x) !== null)
      : undefined);
  return c ?? `seat ${seatLetter(seat)} holds no ${name}`;
}

function parseTarget(s: GameState, text: string, kind: 'seat' | 'intel' | 'frame'): CommandTarget | string {
  const n = s.players.length;
  if (kind === 'seat') {
    const seat = parseSeat(text, n);
    return seat === null ? `"${text}" is not a seat` : { seat };
  }
  const m = /^([A-Za-z])['’]s\s+(.+)$/.exec(text);
  const owner = m ? parseSeat(m[1], n) : null;
  if (m && owner === null) return `no seat "${m[1]}"`;
  if (kind === 'frame') {
    // A waiting skill, by its Chinese name or id ("B's 警觉"): cards cannot target one, but a
    // scenario may want to show that.
    const name = (m ? m[2] : text).trim();
    const skills = getRuleset(s.ruleset).skills ?? {};
    const bySkill = (s.window?.stack ?? []).filter(
      (f) =>
        f.skill !== undefined &&
        (f.skill === name || skills[f.skill]?.name.zh === name) &&
        (owner === null || f.user === owner),
    );
    if (bySkill.length === 1) return { frame: bySkill[0].id };
  }
  const p = parseFace(m ? m[2] : text);
  if (typeof p === 'string') return p;
  const cards = getRuleset(s.ruleset).cards;
  if (kind === 'intel') {
    const found: CardId[] = [];
    for (const q of s.players)
      if (owner === null || q.seat === owner)
        for (const c of q.intel) if (matchesFace(p, cards[c])) found.push(c);
    if (found.length === 0) return `no intel "${text}" on the table`;
    // Identical faces in one intel area are interchangeable; across areas the owner must be named.
    const owners = new Set(found.map((c) => s.players.findIndex((q) => q.intel.includes(c))));
    if (owners.size > 1)
      return `"${text}" is in several intel areas: name the owner, e.g. "C's ${m ? m[2] : text}"`;
    return { intel: s.handleOf[found[0]] };
  }
  const frames = (s.window?.stack ?? []).filter(
    (f) => f.card >= 0 && matchesFace(p, cards[f.card]) && (owner === null || f.user === owner),
  );
  if (frames.length === 0) return `no waiting card "${text}"`;
  if (frames.length > 1)
    return `several waiting cards match "${text}": name the user, e.g. "B's ${m ? m[2] : text}"`;
  return { frame: frames[0].id };
}

/** A command in scenario words, for error messages and listings of legal commands. */
export function formatCommand(s: GameState, seat: Seat, c: Command): string {
  const who = `${seatLetter(seat)}: `;
  const cards = getRuleset(s.ruleset).cards;
  const name = (handle: number): string => {
    const id = s.handleOf.indexOf(handle);
    return id >= 0 ? formatFace(cards[id]) : `card #${handle}`;
  };
  switch (c.type) {
    case 'pass':
    case 'accept':
    case 'refuse':
      return who + c.type;
    case 'discard':
      return `${who}discard ${name(c.card)}`;
    case 'send':
      return `${who}send ${name(c.card)}${c.delivery !== undefined ? ` as ${c.delivery}` : ''}${
        c.to !== undefined ? ` to ${seatLetter(c.to)}` : ''
      }${c.secret ? ' (secret)' : ''}${c.direction === -1 ? ' (to the left)' : ''}`;
    case 'use': {
      const t = c.target;
      let on = '';
      if (t?.seat !== undefined) on = ` on ${seatLetter(t.seat)}`;
      else if (t?.intel !== undefined) {
        const id = s.handleOf.indexOf(t.intel);
        const owner = s.players.findIndex((q) => q.intel.includes(id));
        on = ` on ${owner >= 0 ? seatLetter(owner) + "'s " : ''}${name(t.intel)}`;
      } else if (t?.frame !== undefined) {
        const f = s.window?.stack.find((x) => x.id === t.frame);
        on = f ? ` on ${seatLetter(f.user)}'s ${formatFace(cards[f.card])}` : ` on frame ${t.frame}`;
      }
      return `${who}use ${name(c.card)}${c.as ? ` as ${c.as}` : ''}${on}`;
    }
    case 'skill': {
      const t = c.target;
      const on =
        t?.seat !== undefined
          ? ` on ${seatLetter(t.seat)}`
          : t?.frame !== undefined
            ? ` on frame ${t.frame}`
            : t?.intel !== undefined
              ? ` on ${name(t.intel)}`
              : '';
      return `${who}skill ${c.skill}${on}`;
    }
    case 'choose': {
      const p = c.pick;
      if (!p) return `${who}choose done`;
      if (p.seat !== undefined) return `${who}choose ${seatLetter(p.seat)}`;
      if (p.card !== undefined) return `${who}choose ${name(p.card)}`;
      return `${who}choose ${p.value}`;
    }
    case 'chooseCharacter':
      return `${who}character ${c.character}${c.up === undefined ? '' : c.up ? ' up' : ' down'}`;
  }
}
