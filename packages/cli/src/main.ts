// The fengsheng command line: dispatches to a subcommand. Exit codes: 0 ok, 1 failure, 2 usage error.
import { processIo, UsageError } from './args.ts';
import { AUDIT_HELP, auditCommand } from './audit.ts';
import type { Io } from './args.ts';
import { BENCH_HELP, benchCommand } from './bench.ts';
import { CHARACTER_TABLE_HELP, characterTableCommand } from './character-table.ts';
import { KILLER_TALK_HELP, killerTalkCommand } from './killer-talk.ts';
import { SIMULATE_HELP, simulateCommand } from './simulate.ts';
import { TOURNAMENT_HELP, tournamentCommand } from './tournament.ts';

export const HELP = `Usage: fengsheng <command> [options]

Commands:
  simulate   play many full games between bots and report errors, stalls and statistics
  tournament seat bots at random (or camp against camp) and report win rates with 95% intervals
  audit      one bot at every seat: count tactical blunders (returned blacks, redundant 识破...)
  character-table  heuristic self-play: win counts by character and camp (the heuristic's table)
  bench      measure games per second with random bots (one thread, after a warm-up)
  killer-talk play 杀人游戏 bot games; report day-1 herding, speech kinds by role and knowledge, wins
  scenario   play a scripted scenario file and check its expected outcome (see docs/scenarios.md)
  help       show this help, or help for one command: fengsheng help simulate

Examples:
  fengsheng simulate --players 5 --games 2000 --bots random --seed 1 --json
  fengsheng tournament --bots heuristic,random --players 5 --games 2000
  fengsheng tournament --camp-vs heuristic:random --players 5 --games 2000
  fengsheng bench --players 5 --games 5000 --seed 1
  fengsheng audit --ruleset zailin --characters on --games 500 --seed 1
  fengsheng killer-talk --games 200 --players 12 --seed 1 --json
  fengsheng scenario FILE
`;

const commandHelp: Record<string, string> = {
  simulate: SIMULATE_HELP,
  bench: BENCH_HELP,
  tournament: TOURNAMENT_HELP,
  'killer-talk': KILLER_TALK_HELP,
  audit: AUDIT_HELP,
  'character-table': CHARACTER_TABLE_HELP,
};

export async function main(argv: string[], io: Io = processIo): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'simulate':
        return await simulateCommand(rest, io);
      case 'bench':
        return await benchCommand(rest, io);
      case 'tournament':
        return await tournamentCommand(rest, io);
      case 'killer-talk':
        return await killerTalkCommand(rest, io);
      case 'audit':
        return await auditCommand(rest, io);
      case 'character-table':
        return characterTableCommand(rest, io);
      case 'scenario': {
        // Loaded on demand: simulate and bench do not pay for the scenario parser.
        const { scenarioCommand } = await import('./scenario.ts');
        return await scenarioCommand(rest);
      }
      case 'help':
      case '--help':
      case '-h': {
        const topic = command === 'help' ? rest[0] : undefined;
        if (topic === undefined) io.out(HELP);
        else if (commandHelp[topic]) io.out(commandHelp[topic]);
        else if (topic === 'scenario') io.out('Usage: fengsheng scenario FILE\n\nSee docs/scenarios.md.\n');
        else throw new UsageError(`help: unknown command ${JSON.stringify(topic)}`);
        return 0;
      }
      case undefined:
        io.err(HELP);
        return 2;
      default:
        throw new UsageError(`unknown command ${JSON.stringify(command)}`);
    }
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    const where = command && command in commandHelp ? `fengsheng ${command}` : 'fengsheng';
    io.err(
      `${where}: ${err.message}\nRun "fengsheng help${command && command in commandHelp ? ' ' + command : ''}" for usage.\n`,
    );
    return 2;
  }
}
