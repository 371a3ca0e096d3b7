// Making a room: check the settings against the game, deal the seats, keep it, open it.
import { matchMaker } from '@colyseus/core';
import { randomBytes, randomInt } from 'node:crypto';
import type { RulesetInfo } from '@fengsheng/game';
import { gameEntry } from './games.ts';
import {
  ROOM_NAME,
  type Problem,
  type ProblemParams,
  type ProblemReason,
  type RoomSettings,
} from './protocol.ts';
import { problem } from './problems.ts';
import { botSeat, EMPTY_SEAT } from './seating.ts';
import { services } from './services.ts';
import type { RoomRecord } from './store.ts';
import type { Player } from './tokens.ts';
import { live } from './live.ts';

const CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A short room code people can read out (no 0/O or 1/I). */
function roomCode(): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += CODE_LETTERS[randomInt(CODE_LETTERS.length)];
  return code;
}

/** What is wrong with these settings for their game, or null. */
export function checkSettings(settings: RoomSettings): Problem | null {
  const entry = gameEntry(settings.game);
  if (!entry) return problem('unknown-game', `unknown game "${settings.game}"`, { game: settings.game });
  const def = entry.definition;
  if (!entry.rulesets.includes(settings.ruleset))
    return problem(
      'unknown-ruleset',
      `${def.name.en} has no ruleset "${settings.ruleset}" (try ${entry.rulesets.join(', ')})`,
      { ruleset: settings.ruleset },
    );
  const edition = def.rulesets?.find((r) => r.id === settings.ruleset);
  const min = edition?.minSeats ?? def.minSeats;
  const max = edition?.maxSeats ?? def.maxSeats;
  if (settings.seats < min || settings.seats > max)
    return problem(
      'seat-count',
      `${edition ? edition.name.en : def.name.en} is played by ${min} to ${max} players`,
      {
        min,
        max,
      },
    );
  const options = (settings as { options?: { characters?: boolean } }).options;
  const modeProblem = checkMode(settings, edition, options?.characters === true);
  if (modeProblem) return modeProblem;
  if (edition && !edition.characters && options?.characters)
    return problem('no-characters', `${edition.name.en} has no characters yet: create the room without them`);
  if (settings.bots > settings.seats) return problem('too-many-bots', 'more bots than seats');
  if (!entry.botLevels.includes(settings.botLevel))
    return problem(
      'unknown-bot-level',
      `${def.name.en} has no "${settings.botLevel}" bots (try ${entry.botLevels.join(', ')})`,
      { level: settings.botLevel },
    );
  if (settings.coach && !def.coach)
    return problem('no-coach', `${def.name.en} has no coach: create the room without it`);
  return null;
}

/** A mode the edition has, played at this seat count (the game's own data says both). */
function checkMode(
  settings: RoomSettings,
  edition: RulesetInfo | undefined,
  characters: boolean,
): Problem | null {
  if (settings.mode === undefined) return null;
  const modes = edition?.modes ?? [];
  const mode = modes.find((m) => m.id === settings.mode);
  const name = edition?.name.en ?? settings.ruleset;
  if (!mode)
    return problem(
      'unknown-mode',
      modes.length > 0
        ? `${name} has no mode "${settings.mode}" (try ${modes.map((m) => m.id).join(', ')})`
        : `${name} has no modes: create the room without one`,
      { mode: settings.mode },
    );
  if (!mode.seats.includes(settings.seats))
    return problem(
      'mode-seat-count',
      `${mode.name.en} is played by ${mode.seats.join(' or ')} players, not ${settings.seats}`,
      { mode: mode.id, seats: mode.seats.join('/') },
    );
  if (mode.needsCharacters && !characters)
    return problem(
      'mode-needs-characters',
      `${mode.name.en} is won by the characters' missions: create the room with characters`,
      { mode: mode.id },
    );
  return null;
}

/** A room refused by a cap: `status` is the HTTP status to answer with. */
export class RoomRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly reason: ProblemReason,
    readonly params?: ProblemParams,
  ) {
    super(message);
  }
}

/** Who made each room this process opened (a host's session and an address), for the caps. */
interface Maker {
  host: string | null;
  address: string;
}
const madeBy = new Map<string, Maker>();
/** Rooms being made right now: counted at once so that a burst of requests cannot pass a cap. */
const making = new Set<Maker>();

/** Refuse a new room past a cap; counts rooms not finished, including those being made. */
function checkCaps(maker: Maker): void {
  const { maxRooms, maxRoomsPerSession, maxRoomsPerAddress } = services().config.limits;
  let total = making.size;
  let hosted = 0;
  let fromAddress = 0;
  for (const m of making) {
    if (maker.host !== null && m.host === maker.host) hosted++;
    if (m.address === maker.address) fromAddress++;
  }
  for (const room of live.rooms()) {
    if (room.record.status === 'finished') continue;
    total++;
    if (maker.host !== null && room.record.host === maker.host) hosted++;
    if (madeBy.get(room.roomId)?.address === maker.address) fromAddress++;
  }
  if (total >= maxRooms)
    throw new RoomRefusal(
      503,
      `the server has its ${maxRooms} rooms open; try again when a game ends`,
      'server-busy',
    );
  if (hosted >= maxRoomsPerSession)
    throw new RoomRefusal(
      429,
      `you host ${hosted} open rooms already (at most ${maxRoomsPerSession})`,
      'too-many-rooms',
      { max: maxRoomsPerSession },
    );
  if (fromAddress >= maxRoomsPerAddress)
    throw new RoomRefusal(
      429,
      `${fromAddress} open rooms were made from your address already (at most ${maxRoomsPerAddress})`,
      'too-many-rooms',
      { max: maxRoomsPerAddress },
    );
}

export async function createRoom(
  settings: RoomSettings,
  host: Player | null,
  address = 'unknown',
): Promise<RoomRecord> {
  const maker: Maker = { host: host?.playerId ?? null, address };
  checkCaps(maker);
  refuseWithoutRedis();
  making.add(maker);
  try {
    return await makeRoom(settings, host, maker);
  } finally {
    making.delete(maker);
  }
}

async function makeRoom(settings: RoomSettings, host: Player | null, maker: Maker): Promise<RoomRecord> {
  const { store } = services();
  let id = roomCode();
  while (await store.room(id)) id = roomCode();
  const seats = Array.from({ length: settings.seats }, (_, i) =>
    i >= settings.seats - settings.bots ? botSeat(i) : EMPTY_SEAT,
  );
  const record: RoomRecord = {
    id,
    game: settings.game,
    gameId: randomBytes(12).toString('base64url'),
    host: host?.playerId ?? null,
    settings,
    seats,
    status: 'waiting',
    createdAt: Date.now(),
  };
  const seed = randomInt(2 ** 31);
  // Several processes: the room runs here, its lease this process's before its row exists (a row
  // with no lease would be taken over as left by a dead process).
  const { leases, newGameOptions } = services();
  if (leases && !(await leases.take(id))) throw new Error(`room ${id} is leased by another process`);
  const options = gameEntry(settings.game)!.options(settings, seed);
  await store.createRoom(record, newGameOptions ? newGameOptions(options) : options);
  madeBy.set(id, maker);
  await openRoom(id);
  // A crash between here and the start leaves an all-bot room waiting: the restore starts it.
  await startIfAllBots(id);
  return record;
}

/**
 * Several processes: a room is listed (and found by the others) through Redis. With Redis away the
 * room would be written, then hang in ioredis's queue and fail half-made: refuse it first, in words.
 */
export function refuseWithoutRedis(): void {
  const { redisUp } = services();
  if (redisUp && !redisUp())
    throw new RoomRefusal(
      503,
      'the room service (Redis) cannot be reached right now: nothing was changed, try again shortly',
      'server-busy',
    );
}

/** A room whose every seat is a bot has nobody to press start: it starts by itself. */
export async function startIfAllBots(roomId: string): Promise<void> {
  const room = live.room(roomId);
  if (room && room.record.status === 'waiting' && room.record.seats.every((s) => s.kind === 'bot'))
    await room.enqueue(() => room.start());
}

/**
 * Open the Colyseus room for a kept room (a new one, or one rebuilt after a restart). With several
 * processes it is made in this one, which holds its lease: the framework's `createRoom` would pick
 * the process with fewest rooms, and on a timeout make a second one here (colyseus#978).
 */
export async function openRoom(roomId: string): Promise<void> {
  if (services().leases) await matchMaker.handleCreateRoom(ROOM_NAME, { roomId });
  else await matchMaker.createRoom(ROOM_NAME, { roomId });
}

/** Finished rooms being opened again, so that two joins at once open one room. */
const reopening = new Map<string, Promise<boolean>>();

/**
 * A finished room is not rebuilt at start (nothing plays in it), but its players may come back to
 * see the end or play again: it opens on the first join. False if it is not a finished room.
 */
export function openFinishedRoom(roomId: string): Promise<boolean> {
  let opening = reopening.get(roomId);
  if (!opening) {
    opening = (async () => {
      if ((await services().store.roomStatus(roomId)) !== 'finished') return false;
      const { leases } = services();
      if (leases && !(await leases.take(roomId))) return false;
      if (!live.room(roomId)) await openRoom(roomId);
      return true;
    })()
      .catch((err: unknown) => {
        services().log.error({ err, roomId }, 'could not open a finished room');
        return false;
      })
      .finally(() => reopening.delete(roomId));
    reopening.set(roomId, opening);
  }
  return opening;
}

/** Why a room cannot be joined, in words. */
export async function roomGoneReason(roomId: string): Promise<Problem> {
  const status = await services().store.roomStatus(roomId);
  const minutes = services().config.limits.waitingRoomMinutes;
  const params = { room: roomId, minutes };
  switch (status) {
    case null:
      return problem('room-none', `there is no room ${roomId}`, params);
    case 'expired':
      return problem(
        'room-expired',
        `room ${roomId} has closed: nobody started its game within ${minutes} minutes`,
        params,
      );
    case 'damaged':
      return problem('room-damaged', `room ${roomId} cannot be opened: its saved data is damaged`, params);
    case 'finished':
      return problem(
        'room-finished',
        `room ${roomId} is finished and could not be opened; its replay may still be watched`,
        params,
      );
    default:
      return problem(
        'room-starting',
        `room ${roomId} is not open yet (the server is starting); try again in a moment`,
        params,
      );
  }
}

/** Forget who made a room once it is gone from this process. */
export function forgetRoom(roomId: string): void {
  madeBy.delete(roomId);
}
