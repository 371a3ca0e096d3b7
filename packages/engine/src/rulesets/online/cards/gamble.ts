// 博弈: in your own play phase, name a player (yourself included: 「指定一位玩家」): the deck top
// becomes their intel.
import { failResolution } from '../../../core/effects.ts';
import type { CardFunction } from '../../../core/ruleset.ts';
import { isActive } from '../../../core/seats.ts';
import { deckTopAsIntel } from './deal-top.ts';

export const gamble: CardFunction = {
  id: 'gamble',
  name: { zh: '博弈', en: 'Gamble' },
  text: {
    zh: '指定一位玩家，获得牌库顶牌作为情报。只能在自己的出牌阶段使用。',
    en: 'Your play phase only. Name a player: the top card of the deck becomes their intel.',
  },
  windows: ['play'],
  turn: 'own',
  target: 'anySeat',
  resolve: (s, f, out) => {
    const seat = f.target.seat!;
    if (!isActive(s, seat)) failResolution(f, 'the player has left the game', out);
    else if (!deckTopAsIntel(s, seat, f.user, out)) failResolution(f, 'no card left to draw', out);
  },
  afterUse: 'discard',
};
