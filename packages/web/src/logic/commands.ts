// Pure helpers over the server's legal commands: which card lights up, which seats, which buttons.
import type { LegalCommand } from '@fengsheng/server/protocol';

export interface IndexedCommand {
  index: number;
  legal: LegalCommand;
}

export interface CommandGroups {
  /** Commands that play a card of the hand, by the card's handle. */
  byCard: Map<number, IndexedCommand[]>;
  /** Commands with no card (pass, accept, refuse, choose, skills...). */
  loose: IndexedCommand[];
}

export function groupCommands(legal: readonly LegalCommand[]): CommandGroups {
  const byCard = new Map<number, IndexedCommand[]>();
  const loose: IndexedCommand[] = [];
  legal.forEach((l, index) => {
    const card = l.label?.card;
    if (typeof card === 'number') {
      const list = byCard.get(card) ?? [];
      list.push({ index, legal: l });
      byCard.set(card, list);
    } else {
      loose.push({ index, legal: l });
    }
  });
  return { byCard, loose };
}

/**
 * Seats to light up for a set of commands: each seat that exactly one of them aims at maps to
 * that command (one click); a seat several commands aim at maps to all of them.
 */
export function targetSeats(cmds: readonly IndexedCommand[]): Map<number, IndexedCommand[]> {
  const out = new Map<number, IndexedCommand[]>();
  for (const c of cmds) {
    const s = c.legal.label?.seat;
    if (typeof s !== 'number') continue;
    const list = out.get(s) ?? [];
    list.push(c);
    out.set(s, list);
  }
  return out;
}

/** Commands among these that aim at no seat (shown as buttons next to the picked card). */
export function untargeted(cmds: readonly IndexedCommand[]): IndexedCommand[] {
  return cmds.filter((c) => typeof c.legal.label?.seat !== 'number');
}

/** A legal command with extra fields set (typed text); the command itself when there are none. */
export function withFields(command: unknown, extra?: Record<string, unknown>): unknown {
  if (!extra || !command || typeof command !== 'object') return command;
  return { ...(command as Record<string, unknown>), ...extra };
}

/** Commands whose label asks for typed text (a speech, a night message). */
export function withInput(cmds: readonly IndexedCommand[]): IndexedCommand[] {
  return cmds.filter((c) => !!c.legal.label?.input);
}

/** Commands shown as plain buttons: no typed text. */
export function withoutInput(cmds: readonly IndexedCommand[]): IndexedCommand[] {
  return cmds.filter((c) => !c.legal.label?.input);
}
