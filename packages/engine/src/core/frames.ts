// The response stack's frames: a card or skill used goes on top and waits for the table's answers.
import { getRuleset } from './ruleset.ts';
import { fireTriggers } from './triggers.ts';
import { afterAction } from './window.ts';
import { keepOutOfChain } from './zones.ts';
import type { CardId, Frame, GameEvent, GameState, Seat, Target } from './types.ts';

/**
 * Put a used card or skill on the stack. The frame is built as a literal (one shape for cards, one
 * for skills): a spread followed by new fields takes V8's slow path and leaves every frame slow to
 * read afterwards.
 */
export function pushFrame(
  s: GameState,
  seat: Seat,
  fn: string,
  card: CardId,
  skill: string | undefined,
  target: Target,
  out: GameEvent[],
): Frame {
  const id = s.nextFrameId++;
  // Two literals, not one with `skill: undefined`: the state must survive a JSON round trip exactly.
  const f: Frame =
    skill === undefined
      ? { id, fn, card, user: seat, target, countered: false, stage: 0 }
      : { id, fn, card, skill, user: seat, target, countered: false, stage: 0 };
  s.window!.stack.push(f);
  const hiddenFace = card >= 0 && !!getRuleset(s.ruleset).functions[fn]?.hiddenFace;
  const answered =
    target.frame === undefined ? undefined : s.window!.stack.find((x) => x.id === target.frame);
  out.push({
    type: 'use',
    seat,
    frame: f.id,
    fn,
    card,
    target,
    hiddenFace,
    skill,
    answers: answered && { fn: answered.fn, user: answered.user, skill: answered.skill },
  });
  afterAction(s, seat);
  if (s.options.characters)
    fireTriggers(s, 'cardUsed', { frame: f.id, fn, user: seat, target: target.seat ?? -1, card }, out);
  return f;
}

/**
 * The card of a frame still on the stack goes to `seat`'s hand (风声再临 核燃机体: 可将被你识破/离间的牌
 * 加入手牌). The frame stays: it still resolves, or stays countered, and its card is placed nowhere
 * afterwards (`taken`). Seen going as the stack showed it; kept out of the chain now waiting.
 */
export function takeUsedCard(s: GameState, frame: Frame, seat: Seat, out: GameEvent[]): boolean {
  if (frame.card < 0 || frame.taken) return false;
  frame.taken = true;
  s.players[seat].hand.push(frame.card);
  keepOutOfChain(s, frame.card);
  const hiddenFace = !!getRuleset(s.ruleset).functions[frame.fn]?.hiddenFace;
  out.push({ type: 'usedCardTaken', seat, frame: frame.id, card: frame.card, hiddenFace });
  return true;
}
