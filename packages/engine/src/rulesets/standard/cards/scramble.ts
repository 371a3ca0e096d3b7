// 真伪莫辨: in your own play phase, take as many cards from the deck top as there are living
// players, shuffle them, and from you to the right each player takes one at random as intel. A
// victory mid-way ends the game at once; deaths are the user's kills. Countered, the whole card fails.
import { dealIntelFromDeck } from '../../../core/effects.ts';
import type { CardFunction } from '../../../core/ruleset.ts';

export const scramble: CardFunction = {
  id: 'scramble',
  name: { zh: '真伪莫辨', en: 'Scramble' },
  text: {
    zh: '只能在自己回合出牌阶段使用。从牌库顶拿取等同于现存玩家数的牌洗匀，从自己开始，逆时针每人抽取一张作为情报。',
    en: 'Your play phase only. Take as many cards from the top of the deck as there are living players, shuffle them, and starting with you each player draws one as intel, counter-clockwise.',
  },
  windows: ['play'],
  turn: 'own',
  target: 'none',
  resolve: (s, f, out) => dealIntelFromDeck(s, f.user, out),
  afterUse: 'discard',
};
