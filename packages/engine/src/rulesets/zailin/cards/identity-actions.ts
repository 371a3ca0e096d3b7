// What 试探 and 公开文本 make a player do by their identity, as the cards print it (the scan of seed
// 001 cannot be read; the per-card texts are those of the public card lists, see docs/rulings.md).
// The target acts truthfully (试探 ①, 公开文本 ②); with no hand card, a discard is declared and not
// carried out (试探 ③, rule ⑦).
import { ask } from '../../../core/choices.ts';
import { takeRandomHandCard } from '../../../core/moves.ts';
import { defineTask, pushTask, type TaskId, type TaskPayloads } from '../../../core/tasks.ts';
import type { Camp, GameEvent, GameState, Seat } from '../../../core/types.ts';
import { drawCards } from '../../../core/zones.ts';

declare module '../../../core/tasks.ts' {
  interface TaskPayloads {
    'zailin.identityAnswer': {
      picks: { value: Answer }[];
      seat: Seat;
      user: Seat;
      then: AfterAnswer | null;
    };
  }
}

/** The tasks that are told an answer once it is carried out: their data has an `answer`. */
type AnswerTaskId = { [K in TaskId]: TaskPayloads[K] extends { answer: Answer } ? K : never }[TaskId];

/** A task to run after the answer, with its data but the `answer` it will be given. */
export interface AfterAnswer<K extends AnswerTaskId = AnswerTaskId> {
  run: K;
  data: Omit<TaskPayloads[K], 'answer'>;
}

function tellAnswer(s: GameState, then: AfterAnswer, answer: Answer): void {
  // The spread rebuilds the task's own data (`AfterAnswer` keeps run and data paired).
  pushTask(s, then.run, { ...then.data, answer } as TaskPayloads[AnswerTaskId]);
}

/** Answers a player may give; each is named in the edition's choice values. */
export type Answer = 'draw1' | 'draw2' | 'discard1' | 'giveCard' | 'sayGood' | 'sayMole' | 'saySpy';

/** Carry out an answer. `user` is who takes the card given (识别类 试探). */
export function act(s: GameState, seat: Seat, answer: Answer, user: Seat, out: GameEvent[]): void {
  out.push({ type: 'probeAnswer', seat, answer });
  if (answer === 'draw1') drawCards(s, seat, 1, out);
  else if (answer === 'draw2') drawCards(s, seat, 2, out);
  else if (answer === 'discard1') {
    if (s.players[seat].hand.length > 0) s.decision = { kind: 'discardCard', seat, frame: -1 };
  } else if (answer === 'giveCard') takeRandomHandCard(s, seat, user, out);
}

/**
 * Offer a choice of answers, or carry out the only one. `then`, if given, is told the answer once it
 * is carried out (试探 learns what the answer shows).
 */
export function actOneOf(
  s: GameState,
  seat: Seat,
  answers: Answer[],
  user: Seat,
  out: GameEvent[],
  then?: AfterAnswer,
): void {
  if (answers.length === 1) {
    act(s, seat, answers[0], user, out);
    if (then) tellAnswer(s, then, answers[0]);
    return;
  }
  ask(
    s,
    seat,
    'identity.answer',
    answers.map((value) => ({ value })),
    1,
    1,
    { run: 'zailin.identityAnswer', data: { seat, user, then: then ?? null } },
  );
}

defineTask('zailin.identityAnswer', (s, data, out) => {
  const picks = data.picks;
  act(s, data.seat, picks[0].value, data.user, out);
  const then = data.then;
  if (then) tellAnswer(s, then, picks[0].value);
});

/** A card's variant naming a camp: 'blueDraws' → blue, 'red' → red. */
export function campOfVariant(variant: string | undefined): Camp | null {
  if (!variant) return null;
  if (variant.startsWith('red')) return 'red';
  if (variant.startsWith('blue')) return 'blue';
  if (variant.startsWith('neutral')) return 'neutral';
  return null;
}
