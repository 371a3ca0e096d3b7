// @fengsheng/bots: computer players for 风声 and a runner that plays whole games between them.
export type { Bot } from './bot.ts';
export { botNames, getBot, randomBot, registerBot } from './bot.ts';
export { DEFAULT_MAX_COMMANDS, DEFAULT_MAX_TURNS, playGame } from './play.ts';
export type { PlayedGame, PlayLimits } from './play.ts';
export { gameSeeds, MAX_SEED, mulberry32, SEED_STRIDE } from './rng.ts';
