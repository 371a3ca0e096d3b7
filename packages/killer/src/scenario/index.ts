// 杀人游戏 scenarios: tables written in players' words, for rule tests and `fengsheng scenario`.
export {
  checkKiller,
  runKillerScenario,
  runKillerScenarioData,
  runKillerScenarioText,
  type KillerScenarioReport,
} from './run.ts';
export { killerScenarioSchema, type KillerScenario } from './schema.ts';
export { formatLine, parseLine } from './commands.ts';
export { killerScenarioGame, killerScenarioInfo } from './game.ts';
