// 杀人游戏 as a game of the platform, behind the shared contract of @fengsheng/game.
import type { GameDefinition } from '@fengsheng/game';
import { apply, legalCommands, pending } from './commands.ts';
import { defaultCommand, describeCommand, glossary } from './describe.ts';
import { rules } from './rules.ts';
import { narrate } from './narrate.ts';
import { createGame, MAX_PLAYERS, MIN_PLAYERS } from './setup.ts';
import type { KillerCommand, KillerEvent, KillerOptions, KillerResult, KillerState } from './types.ts';
import { eventsFor, view, type KillerView } from './views.ts';

export const killerGame: GameDefinition<
  KillerOptions,
  KillerState,
  KillerCommand,
  KillerEvent,
  KillerView,
  KillerResult
> = {
  id: 'killer',
  name: { zh: '杀人游戏', en: 'Killer' },
  minSeats: MIN_PLAYERS,
  maxSeats: MAX_PLAYERS,
  create: createGame,
  legalCommands,
  apply,
  pending,
  view,
  eventsFor,
  result: (s) => s.result,
  defaultCommand,
  narrate,
  describeCommand,
  // Each of 杀人游戏's labels says all it needs alone: nothing to work out over the list.
  describeCommands: (v, commands) => commands.map((c) => describeCommand(v, c)),
  glossary: () => glossary(),
  rules,
  // Players talk only in their speech turn (and killers/police in their night channel): speech is
  // carried by commands, so the room's free chat is closed to seated players during a game.
  tableChat: false,
  // At night nobody but the group awake may know whom the judge waits for.
  pendingIsPublic: (s) => view(s, 'spectator').pending?.seat !== null,
  // Seed 002: the first night may not kill the same player as the previous game's first night.
  carryOver: (finished) => ({ previousFirstVictim: finished.firstVictim }),
};

/** Replay a game from its options and command log; throws on a command the game refuses. */
export function replay(
  options: KillerOptions,
  log: readonly { seat: number; command: KillerCommand }[],
): { state: KillerState; events: KillerEvent[] } {
  const created = createGame(options);
  let state = created.state;
  const events = [...created.events];
  for (const [i, { seat, command }] of log.entries()) {
    const r = apply(state, seat, command);
    if (!r.ok) throw new Error(`command ${i} (seat ${seat}): ${r.error}`);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}
