// What a bot is: something that picks one of a seat's legal commands, seeing only what that seat sees.
import type { Command, EventView, GameView } from '@fengsheng/engine';

/**
 * Everything a bot is told, and all it may know: the seat's view, its legal commands (always
 * `view.legal`) and every event of the game so far as this seat received it (`eventsFor(state,
 * events, seat)`), oldest first. Nothing here reaches the true state.
 */
export interface BotInput {
  readonly view: GameView;
  readonly legal: readonly Command[];
  readonly seen: readonly EventView[];
}

export interface Bot {
  readonly name: string;
  /** Pick one of `input.legal`, knowing only what this seat may see. */
  choose(input: BotInput, rng: () => number): Command;
  /**
   * Optional fast path for bots that need nothing but the legal list (the random bot): the runner
   * then skips building the view and the seat's event log.
   */
  chooseFromLegal?(legal: readonly Command[], rng: () => number): Command;
  /**
   * For bots that hold camp beliefs: what they believe of each seat's camp [red, blue, neutral] at
   * this input (read by `fengsheng audit` to score their calibration; never by the game).
   */
  campBeliefs?(input: BotInput): number[][];
}

function pickUniform(legal: readonly Command[], rng: () => number): Command {
  return legal[Math.floor(rng() * legal.length)];
}

/** Uniform among the legal commands; allocates nothing. */
export const randomBot: Bot = {
  name: 'random',
  choose: (input, rng) => pickUniform(input.legal, rng),
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
