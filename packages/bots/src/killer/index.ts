// Bots for 杀人游戏. They do not fit the 风声 `Bot` registry (its types are 风声's), so they are
// exported by name as `killerBots`, each with the server's seat-bot shape ({view, legal, seen}, rng).
import { randomKillerBot, type KillerBot } from './bot.ts';
import { heuristicKillerBot } from './heuristic.ts';

export type { KillerBot, KillerBotInput } from './bot.ts';
export { randomKillerBot } from './bot.ts';
export { heuristicKillerBot } from './heuristic.ts';
export { claims, claimText, suspicion } from './knowledge.ts';
export { playKillerGame } from './play.ts';
export type { PlayedKillerGame } from './play.ts';

/** The 杀人游戏 bots by name: 'random', 'heuristic'. */
export const killerBots: Readonly<Record<string, KillerBot>> = {
  random: randomKillerBot,
  heuristic: heuristicKillerBot,
};
