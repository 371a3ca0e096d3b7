// Making a room: check the settings against the game, deal the seats, keep it, open it.
import { matchMaker } from '@colyseus/core';
import { randomBytes, randomInt } from 'node:crypto';
import { gameEntry } from './games.ts';
import { ROOM_NAME, type RoomSettings } from './protocol.ts';
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
export function checkSettings(settings: RoomSettings): string | null {
  const entry = gameEntry(settings.game);
  if (!entry) return `unknown game "${settings.game}"`;
  const def = entry.definition;
  if (!entry.rulesets.includes(settings.ruleset))
    return `${def.name.en} has no ruleset "${settings.ruleset}" (try ${entry.rulesets.join(', ')})`;
  if (settings.seats < def.minSeats || settings.seats > def.maxSeats)
    return `${def.name.en} is played by ${def.minSeats} to ${def.maxSeats} players`;
  if (settings.bots > settings.seats) return 'more bots than seats';
  return null;
}

export async function createRoom(settings: RoomSettings, host: Player | null): Promise<RoomRecord> {
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
  await store.createRoom(record, gameEntry(settings.game)!.options(settings, seed));
  await openRoom(id);
  if (seats.every((s) => s.kind === 'bot')) await live.room(id)!.enqueue(() => live.room(id)!.start());
  return record;
}

/** Open the Colyseus room for a kept room (a new one, or one rebuilt after a restart). */
export async function openRoom(roomId: string): Promise<void> {
  await matchMaker.createRoom(ROOM_NAME, { roomId });
}
