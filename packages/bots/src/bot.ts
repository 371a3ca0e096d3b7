// What a bot is: something that picks one of a seat's legal commands, seeing only that seat's view.
import type { Command, GameView } from '@fengsheng/engine';

export interface Bot {
  readonly name: string;
  /** Pick one of `legal` (always `view.legal`), knowing only what this seat may see. */
  choose(view: GameView, legal: Command[], rng: () => number): Command;
  /**
   * Optional fast path for bots that need nothing but the legal list (the random bot): the runner
   * then skips building the view.
   */
  chooseFromLegal?(legal: readonly Command[], rng: () => number): Command;
}

function pickUniform(legal: readonly Command[], rng: () => number): Command {
  return legal[Math.floor(rng() * legal.length)];
}

/** Uniform among the legal commands; allocates nothing. */
export const randomBot: Bot = {
  name: 'random',
  choose: (_view, legal, rng) => pickUniform(legal, rng),
  chooseFromLegal: pickUniform,
};

const registry = new Map<string, Bot>([[randomBot.name, randomBot]]);

/** The bot registered under this name, or undefined. */
export function getBot(name: string): Bot | undefined {
  return registry.get(name);
}

/** Names accepted by `getBot` (and the CLI's --bots). */
export function botNames(): string[] {
  return [...registry.keys()];
}

export function registerBot(bot: Bot): void {
  registry.set(bot.name, bot);
}
