// A first game's coach (新手): from one seat's view and the events it was just shown, what happened
// and what the commands offered now mean. It explains and never advises. It names no card and no
// edition: names, card texts, delivery texts and camp goals are the ruleset's data, numbers (cards
// drawn, intel that kill or win) its fields, so another edition or mode gets a coach by its data.
import type { CoachLine } from '@fengsheng/game';
import type { GameView } from '../../core/views.ts';
import type { Ev } from '../narrate-parts.ts';
import { aboutEvent } from './happened.ts';
import { optionLines } from './options.ts';
import { coachContext } from './words.ts';

/** At most this many lines on what happened: a state may follow several bot moves at once. */
const MAX_HAPPENED = 4;

export function coach(view: GameView, recent: readonly unknown[]): CoachLine[] {
  const c = coachContext(view);
  const happened: CoachLine[] = [];
  for (const e of recent) {
    const text = aboutEvent(c, e as Ev);
    if (text) happened.push({ kind: 'happened', text });
  }
  const options: CoachLine[] = optionLines(c).map((text) => ({ kind: 'options', text }));
  return [...happened.slice(-MAX_HAPPENED), ...options];
}
