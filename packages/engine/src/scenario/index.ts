// Scenarios: tables written in players' words, for rule tests and the `fengsheng scenario` command.
import '../rulesets/index.ts';

export { runScenario, runScenarioData, runScenarioText, type ScenarioReport } from './run.ts';
export { scenarioSchema, type ScenarioDoc } from './schema.ts';
export { formatFace, parseFace, seatLetter } from './names.ts';
export { formatCommand, parseCommand } from './commands.ts';
export { readableEvent, readableState } from './readable.ts';
export { scenarioGame, scenarioInfo, type ScenarioGameResult, type ScenarioInfo } from './game.ts';
