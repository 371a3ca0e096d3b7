// The games the lobby offers: their names and seat ranges (as the server's games declare them).
import type { Text } from '@fengsheng/server/protocol';

export interface GameChoice {
  id: string;
  name: Text;
  minSeats: number;
  maxSeats: number;
  defaultSeats: number;
  /** Whether the create form offers the ruleset, characters and expansion options. */
  fengshengOptions: boolean;
  /** Whether seated players may use the room chat while a game is played (the game's `tableChat`). */
  tableChat: boolean;
}

export const GAMES: readonly GameChoice[] = [
  {
    id: 'fengsheng',
    name: { zh: '风声', en: 'The Message' },
    minSeats: 3,
    maxSeats: 9,
    defaultSeats: 5,
    fengshengOptions: true,
    tableChat: true,
  },
  {
    id: 'killer',
    name: { zh: '杀人游戏', en: 'Killer' },
    minSeats: 8,
    maxSeats: 16,
    defaultSeats: 12,
    fengshengOptions: false,
    tableChat: false,
  },
];

export function gameChoice(id: string): GameChoice {
  return GAMES.find((g) => g.id === id) ?? GAMES[0];
}

/** A seat count brought into a game's range. */
export function clampSeats(id: string, n: number): number {
  const g = gameChoice(id);
  if (!Number.isFinite(n)) return g.defaultSeats;
  return Math.max(g.minSeats, Math.min(g.maxSeats, Math.round(n)));
}

/** A game's display name by id (an unknown id shows as itself). */
export function gameName(id: string, lang: 'zh' | 'en'): string {
  const g = GAMES.find((x) => x.id === id);
  return g ? g.name[lang] : id;
}

/**
 * Whether the room chat is closed to this person now: 杀人游戏 carries its talk as commands
 * (speeches in one's turn), and the server refuses seated players' chat while it is played.
 * Spectators may always chat.
 */
export function chatClosed(game: string, status: string, you: number | null): boolean {
  const g = GAMES.find((x) => x.id === game);
  return !!g && !g.tableChat && status === 'playing' && you !== null;
}
