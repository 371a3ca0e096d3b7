// What a seat is offered now, in scenario words: its legal commands, and an optional skill it is
// being asked whether to use (an offered, unanswered skill leaves no event, so a scenario that
// forbids a skill must look here, not at the log).
import { checkOffers } from '@fengsheng/game/scenario';
import { legalCommands } from '../core/commands.ts';
import { getRuleset } from '../core/ruleset.ts';
import type { ChoiceOption, Command, GameState, Seat } from '../core/types.ts';
import { formatCommand, parseCommand } from './commands.ts';
import { canonicalFace, formatFace, parseSeat, seatLetter } from './names.ts';
import type { Expectations } from './schema.ts';

/** The engine names seats by number; scenarios by letter. */
export function withLetters(message: string): string {
  return message.replace(/\bseat (\d+)/g, (_, n: string) => `seat ${seatLetter(Number(n))}`);
}

/** The same command aimed at nobody in particular: "use red lock" matches "use red lock on C". */
function untargeted(c: Command): Command {
  if (c.type === 'use' || c.type === 'skill') return { ...c, target: undefined };
  if (c.type === 'send') return { type: 'send', card: c.card };
  return c;
}

/** The optional skill the seat is asked whether to use, if any (the prompt `skill.<id>` with a 'use' option). */
function askedSkill(s: GameState, seat: Seat): string | null {
  const d = s.decision;
  if (d?.kind !== 'choose' || d.seat !== seat) return null;
  const m = /^skill\.([^.]+)$/.exec(d.prompt);
  return m && d.options.some((o) => o.value === 'use') ? m[1] : null;
}

export function offeredLines(s: GameState, seat: Seat): { line: string; untargeted: string }[] {
  const out = legalCommands(s, seat).map((c) => ({
    line: formatCommand(s, seat, c),
    untargeted: formatCommand(s, seat, untargeted(c)),
  }));
  const sk = askedSkill(s, seat);
  if (sk) {
    const line = formatCommand(s, seat, { type: 'skill', skill: sk });
    out.push({ line, untargeted: line });
  }
  return out;
}

/** `offered` (mode 'want') or `notOffered` / `neverOffered` (mode 'refuse') against the table now. */
export function checkOffered(
  s: GameState,
  bySeat: Expectations['offered'],
  label: string,
  mode: 'want' | 'refuse',
): string[] {
  const errs: string[] = [];
  for (const [k, lines] of Object.entries(bySeat ?? {})) {
    const seat = parseSeat(k, s.players.length);
    if (seat === null) {
      errs.push(`${label}: no seat ${k}`);
      continue;
    }
    const want: string[] = [];
    for (const text of lines) {
      const p = parseCommand(`${k}: ${text}`, s);
      if ('error' in p) {
        // A card not in hand cannot be offered; a skill the character lacks is the scenario's mistake.
        if (mode === 'want' || !p.absent || p.error.includes('has no skill'))
          errs.push(`${label} ${k}: "${text}": ${p.error}`);
        continue;
      }
      want.push(formatCommand(s, p.seat, p.command));
    }
    const offered = offeredLines(s, seat);
    errs.push(
      ...(mode === 'want'
        ? checkOffers(`${label} ${k}`, want, [], offered)
        : checkOffers(`${label} ${k}`, [], want, offered)),
    );
  }
  return errs;
}

function optionName(s: GameState, o: ChoiceOption): string {
  if (o.seat !== undefined) return seatLetter(o.seat);
  if (o.card !== undefined) return formatFace(getRuleset(s.ruleset).cards[o.card]);
  return o.value ?? '';
}

/** `choice`: the pending choice's seat, skill or prompt, options (any order) and how many to pick. */
export function checkChoice(s: GameState, x: NonNullable<Expectations['choice']>): string[] {
  const d = s.decision;
  if (d?.kind !== 'choose')
    return [`choice: no choice is pending (pending: ${d?.kind ?? 'priority or none'})`];
  const errs: string[] = [];
  const want = (what: string, e: unknown, a: unknown): void => {
    if (JSON.stringify(e) !== JSON.stringify(a))
      errs.push(`choice.${what}: expected ${JSON.stringify(e)}, got ${JSON.stringify(a)}`);
  };
  if (x.seat) want('seat', x.seat.toUpperCase(), seatLetter(d.seat));
  if (x.prompt) want('prompt', x.prompt, d.prompt);
  if (x.skill) {
    const p = parseCommand(`${seatLetter(d.seat)}: skill ${x.skill}`, s);
    const id = 'command' in p && p.command.type === 'skill' ? p.command.skill : x.skill;
    if (d.prompt !== `skill.${id}` && !d.prompt.startsWith(`skill.${id}.`))
      errs.push(`choice.skill: expected a choice for skill ${x.skill} (skill.${id}), got prompt ${d.prompt}`);
  }
  if (x.options) {
    const got = d.options.map((o) => optionName(s, o)).sort();
    // A seat letter, a card face or a value, as `optionName` prints them.
    const exp = x.options
      .map((o) => (parseSeat(o, s.players.length) !== null ? o.trim().toUpperCase() : canonicalFace(o)))
      .sort();
    want('options', exp, got);
  }
  if (x.min !== undefined) want('min', x.min, d.min);
  if (x.max !== undefined) want('max', x.max, d.max);
  return errs;
}
