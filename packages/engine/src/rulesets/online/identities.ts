// Identity cards by table size. Seed 003 prints the box's eight (潜伏战线 3, 军情处 3, 打酱油的 2) and
// 「拿取等同于玩家人数的身份卡（参考下表）」, but the table itself is not in the seed: this is the
// standard edition's table (seed 004) for 3 to 8 players, whose 8-player row is exactly those eight.
// 003 has no alternative rows (初次游戏), so there is no variant table.
import type { Camp } from '../../core/types.ts';
import { identityCards } from '../standard/identities.ts';

export const ONLINE_MIN_PLAYERS = 3;
export const ONLINE_MAX_PLAYERS = 8;

export function onlineIdentities(players: number): Camp[] {
  if (players < ONLINE_MIN_PLAYERS || players > ONLINE_MAX_PLAYERS)
    throw new Error(`the online edition is played by 3 to 8 players, not ${players}`);
  return identityCards(players, 'standard');
}
