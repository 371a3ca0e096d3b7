// @fengsheng/bots: computer players for 风声 and a runner that plays whole games between them.
import { registerBot } from './bot.ts';
import { baselineBot, heuristicBot } from './heuristic/index.ts';
import { searchBot } from './search/index.ts';

registerBot(heuristicBot);
registerBot(baselineBot);
registerBot(searchBot);

export type { Bot, BotInput } from './bot.ts';
export { botNames, getBot, randomBot, registerBot } from './bot.ts';
export { baselineBot, createHeuristicBot, heuristicBot } from './heuristic/index.ts';
export { BASELINE_TACTICS, TACTICS } from './heuristic/tactics.ts';
export { campBeliefs, TUNED_EVIDENCE, UNTUNED_EVIDENCE } from './heuristic/beliefs.ts';
export type { EvidenceWeights } from './heuristic/beliefs.ts';
export type { Tactics } from './heuristic/tactics.ts';
export { createSearchBot, searchBot, searchChoose, searchOracle } from './search/index.ts';
export type { SearchOptions, SearchStats } from './search/index.ts';
export { DEFAULT_MAX_COMMANDS, DEFAULT_MAX_TURNS, playGame } from './play.ts';
export type { PlayedGame, PlayLimits } from './play.ts';
export { gameSeeds, MAX_SEED, mulberry32, SEED_STRIDE } from './rng.ts';
export {
  claims,
  claimText,
  heuristicKillerBot,
  killerBots,
  knowledgeOf,
  playKillerGame,
  randomKillerBot,
  readSpeech,
  readTable,
  SPEECH_KINDS,
  suspicion,
} from './killer/index.ts';
export type {
  Claim,
  KillerBot,
  KillerBotInput,
  KillerObserver,
  Knowledge,
  PlayedKillerGame,
  ReadSpeech,
  SpeechKind,
  TableRead,
} from './killer/index.ts';
