// The rooms running in this process, by room id and by game id, for the HTTP API.
import type { TableRoom } from './table-room.ts';

const byRoom = new Map<string, TableRoom>();
const byGame = new Map<string, TableRoom>();

export const live = {
  add(room: TableRoom): void {
    byRoom.set(room.roomId, room);
    byGame.set(room.record.gameId, room);
  },
  /** The room moved on to a new game. */
  rekey(room: TableRoom, oldGameId: string): void {
    byGame.delete(oldGameId);
    byGame.set(room.record.gameId, room);
  },
  remove(room: TableRoom): void {
    byRoom.delete(room.roomId);
    byGame.delete(room.record.gameId);
  },
  room(roomId: string): TableRoom | undefined {
    return byRoom.get(roomId);
  },
  game(gameId: string): TableRoom | undefined {
    return byGame.get(gameId);
  },
  rooms(): TableRoom[] {
    return [...byRoom.values()];
  },
  clear(): void {
    byRoom.clear();
    byGame.clear();
  },
};
