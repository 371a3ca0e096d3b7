// A table where every seat is held by a websocket client (no bots), plus a spectator, and the
// engine's truth rebuilt from the database: the helpers of the leak, fuzz and watchdog tests.
import { createGame, eventsFor, legalCommands, replay, view, apply } from '@fengsheng/engine';
import type { GameEvent, GameOptions, GameState, Viewer } from '@fengsheng/engine';
import type { RunningServer } from '../../src/app.ts';
import type { LoggedCommand } from '../../src/store.ts';
import { Player, post, session } from './server.ts';

export interface HumanTable {
  roomId: string;
  gameId: string;
  players: Player[];
  tokens: string[];
  spectator: Player | null;
  /** Every command the seated clients sent: `seq:seat:command` (see `playRandomly`). */
  sent: Set<string>;
}

/** A room of `seats` people (the first is host), all seated and started, and a spectator. */
export async function humanTable(
  server: RunningServer,
  seats: number,
  settings: Record<string, unknown> = {},
  withSpectator = true,
): Promise<HumanTable> {
  const tokens: string[] = [];
  for (let i = 0; i < seats; i++) tokens.push(await session(server, `P${i}`));
  const res = await post<{ roomId: string; gameId: string }>(
    `${server.url}/api/rooms`,
    { seats, bots: 0, turnSeconds: 600, responseSeconds: 600, ...settings },
    tokens[0],
  );
  if (res.status !== 201) throw new Error(`room not made: ${JSON.stringify(res.body)}`);
  const { roomId, gameId } = res.body;
  const players: Player[] = [];
  for (let i = 0; i < seats; i++) {
    const p = await Player.join(server, roomId, tokens[i]);
    p.send('sit', { seat: i });
    await p.until(() => p.roomInfo!.you === i, 5000, `seat ${i} taken`);
    players.push(p);
  }
  const spectator = withSpectator
    ? await Player.join(server, roomId, await session(server, 'Eve'), true)
    : null;
  players[0].send('start', {});
  for (const p of [...players, ...(spectator ? [spectator] : [])])
    await p.until(() => p.state !== null, 5000, 'the first state');
  return { roomId, gameId, players, tokens, spectator, sent: new Set() };
}

/** The game as the engine plays it from the stored options and log: the state after each seq. */
export interface Truth {
  options: GameOptions;
  log: LoggedCommand[];
  states: GameState[];
  /** Raw events of each seq (0: the game's creation). */
  events: GameEvent[][];
}

export async function truthOf(server: RunningServer, gameId: string): Promise<Truth> {
  const game = await server.services.store.game(gameId);
  const log = await server.services.store.commands(gameId);
  const options = game!.options as GameOptions;
  const created = createGame(options);
  const states = [created.state];
  const events = [created.events];
  let s = created.state;
  for (const entry of log) {
    const r = apply(s, entry.seat, entry.command as never);
    if (!r.ok) throw new Error(`stored command ${entry.seq} does not replay: ${r.error}`);
    s = r.state;
    states.push(s);
    events.push(r.events);
  }
  // The engine's own replay agrees.
  const again = replay(
    options,
    log.map((e) => ({ seat: e.seat, command: e.command as never })),
  );
  if (JSON.stringify(again.state) !== JSON.stringify(s)) throw new Error('replay disagrees');
  return { options, log, states, events };
}

export function expectedView(t: Truth, seq: number, viewer: Viewer): unknown {
  return JSON.parse(JSON.stringify(view(t.states[seq], viewer)));
}

export function expectedEvents(t: Truth, seq: number, viewer: Viewer): unknown[] {
  return JSON.parse(JSON.stringify(eventsFor(t.states[seq], t.events[seq], viewer))) as unknown[];
}

export function expectedLegal(t: Truth, seq: number, seat: number): unknown[] {
  return JSON.parse(JSON.stringify(legalCommands(t.states[seq], seat))) as unknown[];
}

/** Let the clients play random legal commands until the game ends. */
export async function playRandomly(
  table: HumanTable,
  random: () => number,
  ms = 120_000,
  between?: () => Promise<void> | void,
): Promise<void> {
  const sent = new Map<Player, number>();
  const end = Date.now() + ms;
  const first = table.players[0];
  while (!first.state!.result) {
    if (Date.now() > end) throw new Error('the game did not end in time');
    for (const p of table.players) {
      const s = p.state!;
      if (s.result || s.legal.length === 0 || sent.get(p) === s.seq) continue;
      sent.set(p, s.seq);
      const command = s.legal[Math.floor(random() * s.legal.length)].command;
      table.sent.add(`${s.seq + 1}:${p.roomInfo!.you}:${JSON.stringify(command)}`);
      p.send('command', { seq: s.seq, command });
    }
    if (between) await between();
    await first.until(() => true, 50);
    await new Promise((r) => setTimeout(r, 1));
  }
  // Everyone gets the final state.
  const last = first.state!.seq;
  for (const p of [...table.players, ...(table.spectator ? [table.spectator] : [])])
    await p.until(() => p.state!.seq === last && p.state!.result !== null, 10_000, 'the final state');
}
