// Bots for 杀人游戏. They do not fit the 风声 `Bot` registry (its types are 风声's), so they are
// exported by name as `killerBots`, each with the server's seat-bot shape ({view, legal, seen}, rng).
import { randomKillerBot, type KillerBot } from './bot.ts';
import { heuristicKillerBot } from './heuristic.ts';

export type { KillerBot, KillerBotInput } from './bot.ts';
export { randomKillerBot } from './bot.ts';
export { heuristicKillerBot } from './heuristic.ts';
export { claims, readTable, suspicion } from './knowledge.ts';
export type { Claim, TableRead } from './knowledge.ts';
export { claimText, readSpeech, SPEECH_KINDS } from './speech.ts';
export type { ReadSpeech, SpeechKind } from './speech.ts';
export { knowledgeOf } from './talk.ts';
export type { Knowledge } from './talk.ts';
export { playKillerGame } from './play.ts';
export type { KillerObserver, PlayedKillerGame } from './play.ts';

/** The 杀人游戏 bots by name: 'random', 'heuristic'. */
export const killerBots: Readonly<Record<string, KillerBot>> = {
  random: randomKillerBot,
  heuristic: heuristicKillerBot,
};
