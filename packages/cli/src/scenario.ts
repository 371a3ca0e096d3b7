// `fengsheng scenario FILE`: run one scenario and print the final table and the event log as JSON.
// The file's `ruleset` picks the runner: 'killer' for 杀人游戏, else a 风声 ruleset of the engine.
import { readFileSync } from 'node:fs';
import { runScenarioData } from '@fengsheng/engine/scenario';
import { readScenarioText, scenarioRuleset } from '@fengsheng/game/scenario';
import { runKillerScenarioData } from '@fengsheng/killer/scenario';

export async function scenarioCommand(argv: string[]): Promise<number> {
  const file = argv[0];
  if (!file || argv.length > 1) {
    console.error('usage: fengsheng scenario FILE (a YAML or JSON scenario; see docs/scenarios.md)');
    return 2;
  }
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    console.error(`scenario: cannot read ${file}: ${(e as Error).message}`);
    return 2;
  }
  const read = readScenarioText(text);
  if (!read.ok) {
    console.error(read.errors.join('\n'));
    return 1;
  }
  const r =
    scenarioRuleset(read.raw) === 'killer' ? runKillerScenarioData(read.raw) : runScenarioData(read.raw);
  console.log(JSON.stringify(r, null, 2));
  if (!r.ok) {
    if (r.illegal) {
      const { seat, command, reason, legal } = r.illegal;
      console.error(
        `illegal command by seat ${seat}: ${command}\n  reason: ${reason}\n  legal then:\n    ${legal.join('\n    ')}`,
      );
    } else for (const e of r.errors) console.error(e);
  }
  return r.ok ? 0 : 1;
}
