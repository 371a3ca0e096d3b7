// What a 杀人游戏 bot is: something that picks one of a seat's legal commands, seeing only what that
// seat sees. The same shape as the server's seat bots: a view, the legal commands and the events
// the seat received, in; one command out (a speech carries its text).
import type { KillerCommand, KillerEventView, KillerView } from '@fengsheng/killer';

export interface KillerBotInput {
  readonly view: KillerView;
  readonly legal: readonly KillerCommand[];
  readonly seen: readonly KillerEventView[];
}

export interface KillerBot {
  readonly name: string;
  /** One of `input.legal` (a `speak` or `nightChat` with its `text` filled in). */
  choose(input: KillerBotInput, rng: () => number): KillerCommand;
}

function pick<T>(xs: readonly T[], rng: () => number): T {
  return xs[Math.floor(rng() * xs.length)];
}

/**
 * The baseline: every choice at random among the targets offered (abstaining included), says
 * nothing (过 at once), never chats, confesses or surrenders.
 */
export const randomKillerBot: KillerBot = {
  name: 'random',
  choose({ legal }, rng) {
    const pass = legal.find((c) => c.type === 'pass');
    if (pass) return pass;
    const choices = legal.filter((c) => c.type === 'kill' || c.type === 'check' || c.type === 'ballot');
    return pick(choices.length > 0 ? choices : legal, rng);
  },
};
