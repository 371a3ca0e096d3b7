// Who sits where before a game starts. Pure functions over a room's seats: each returns a problem
// (its reason and its words), or null after changing the seats.
import type { Problem } from './protocol.ts';
import { problem } from './problems.ts';
import type { Player } from './tokens.ts';
import type { RoomRecord, SeatRecord } from './store.ts';

export const EMPTY_SEAT: SeatRecord = { kind: 'empty', playerId: null, name: null };

export function botSeat(seat: number): SeatRecord {
  return { kind: 'bot', playerId: null, name: `Bot ${seat + 1}` };
}

export function seatOf(room: RoomRecord, playerId: string): number | null {
  const i = room.seats.findIndex((s) => s.kind === 'human' && s.playerId === playerId);
  return i < 0 ? null : i;
}

function checkOpen(room: RoomRecord, seat: number): Problem | null {
  if (room.status !== 'waiting') return problem('game-started', 'the game has already started');
  if (seat >= room.seats.length)
    return problem('no-such-seat', `there is no seat ${seat + 1}`, { seat: seat + 1 });
  return null;
}

export function sit(room: RoomRecord, player: Player, seat: number): Problem | null {
  const bad = checkOpen(room, seat);
  if (bad) return bad;
  if (room.seats[seat].kind !== 'empty')
    return problem('seat-taken', `seat ${seat + 1} is taken`, { seat: seat + 1 });
  const had = seatOf(room, player.playerId);
  if (had !== null) room.seats[had] = EMPTY_SEAT;
  room.seats[seat] = { kind: 'human', playerId: player.playerId, name: player.name };
  // A room made without a session gets its first seated player as host.
  room.host ??= player.playerId;
  return null;
}

export function stand(room: RoomRecord, player: Player): Problem | null {
  if (room.status !== 'waiting') return problem('game-started', 'the game has already started');
  const had = seatOf(room, player.playerId);
  if (had === null) return problem('no-seat', 'you have no seat');
  room.seats[had] = EMPTY_SEAT;
  return null;
}

export function addBot(room: RoomRecord, player: Player, seat: number): Problem | null {
  if (room.host !== player.playerId) return problem('host-only', 'only the host adds bots');
  const bad = checkOpen(room, seat);
  if (bad) return bad;
  if (room.seats[seat].kind !== 'empty')
    return problem('seat-taken', `seat ${seat + 1} is taken`, { seat: seat + 1 });
  room.seats[seat] = botSeat(seat);
  return null;
}

export function removeBot(room: RoomRecord, player: Player, seat: number): Problem | null {
  if (room.host !== player.playerId) return problem('host-only', 'only the host removes bots');
  const bad = checkOpen(room, seat);
  if (bad) return bad;
  if (room.seats[seat].kind !== 'bot')
    return problem('not-a-bot', `seat ${seat + 1} is not a bot`, { seat: seat + 1 });
  room.seats[seat] = EMPTY_SEAT;
  return null;
}

/** The host frees a seat a person holds, before the start (not their own: they stand). */
export function removePlayer(room: RoomRecord, player: Player, seat: number): Problem | null {
  if (room.host !== player.playerId) return problem('host-only', 'only the host removes players');
  const bad = checkOpen(room, seat);
  if (bad) return bad;
  const s = room.seats[seat];
  if (s.kind !== 'human') return problem('seat-empty', `nobody sits in seat ${seat + 1}`, { seat: seat + 1 });
  if (s.playerId === player.playerId)
    return problem('remove-self', 'you cannot remove yourself: stand up instead');
  room.seats[seat] = EMPTY_SEAT;
  return null;
}

export function canStart(room: RoomRecord, player: Player | null): Problem | null {
  if (room.status !== 'waiting') return problem('game-started', 'the game has already started');
  if (player && room.host !== player.playerId) return problem('host-only', 'only the host starts the game');
  if (room.seats.some((s) => s.kind === 'empty'))
    return problem('seats-empty', 'every seat must be taken first');
  return null;
}
